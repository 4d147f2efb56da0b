// The edits not yet in the stored game, kept synchronously in localStorage (a reload in the milliseconds before a
// write commits) and in the journal (journal.ts: a killed browser, whose localStorage may not be on disk yet).
// Each tab keeps its own stash. On start, edits newer than the stored game are applied to it: edits, never whole
// states, so recovery can never put back something older than what another tab saved since.
import { coreOf, loadCoresOf } from './cores.ts';
import type { GameDoc } from '../games/types.ts';
import { loadGame, updateGame } from './db.ts';
import { clearJournal, readJournal } from './journal.ts';
import { TAB } from './journalDb.ts';

export interface Stash {
  id: string;
  /** The game itself while it has never been written (a new game). */
  seed: GameDoc | null;
  edits: { edit: unknown; at: string }[];
}

const PREFIX = 'calico-pending:';
export { TAB };
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

/** An edit (or a new game) that may not have reached the stored game: from a stash or from the journal. */
interface Unsaved {
  id: string;
  seed: GameDoc | null;
  edit: unknown;
  at: string;
}

/** Games whose stashed or journalled edits start-up could not apply (IndexedDB not writable then); '*' while a
 * recovery is under way or ended early (it knows of no game yet). */
const unrecovered = new Set<string>();

/** Edits of this game may wait outside the stored game: in a stash (this tab's or another's) or left by a
 * recovery that could not apply them. Such a game is not blank, whatever its stored version says. */
export function hasPendingEdits(id: string): boolean {
  if (unrecovered.has('*') || unrecovered.has(id)) return true;
  const s = storage();
  if (!s) return false;
  const prefix = `${PREFIX}${id}:`;
  for (let i = 0; i < s.length; i++) if (s.key(i)?.startsWith(prefix)) return true;
  return false;
}

/**
 * Applies stashed and journalled edits that never reached the stored game (a reload or a killed browser right
 * after a tap), oldest first. Returns the ids of the games changed. What was applied, or can never apply, is
 * removed; what could not be written now stays for the next start.
 */
export async function recoverPending(): Promise<string[]> {
  unrecovered.add('*');
  const s = storage();
  const byGame = new Map<string, { items: Unsaved[]; stashKeys: string[]; journalKeys: string[] }>();
  const slot = (id: string) => byGame.get(id) ?? byGame.set(id, { items: [], stashKeys: [], journalKeys: [] }).get(id)!;
  const keys = s
    ? Array.from({ length: s.length }, (_, i) => s.key(i)!).filter(
        (k) => k.startsWith(PREFIX) || k === 'calico-pending-game',
      )
    : [];
  for (const k of keys) {
    const stash = readStash(s!.getItem(k));
    if (!stash) {
      s!.removeItem(k);
      continue;
    }
    const g = slot(stash.id);
    g.stashKeys.push(k);
    if (stash.seed) g.items.push({ id: stash.id, seed: stash.seed, edit: null, at: '' });
    g.items.push(...stash.edits.map((e) => ({ id: stash.id, seed: null, ...e })));
  }
  for (const j of await readJournal()) {
    const g = slot(j.id);
    g.journalKeys.push(j.key);
    g.items.push({ id: j.id, seed: j.seed ?? null, edit: j.edit, at: j.at });
  }
  const changed: string[] = [];
  for (const [id, g] of byGame) {
    try {
      if (await recover(id, g.items)) changed.push(id);
      for (const k of g.stashKeys) s!.removeItem(k);
      await clearJournal(g.journalKeys);
      unrecovered.delete(id);
    } catch {
      unrecovered.add(id); // IndexedDB not writable now: kept for the next start, and the game is not blank
    }
  }
  unrecovered.delete('*');
  return changed;
}

async function recover(id: string, items: Unsaved[]): Promise<boolean> {
  const stored = await loadGame(id);
  if (stored?.deletedAt) return false;
  const seed = items.find((i) => i.seed)?.seed ?? null;
  if (!stored && !seed) return false;
  const base = stored?.doc ?? seed!;
  await loadCoresOf([base]); // the game's own code applies its edits
  const { applyEdit } = coreOf(base);
  const edits = items.filter((i) => i.edit !== null && i.edit !== undefined).sort((a, b) => a.at.localeCompare(b.at));
  let changed = false;
  await updateGame(
    id,
    (doc) => {
      let g = doc;
      for (const { edit, at } of edits) {
        if (at <= g.updatedAt) continue; // already written, or overtaken by a newer save (the same edit may be both stashed and journalled)
        const r = applyEdit(g, edit, at);
        if (r.ok) ((g = r.game), (changed = true));
      }
      return changed ? g : null;
    },
    stored ? null : seed,
  );
  return changed || !stored;
}

/** A stash, or null when unreadable. A stash from the previous version (a whole game) counts as a seed. */
function readStash(raw: string | null): Stash | null {
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
