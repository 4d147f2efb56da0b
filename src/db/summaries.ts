// Summaries are derived from the games. After a schema upgrade, or a restore from the second copy, they are
// rebuilt on the next start, with each game's own code loaded for it (an upgrade cannot load code).
import { kindOf, loadCoresOf } from './cores.ts';
import { db, getSetting, STALE_SUMMARIES, summaryOf, type SummaryRow } from './db.ts';

/** Rebuilds every summary when they are marked stale; returns how many were written. */
export async function rebuildSummaries(): Promise<number> {
  if (!(await getSetting(STALE_SUMMARIES, false))) return 0;
  const rows = (await db.games.toArray()).filter((r) => !r.deletedAt && kindOf(r.doc.format));
  await loadCoresOf(rows.map((r) => r.doc));
  const summaries: SummaryRow[] = [];
  for (const r of rows) {
    try {
      summaries.push(summaryOf(r.doc));
    } catch {
      // a game its own code cannot read stays out of history rather than stopping the others
    }
  }
  await db.transaction('rw', db.summaries, db.settings, async () => {
    await db.summaries.bulkPut(summaries);
    await db.settings.delete(STALE_SUMMARIES);
  });
  return summaries.length;
}
