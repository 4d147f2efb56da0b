// The games the app knows, as the shell sees them before any game's code is loaded: a name, a line about it,
// its file formats and how to load it. A game's module (its core and screens) loads on first use.
import type { GameCore, GameDoc, GameKind, GameModule } from './types.ts';

export interface GameEntry {
  kind: GameKind;
  name: string;
  /** One line for the home screen. */
  blurb: string;
  formats: readonly string[];
  load(): Promise<GameModule>;
}

export const GAMES: readonly GameEntry[] = [
  {
    kind: 'calico', name: 'Calico', blurb: 'Quilt boards: buttons, cats and design goals.',
    formats: ['calico-score-sheet/game'],
    load: () => import('./calico/index.ts').then((m) => m.calico as unknown as GameModule),
  },
  {
    kind: 'azul', name: 'Azul', blurb: 'Walls of tiles: round by round, floor penalties and end bonuses.',
    formats: ['tile-tally/azul'],
    load: () => import('./azul/index.ts').then((m) => m.azul as unknown as GameModule),
  },
  {
    kind: 'kaliko', name: 'Kaliko', blurb: 'A growing pattern of hex tiles: join paths, cross them, close them.',
    formats: ['tile-tally/kaliko'],
    load: () => import('./kaliko/index.ts').then((m) => m.kaliko as unknown as GameModule),
  },
];

const loaded = new Map<GameKind, GameModule>();
const cores = new Map<GameKind, GameCore>();

export const entryOf = (kind: GameKind): GameEntry => GAMES.find((g) => g.kind === kind)!;
export const entryForFormat = (format: string): GameEntry | undefined => GAMES.find((g) => g.formats.includes(format));

/** The game module for a kind, loading it on first use. */
export async function loadGame(kind: GameKind): Promise<GameModule> {
  const ready = loaded.get(kind);
  if (ready) return ready;
  const m = await entryOf(kind).load();
  loaded.set(kind, m);
  cores.set(kind, m.core);
  return m;
}

/** Loads the modules of every game among `docs` (before a transaction that must summarise them). */
export async function loadGamesOf(docs: readonly { format: string }[]): Promise<void> {
  const kinds = new Set(docs.map((d) => entryForFormat(d.format)?.kind).filter((k): k is GameKind => !!k));
  await Promise.all([...kinds].map(loadGame));
}

/** The core of a loaded game for a document; throws when the game's code was not loaded first. */
export function coreOf<D extends GameDoc>(doc: { format: string }): GameCore<D> {
  const kind = entryForFormat(doc.format)?.kind;
  const core = kind && cores.get(kind);
  if (!core) throw new Error(`the game for format "${doc.format}" is not loaded`);
  return core as unknown as GameCore<D>;
}

/** Registers a core already imported (a game's store uses its own core; tests). */
export function registerCore<D extends GameDoc, E>(core: GameCore<D, E>): void {
  cores.set(core.kind, core as unknown as GameCore);
}
