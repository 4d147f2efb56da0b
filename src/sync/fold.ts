// A game as the group's records make it, the same on every replica: its records replayed in their order
// (compareRecords) by the game's own core. Pure: the cores are given (like storage is given them), no Yjs here.
//
// The rule, in words (docs/sync.md):
// - a `doc` record sets the whole game, if the game's own parser accepts it; one it refuses is kept aside and changes
//   nothing;
// - an `edit` is applied by the core's applyEdit at the record's time; one the core refuses (another phone's change
//   came first in the order and makes it impossible) changes nothing and is lost;
// - of two changes to the same target (targetOf: a Calico cell, an Azul round entry) the later in the order wins;
// - `del` and `undel`: the later one says whether the game is in Recently deleted.
// Before any of that, the one rule every record meets, on the server and on each phone alike (docs/sync.md, "The one
// rule"): a clock more than CLOCK_STEP above the game's highest so far, or an edit for a player the game does not
// have, is kept aside and changes nothing (the server refuses it); a second copy of a change its phone made already
// (the same change, the same time, sent again by the tab after a reload) is taken once.
import type { EditResult, GameCore, GameDoc } from '../games/types.ts';
import type { Msg } from '../games/shared/msg.ts';
import { CLOCK_STEP, compareRecords, phoneOf, recordId, type SyncRecord } from './records.ts';

/** The pure core that reads a game file of this format, if any. */
export type CoreOf = (format: string) => GameCore | undefined;

/** A change of one replica that is not in the merged game, and why. */
export type LostChange =
  /** Another phone set the same thing without having seen this change, and came later in the order. */
  | { record: SyncRecord; why: 'overwritten'; by: SyncRecord }
  /** Another phone's whole copy of the game replaced it without having seen this change. */
  | { record: SyncRecord; why: 'replaced'; by: SyncRecord }
  /** The game's core refused it on the merged game (what it needs is gone): its reason in words. */
  | { record: SyncRecord; why: 'refused'; reason: Msg };

/** A record no phone should have written: kept aside, changing nothing. */
export interface SetAside {
  record: SyncRecord;
  why: string;
}

export interface FoldedGame {
  id: string;
  /** The game, or null while no acceptable `doc` record has arrived (only edits of a game not yet seen). */
  doc: GameDoc | null;
  /** In Recently deleted since this record. */
  deleted: SyncRecord | null;
  /** Who made the game's first accepted doc, and who made its last change (for "entered by"). */
  madeBy: string | null;
  lastBy: string | null;
  lost: LostChange[];
  setAside: SetAside[];
  /** The record that last set each target: what a new edit of that target names as `o`. */
  winners: Map<string, SyncRecord>;
  /** The highest Lamport clock among the game's records the rule admits (a new record takes one more). */
  clock: number;
}

/** Replays one game's records (in any order given: they are sorted here). */
export function foldGame(id: string, records: readonly SyncRecord[], coreOf: CoreOf): FoldedGame {
  return new GameFold(id, coreOf).add(records);
}

/**
 * A game's fold kept up to date as records come: records that sort after all before them (the usual case: a phone's
 * new change) continue the replay where it stopped; one that sorts earlier (a change made offline arriving late)
 * replays the game from its first record. Either way the result is foldGame's over all records.
 */
export class GameFold {
  private sorted: SyncRecord[] = [];
  private byId = new Map<string, SyncRecord>();
  private out!: FoldedGame;
  /** Changes applied since the game was last set whole, each with its target: what a later doc may replace. */
  private applied: { record: SyncRecord; target: string | null }[] = [];
  /** The replay met a game its parser refuses: every later fold takes the checked way. */
  private checked = false;
  /** The changes replayed so far by phone, kind and time: a second copy of one is taken once. */
  private origins = new Map<string, readonly SyncRecord[]>();

  constructor(
    readonly id: string,
    private readonly coreOf: CoreOf,
  ) {
    this.reset();
  }

  private reset(): void {
    this.out = {
      id: this.id,
      doc: null,
      deleted: null,
      madeBy: null,
      lastBy: null,
      lost: [],
      setAside: [],
      winners: new Map(),
      clock: 0,
    };
    this.applied = [];
    this.origins = new Map();
  }

  /** A copy to try records on (the server's check), leaving this one as it is. */
  clone(): GameFold {
    const c = new GameFold(this.id, this.coreOf);
    c.sorted = [...this.sorted];
    c.byId = new Map(this.byId);
    c.out = {
      ...this.out,
      lost: [...this.out.lost],
      setAside: [...this.out.setAside],
      winners: new Map(this.out.winners),
    };
    c.applied = [...this.applied];
    c.checked = this.checked;
    c.origins = new Map(this.origins);
    return c;
  }

  /** Adds records and returns the game as all records so far make it (a snapshot: later adds do not change it). */
  add(records: readonly SyncRecord[]): FoldedGame {
    const fresh = [...records].sort(compareRecords);
    for (const r of fresh) this.byId.set(recordId(r), r);
    const last = this.sorted[this.sorted.length - 1];
    const inOrder = !last || !fresh[0] || compareRecords(last, fresh[0]) < 0;
    if (inOrder) this.sorted.push(...fresh);
    else this.sorted = [...this.sorted, ...fresh].sort(compareRecords);
    if (this.checked) return this.snapshot(foldChecked(this.id, this.sorted, this.coreOf));
    if (!inOrder) this.reset();
    for (const r of inOrder ? fresh : this.sorted) this.step(r);
    // An edit the core accepted may still leave a game its parser refuses (an edit written by hand, a tile of no
    // colour): then the game is replayed checking each step, and the edits that break it are set aside.
    const doc = this.out.doc;
    if (doc && fresh.length && !safe(() => this.coreOf(doc.format)!.parse(doc))?.ok) {
      this.checked = true;
      return this.snapshot(foldChecked(this.id, this.sorted, this.coreOf));
    }
    return this.snapshot(this.out);
  }

  private snapshot(f: FoldedGame): FoldedGame {
    return { ...f, lost: [...f.lost], setAside: [...f.setAside], winners: new Map(f.winners) };
  }

  private step(r: SyncRecord): void {
    const out = this.out;
    const coreOf = this.coreOf;
    const refused = refusedByRule(r, out.clock, out.doc, coreOf);
    if (refused) {
      out.setAside.push({ record: r, why: refused });
      return;
    }
    out.clock = Math.max(out.clock, r.l);
    if (this.isCopy(r)) return;
    switch (r.t) {
      case 'doc': {
        const core = coreOf(r.doc.format);
        const parsed = core ? safe(() => core.parse(r.doc)) : null;
        if (!parsed?.ok) {
          out.setAside.push({
            record: r,
            why: core ? 'the game file is not valid' : `no game reads the format "${r.doc.format}"`,
          });
          break;
        }
        const seen = new Set(r.seen ?? []);
        for (const a of this.applied) {
          if (a.record.by === r.by || seen.has(recordId(a.record))) continue;
          // Two phones offering the same game as it is lose nothing.
          if (a.record.t === 'doc' && JSON.stringify(a.record.doc) === JSON.stringify(r.doc)) continue;
          out.lost.push({ record: a.record, why: 'replaced', by: r });
        }
        out.doc = parsed.game;
        out.madeBy ??= r.by;
        out.lastBy = r.by;
        out.winners.clear();
        this.applied = [{ record: r, target: null }];
        break;
      }
      case 'edit': {
        if (!out.doc) {
          out.setAside.push({ record: r, why: 'an edit of a game not received' });
          break;
        }
        const core = coreOf(out.doc.format)!;
        const before = out.doc;
        const result = safe(() => core.applyEdit(before, r.e, r.at));
        if (!result || !isGame(result.game)) {
          out.setAside.push({ record: r, why: 'the edit is not one the game knows' });
          break;
        }
        if (!result.ok) {
          out.lost.push({ record: r, why: 'refused', reason: result.reason });
          break;
        }
        const target = safe(() => core.targetOf?.(r.e as never) ?? null) ?? null;
        if (target !== null) {
          const prev = out.winners.get(target);
          if (prev && prev.by !== r.by && !knows(r, prev, (x) => this.byId.get(x)) && !sameChange(prev, r)) {
            out.lost.push({ record: prev, why: 'overwritten', by: r });
          }
          out.winners.set(target, r);
        }
        out.doc = result.game;
        out.lastBy = r.by;
        this.applied.push({ record: r, target });
        break;
      }
      case 'del':
        out.deleted = r;
        break;
      case 'undel':
        out.deleted = null;
        break;
    }
  }

  /** The same change as one replayed before it, made by the same phone at the same time (the tab after a reload
   * sending again what the tab before sent): it was taken once, and its copy changes nothing. */
  private isCopy(r: SyncRecord): boolean {
    const key = `${phoneOf(r.by)} ${r.t} ${r.at}`;
    const before = this.origins.get(key);
    if (before?.some((x) => samePayload(x, r))) return true;
    this.origins.set(key, before ? [...before, r] : [r]);
    return false;
  }
}

/** What a record changes, the same in both (its maker and counter aside). */
function samePayload(a: SyncRecord, b: SyncRecord): boolean {
  if (a.t !== b.t) return false;
  if (a.t === 'edit') return JSON.stringify(a.e) === JSON.stringify((b as typeof a).e);
  if (a.t === 'doc') return JSON.stringify(a.doc) === JSON.stringify((b as typeof a).doc);
  return true;
}

/**
 * The one rule a record meets before it is replayed, on the server and on every phone (and checked by a phone before
 * it writes one): null when it may be replayed, else why it is kept aside. `clock` is the highest clock of the game's
 * records before it in the order, `game` the game as they make it.
 */
export function refusedByRule(r: SyncRecord, clock: number, game: GameDoc | null, coreOf: CoreOf): string | null {
  if (r.l > clock + CLOCK_STEP) return `its clock ${r.l} is more than ${CLOCK_STEP} above the game's ${clock}`;
  if (r.t !== 'edit' || !game) return null;
  const core = coreOf(game.format);
  return core && !hasPart(core, game, r.e) ? 'an edit for a player the game does not have' : null;
}

/** An edit of a player's part names a player of the game (the core's partOf; players never come or go by an edit):
 * no state of the game could take one that does not. */
function hasPart(core: GameCore, game: GameDoc, e: unknown): boolean {
  const part = safe(() => core.partOf?.(e as never) ?? null);
  if (part === null || part === undefined) return true;
  const players = (game as { players?: unknown[] }).players?.length ?? 0;
  return Number.isInteger(part) && part >= 0 && part < players;
}

/** `r` was made by someone who had seen `before` set the target: its `o` chain reaches it. */
function knows(r: SyncRecord, before: SyncRecord, find: (id: string) => SyncRecord | undefined): boolean {
  const want = recordId(before);
  const visited = new Set<string>();
  for (let id = r.t === 'edit' ? r.o : undefined; id && !visited.has(id);) {
    if (id === want) return true;
    visited.add(id);
    const x = find(id);
    id = x?.t === 'edit' ? x.o : undefined;
  }
  return false;
}

/** Both phones set the same thing to the same: nothing of either is lost. */
const sameChange = (a: SyncRecord, b: SyncRecord): boolean =>
  a.t === 'edit' && b.t === 'edit' && JSON.stringify(a.e) === JSON.stringify(b.e);

/** The slow path: every accepted edit's result is checked by the game's parser. */
function foldChecked(id: string, sorted: readonly SyncRecord[], coreOf: CoreOf): FoldedGame {
  const kept: SyncRecord[] = [];
  const aside: SetAside[] = [];
  let doc: GameDoc | null = null;
  for (const r of sorted) {
    if (r.t === 'doc') {
      const core = coreOf(r.doc.format);
      const parsed = core ? safe(() => core.parse(r.doc)) : null;
      if (parsed?.ok) doc = parsed.game;
    } else if (r.t === 'edit' && doc) {
      const core: GameCore = coreOf(doc.format)!;
      const before: GameDoc = doc;
      const result: EditResult<GameDoc> | null = safe(() => core.applyEdit(before, r.e, r.at));
      if (result?.ok) {
        if (!safe(() => core.parse(result.game))?.ok) {
          aside.push({ record: r, why: 'the edit leaves a game that is not valid' });
          continue;
        }
        doc = result.game;
      }
    }
    kept.push(r);
  }
  const out = foldGame(id, kept, coreOf);
  out.setAside.push(...aside);
  return out;
}

const isGame = (x: unknown): x is GameDoc =>
  typeof x === 'object' && x !== null && typeof (x as GameDoc).format === 'string';

function safe<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

/** The changes `replica` made that the merged games do not hold, game by game (what its phone tells the player). */
export function lostChanges(games: Iterable<FoldedGame>, replica: string): LostChange[] {
  const out: LostChange[] = [];
  for (const g of games) for (const l of g.lost) if (l.record.by === replica) out.push(l);
  return out;
}
