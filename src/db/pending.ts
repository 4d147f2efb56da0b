// The edits not yet in IndexedDB, kept synchronously in localStorage: an IndexedDB write is asynchronous, and a
// reload in the few milliseconds before it commits would otherwise lose them. Each tab keeps its own stash. On
// start, stashed edits newer than the stored game are applied to it (edits, never whole states, so a stash can
// never put back something older than what another tab saved since).
import { applyEdit, type Edit, type Game } from '../calico/index.ts';
import { loadGame, updateGame } from './db.ts';

export interface Stash {
  id: string;
  /** The game itself while it has never been written (a new game). */
  seed: Game | null;
  edits: { edit: Edit; at: string }[];
}

const PREFIX = 'calico-pending:';
const TAB = Math.random().toString(36).slice(2, 10);
const key = (id: string) => `${PREFIX}${id}:${TAB}`;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: IndexedDB alone
  }
};

export function stashEdits(stash: Stash): void {
  try {
    if (!stash.seed && !stash.edits.length) storage()?.removeItem(key(stash.id));
    else storage()?.setItem(key(stash.id), JSON.stringify(stash));
  } catch {
    // full or unavailable: the IndexedDB write still runs
  }
}

/** Applies stashed edits that never reached IndexedDB. Returns the ids of the games changed. */
export async function recoverPending(): Promise<string[]> {
  const s = storage();
  if (!s) return [];
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)!).filter((k) => k.startsWith(PREFIX) || k === 'calico-pending-game');
  const changed: string[] = [];
  for (const k of keys) {
    try {
      const stash = readStash(s.getItem(k));
      if (stash && (await recover(stash))) changed.push(stash.id);
      s.removeItem(k);
    } catch {
      // IndexedDB not writable now: the stash stays for the next start
    }
  }
  return changed;
}

async function recover({ id, seed, edits }: Stash): Promise<boolean> {
  const stored = await loadGame(id);
  if (stored?.deletedAt) return false;
  let changed = false;
  await updateGame(id, (doc) => {
    let g = doc;
    for (const { edit, at } of edits) {
      if (at <= g.updatedAt) continue; // written before the stash was cleared, or overtaken by a newer save
      const r = applyEdit(g, edit, at);
      if (r.ok) (g = r.game), (changed = true);
    }
    return changed ? g : null;
  }, stored ? null : seed);
  return changed || (!stored && !!seed);
}

/** A stash, or null when unreadable. A stash from the previous version (a whole game) counts as a seed. */
function readStash(raw: string | null): Stash | null {
  try {
    const x = JSON.parse(raw ?? 'null') as Partial<Stash> & { format?: string; players?: unknown };
    if (typeof x?.id !== 'string') return null;
    if (x.format && Array.isArray(x.players)) return { id: x.id, seed: x as unknown as Game, edits: [] };
    if (!Array.isArray(x.edits)) return null;
    return { id: x.id, seed: x.seed ?? null, edits: x.edits.filter((e) => e && typeof e.at === 'string' && e.edit && typeof e.edit.kind === 'string') };
  } catch {
    return null;
  }
}
