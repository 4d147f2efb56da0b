// What an update from another phone (or anyone holding the group's secret) may do to a group's document, checked
// before it is applied: only append records to the log, with everything it builds on already held. Yjs applies any
// well-formed update; this is what keeps a hostile one from deleting records, adding other shared types, or leaving
// structs waiting forever for parts that never come.
import * as Y from 'yjs';
import type { FoldedGame } from './fold.ts';
import { checkRecord, type SyncRecord } from './records.ts';
import { LOG } from './group.ts';

/** Refused: `early` when the update only builds on changes not sent yet (a phone's change made as it connects, sent
 * before its answer to the server's sync step 1): asked again, not an attack. */
export type UpdateCheck = { ok: true; records: SyncRecord[] } | { ok: false; why: string; early?: true };

const EARLY = { ok: false, why: 'it builds on changes the server does not have', early: true } as const;

/**
 * Reads an update against the state vector of the document it is for. `tryOn` gives a game as its records held and
 * the new ones make it (without keeping it), so that every new record is checked by the game's own core: a game
 * file its parser refuses, an edit its core cannot read, an edit of a game not held, each refuses the whole update.
 */
export function checkUpdate(
  update: Uint8Array,
  held: Map<number, number>,
  tryOn: (g: string, fresh: SyncRecord[]) => FoldedGame,
): UpdateCheck {
  let decoded: { structs: (Y.Item | Y.GC | Y.Skip)[]; ds: { clients: Map<number, unknown[]> } };
  try {
    decoded = Y.decodeUpdate(update) as never;
  } catch {
    return { ok: false, why: 'not a Yjs update' };
  }
  if ([...decoded.ds.clients.values()].some((d) => d.length > 0)) return { ok: false, why: 'it deletes records' };
  // Each client's structs must start where the held ones end (no gap), and each item's neighbours be held or sent.
  const next = new Map(held);
  for (const s of decoded.structs) {
    if (s instanceof Y.Skip) return { ok: false, why: 'it has gaps' };
    const have = next.get(s.id.client) ?? 0;
    if (s.id.clock > have) return EARLY;
    next.set(s.id.client, Math.max(have, s.id.clock + s.length));
  }
  const values: unknown[] = [];
  for (const s of decoded.structs) {
    if (!(s instanceof Y.Item)) return { ok: false, why: 'it holds removed content' };
    if (s.id.clock + s.length <= (held.get(s.id.client) ?? 0)) continue; // already held: nothing new
    if (!(s.content instanceof Y.ContentAny)) return { ok: false, why: 'it holds something other than records' };
    if (s.parentSub !== null) return { ok: false, why: 'it writes a map entry' };
    if (s.parent === null ? !s.origin && !s.rightOrigin : (s.parent as unknown) !== LOG)
      return { ok: false, why: 'it writes outside the log' };
    for (const dep of [s.origin, s.rightOrigin]) {
      if (dep && dep.clock >= (next.get(dep.client) ?? 0)) return EARLY;
    }
    // Only the part of a struct not held yet is new (a client may resend from an older state).
    const from = Math.max(0, (held.get(s.id.client) ?? 0) - s.id.clock);
    values.push(...s.content.arr.slice(from));
  }
  const records: SyncRecord[] = [];
  for (const v of values) {
    const c = checkRecord(v);
    if (!c.ok) return { ok: false, why: c.why };
    records.push(c.record);
  }
  const byGame = new Map<string, SyncRecord[]>();
  for (const r of records) byGame.set(r.g, [...(byGame.get(r.g) ?? []), r]);
  for (const [g, fresh] of byGame) {
    const folded = tryOn(g, fresh);
    const bad = folded.setAside.find((a) => fresh.includes(a.record));
    if (bad) return { ok: false, why: `game ${g}: ${bad.why}` };
  }
  return { ok: true, records };
}
