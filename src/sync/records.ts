// What a group's shared log holds (docs/sync.md): every change to a group's games is one record appended to one
// Yjs array, and every phone computes the games from the records alone (fold.ts). A record is never changed or
// removed, so replicas merge by taking the union; its order key (l, by, n) is the same on every replica.
import * as v from 'valibot';
import type { GameDoc } from '../games/types.ts';

/** Who made a record: a replica (one phone in one group) and its counter, unique together. */
interface Stamp {
  /** The game the record belongs to. */
  g: string;
  /** The replica that made it (random, kept by the phone for the group). */
  by: string;
  /** That replica's counter, 1, 2, … over all its records. */
  n: number;
  /** Lamport clock within the game: 1 + the highest `l` of the game's records the replica had when it made this. */
  l: number;
  /** When (ISO time on the maker's clock): the time the game's own edit is applied at. Never used for order. */
  at: string;
  /** The name the maker's player goes by in the group ("entered by Ana"); words only, never used for order. */
  who?: string;
}

export type SyncRecord =
  /** The whole game: a new game, a game offered when joining, an import. Replaces what came before it in order;
   * `seen` lists the ids of the game's records its maker had (what it knowingly replaced). */
  | (Stamp & { t: 'doc'; doc: GameDoc; seen?: string[] })
  /** One edit of the game's core (applyEdit). `o`: the record its maker saw as the last to set the same target
   * (the core's targetOf), so a concurrent change to the same thing is told apart from a knowing overwrite. */
  | (Stamp & { t: 'edit'; e: unknown; o?: string })
  /** Moved to Recently deleted, and back (Undo, restore). */
  | (Stamp & { t: 'del' })
  | (Stamp & { t: 'undel' });

export const recordId = (r: Pick<SyncRecord, 'by' | 'n'>): string => `${r.by}:${r.n}`;

/** The order every replica replays a game's records in: Lamport clock, then maker, then counter. It respects
 * causality (a record made after seeing another has a higher `l`) and is total (ids are unique). */
export function compareRecords(a: SyncRecord, b: SyncRecord): number {
  return a.l - b.l || (a.by < b.by ? -1 : a.by > b.by ? 1 : 0) || a.n - b.n;
}

/** How far above the highest clock of the game's records before it (in the order) a record's `l` may be. A phone
 * writes one more than the highest it had, so a bigger step is no phone's; it keeps every clock far from 2^53, so
 * that one record can never leave the next clock unsafe and the game frozen (docs/sync.md, "The one rule"). */
export const CLOCK_STEP = 1024;

/** The phone a replica belongs to: a replica is "<phone>.<tab>" (store/link/logLink.ts); a name without a dot is
 * its own phone. Two tabs of one phone may send one change twice (a reload): the fold takes it once. */
export const phoneOf = (by: string): string => {
  const dot = by.indexOf('.');
  return dot < 0 ? by : by.slice(0, dot);
};

/** Limits that keep one hostile record from costing much: a whole game file is a few kilobytes. */
export const LIMITS = { id: 64, who: 60, record: 256 * 1024 } as const;

const name = v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.id), v.regex(/^[A-Za-z0-9_.:-]+$/));
const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const stamp = {
  g: name,
  by: name,
  n: count,
  l: count,
  at: v.pipe(v.string(), v.isoTimestamp()),
  who: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.who))),
};
/** A record's shape (exported for the check of the hand-written path against it). */
export const RecordSchema = v.variant('t', [
  v.strictObject({
    t: v.literal('doc'),
    ...stamp,
    doc: v.looseObject({ format: v.string(), id: v.string() }),
    seen: v.optional(v.array(name)),
  }),
  v.strictObject({ t: v.literal('edit'), ...stamp, e: v.looseObject({ kind: v.string() }), o: v.optional(name) }),
  v.strictObject({ t: v.literal('del'), ...stamp }),
  v.strictObject({ t: v.literal('undel'), ...stamp }),
]);

/** A record as the log holds it: its JSON text, one string. Yjs writes and reads a string in one step, where an
 * object costs a step per key and value: a group's log holds tens of thousands of records. */
export const recordText = (r: SyncRecord): string => JSON.stringify(r);

/** Checks a value read from the log (written by any phone, or by anyone holding the group's secret): a record's JSON
 * text (or the record itself, as the first phones wrote it), the shape of a record, a doc's id matching its game,
 * and its size. The game inside is checked by its core (fold.ts). */
export function checkRecord(x: unknown): { ok: true; record: SyncRecord } | { ok: false; why: string } {
  let size: number;
  let value: unknown = x;
  if (typeof x === 'string') {
    size = x.length;
    if (size > LIMITS.record) return { ok: false, why: `record of ${size} bytes (limit ${LIMITS.record})` };
    try {
      value = JSON.parse(x);
    } catch {
      return { ok: false, why: 'not JSON' };
    }
  } else {
    try {
      size = JSON.stringify(x)?.length ?? 0;
    } catch {
      return { ok: false, why: 'not JSON' };
    }
    if (size > LIMITS.record) return { ok: false, why: `record of ${size} bytes (limit ${LIMITS.record})` };
  }
  if (plainRecord(value)) return value.t === 'doc' && value.doc.id !== value.g ? otherId : { ok: true, record: value };
  const r = v.safeParse(RecordSchema, value);
  if (!r.success)
    return { ok: false, why: `not a record: ${v.getDotPath(r.issues[0]) ?? ''} ${r.issues[0].message}`.trim() };
  // The value itself, not valibot's copy.
  const record = value as SyncRecord;
  if (record.t === 'doc' && record.doc.id !== record.g) return otherId;
  return { ok: true, record };
}

const otherId = { ok: false, why: 'a game filed under another id' } as const;

// What RecordSchema accepts, checked by hand for the record as phones write it (valibot costs as much per record as
// reading it): true only for a value the schema accepts too (records.test.ts), anything else goes to the schema,
// which says what is wrong.
const KEYS: Record<SyncRecord['t'], ReadonlySet<string>> = {
  doc: new Set(['t', 'g', 'by', 'n', 'l', 'at', 'who', 'doc', 'seen']),
  edit: new Set(['t', 'g', 'by', 'n', 'l', 'at', 'who', 'e', 'o']),
  del: new Set(['t', 'g', 'by', 'n', 'l', 'at', 'who']),
  undel: new Set(['t', 'g', 'by', 'n', 'l', 'at', 'who']),
};
const NAME = /^[A-Za-z0-9_.:-]+$/;
const isName = (x: unknown) => typeof x === 'string' && x.length >= 1 && x.length <= LIMITS.id && NAME.test(x);
const isCount = (x: unknown) => typeof x === 'number' && Number.isSafeInteger(x) && x >= 1;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function allNames(xs: unknown[]): boolean {
  for (let i = 0; i < xs.length; i++) if (!isName(xs[i])) return false;
  return true;
}

function plainRecord(x: unknown): x is SyncRecord {
  if (!isObject(x)) return false;
  const keys = typeof x.t === 'string' && Object.hasOwn(KEYS, x.t) ? KEYS[x.t as SyncRecord['t']] : undefined;
  if (!keys) return false;
  for (const k in x) if (!keys.has(k)) return false;
  if (!isName(x.g) || !isName(x.by) || !isCount(x.n) || !isCount(x.l)) return false;
  if (typeof x.at !== 'string' || !v.ISO_TIMESTAMP_REGEX.test(x.at)) return false;
  const who = x.who;
  if (who !== undefined && !(typeof who === 'string' && who.length >= 1 && who.length <= LIMITS.who)) return false;
  if (x.t === 'doc')
    return (
      isObject(x.doc) &&
      typeof x.doc.format === 'string' &&
      typeof x.doc.id === 'string' &&
      (x.seen === undefined || (Array.isArray(x.seen) && allNames(x.seen)))
    );
  if (x.t === 'edit') return isObject(x.e) && typeof x.e.kind === 'string' && (x.o === undefined || isName(x.o));
  return true;
}
