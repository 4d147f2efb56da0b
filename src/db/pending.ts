// Start-up recovery: the edits kept outside the stored game (each tab's stash, stash.ts; the journal, journal.ts:
// a killed browser, whose localStorage may not be on disk yet) and never committed are applied through the front
// door (save.ts, origin 'recovery'), so every other writer hears of them like any other change. Edits, never whole
// states: recovery can never put back something older than what another tab saved since.
import { coreOf, loadCoresOf } from './cores.ts';
import type { GameDoc } from '../games/types.ts';
import { loadGame } from './db.ts';
import { clearJournal, readJournal } from './journal.ts';
import { save, type Outgoing } from './save.ts';
import { hasStash, readStashes, removeStash } from './stash.ts';

/** An edit (or a new game) that may not have reached the stored game: from a stash or from the journal. */
interface Unsaved {
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
  return unrecovered.has('*') || unrecovered.has(id) || hasStash(id);
}

/**
 * Applies stashed and journalled edits that never reached the stored game (a reload or a killed browser right
 * after a tap), oldest first. Returns the ids of the games changed. What was applied, or can never apply, is
 * removed; what could not be written now stays for the next start.
 */
export async function recoverPending(): Promise<string[]> {
  unrecovered.add('*');
  const byGame = new Map<string, { items: Unsaved[]; stashKeys: string[]; journalKeys: string[] }>();
  const slot = (id: string) => byGame.get(id) ?? byGame.set(id, { items: [], stashKeys: [], journalKeys: [] }).get(id)!;
  for (const { key, stash } of readStashes()) {
    const g = slot(stash.id);
    g.stashKeys.push(key);
    if (stash.seed) g.items.push({ seed: stash.seed, edit: null, at: '' });
    g.items.push(...stash.edits.map((e) => ({ seed: null, ...e })));
  }
  for (const j of await readJournal()) {
    const g = slot(j.id);
    g.journalKeys.push(j.key);
    g.items.push({ seed: j.seed ?? null, edit: j.edit, at: j.at });
  }
  const changed: string[] = [];
  for (const [id, g] of byGame) {
    try {
      if (await recover(id, g.items)) changed.push(id);
      g.stashKeys.forEach(removeStash);
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
  await loadCoresOf([stored?.doc ?? seed!]); // the game's own code applies its edits
  const { applyEdit } = coreOf(stored?.doc ?? seed!);
  const edits: Outgoing[] = items
    .filter((i) => i.edit !== null && i.edit !== undefined)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ edit, at }) => ({ edit, at, key: '' }));
  const { stored: now } = await save(
    id,
    edits,
    // Already written, or overtaken by a newer save (the same edit may be both stashed and journalled): skipped.
    (doc: GameDoc, edit: unknown, at: string) =>
      at <= doc.updatedAt ? { ok: true, game: doc } : applyEdit(doc, edit, at),
    { seed: stored ? null : seed, origin: 'recovery', journalled: false },
  );
  return !stored || now.rev !== stored.rev;
}
