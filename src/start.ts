// Start-up storage work, loaded and run once the first screen is drawn (main.tsx): the journal's worker started,
// IndexedDB opened (and refilled from its OPFS copy if it failed), edits stashed or journalled just before a
// reload or a crash applied, summaries rebuilt if an upgrade dropped them; then the settings read and old games
// tidied away. Screens that read saved games wait for it (db/startup.ts); the first screen does not.
import { purgeDeleted, discardStaleUntouched } from './db/games.ts';
import { whileLeaving } from './db/startup.ts';
import { startJournal } from './db/journal.ts';
import { recoverPending } from './db/pending.ts';
import { recoverStorage } from './db/recovery.ts';
import { rebuildSummaries } from './db/summaries.ts';

export async function start(): Promise<void> {
  startJournal();
  try {
    await recoverStorage();
    await recoverPending();
    await rebuildSummaries();
  } finally {
    // Lists wait for these too (whileLeaving); registered before start-up is said to be over.
    whileLeaving(discardStaleUntouched());
    void purgeDeleted().catch(() => undefined); // storage failing now: the next start purges
  }
}
