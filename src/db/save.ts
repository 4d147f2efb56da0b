// The front door for saving games: every change to a stored game's entries comes in here, whoever makes it (a tap in
// this tab; later the group sync, whose edits from other phones are one more writer with the same guarantees).
// Stores call only this for saving; what the door does with an edit, in order:
//  1. keep(): in the tap's own task, the edit (or a new game) goes to the journal (journal.ts: a worker writes it to
//     its file within milliseconds); keepUnsaved(): what is not stored yet, to the tab's stash (stash.ts:
//     synchronous localStorage, which a reload keeps even when the worker is stopped before it wrote);
//  2. save(): applied to the newest stored game in one transaction (db.ts; when that is the game the caller applied
//     the edit to, the caller's result is written as it is), reopening the database once after a storage error
//     (recovery.ts); the mirror copies the committed row (mirror.ts), and once it holds it the journal
//     forgets the edits; the caller hears the stored game, other tabs the change with its origin (changes.ts).
// Start-up recovery (pending.ts) applies what step 1 kept and step 2 never committed, through save() too.
import type { GameDoc, StoredGame } from '../games/types.ts';
import type { Msg } from '../games/shared/msg.ts';
import { announce, announceAll, type Change, type Origin } from './changes.ts';
import { replaceGames, SaveError, updateGame, type Adoption } from './db.ts';
import { forgetJournal, journal } from './journal.ts';
import { mirrorHolds } from './mirror.ts';
import { TAB } from './journalDb.ts';
import { stashEdits } from './stash.ts';
import { withReopen } from './recovery.ts';
import type { Version } from './stamp.ts';
import { heldBySync, wrote } from './written.ts';

export { SaveError };
export type { Origin };

/** An edit on its way to the stored game: `key` names its journal entry. */
export interface Outgoing<E = unknown> {
  edit: E;
  at: string;
  key: string;
}

/** The journal key of an edit (tab, game, time: known before any write, unique). */
export const editKey = (id: string, at: string): string => `${TAB}:${id}:${at}`;
/** The journal key of a new game not written yet. */
export const seedKey = (id: string): string => `${TAB}:${id}:new`;

/** Step 1, in the caller's task: the edits (or a new game) to the journal. */
export function keep(id: string, edits: readonly Outgoing[], seed: GameDoc | null = null): void {
  journal([
    ...(seed ? [{ key: seedKey(id), id, edit: null, at: seed.updatedAt, seed }] : []),
    ...edits.map(({ edit, at, key }) => ({ key, id, edit, at })),
  ]);
  wrote({ t: 'edits', id, edits, seed }); // the group's log, if any, from the same task
}

/** What of this game is not in the stored game yet, as a reload must find it (replaces what was kept before). */
export function keepUnsaved(id: string, seed: GameDoc | null, edits: readonly Outgoing[]): void {
  stashEdits({ id, seed, edits: edits.map(({ edit, at }) => ({ edit, at })) });
}

export interface Saved<D extends GameDoc> {
  stored: StoredGame<D> & Version;
  /** Why edits of the batch did not apply to the stored game (changed elsewhere meanwhile). */
  refused: Msg[];
}

/** Step 2: applies `edits` with `apply` to the newest stored game (or `seed`, a game not written yet) in one
 * transaction, then tells the change. Throws SaveError (a full disk; 'deleted', 'removed': see updateGame). */
export async function save<D extends GameDoc, E>(
  id: string,
  edits: readonly Outgoing<E>[],
  apply: (doc: D, edit: E, at: string) => { ok: true; game: D } | { ok: false; reason: Msg },
  opts: {
    seed?: D | null;
    origin: Origin;
    /** The edits are not in this tab's journal (recovery clears what it applied itself). */
    journalled?: boolean;
    /** One edit the caller has applied already: the game it applied it to, and the result. When the stored game
     * is that game (nobody else wrote meanwhile), the result is written as it is: no second apply, and its
     * summary reads the score the screen worked out for it. */
    applied?: { before: D; game: D };
  },
): Promise<Saved<D>> {
  const refused: Msg[] = [];
  const { applied } = opts;
  const stored = await withReopen(() =>
    updateGame<D>(
      id,
      (doc) => {
        refused.length = 0; // run again after a reopen
        if (applied && edits.length === 1 && sameGame(doc, applied.before)) return applied.game;
        let g = doc;
        for (const p of edits) {
          const r = apply(g, p.edit, p.at);
          if (r.ok) g = r.game;
          else refused.push(r.reason);
        }
        return g === doc ? null : g;
      },
      opts.seed ?? null,
    ),
  );
  // The journal forgets these edits once the second copy (OPFS) holds them too: after a full disk Chromium can
  // open the next session with an empty database, and the copy and the journal are then all there is.
  const written = [...edits.map((p) => p.key), ...(opts.seed ? [seedKey(id)] : [])];
  if (opts.origin === 'recovery') wrote({ t: 'edits', id, edits, seed: null });
  // …and once the group's log on this phone holds them, when the game is shared (written.ts).
  if (opts.journalled !== false)
    void Promise.all([mirrorHolds('games', id, stored), heldBySync(written)]).then(
      ([held]) => held && forgetJournal(written),
    );
  announce({ id, rev: stored.rev, origin: opts.origin });
  return { stored, refused };
}

/** The same game: one object, or (read back from storage) the same content. */
const sameGame = (a: GameDoc, b: GameDoc): boolean =>
  a === b || (a.updatedAt === b.updatedAt && JSON.stringify(a) === JSON.stringify(b));

/** Games as a shared log's records make them, each written over the stored one when it differs: the other
 * phones' changes enter storage here, through the same transaction, copy and change events as a tap (many games in
 * one transaction). A game the log deleted is marked deleted (kept a week in Recently deleted, as any); one it
 * restored comes back. Each `read` is asked inside the write, so what is written is never older than the log:
 * 'later' while this tab still has writes of that game under way (they go first; the log holds them already). */
export async function adopt(
  items: readonly { id: string; read: () => Adoption }[],
): Promise<('written' | 'same' | 'later')[]> {
  const done = await withReopen(() => replaceGames(items));
  const told: Change[] = [];
  const out = done.map((rev, k) => {
    if (rev === null || rev === 'later') return rev ?? 'same';
    const id = items[k]!.id;
    told.push(rev === 'deleted' ? { id, deleted: true } : { id, rev, origin: 'sync' });
    return 'written' as const;
  });
  announceAll(told, { here: true }); // one message for the whole part, not one a game
  return out;
}
