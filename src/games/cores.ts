// Every game's pure core (file format, summary, edits) by kind and file format, each loaded on first use, with no
// screen: what storage is given at start-up (main.tsx). The shell's registry (registry.ts) adds names and screens.
import type { CoreEntry, GameCore } from './types.ts';

export const CORES: readonly CoreEntry[] = [
  {
    kind: 'calico',
    formats: ['calico-score-sheet/game'],
    load: () => import('./calico/core/gameCore.ts').then((m) => m.calicoCore as unknown as GameCore),
  },
  {
    kind: 'azul',
    formats: ['tile-tally/azul'],
    load: () => import('./azul/core/gameCore.ts').then((m) => m.azulCore as unknown as GameCore),
  },
  {
    kind: 'kaliko',
    formats: ['tile-tally/kaliko'],
    load: () => import('./kaliko/core/gameCore.ts').then((m) => m.kalikoCore as unknown as GameCore),
  },
];
