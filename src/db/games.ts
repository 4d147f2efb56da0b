// Listing, deleting and restoring saved games. History and stats read the summaries table, which holds only
// games that are not deleted; a deleted game keeps its document (marked deletedAt) until purged a week later.
import { announce } from './changes.ts';
import { coreOf, loadCoresOf } from './cores.ts';
import type { GameDoc } from '../games/types.ts';
import { db, summaryOf, type GameRow, type SummaryRow } from './db.ts';

const WEEK = 7 * 24 * 3600 * 1000;

// A game just left may be about to be removed (nothing entered): lists wait for that, so they never offer it.
let leaving: Promise<unknown> = Promise.resolve();
export function whileLeaving(p: Promise<unknown>): void {
  leaving = Promise.allSettled([leaving, p]);
}

/** The newest games first: a quick first page for the history screen (one ranged read). */
export async function recentGames(limit: number): Promise<SummaryRow[]> {
  await leaving;
  return db.summaries.orderBy('updatedAt').reverse().limit(limit).toArray();
}

/** Saved games, newest first. (Read forwards and reversed here: a forward read is one getAll call, a reverse
 * one walks a cursor row by row, several times slower for a thousand games.) */
export async function listGames(): Promise<SummaryRow[]> {
  await leaving;
  return (await db.summaries.orderBy('updatedAt').toArray()).reverse();
}

export async function listDeleted(): Promise<GameRow[]> {
  return db.games.filter((r) => !!r.deletedAt).toArray();
}

/** Marks a game deleted and takes it out of history; it can be restored until purged a week later. */
export async function deleteGame(id: string): Promise<void> {
  await db.transaction('rw', db.games, db.summaries, async () => {
    await db.games.update(id, { deletedAt: new Date().toISOString() });
    await db.summaries.delete(id);
  });
  announce({ id, deleted: true });
}

export async function restoreGame(id: string): Promise<void> {
  const rev = await db.transaction('rw', db.games, db.summaries, async () => {
    const row = await db.games.get(id);
    if (!row) return;
    delete row.deletedAt;
    await db.games.put(row);
    await db.summaries.put(summaryOf(row.doc));
    return row.rev;
  });
  if (rev !== undefined) announce({ id, rev });
}

export async function purgeDeleted(now = Date.now()): Promise<number> {
  const old = (await listDeleted()).filter((r) => now - Date.parse(r.deletedAt!) > WEEK).map((r) => r.id);
  await db.games.bulkDelete(old);
  return old.length;
}

/** Nothing was ever entered: not finished, no edit applied since it was created (every edit moves updatedAt), and
 * its game says nothing is in it (a hand-made file with equal dates and full boards stays). */
export const isUntouched = (doc: GameDoc): boolean => !doc.finishedAt && doc.updatedAt === doc.createdAt && coreOf(doc).isBlank(doc);

/** Removes a game the players left without entering anything (it is not a game worth keeping). Checked inside
 * the write, so a game with any entry saved is never removed. */
export async function discardIfUntouched(id: string): Promise<boolean> {
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
  if (gone) announce({ id, deleted: true });
  return gone;
}

/** Games started more than `age` ago with nothing entered (left by a closed tab): removed at start-up. */
export async function discardStaleUntouched(now = Date.now(), age = 24 * 3600 * 1000): Promise<number> {
  const stale = await db.summaries.filter((r) => !r.finished && r.updatedAt === r.createdAt && now - Date.parse(r.createdAt) > age).primaryKeys();
  let n = 0;
  for (const id of stale) if (await discardIfUntouched(id)) n++;
  return n;
}
