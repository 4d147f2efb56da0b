// The only module that touches IndexedDB. Games are stored in the documented game file format; next to each,
// a small summary row (names, totals, places, the winning board) is what history and stats read, so they never
// load or rescore a thousand whole games.
import Dexie, { type EntityTable } from 'dexie';
import { editedAfterFinish, keyOf, PLAYABLE_CELLS, tileCode, COLOR_CODES, PATTERN_CODES, type Color, type Game, type Pattern, type PlayerSheet } from '../calico/index.ts';
import { asSaveError, SaveError } from './errors.ts';
import { summarise, type GameSummary } from './summary.ts';

export { asSaveError, SaveError };
import { mirrorMiddleware } from './mirror.ts';

export interface GameRow {
  id: string;
  updatedAt: string;
  /** Bumped on every save; a save that expects an older revision is a conflict (another tab saved first). */
  rev: number;
  doc: Game;
  /** Set when deleted; the game stays restorable for a week (see purgeDeleted). */
  deletedAt?: string;
}

export interface SummaryRow {
  id: string;
  updatedAt: string;
  createdAt: string;
  /** Lower-cased player names, for filtering by player. */
  players: string[];
  finished: boolean;
  /** Changed after it was finished (it stays finished; history marks it). */
  edited?: boolean;
  summary: GameSummary;
  /** The (first) winner's board, for the picture in the history list, its cells packed as codes. */
  thumb: Thumb;
}

/** A board in 60 characters rather than 22 objects: history reads a thousand of these. */
export interface Thumb {
  name: string;
  board: PlayerSheet['board'];
  goals: PlayerSheet['goals'];
  /** Two characters per playable cell in reading order: tile code ("Bd") or "..". */
  codes: string;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

export class CalicoDb extends Dexie {
  games!: EntityTable<GameRow, 'id'>;
  summaries!: EntityTable<SummaryRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;

  constructor(name = 'calico-score-sheet') {
    super(name);
    this.use(mirrorMiddleware); // a second copy of games and settings in OPFS, written after each commit (mirror.ts)
    // Version 1 kept only the game documents. Version 2 adds a revision per game (two-tab safety) and the
    // summaries table; the upgrade derives both from every stored game, leaving the documents untouched.
    this.version(1).stores({ games: 'id, updatedAt', settings: 'key' });
    this.version(2)
      .stores({ games: 'id, updatedAt', summaries: 'id, updatedAt, createdAt, *players', settings: 'key' })
      .upgrade(async (tx) => {
        const games = tx.table<GameRow, string>('games');
        const summaries = tx.table<SummaryRow, string>('summaries');
        await games.toCollection().modify((row) => {
          row.rev ??= 1;
        });
        await summaries.bulkPut((await games.toArray()).filter((r) => !r.deletedAt).map((r) => summaryOf(r.doc)));
      });
  }
}

export let db = new CalicoDb();
/** Tests point the app at a fresh database. */
export function useDatabase(next: CalicoDb): void {
  db = next;
}


export function summaryOf(game: Game): SummaryRow {
  const summary = summarise(game);
  const first = summary.players.findIndex((p) => p.place === 1);
  const { name, board, goals, cells } = game.players[Math.max(0, first)]!;
  return {
    id: game.id,
    updatedAt: game.updatedAt,
    createdAt: game.createdAt,
    players: game.players.map((p) => p.name.toLocaleLowerCase()),
    finished: !!game.finishedAt,
    edited: editedAfterFinish(game),
    summary,
    thumb: { name, board, goals, codes: packCells(cells) },
  };
}

/** Writes a game and its summary together (one transaction): both or neither. */
export async function putGame(game: Game, rev: number): Promise<void> {
  await db.games.put({ id: game.id, updatedAt: game.updatedAt, rev, doc: game });
  await db.summaries.put(summaryOf(game));
}

/** Saves a game atomically. Returns the new revision. Throws SaveError; nothing is partly written. */
export async function saveGame(game: Game, expectedRev: number | null): Promise<number> {
  try {
    return await db.transaction('rw', db.games, db.summaries, async () => {
      const current = await db.games.get(game.id);
      if (current && expectedRev !== null && current.rev !== expectedRev) {
        throw new SaveError('This game was changed in another tab at the same moment. Its newest version is shown: redo your last change if it is missing.', 'conflict');
      }
      const rev = (current?.rev ?? 0) + 1;
      await putGame(game, rev);
      return rev;
    });
  } catch (e) {
    throw asSaveError(e);
  }
}

export interface StoredGame {
  doc: Game;
  rev: number;
}

/**
 * Applies `change` to the newest stored version of a game inside one transaction, so what is written is never
 * older than what is stored. `seed` stands in for a game not written yet (a new game). `change` returns null
 * when it changes nothing. Throws SaveError, kind 'deleted' when the game was deleted meanwhile.
 */
export async function updateGame(id: string, change: (doc: Game) => Game | null, seed: Game | null = null): Promise<StoredGame> {
  try {
    return await db.transaction('rw', db.games, db.summaries, async () => {
      const row = await db.games.get(id);
      if (row?.deletedAt || (!row && !seed)) throw new SaveError('This game was deleted in another tab.', 'deleted');
      const base = row ? row.doc : seed!;
      const next = change(base) ?? (row ? null : base);
      if (!next) return { doc: base, rev: row!.rev };
      const rev = (row?.rev ?? 0) + 1;
      await putGame(next, rev);
      return { doc: next, rev };
    });
  } catch (e) {
    throw asSaveError(e);
  }
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

const COLOR_BY_CODE = Object.fromEntries(Object.entries(COLOR_CODES).map(([c, k]) => [k, c])) as Record<string, Color>;
const PATTERN_BY_CODE = Object.fromEntries(Object.entries(PATTERN_CODES).map(([p, k]) => [k, p])) as Record<string, Pattern>;

export function packCells(cells: PlayerSheet['cells']): string {
  return PLAYABLE_CELLS.map((c) => {
    const t = cells[keyOf(c)];
    return t ? tileCode(t) : '..';
  }).join('');
}

export function thumbSheet(t: Thumb): PlayerSheet {
  const cells: PlayerSheet['cells'] = {};
  PLAYABLE_CELLS.forEach((c, i) => {
    const color = COLOR_BY_CODE[t.codes[2 * i]!];
    const pattern = PATTERN_BY_CODE[t.codes[2 * i + 1]!];
    if (color && pattern) cells[keyOf(c)] = { color, pattern };
  });
  return { name: t.name, board: t.board, goals: t.goals, cells };
}
