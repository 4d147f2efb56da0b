// Listing, deleting and restoring saved games. History and stats read the summaries table, which holds only
// games that are not deleted; a deleted game keeps its document (marked deletedAt) until purged a week later.
import { announce } from './changes.ts';
import { db, summaryOf, type GameRow, type SummaryRow } from './db.ts';

const WEEK = 7 * 24 * 3600 * 1000;

/** The newest games first: a quick first page for the history screen (one ranged read). */
export async function recentGames(limit: number): Promise<SummaryRow[]> {
  return db.summaries.orderBy('updatedAt').reverse().limit(limit).toArray();
}

/** Saved games, newest first. (Read forwards and reversed here: a forward read is one getAll call, a reverse
 * one walks a cursor row by row, several times slower for a thousand games.) */
export async function listGames(): Promise<SummaryRow[]> {
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
