// Tabs of the app on one device hear of each other's writes: a game saved, or deleted, elsewhere.
// A game the player deleted (kept, marked deleted) is told apart from one removed because nothing was entered in it
// (db/games.ts discardIfUntouched): a tab still showing the latter writes it again rather than refusing taps.
// An import that replaced a game with the backup's newer copy names where the version it replaced was kept
// (`previous`: a game in Recently deleted), so a screen showing that game can say so and offer it back.
/** Who wrote a change: a tap in a tab of this device, an import of a file, start-up recovery (edits kept before a
 * reload or a crash), the group sync (another phone's change, written by this tab: told to this tab too). */
export type Origin = 'tap' | 'import' | 'recovery' | 'sync';
export type Change =
  | { id: string; rev: number; origin?: Origin; previous?: string }
  | { id: string; deleted: true }
  | { id: string; removed: true };

import { forgetSnapshot } from './snapshot.ts';

const NAME = 'calico-games';
// One channel object per tab: a channel never hears its own messages, so a tab does not react to its own saves.
let channel: BroadcastChannel | null | undefined;
const open = (): BroadcastChannel | null => {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  return channel;
};

/** Listeners of this tab, for changes this tab made that its own screens did not (the group sync's). */
const here = new Set<(c: Change) => void>();

export function announce(change: Change, opts: { here?: boolean } = {}): void {
  announceAll([change], opts);
}

/** Many changes told at once (a part of a group's games stored in one transaction): one message for them all. */
export function announceAll(changes: readonly Change[], opts: { here?: boolean } = {}): void {
  if (!changes.length) return;
  forgetSnapshot(); // a screen kept before this change may now show something else
  open()?.postMessage(changes.length === 1 ? changes[0] : changes);
  if (opts.here) for (const c of changes) for (const l of here) l(c);
}

/** Calls `listener` for each change made in another tab, or by the group sync in this one; returns a function
 * that stops. */
export function onChanges(listener: (c: Change) => void): () => void {
  here.add(listener);
  const ch = open();
  const handler = (e: MessageEvent<Change | Change[]>) => {
    if (Array.isArray(e.data)) for (const c of e.data) listener(c);
    else listener(e.data);
  };
  ch?.addEventListener('message', handler);
  return () => {
    here.delete(listener);
    ch?.removeEventListener('message', handler);
  };
}
