// Storage work of the game route (App.tsx), loaded with the first game opened, so the first screen does not load
// storage: finding a stored game, and removing a game left with nothing entered.
import { discardIfUntouched } from './db/games.ts';
import { loadGame as loadStored, type GameRow } from './db/db.ts';
import { restoreFromCopy, startupRecovered } from './db/recovery.ts';
import { flushAll, hasUnsaved } from './store/saver.ts';
import { parseRoute } from './ui/router.ts';

export { openKind } from './store/saver.ts';

/** A stored game; when the database lacks it (or cannot be read), it is looked for in the app's second copy (after
 * start-up recovery) before the player is told it is not here. */
export async function findGame(id: string): Promise<GameRow | undefined> {
  await startupRecovered(); // start-up may still be running (main.tsx): its journalled edits are applied first
  const stored = await loadStored(id).catch(() => undefined);
  if (stored) return stored;
  await restoreFromCopy(id); // put back from the copy, or stored meanwhile by start-up recovery
  return loadStored(id).catch(() => undefined);
}

/** Leaving a game with nothing entered removes it: it was never played. Its writes finish first, so an entry made
 * just before leaving is stored (and keeps the game); unsaved entries (a full disk) keep it too. */
export async function leaveGame(id: string): Promise<void> {
  await flushAll();
  // Left while start-up runs (a game opened by its address starts it at once): blank only once its stashed and
  // journalled edits are applied.
  await startupRecovered();
  const now = parseRoute(window.location.hash);
  // Still (or again) on it, or on one of its own screens (sharing it: players' boards are about to come in).
  if ('id' in now && now.id === id) return;
  if (!hasUnsaved(id)) await discardIfUntouched(id);
}
