// What this page wrote to its games, told to the group sync (store/link/), which carries it to the group:
// the edits of a tap as the tap keeps them (before any write: the group's log holds them as early as the journal),
// the edits start-up recovery put back, a whole game an import wrote, a game deleted or restored here. Writes the
// sync itself makes (origin 'sync') are not told. Told before the sync has loaded (a tap at start-up, recovery),
// they wait for it, up to a bound; a page that turns out to be in no group drops them (ignoreWrites).
import type { GameDoc } from '../games/types.ts';

export type Written =
  | { t: 'edits'; id: string; edits: readonly { edit: unknown; at: string; key?: string }[]; seed: GameDoc | null }
  | { t: 'doc'; id: string }
  | { t: 'del'; id: string }
  | { t: 'undel'; id: string };

/** What the listener gives back: settled once the group's log on this phone holds what it was told. */
type Listener = (w: Written) => Promise<unknown> | void;

const WAITING_AT_MOST = 5000;
let listener: Listener | null = null;
let waiting: Written[] | null = [];
/** Journal keys → the group log holding their edit: the journal forgets an edit only after it (save.ts). */
const holds = new Map<string, Promise<unknown>>();

export function wrote(w: Written): void {
  if (listener) return hold(w, listener(w));
  if (!waiting) return;
  waiting.push(w);
  if (waiting.length > WAITING_AT_MOST) waiting.shift();
}

function hold(w: Written, p: Promise<unknown> | void): void {
  if (!p || w.t !== 'edits') return;
  for (const e of w.edits) {
    if (!e.key) continue;
    const k = e.key;
    holds.set(k, p);
    void p.finally(() => holds.get(k) === p && holds.delete(k));
  }
}

/** Settles when the group's log holds the edits of these journal keys (at once when none is waiting). */
export const heldBySync = (keys: readonly string[]): Promise<unknown> =>
  Promise.allSettled(keys.map((k) => holds.get(k)).filter(Boolean));

/** The group sync listens from now on, and first hears what was written before it loaded. */
export function onWritten(l: Listener): () => void {
  listener = l;
  const before = waiting ?? [];
  waiting = null;
  for (const w of before) hold(w, l(w));
  return () => {
    if (listener === l) listener = null;
  };
}

/** This page is in no group: nothing written needs telling. */
export function ignoreWrites(): void {
  waiting = null;
}
