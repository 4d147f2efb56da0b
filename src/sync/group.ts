// One group's games on one replica, over a Yjs document: the records live in one Y.Array ("log") that Yjs merges
// and carries (y-protocols over the group's server, y-indexeddb on the phone); the games are folded from them.
// Nothing here knows storage or screens: the phone's saver calls offer/edit/remove, and reads games and losses.
import * as Y from 'yjs';
import type { GameDoc } from '../games/types.ts';
import type { Msg } from '../games/shared/msg.ts';
import { checkRecord, recordId, recordText, type SyncRecord } from './records.ts';
import { GameFold, lostChanges, refusedByRule, type CoreOf, type FoldedGame, type LostChange } from './fold.ts';

/** The name of the one shared type of a group's document. */
export const LOG = 'log';

export type Change = { ok: true; record: SyncRecord } | { ok: false; reason: Msg | string };

export class GroupReplica {
  readonly log: Y.Array<unknown>;
  private readonly byGame = new Map<string, SyncRecord[]>();
  private readonly folds = new Map<string, GameFold>();
  /** Records not yet given to their game's fold, and each game's fold as of its last record. */
  private readonly pending = new Map<string, SyncRecord[]>();
  private readonly folded = new Map<string, FoldedGame>();
  /** Values in the log that are no record (a hostile or broken writer): kept aside, never read as games. */
  readonly setAside: { value: unknown; why: string }[] = [];
  private counter = 0;

  constructor(
    readonly doc: Y.Doc,
    readonly replica: string,
    private readonly coreOf: CoreOf,
    /** The name this replica's player goes by, written on each of its records from now on. */
    public who?: string,
  ) {
    this.log = doc.getArray(LOG);
    this.take(this.log.toArray());
    this.log.observe((event) => {
      const added: unknown[] = [];
      for (const item of event.changes.added) added.push(...item.content.getContent());
      const records = this.take(added);
      for (const h of this.hearers) h(records);
    });
  }

  private readonly hearers = new Set<(records: readonly SyncRecord[]) => void>();

  /** Calls `hear` with the records each change of the log brings (read once, here); returns a function that stops. */
  onRecords(hear: (records: readonly SyncRecord[]) => void): () => void {
    this.hearers.add(hear);
    return () => void this.hearers.delete(hear);
  }

  private take(values: unknown[]): SyncRecord[] {
    const taken: SyncRecord[] = [];
    for (const value of values) {
      const c = checkRecord(value);
      if (!c.ok) {
        this.setAside.push({ value, why: c.why });
        continue;
      }
      const r = c.record;
      taken.push(r);
      let list = this.byGame.get(r.g);
      if (!list) this.byGame.set(r.g, (list = []));
      list.push(r);
      const waiting = this.pending.get(r.g);
      if (waiting) waiting.push(r);
      else this.pending.set(r.g, [r]);
      this.folded.delete(r.g);
      if (r.by === this.replica) this.counter = Math.max(this.counter, r.n);
    }
    return taken;
  }

  gameIds(): string[] {
    return [...this.byGame.keys()];
  }

  game(id: string): FoldedGame | null {
    if (!this.byGame.has(id)) return null;
    let f = this.folded.get(id);
    if (f) return f;
    let fold = this.folds.get(id);
    if (!fold) this.folds.set(id, (fold = new GameFold(id, this.coreOf)));
    f = fold.add(this.pending.get(id) ?? []);
    this.pending.delete(id);
    this.folded.set(id, f);
    return f;
  }

  records(id: string): readonly SyncRecord[] {
    return this.byGame.get(id) ?? [];
  }

  /** The changes of this replica that the merged games do not hold. */
  lost(): LostChange[] {
    return lostChanges(
      this.gameIds().map((id) => this.game(id)!),
      this.replica,
    );
  }

  private stamp(g: string, at: string) {
    const l = (this.game(g)?.clock ?? 0) + 1;
    return { g, by: this.replica, n: this.counter + 1, l, at, ...(this.who ? { who: this.who } : {}) };
  }

  /** Every record is checked as the server and the other phones will check it: one they would keep aside is not
   * written (the caller says so: never dropped in silence). */
  private append(record: SyncRecord): Change {
    const text = recordText(record);
    const c = checkRecord(text);
    if (!c.ok) return { ok: false, reason: c.why };
    const game = this.game(record.g);
    const refused = refusedByRule(record, game?.clock ?? 0, game?.doc ?? null, this.coreOf);
    if (refused) return { ok: false, reason: refused };
    this.log.push([text]);
    return { ok: true, record };
  }

  /** The whole game (new, offered on joining, imported): it replaces the group's copy, knowing all of it (or what
   * `knows` says it was made on). */
  offer(doc: GameDoc, at: string, knows: (r: SyncRecord) => boolean = () => true): Change {
    const core = this.coreOf(doc.format);
    const parsed = core?.parse(doc);
    if (!parsed?.ok) return { ok: false, reason: 'the game file is not valid' };
    // `knows`: the records this copy was made on; a change of another phone it leaves out is told as replaced.
    const seen = this.records(doc.id).filter(knows).map(recordId);
    return this.append({ t: 'doc', ...this.stamp(doc.id, at), doc: parsed.game, ...(seen.length ? { seen } : {}) });
  }

  /** One edit, checked on the merged game here first: one the core refuses is not written. */
  edit(g: string, e: unknown, at: string): Change {
    const game = this.game(g);
    if (!game?.doc) return { ok: false, reason: 'no such game in the group' };
    const core = this.coreOf(game.doc.format)!;
    const result = core.applyEdit(game.doc, e, at);
    if (!result.ok) return { ok: false, reason: result.reason };
    // What the core accepts but its own file check would not (a tile of no colour) no other phone would take.
    if (!core.parse(result.game).ok) return { ok: false, reason: 'the edit leaves a game that is not valid' };
    const target = core.targetOf?.(e as never) ?? null;
    const over = target === null ? undefined : game.winners.get(target);
    return this.append({ t: 'edit', ...this.stamp(g, at), e, ...(over ? { o: recordId(over) } : {}) });
  }

  /** Each replica's highest counter among a game's records: what this replica has of it (a game kept apart from the
   * group on this phone keeps this, and its edits are later written as made on it: `editsApart`). */
  seenOf(g: string): Record<string, number> {
    const seen: Record<string, number> = {};
    for (const r of this.records(g)) seen[r.by] = Math.max(r.n, seen[r.by] ?? 0);
    return seen;
  }

  /**
   * Edits made on this phone while the game was kept apart from the group, written now as they were made: on the
   * game as the records in `seen` made it, each with the clock and the `o` this phone had then, not knowing what
   * the others did meanwhile. The merge then orders them among the others' changes of that time as it orders two
   * phones' changes made at once (the later in the order wins a target; the loser is told). An edit the group's
   * copy would keep aside is not written (refused, with why); all written go in one update.
   */
  editsApart(g: string, seen: Readonly<Record<string, number>>, edits: readonly { e: unknown; at: string }[]) {
    const all = this.records(g);
    const base = new GameFold(g, this.coreOf);
    let had = base.add(all.filter((r) => r.n <= (seen[r.by] ?? 0)));
    const group = new GameFold(g, this.coreOf);
    group.add(all);
    const written: string[] = [];
    const refused: { at: string; reason: Msg | string }[] = [];
    let n = this.counter;
    for (const { e, at } of edits) {
      const doc = had.doc;
      const core = doc && this.coreOf(doc.format);
      if (!doc || !core) {
        refused.push({ at, reason: 'no such game in the group' });
        continue;
      }
      const result = core.applyEdit(doc, e, at);
      if (!result.ok) {
        refused.push({ at, reason: result.reason });
        continue;
      }
      const target = core.targetOf?.(e as never) ?? null;
      const over = target === null ? undefined : had.winners.get(target);
      const who = this.who ? { who: this.who } : {};
      const record: SyncRecord = {
        t: 'edit',
        g,
        by: this.replica,
        n: n + 1,
        l: had.clock + 1,
        at,
        ...who,
        e,
        ...(over ? { o: recordId(over) } : {}),
      };
      const text = recordText(record);
      const c = checkRecord(text);
      // As the server checks it: the group's copy with this record added must not keep it aside.
      const why = c.ok
        ? group
            .clone()
            .add([record])
            .setAside.find((a) => a.record === record)?.why
        : c.why;
      if (why) {
        refused.push({ at, reason: why });
        continue;
      }
      group.add([record]);
      had = base.add([record]);
      written.push(text);
      n += 1;
    }
    if (written.length) this.doc.transact(() => this.log.push(written));
    return { written: written.length, refused };
  }

  remove(g: string, at: string): Change {
    if (!this.game(g)) return { ok: false, reason: 'no such game in the group' };
    return this.append({ t: 'del', ...this.stamp(g, at) });
  }

  restore(g: string, at: string): Change {
    if (!this.game(g)?.deleted) return { ok: false, reason: 'the game is not deleted' };
    return this.append({ t: 'undel', ...this.stamp(g, at) });
  }
}
