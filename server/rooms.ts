// Each group's document in memory while someone is connected, and the y-protocols messages of its connections:
// sync step 1 answered with what the phone lacks, updates checked (src/sync/check.ts), written to disk and sent
// to the group's other connections. An update that fails the check is kept aside in the group's folder and the
// connection that sent it is closed; the group and every other group go on. One that only comes early (it builds
// on the phone's changes not sent yet) is asked for again instead. Where the document is kept is the DocStore's
// business: the data folder (server/folderDoc.ts) or PostgreSQL (server/scaled/), whose updates other server
// processes also pass in (`applyStored`).
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { checkUpdate } from '../src/sync/check.ts';
import { LOG } from '../src/sync/group.ts';
import { checkRecord, type SyncRecord } from '../src/sync/records.ts';
import { GameFold, type CoreOf } from '../src/sync/fold.ts';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;

/** What a room tells the server's metrics (server/metrics.ts) and health (a full disk). */
export interface RoomEvents {
  accepted(): void;
  refused(reason: 'check' | 'disk' | 'cap'): void;
  fsync(seconds: number): void;
  /** A write failed (`error`) or one succeeded again (null). */
  disk(error: Error | null): void;
}

/** Where a group's document is kept. */
export interface DocStore {
  /** What it held when opened. */
  readonly updates: Uint8Array[];
  /** Bytes it takes (what a group's cap is counted in). */
  readonly bytes: number;
  /** Keeps one update before it is applied: at once (the data folder: written, flushed with the next sync()), or by
   * a promise that settles once it is stored for good (a database's commit). Throws or rejects when it cannot be. */
  write(update: Uint8Array): void | Promise<void>;
  /** Flushes what was written: before anything written is passed on. */
  sync(): void;
  /** Many entries: the document's whole state may replace them. */
  compactIfLong(state: () => Uint8Array): void;
  /** An update the check refused, kept with the reason for the operator (a promise: once it is kept). */
  setAside(update: Uint8Array, why: string): void | Promise<void>;
  close(): void;
}

/** The origin of updates another server process stored (their check was that process's). */
const STORED_ELSEWHERE = Symbol('stored elsewhere');

const NO_EVENTS: RoomEvents = { accepted() {}, refused() {}, fsync() {}, disk() {} };

/** One connection as a room sees it. */
export interface Peer {
  send(message: Uint8Array): void;
  /** Ends the connection with a WebSocket close code and a reason in words (no secret in it). */
  end(code: number, reason: string): void;
}

export class Room {
  readonly doc = new Y.Doc();
  readonly peers = new Set<Peer>();
  /** Each game's fold as the stored records make it: what a new update's records are tried on. */
  private readonly folds = new Map<string, GameFold>();
  /** Records read from disk, folded only when their game is first changed (opening a big group replays nothing). */
  private readonly unfolded = new Map<string, SyncRecord[]>();
  /** Messages that came while an update was being stored (a database's commit): taken in order after it. */
  private waiting: { peer: Peer; data: Uint8Array }[] | null = null;

  constructor(
    private readonly id: string,
    private readonly file: DocStore,
    private readonly coreOf: CoreOf,
    private readonly log: (line: string) => void,
    private readonly events: RoomEvents = NO_EVENTS,
    /** The most bytes the group's file may hold (a public instance's cap). */
    private readonly maxBytes = Infinity,
    /** Told of each update once it is stored (the scaled mode passes it to the other processes). */
    private readonly stored: (update: Uint8Array) => void = () => {},
  ) {
    // What this server wrote itself was checked when it came: read back as it is.
    Y.transact(this.doc, () => {
      for (const u of this.file.updates) Y.applyUpdate(this.doc, u);
    });
    this.index(this.doc.getArray(LOG).toArray());
    // Records another process stored join the folds they would have joined here.
    this.doc.getArray(LOG).observe((e, tr) => {
      if (tr.origin !== STORED_ELSEWHERE) return;
      const values = e.changes.delta.flatMap((d) => (Array.isArray(d.insert) ? (d.insert as unknown[]) : []));
      for (const v of values) {
        const c = checkRecord(v);
        if (!c.ok) continue;
        const fold = this.folds.get(c.record.g);
        if (fold) fold.add([c.record]);
        else this.unfolded.set(c.record.g, [...(this.unfolded.get(c.record.g) ?? []), c.record]);
      }
    });
    // Updates are written as they come (update(), before they are applied) and flushed together once the messages
    // at hand are read: each is passed on only after it is on the disk, with one fsync for all that came meanwhile.
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      this.outbox.push({ update, origin });
      if (this.outbox.length === 1) setImmediate(() => this.flush());
    });
  }

  private outbox: { update: Uint8Array; origin: unknown }[] = [];

  private flush(): void {
    if (!this.outbox.length) return;
    const started = process.hrtime.bigint();
    try {
      this.file.sync();
    } catch (e) {
      // The updates are in memory and written; the disk says it may not keep them. Said, and not hidden by a crash.
      this.events.disk(e as Error);
      this.log(`group ${this.id}: flushing its file failed (${(e as NodeJS.ErrnoException).code})`);
    }
    this.events.fsync(Number(process.hrtime.bigint() - started) / 1e9);
    const sent = this.outbox;
    this.outbox = [];
    for (const { update, origin } of sent) {
      const message = encoding.encode((e) => {
        encoding.writeVarUint(e, MESSAGE_SYNC);
        syncProtocol.writeUpdate(e, update);
      });
      for (const p of this.peers) if (p !== origin) p.send(message);
    }
    this.file.compactIfLong(() => Y.encodeStateAsUpdate(this.doc));
  }

  private index(values: unknown[]): void {
    const byGame = new Map<string, SyncRecord[]>();
    for (const v of values) {
      const c = checkRecord(v);
      if (c.ok) byGame.set(c.record.g, [...(byGame.get(c.record.g) ?? []), c.record]);
    }
    for (const [g, records] of byGame) this.unfolded.set(g, records);
  }

  private foldOf(g: string): GameFold {
    let f = this.folds.get(g);
    if (!f) {
      this.folds.set(g, (f = new GameFold(g, this.coreOf)));
      f.add(this.unfolded.get(g) ?? []);
      this.unfolded.delete(g);
    }
    return f;
  }

  /** "This is what the server has": the phone answers with what it lacks (sync step 2). */
  private syncStep1(): Uint8Array {
    return encoding.encode((e) => {
      encoding.writeVarUint(e, MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(e, this.doc);
    });
  }

  join(peer: Peer): void {
    this.peers.add(peer);
    peer.send(this.syncStep1());
  }

  leave(peer: Peer): void {
    this.peers.delete(peer);
  }

  /** An update another server process checked and stored: applied, and sent to this process's phones. True when
   * the document now lacks something it builds on (a message missed): the caller reads the group again. */
  applyStored(update: Uint8Array): boolean {
    Y.applyUpdate(this.doc, update, STORED_ELSEWHERE);
    return this.doc.store.pendingStructs !== null || this.doc.store.pendingDs !== null;
  }

  /** One message from a peer. Anything it cannot read, or an update the check refuses, ends that connection. */
  receive(peer: Peer, data: Uint8Array): void {
    if (this.waiting) {
      this.waiting.push({ peer, data });
      return;
    }
    this.take(peer, data);
  }

  private take(peer: Peer, data: Uint8Array): void {
    let type: number;
    const d = decoding.createDecoder(data);
    try {
      type = decoding.readVarUint(d);
      if (type === MESSAGE_SYNC) {
        const sub = decoding.readVarUint(d);
        const payload = decoding.readVarUint8Array(d);
        if (sub === syncProtocol.messageYjsSyncStep1) {
          const sv = payload;
          Y.decodeStateVector(sv); // throws on junk before anything is sent
          peer.send(
            encoding.encode((e) => {
              encoding.writeVarUint(e, MESSAGE_SYNC);
              syncProtocol.writeSyncStep2(e, this.doc, sv);
            }),
          );
          return;
        }
        if (sub === syncProtocol.messageYjsSyncStep2 || sub === syncProtocol.messageYjsUpdate)
          return this.update(peer, payload);
        throw new Error('unknown sync message');
      }
      if (type === MESSAGE_AWARENESS) {
        // Who is here (issue 32): passed on as it came, once it reads as an awareness update, to the sender too (as
        // y-websocket's own server does): y-websocket's client drops a connection that hears nothing for 30 s, and a
        // phone alone in its group would otherwise say "Connecting…" every half minute while nothing is wrong.
        if (readsAsAwareness(decoding.readVarUint8Array(d))) for (const p of this.peers) p.send(data);
        return;
      }
      if (type === MESSAGE_QUERY_AWARENESS) return;
      throw new Error('unknown message');
    } catch {
      peer.end(4400, 'message not understood');
    }
  }

  private update(peer: Peer, update: Uint8Array): void {
    // Each game is tried on a copy of its fold; the copies become the folds once the update is taken.
    const tried = new Map<string, GameFold>();
    const check = checkUpdate(update, Y.decodeStateVector(Y.encodeStateVector(this.doc)), (g, fresh) => {
      const copy = this.foldOf(g).clone();
      tried.set(g, copy);
      return copy.add(fresh);
    });
    if (!check.ok) {
      // A change the phone made as it connected, sent before its answer to the sync step 1 that opened the
      // connection: not applied (Yjs would hold it, waiting), and the phone asked again for all the server lacks,
      // this change included. A phone told to go away instead would not come back (y-websocket takes 44xx codes as
      // final), and its changes would never reach the others.
      if (check.early) return peer.send(this.syncStep1());
      this.events.refused('check');
      this.log(`group ${this.id}: an update was refused and kept aside (${check.why})`);
      const refuse = () => peer.end(4422, `update refused: ${check.why}`.slice(0, 120));
      const kept = this.file.setAside(update, check.why);
      return kept ? this.hold(kept, refuse) : refuse();
    }
    if (this.file.bytes + update.length > this.maxBytes) {
      // Final for y-websocket (44xx): trying again would not make room. The phone keeps its changes.
      this.events.refused('cap');
      this.log(`group ${this.id}: an update was refused, the group holds as much as this server takes`);
      peer.end(4413, 'the group holds as much as this server takes');
      return;
    }
    // Stored before it is applied: an update the disk (or the database) cannot take is refused whole, and the phone
    // keeps it (4507 is "try again later" for y-websocket, which reconnects and offers it again). Nothing torn is left.
    let written: void | Promise<void>;
    try {
      written = this.file.write(update);
    } catch (e) {
      return this.notStored(peer, e as Error);
    }
    if (!written) return this.accept(peer, update, tried);
    this.hold(
      written.then(
        () => this.accept(peer, update, tried),
        (e: Error) => this.notStored(peer, e),
      ),
      () => {},
    );
  }

  /** A database's answer awaited: what the group's phones send meanwhile waits, so that each is checked on what is
   * stored, and is taken in order after it. */
  private hold(pending: Promise<void>, then: () => void): void {
    this.waiting = [];
    void pending
      .catch(() => {})
      .then(() => {
        then();
        const next = this.waiting ?? [];
        this.waiting = null;
        while (next.length && !this.waiting) {
          const m = next.shift()!;
          this.take(m.peer, m.data);
        }
        if (this.waiting) (this.waiting as { peer: Peer; data: Uint8Array }[]).unshift(...next);
      });
  }

  private accept(peer: Peer, update: Uint8Array, tried: Map<string, GameFold>): void {
    this.events.disk(null);
    this.events.accepted();
    Y.applyUpdate(this.doc, update, peer);
    for (const [g, fold] of tried) this.folds.set(g, fold);
    this.stored(update);
  }

  private notStored(peer: Peer, e: Error): void {
    this.events.disk(e);
    this.events.refused('disk');
    const code = (e as NodeJS.ErrnoException).code ?? e.message;
    this.log(`group ${this.id}: an update was refused, it could not be stored (${code})`);
    // The words the store gives (a database that cannot be reached), else the full disk's.
    peer.end(4507, (e as { words?: string }).words ?? 'the server has no room to store changes');
  }

  /** Bytes of the group's document on disk. */
  get bytes(): number {
    return this.file.bytes;
  }

  close(): void {
    this.flush();
    this.file.close();
    this.doc.destroy();
  }
}

/** An awareness update as y-protocols writes it: a count, then per client its id, clock and state as JSON. */
function readsAsAwareness(u: Uint8Array): boolean {
  try {
    const d = decoding.createDecoder(u);
    const n = decoding.readVarUint(d);
    if (n > 64) return false;
    for (let i = 0; i < n; i++) {
      decoding.readVarUint(d);
      decoding.readVarUint(d);
      JSON.parse(decoding.readVarString(d));
    }
    return !decoding.hasContent(d);
  } catch {
    return false;
  }
}
