// The only module that opens the app's database (through Dexie). Others open IndexedDB without Dexie, each
// for a reason Dexie cannot serve: journalDb.ts, the journal's own small database, shared with its worker (the
// fallback where OPFS fails; a worker bundle without Dexie starts within the first tap); revisionsRead.ts, the
// revision check's worker reading stored revisions of the games table read-only (no Dexie in workers, and it
// never creates or upgrades the database); readAhead.ts, a game opened by its address read before Dexie is loaded
// (read-only, at this schema only); firstVisit.ts, which only asks whether any database exists at all
// (indexedDB.databases()), so a first visit loads no storage code; groupLog.ts, a group's Yjs log kept by
// y-indexeddb in a database of its own (loaded only by a phone in a group). Games are stored in their game file format; next to each, a small
// summary row (names, totals, places, a small picture) is what history and stats read, so they never load or
// rescore a thousand whole games. Summaries are derived: a schema upgrade drops them and marks them stale, and
// the next start rebuilds them with each game's own code (rebuildSummaries), which an upgrade cannot load.
import { forgetSnapshot } from './snapshot.ts';
import Dexie, { type EntityTable } from 'dexie';
import type { GameDoc, GameKind, GameSummary, StoredGame } from '../games/types.ts';
import { coreOf, kindOf, loadCoresOf } from './cores.ts';
import { asSaveError, SaveError } from './errors.ts';
import { msg } from '../games/shared/msg.ts';
import { mirrorMiddleware } from './mirror.ts';
import { stampMiddleware, type Version } from './stamp.ts';
import { storageInUse } from './startup.ts';
import { DB_NAME } from './name.ts';

export { asSaveError, SaveError };

// Dexie turns its debug mode on by itself on localhost: a console task and a stack per promise, which a phone on a
// local server (`npm start`, the tests, the benchmarks) would pay on every read and write. Only the dev server keeps it.
Dexie.debug = import.meta.env.DEV;

// From now on something may be stored, even on a first visit (start-up loaded no storage code then: main.tsx).
storageInUse();

export interface GameRow<D extends GameDoc = GameDoc> {
  id: string;
  updatedAt: string;
  /** Bumped on every save; other tabs compare it to know they are behind. */
  rev: number;
  /** Set on every write (stamp.ts): orders this row's versions across a lost database, where `rev` starts again. */
  stamp?: number;
  doc: D;
  /** Set when deleted; the game stays restorable for a week (see purgeDeleted). */
  deletedAt?: string;
}

export interface SummaryRow {
  id: string;
  kind: GameKind;
  updatedAt: string;
  createdAt: string;
  /** Lower-cased player names, for filtering by player. */
  players: string[];
  /** The players closed the game. */
  finished: boolean;
  /** Changed after it was finished (it stays finished; history marks it). */
  edited?: boolean;
  summary: GameSummary;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

/** The setting that says summaries must be rebuilt (after an upgrade or a restore). */
export const STALE_SUMMARIES = 'summariesStale';

export class CalicoDb extends Dexie {
  games!: EntityTable<GameRow, 'id'>;
  summaries!: EntityTable<SummaryRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;

  constructor(name = DB_NAME) {
    super(name);
    this.use(mirrorMiddleware); // a second copy of games and settings in OPFS, written after each commit (mirror.ts)
    this.use(stampMiddleware); // every game row written gets its stamp, which the copy keeps (stamp.ts)
    // v1 kept only the game documents. v2 added a revision per game (two-tab safety) and the summaries table.
    // v3 (several games) adds the game kind to summaries and a new summary shape. Documents are never touched.
    this.version(1).stores({ games: 'id, updatedAt', settings: 'key' });
    this.version(2)
      .stores({ games: 'id, updatedAt', summaries: 'id, updatedAt, createdAt, *players', settings: 'key' })
      .upgrade(async (tx) => {
        await tx
          .table<GameRow, string>('games')
          .toCollection()
          .modify((row) => {
            row.rev ??= 1;
          });
      });
    this.version(3)
      .stores({ games: 'id, updatedAt', summaries: 'id, kind, updatedAt, createdAt, *players', settings: 'key' })
      .upgrade(async (tx) => {
        await tx.table('summaries').clear();
        await tx.table<SettingRow, string>('settings').put({ key: STALE_SUMMARIES, value: true });
      });
  }
}

export let db = new CalicoDb();
/** Tests point the app at a fresh database. */
export function useDatabase(next: CalicoDb): void {
  db = next;
}

/** Opens the database before anything is stored (a live invite while the player reads it: joining stores at once,
 * and on a first visit creating the database is the longest step of it). Never throws: a failed open is cleared, so
 * that the first use tries again and says what it meets. */
export const openAhead = (): Promise<void> =>
  db.open().then(
    () => undefined,
    () => db.close({ disableAutoOpen: false }),
  );

/** The summary of a game whose core is loaded (see cores.ts). */
export function summaryOf(doc: GameDoc): SummaryRow {
  const kind = kindOf(doc.format);
  if (!kind) throw new Error(`unknown game format "${doc.format}"`);
  return {
    id: doc.id,
    kind,
    updatedAt: doc.updatedAt,
    createdAt: doc.createdAt,
    players: doc.players.map((p) => p.name.toLocaleLowerCase()),
    finished: !!doc.finishedAt,
    edited: !!doc.finishedAt && doc.updatedAt > doc.finishedAt,
    summary: coreOf(doc).summarise(doc),
  };
}

/** Writes a game and its summary together (one transaction): both or neither. Returns the row's stamp. */
export async function putGame<D extends GameDoc>(game: D, rev: number): Promise<number | undefined> {
  const row: GameRow = { id: game.id, updatedAt: game.updatedAt, rev, doc: game };
  await db.games.put(row);
  await db.summaries.put(summaryOf(game));
  return row.stamp;
}

/** Saves a game atomically. Returns the new revision. Throws SaveError; nothing is partly written. */
export async function saveGame<D extends GameDoc>(game: D, expectedRev: number | null): Promise<number> {
  try {
    return await db.transaction('rw', db.games, db.summaries, async () => {
      const current = await db.games.get(game.id);
      if (current && expectedRev !== null && current.rev !== expectedRev) {
        throw new SaveError(
          'This game was changed in another tab at the same moment. Its newest version is shown: redo your last change if it is missing.',
          'conflict',
        );
      }
      const rev = (current?.rev ?? 0) + 1;
      await putGame(game, rev);
      return rev;
    });
  } catch (e) {
    throw asSaveError(e);
  }
}

/**
 * Applies `change` to the newest stored version of a game inside one transaction, so what is written is never
 * older than what is stored. `seed` stands in for a game not written yet (a new game). `change` returns null
 * when it changes nothing. Throws SaveError, kind 'deleted' when the player deleted the game meanwhile, 'removed'
 * when it is gone altogether (another tab removed it as blank) and no seed stands in for it.
 */
export async function updateGame<D extends GameDoc>(
  id: string,
  change: (doc: D) => D | null,
  seed: D | null = null,
): Promise<StoredGame<D> & Version> {
  try {
    return await db.transaction('rw', db.games, db.summaries, async () => {
      const row = await db.games.get(id);
      if (row?.deletedAt) throw new SaveError('This game was deleted in another tab.', 'deleted');
      if (!row && !seed)
        throw new SaveError('This game was removed in another tab.', 'removed', { words: msg('shell.save.deleted') });
      const base = row ? (row.doc as D) : seed!;
      const next = change(base) ?? (row ? null : base);
      if (!next) return { doc: base, rev: row!.rev, stamp: row!.stamp };
      const rev = (row?.rev ?? 0) + 1;
      return { doc: next, rev, stamp: await putGame(next, rev) };
    });
  } catch (e) {
    throw asSaveError(e);
  }
}

/** What a shared log says a game is now: null when it has nothing to say, 'later' to wait. */
export type Adoption = { doc: GameDoc; deleted: boolean } | 'later' | null;
/** What one game's adoption did: null when nothing changed, 'deleted' when it was only marked deleted, 'later'
 * when `read` said so, else the new revision. */
export type Adopted = number | 'deleted' | 'later' | null;

/** Writes the games `read` gives (a shared log's versions, each asked inside the transaction) over the stored
 * ones unless they are the same: all in one transaction and a few bulk writes, so a phone joining a group of many
 * games writes them in a few transactions, not one each. */
export async function replaceGames(items: readonly { id: string; read: () => Adoption }[]): Promise<Adopted[]> {
  const docs = items.map((i) => i.read()).flatMap((a) => (a && a !== 'later' ? [a.doc] : []));
  if (docs.length) await loadCoresOf(docs); // each game's code summarises it, in the write
  try {
    return await db.transaction('rw', db.games, db.summaries, async () => {
      const rows = await db.games.bulkGet(items.map((i) => i.id));
      const out: Adopted[] = [];
      const put: GameRow[] = [];
      const deleted: GameRow[] = [];
      for (const [k, { read }] of items.entries()) {
        const row = rows[k];
        const now = read();
        if (!now || now === 'later') out.push(now);
        else if (now.deleted) {
          if (!row || row.deletedAt)
            out.push(null); // never written here, or deleted already: nothing to keep
          else {
            deleted.push({ ...row, deletedAt: new Date().toISOString() });
            out.push('deleted');
          }
        } else if (row && !row.deletedAt && JSON.stringify(row.doc) === JSON.stringify(now.doc)) out.push(null);
        else {
          const rev = (row?.rev ?? 0) + 1;
          put.push({ id: now.doc.id, updatedAt: now.doc.updatedAt, rev, doc: now.doc });
          out.push(rev);
        }
      }
      // A deleted row keeps its revision (as deleteGame's does): only the mark is new.
      if (put.length || deleted.length) await db.games.bulkPut([...put, ...deleted]);
      if (put.length) await db.summaries.bulkPut(put.map((r) => summaryOf(r.doc)));
      if (deleted.length) await db.summaries.bulkDelete(deleted.map((r) => r.id));
      return out;
    });
  } catch (e) {
    throw asSaveError(e);
  }
}

/** A stored game; `D` names the game's own document type where the caller knows it. */
export async function loadGame<D extends GameDoc = GameDoc>(id: string): Promise<GameRow<D> | undefined> {
  return db.games.get(id) as Promise<GameRow<D> | undefined>;
}

export async function getSetting<T>(key: string, fallback: T): Promise<T> {
  const row = await db.settings.get(key);
  return row ? (row.value as T) : fallback;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  forgetSnapshot(); // a kept screen drawn with the setting as it was (the colour scheme, say)
  await db.settings.put({ key, value });
}

/** Remembers player names, most recent first, for the setup form. Never throws: names not remembered on a full
 * disk are only typed again. */
/** `forget`: names no longer offered (a player's name before a rename). */
export async function rememberNames(names: string[], forget: string[] = []): Promise<void> {
  try {
    const known = await getSetting<string[]>('names', []);
    const gone = [...names, ...forget].map((n) => n.toLocaleLowerCase());
    const merged = [...names, ...known.filter((k) => !gone.includes(k.toLocaleLowerCase()))];
    await setSetting('names', merged.slice(0, 30));
  } catch {
    // the game itself is saved through its own door, with its own messages
  }
}
