// The newest change not yet in IndexedDB, kept synchronously in localStorage: an IndexedDB write is asynchronous,
// and a reload or crash in the few milliseconds before it commits would otherwise lose that last change. On start,
// a stashed game newer than the stored one is written back.
import type { Game } from '../calico/index.ts';
import { loadGame, saveGame } from './db.ts';

const KEY = 'calico-pending-game';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: IndexedDB alone
  }
};

export function stashPending(game: Game): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(game));
  } catch {
    // full or unavailable: the IndexedDB save still runs
  }
}

/** Forgets the stash once the game it holds (or a newer one) is safely in IndexedDB. */
export function clearPending(saved: Game): void {
  const s = storage();
  const raw = s?.getItem(KEY);
  if (!raw) return;
  try {
    const g = JSON.parse(raw) as Game;
    if (g.id === saved.id && g.updatedAt <= saved.updatedAt) s!.removeItem(KEY);
  } catch {
    s!.removeItem(KEY);
  }
}

/** Drops the stash of a game whose change was refused (another tab saved first): it must not come back later. */
export function discardPending(id: string): void {
  const s = storage();
  const raw = s?.getItem(KEY);
  if (raw && (JSON.parse(raw) as Game).id === id) s!.removeItem(KEY);
}

/** Writes a stashed change that never reached IndexedDB. Returns the id recovered, if any. */
export async function recoverPending(): Promise<string | null> {
  const s = storage();
  const raw = s?.getItem(KEY);
  if (!raw) return null;
  try {
    const g = JSON.parse(raw) as Game;
    if (typeof g?.id !== 'string' || typeof g.updatedAt !== 'string' || !Array.isArray(g.players)) throw new Error('not a game');
    const stored = await loadGame(g.id);
    if (stored && stored.doc.updatedAt >= g.updatedAt) {
      s!.removeItem(KEY);
      return null;
    }
    await saveGame(g, null);
    s!.removeItem(KEY);
    return g.id;
  } catch {
    s!.removeItem(KEY); // unreadable: nothing to recover, and the stored game is left as it was
    return null;
  }
}
