// This tab's stash: the edits of a game not yet in the stored game, kept synchronously in localStorage (a reload
// keeps it even when the journal's worker was stopped before it wrote). One entry per game and tab; start-up
// recovery (pending.ts) reads every tab's, applies them through the front door and removes them.
import type { GameDoc } from '../games/types.ts';
import { TAB } from './journalDb.ts';
import { forgetSnapshot } from './snapshot.ts';

export interface Stash {
  id: string;
  /** The game itself while it has never been written (a new game). */
  seed: GameDoc | null;
  edits: { edit: unknown; at: string }[];
}

const PREFIX = 'calico-pending:';
/** The stash of the version before edits were stashed: a whole game. */
const OLD_KEY = 'calico-pending-game';
const key = (id: string) => `${PREFIX}${id}:${TAB}`;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: IndexedDB alone
  }
};

/** Replaces this tab's stash of the game (an empty one removes it). */
export function stashEdits(stash: Stash): void {
  // An edit on its way: a screen kept before it shows the game without it (and its room is the stash's).
  if (stash.seed || stash.edits.length) forgetSnapshot();
  try {
    if (!stash.seed && !stash.edits.length) storage()?.removeItem(key(stash.id));
    else storage()?.setItem(key(stash.id), JSON.stringify(stash));
  } catch {
    // full or unavailable: the IndexedDB write still runs
  }
}

/** Some tab stashed edits of this game. */
export function hasStash(id: string): boolean {
  const s = storage();
  if (!s) return false;
  const prefix = `${PREFIX}${id}:`;
  for (let i = 0; i < s.length; i++) if (s.key(i)?.startsWith(prefix)) return true;
  return false;
}

/** Every tab's stash, by its key; unreadable ones are removed. */
export function readStashes(): { key: string; stash: Stash }[] {
  const s = storage();
  if (!s) return [];
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)!).filter(
    (k) => k.startsWith(PREFIX) || k === OLD_KEY,
  );
  const out: { key: string; stash: Stash }[] = [];
  for (const k of keys) {
    const stash = parse(s.getItem(k));
    if (stash) out.push({ key: k, stash });
    else s.removeItem(k);
  }
  return out;
}

export function removeStash(key: string): void {
  storage()?.removeItem(key);
}

/** A stash, or null when unreadable. A stash from the previous version (a whole game) counts as a seed. */
function parse(raw: string | null): Stash | null {
  try {
    const x = JSON.parse(raw ?? 'null') as Partial<Stash> & { format?: string; players?: unknown };
    if (typeof x?.id !== 'string') return null;
    if (x.format && Array.isArray(x.players)) return { id: x.id, seed: x as unknown as GameDoc, edits: [] };
    if (!Array.isArray(x.edits)) return null;
    return {
      id: x.id,
      seed: x.seed ?? null,
      edits: x.edits.filter((e) => e && typeof e.at === 'string' && e.edit !== null && typeof e.edit === 'object'),
    };
  } catch {
    return null;
  }
}
