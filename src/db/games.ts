// Listing, deleting and restoring saved games. History and stats read the summaries table, which holds only
// games that are not deleted; a deleted game keeps its document (marked deletedAt) until purged a week later.
import { wrote } from './written.ts';
import { announce } from './changes.ts';
import { coreOf, loadCoresOf } from './cores.ts';
import type { GameDoc } from '../games/types.ts';
import Dexie from 'dexie';
import { db, loadGame, summaryOf, type CalicoDb, type GameRow, type SummaryRow } from './db.ts';
import { hasPendingEdits } from './pending.ts';
import { isSettled, settled, startupDone } from './startup.ts';

const WEEK = 7 * 24 * 3600 * 1000;

/** A stored game as a screen shows it: read once start-up has put back what it had to (journalled edits). */
export async function storedGame(id: string): Promise<GameRow | undefined> {
  await startupDone();
  return loadGame(id);
}

/** The newest games first, by last edit (home's games in progress) or by when they were played (history's
 * first page): one ranged read. */
export async function recentGames(limit: number, by: 'updatedAt' | 'createdAt' = 'updatedAt'): Promise<SummaryRow[]> {
  await settled();
  return db.summaries.orderBy(by).reverse().limit(limit).toArray();
}

/** History's order: the game played last first (its date, as each card shows it), not the game edited last (an
 * old game corrected would jump to the top). */
export const byDatePlayed = (a: SummaryRow, b: SummaryRow): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

// The whole list is kept between screens (history, stats): reading ten thousand summaries is most of what opening
// either costs. Any write to the summaries table drops it: Dexie tells of every change, made in this tab, in
// another tab or in the import's worker (a BroadcastChannel), as the write commits.
let generation = 0;
interface Kept {
  db: CalicoDb;
  generation: number;
  rows: Promise<readonly SummaryRow[]>;
  value?: readonly SummaryRow[];
  hurry?: () => void;
}
let kept: Kept | null = null;
const listeners = new Set<() => void>();
let telling: ReturnType<typeof setTimeout> | undefined;
Dexie.on('storagemutated', (parts) => {
  if (!Object.keys(parts).some((k) => k.includes('/summaries/'))) return;
  generation++;
  // Told once for a burst of writes (another tab playing, an import): each hearer reads the whole list again.
  if (listeners.size && telling === undefined) {
    telling = setTimeout(() => {
      telling = undefined;
      for (const l of [...listeners]) l();
    }, 200);
  }
});

/** Calls `listener` soon after the saved-games list changed (a game saved, deleted, restored or imported, here, in
 * another tab or in the import's worker): a screen showing the list reads it again. Returns a function that stops. */
export function onListChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const fresh = (k: Kept | null): k is Kept => !!k && k.db === db && k.generation === generation;

/** Saved games, newest first, shared by every caller (never to be changed in place). (Read forwards and reversed
 * here: a forward read is one getAll call, a reverse one walks a cursor row by row, several times slower.) */
export async function listGames(): Promise<readonly SummaryRow[]> {
  await settled();
  if (fresh(kept)) return (kept.hurry?.(), kept.rows);
  return readList();
}

/** The whole list read now and kept (start-up's sweep reads it too: then a list asked for after it is already here). */
const readList = (): Promise<readonly SummaryRow[]> => keep({ db, generation, rows: readAll(db) });
const readAll = (d: CalicoDb) =>
  d.summaries
    .orderBy('updatedAt')
    .toArray()
    .then((r) => r.reverse());

/** Keeps a list being read for the next callers (dropped again if the read fails). */
function keep(k: Kept): Promise<readonly SummaryRow[]> {
  kept = k;
  k.rows.then(
    (v) => (k.value = v),
    () => kept === k && (kept = null),
  );
  return k.rows;
}

/** The list listGames gives, read ahead while the page is idle (stats may be the next screen): in slices of
 * `slice` rows with a pause between them, so that no task is long (one read of ten thousand summaries holds the
 * main thread for ~110 ms on a fast machine, as it turns them into objects). Kept as listGames keeps its list; a
 * listGames call meanwhile has the rest read at once. The same rows in the same order as listGames reads them. */
export async function listGamesAhead(slice = 250): Promise<readonly SummaryRow[]> {
  await settled();
  if (fresh(kept)) return kept.rows;
  const k: Kept = { db, generation, rows: null! };
  let hurry = false;
  k.hurry = () => void (hurry = true);
  k.rows = (async () => {
    const ids = await k.db.summaries.toCollection().primaryKeys(); // in id order
    const rows: SummaryRow[] = [];
    for (let i = 0; i < ids.length && generation === k.generation; i += slice) {
      if (hurry) {
        rows.push(...(await k.db.summaries.where(':id').aboveOrEqual(ids[i]!).toArray()));
        break;
      }
      rows.push(
        ...(await k.db.summaries
          .where(':id')
          .between(ids[i]!, ids[Math.min(ids.length, i + slice) - 1]!, true, true)
          .toArray()),
      );
      if (!hurry) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // A write between two slices (here, in another tab or the import's worker): the whole list again in one read,
    // as listGames reads it (the slices may hold part of a write of several games).
    if (generation !== k.generation) return readAll(k.db);
    // Newest first, as listGames reads them (the updatedAt index, then the id, backwards).
    return rows.sort((a, b) =>
      a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0,
    );
  })();
  return keep(k);
}

/** The list as listGames last read it, when nothing changed or is about to (a screen shows it at once), else null. */
export function keptGames(): readonly SummaryRow[] | null {
  return fresh(kept) && isSettled() ? (kept.value ?? null) : null;
}

/** Deleted games not yet purged. Found from the keys alone (a deleted game has no summary) and only they are read:
 * start-up purges at every start, and reading and decoding every saved game held its main thread ~130 ms at 4×
 * CPU with a thousand games. */
export async function listDeleted(): Promise<GameRow[]> {
  await startupDone();
  const [ids, listed] = await Promise.all([
    db.games.toCollection().primaryKeys(),
    db.summaries.toCollection().primaryKeys(),
  ]);
  const shown = new Set(listed);
  const unlisted = ids.filter((id) => !shown.has(id));
  return (unlisted.length ? await db.games.bulkGet(unlisted) : []).filter((r): r is GameRow => !!r?.deletedAt);
}

/** Every stored game, deleted ones included (the group sync offers what the group does not have). */
export async function allGameRows(): Promise<GameRow[]> {
  await startupDone();
  return db.games.toArray();
}

/** Marks a game deleted and takes it out of history; it can be restored until purged a week later. */
export async function deleteGame(id: string): Promise<void> {
  await db.transaction('rw', db.games, db.summaries, async () => {
    await db.games.update(id, { deletedAt: new Date().toISOString() });
    await db.summaries.delete(id);
  });
  announce({ id, deleted: true });
  wrote({ t: 'del', id });
}

export async function restoreGame(id: string): Promise<void> {
  const before = await db.games.get(id);
  if (!before) return;
  // Its game's code summarises it (loaded outside the transaction): a page that imported games in the worker
  // may never have loaded it.
  await loadCoresOf([before.doc]);
  const rev = await db.transaction('rw', db.games, db.summaries, async () => {
    const row = await db.games.get(id);
    if (!row) return;
    delete row.deletedAt;
    await db.games.put(row);
    await db.summaries.put(summaryOf(row.doc));
    return row.rev;
  });
  if (rev === undefined) return;
  announce({ id, rev });
  wrote({ t: 'undel', id });
}

/** Removes games deleted over a week ago (run at every start). */
export async function purgeDeleted(now = Date.now()): Promise<number> {
  const old = (await listDeleted()).filter((r) => now - Date.parse(r.deletedAt!) > WEEK).map((r) => r.id);
  await db.games.bulkDelete(old);
  return old.length;
}

/** Nothing was ever entered: not finished, no edit applied since it was created (every edit moves updatedAt), and
 * its game says nothing is in it (a hand-made file with equal dates and full boards stays). */
export const isUntouched = (doc: GameDoc): boolean =>
  !doc.finishedAt && doc.updatedAt === doc.createdAt && coreOf(doc).isBlank(doc);

/** Removes a game the players left without entering anything (it is not a game worth keeping). Checked inside
 * the write, so a game with any entry saved is never removed. A game is blank only once start-up recovery has
 * run and left no edit of it outside the stored game: a reload can leave the stored game blank and its first
 * entry only in the stash or the journal, which start-up applies after the first paint. */
export async function discardIfUntouched(id: string): Promise<boolean> {
  await startupDone();
  if (hasPendingEdits(id)) return false;
  const before = await db.games.get(id);
  if (!before) return false;
  await loadCoresOf([before.doc]); // its game's code says whether anything is in it (loaded outside the transaction)
  const gone = await db.transaction('rw', db.games, db.summaries, async () => {
    const row = await db.games.get(id);
    if (!row || row.deletedAt || !isUntouched(row.doc)) return false;
    await db.games.delete(id);
    await db.summaries.delete(id);
    return true;
  });
  if (gone) announce({ id, removed: true });
  return gone;
}

/** Games started more than `age` ago with nothing entered (left by a closed tab): removed at start-up. */
export async function discardStaleUntouched(now = Date.now(), age = 24 * 3600 * 1000): Promise<number> {
  // The list as history and stats read it, read once for both (lists wait for this sweep): a walk over every
  // summary with a filter read them one by one, ~0.9 s of main thread at 4× CPU with 10,000 games.
  const stale = (await readList())
    .filter((r) => !r.finished && r.updatedAt === r.createdAt && now - Date.parse(r.createdAt) > age)
    .map((r) => r.id);
  let n = 0;
  for (const id of stale) if (await discardIfUntouched(id)) n++;
  return n;
}
