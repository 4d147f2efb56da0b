// Calico's registration: its core and its screens, loaded by the shell on first use.
import type { GameModule } from '../types.ts';
import { calicoShare } from './core/share.ts';
import type { Edit, Game } from './core/index.ts';
import { calicoCore } from './core/gameCore.ts';
import { GameScreen } from './screens/GameScreen.tsx';
import { ResultsScreen, SheetOf } from './screens/ResultsScreen.tsx';
import { SetupScreen } from './screens/SetupScreen.tsx';
import { useGameStore } from './store.ts';
import { BoardThumb } from './ui/BoardThumb.tsx';
import { mountMotifDefs } from './ui/Motifs.tsx';

mountMotifDefs();

export const calico: GameModule<Game, Edit> = {
  core: calicoCore,
  screens: {
    Setup: SetupScreen,
    Play: GameScreen,
    Results: ResultsScreen,
    Sheet: SheetOf,
    Thumb: BoardThumb,
    open: ({ doc, rev }, player) => useGameStore.getState().open(doc, rev, player),
    showSeat: (player) => useGameStore.getState().showSeat(player),
    openId: () => useGameStore.getState().game?.id ?? null,
  },
  share: calicoShare,
};
