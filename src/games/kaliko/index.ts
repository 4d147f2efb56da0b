// Kaliko's registration: its core and its screens, loaded by the shell on first use.
import type { GameModule } from '../types.ts';
import type { KalikoGame } from './core/index.ts';
import type { KalikoEdit } from './core/edits.ts';
import { kalikoCore } from './core/gameCore.ts';
import { PlayScreen } from './screens/PlayScreen.tsx';
import { KalikoSheet, ResultsScreen } from './screens/ResultsScreen.tsx';
import { SetupScreen } from './screens/SetupScreen.tsx';
import { useKaliko } from './store.ts';
import { KalikoThumb } from './ui/Thumb.tsx';
import './ui/kaliko.css';

export const kaliko: GameModule<KalikoGame, KalikoEdit> = {
  core: kalikoCore,
  screens: {
    Setup: SetupScreen,
    Play: PlayScreen,
    Results: ResultsScreen,
    Sheet: KalikoSheet,
    Thumb: KalikoThumb,
    open: ({ doc, rev }) => useKaliko.getState().open(doc, rev),
    openId: () => useKaliko.getState().game?.id ?? null,
  },
};
