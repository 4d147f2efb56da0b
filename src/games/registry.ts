// The games the app knows, as the shell sees them before any game's code is loaded: a name, a line about it,
// its file formats and how to load it. The name is the game's own (a proper noun); the line about it follows the
// language. A game's module (its core and screens) loads on first use. Storage is not
// given this: it gets only the pure cores (cores.ts).
import { CORES } from './cores.ts';
import { i18n, needAllWords } from '../i18n/app.ts';
import type { GameKind, GameModule } from './types.ts';

export interface GameEntry {
  kind: GameKind;
  name: string;
  /** One line for the home screen, in the active language (read it while rendering). */
  readonly blurb: string;
  formats: readonly string[];
  load(): Promise<GameModule>;
}

const formatsOf = (kind: GameKind) => CORES.find((c) => c.kind === kind)!.formats;

export const GAMES: readonly GameEntry[] = [
  {
    kind: 'calico',
    name: 'Calico',
    get blurb() {
      return i18n._('calico.blurb');
    },
    formats: formatsOf('calico'),
    load: () => import('./calico/index.ts').then((m) => m.calico as unknown as GameModule),
  },
  {
    kind: 'azul',
    name: 'Azul',
    get blurb() {
      return i18n._('azul.blurb');
    },
    formats: formatsOf('azul'),
    load: () => import('./azul/index.ts').then((m) => m.azul as unknown as GameModule),
  },
  {
    kind: 'kaliko',
    name: 'Kaliko',
    get blurb() {
      return i18n._('kaliko.blurb');
    },
    formats: formatsOf('kaliko'),
    load: () => import('./kaliko/index.ts').then((m) => m.kaliko as unknown as GameModule),
  },
];

const loaded = new Map<GameKind, GameModule>();

export const entryOf = (kind: GameKind): GameEntry => GAMES.find((g) => g.kind === kind)!;
export const entryForFormat = (format: string): GameEntry | undefined => GAMES.find((g) => g.formats.includes(format));

/** The game module for a kind if it is loaded already (a screen can draw with it in its first render), else undefined. */
export const loadedGame = (kind: GameKind): GameModule | undefined => loaded.get(kind);

/** The game module for a kind, loading it on first use, with the words of the games' screens and cores (not
 * loaded with home): no game screen shows before its words are there. */
export async function loadGame(kind: GameKind): Promise<GameModule> {
  const ready = loaded.get(kind);
  if (ready) return ready;
  const [m] = await Promise.all([entryOf(kind).load(), needAllWords()]);
  loaded.set(kind, m);
  return m;
}
