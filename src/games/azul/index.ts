// Azul's registration: its core and its screens, loaded by the shell on first use (registry.ts).
import type { GameModule } from '../types.ts';
import { azulShare } from './core/share.ts';
import type { AzulEdit, AzulGame } from './core/index.ts';
import { azulCore } from './core/gameCore.ts';
import { PlayScreen } from './screens/PlayScreen.tsx';
import { ResultsScreen, SheetOf } from './screens/ResultsScreen.tsx';
import { SetupScreen } from './screens/SetupScreen.tsx';
import { useAzulStore } from './store.ts';
import { WallThumb } from './ui/WallThumb.tsx';
import './ui/azul.css';

export const azul: GameModule<AzulGame, AzulEdit> = {
  core: azulCore,
  screens: {
    Setup: SetupScreen,
    Play: PlayScreen,
    Results: ResultsScreen,
    Sheet: SheetOf,
    Thumb: WallThumb,
    open: ({ doc, rev }, player) => useAzulStore.getState().open(doc, rev, player),
    openId: () => useAzulStore.getState().game?.id ?? null,
  },
  share: azulShare,
};
