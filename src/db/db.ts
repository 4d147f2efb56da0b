// The only module that touches IndexedDB. Games are stored in the documented game file format, next to a few
// indexed fields and a precomputed summary (so history and stats never rescore a thousand games).
import Dexie, { type EntityTable } from 'dexie';
import type { Game } from '../calico/index.ts';
import { summarise, type GameSummary } from './summary.ts';

export interface GameRow {
  id: string;
  updatedAt: string;
  createdAt: string;
  /** Lower-cased player names, for filtering by player. */
  players: string[];
  /** Bumped on every save; a save that expects an older revision is a conflict (another tab saved first). */
  rev: number;
  doc: Game;
  summary: GameSummary;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

export class CalicoDb extends Dexie {
  games!: EntityTable<GameRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;

  constructor(name = 'calico-score-sheet') {
    super(name);
    this.version(1).stores({ games: 'id, updatedAt, createdAt, *players', settings: 'key' });
  }
}

export let db = new CalicoDb();
/** Tests point the app at a fresh database. */
export function useDatabase(next: CalicoDb): void {
  db = next;
}

export class SaveError extends Error {
  constructor(message: string, readonly kind: 'quota' | 'conflict' | 'other') {
    super(message);
  }
}

/** Saves a game atomically. Returns the new revision. Throws SaveError; nothing is partly written. */
export async function saveGame(game: Game, expectedRev: number | null): Promise<number> {
  try {
    return await db.transaction('rw', db.games, async () => {
      const current = await db.games.get(game.id);
      if (current && expectedRev !== null && current.rev !== expectedRev) {
        throw new SaveError('This game was changed in another tab or window. Its newest version has been loaded.', 'conflict');
      }
      const rev = (current?.rev ?? 0) + 1;
      await db.games.put(rowOf(game, rev));
      return rev;
    });
  } catch (e) {
    throw asSaveError(e);
  }
}

export function rowOf(game: Game, rev: number): GameRow {
  return {
    id: game.id,
    updatedAt: game.updatedAt,
    createdAt: game.createdAt,
    players: game.players.map((p) => p.name.toLocaleLowerCase()),
    rev,
    doc: game,
    summary: summarise(game),
  };
}

export function asSaveError(e: unknown): SaveError {
  if (e instanceof SaveError) return e;
  const name = (e as { name?: string; inner?: { name?: string } })?.name;
  const inner = (e as { inner?: { name?: string } })?.inner?.name;
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return new SaveError('The device is out of storage space, so the last change could not be saved. Free some space or delete old games, then try again.', 'quota');
  }
  return new SaveError(`The game could not be saved (${name ?? 'unknown error'}).`, 'other');
}

export async function loadGame(id: string): Promise<GameRow | undefined> {
  return db.games.get(id);
}

export async function getSetting<T>(key: string, fallback: T): Promise<T> {
  const row = await db.settings.get(key);
  return row ? (row.value as T) : fallback;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}

/** Remembers player names, most recent first, for the setup form. */
export async function rememberNames(names: string[]): Promise<void> {
  const known = await getSetting<string[]>('names', []);
  const merged = [...names, ...known.filter((k) => !names.some((n) => n.toLocaleLowerCase() === k.toLocaleLowerCase()))];
  await setSetting('names', merged.slice(0, 30));
}
