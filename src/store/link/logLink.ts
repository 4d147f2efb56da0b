// One shared log on this phone, linked both ways to its games (docs/sync.md): a group's log (every game but those
// kept only here), or a live game's (issue 32: that one game). The log (a Yjs document of records, src/sync/) is
// kept on the phone (db/groupLog.ts) and carried to and from the server by y-websocket's client. Both ways go
// through storage:
//  - what this page writes (db/written.ts: a tap's edits as it keeps them, recovery, an import, a deletion) becomes
//    records of the log that carries the game; a game not in the log yet is offered whole once something is
//    entered in it;
//  - the games the records make (the merge rule, sync/fold.ts) are written over the stored ones through storage's
//    front door (db/save.ts adopt), like a tap: the copy, the change events and the open screens follow.
// A game this tab is still writing is adopted once its writes are in, so a tap is never applied twice. A game is
// carried by one log on a phone: its live game's while there is one, else the group's.
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { GroupReplica, type Change } from '../../sync/group.ts';
import { compareRecords, recordId, type SyncRecord } from '../../sync/records.ts';
import { foldGame, type FoldedGame, type LostChange } from '../../sync/fold.ts';
import { coreOfFormat, loadAllCores } from '../../db/cores.ts';
import { allGameRows, isUntouched, storedGame } from '../../db/games.ts';
import { openGroupLog, type GroupLog } from '../../db/groupLog.ts';
import {
  readNotSent,
  readSent,
  readTold,
  writeNotSent,
  writeSent,
  writeTold,
  type NotSent,
} from '../../db/groupMembership.ts';
import { TAB } from '../../db/journalDb.ts';
import { addKeptHere, allKeptHere, forgetKeptHere, keepHere, readKeptHere } from '../../db/keptHere.ts';
import { hasPendingEdits } from '../../db/pending.ts';
import { adopt } from '../../db/save.ts';
import { onWritten, type Written } from '../../db/written.ts';
import { msg, type Msg } from '../../games/shared/msg.ts';
import type { GameDoc } from '../../games/types.ts';
import { i18n } from '../../i18n/app.ts';
import { intlLocale } from '../../i18n/useT.ts';
import { hasUnsaved } from '../saver.ts';
import { showAhead, wantsAhead } from '../ahead.ts';
import { askAgainWhenStuck, askServer } from './askAgain.ts';
import { dropSockets, FramedWebSocket } from './socketFrame.ts';
import type { LostNote, SetGroup } from '../groupView.ts';

/** The server's protocol name (server/server.ts). */
const PROTOCOL = 'tile-tally-sync.1';
/** A write of this tab still under way: the log's version of the game is written once it is in. */
const ADOPT_AGAIN_MS = 250;
/** Games adopted in one transaction: the first part small, so that history shows games soon, each next part twice
 * the one before up to the last size (a join of a thousand games writes them in six, and history, which reads the
 * whole list again after each, is drawn six times). */
const ADOPT_PARTS = { first: 25, last: 400 } as const;
/** Games folded in one task while a part is worked out. */
const FOLD_STEP = 25;

/** How long a request to the group's server may go unanswered: far above a slow phone's answer. */
const API_BOUND_MS = 20_000;

/** What a link needs of its membership. */
export interface LinkKey {
  server: string;
  id: string;
  secret: string;
  me: string;
  phone: string;
}

export async function api(url: string, secret?: string, body: unknown = {}): Promise<Response | null> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
      body: JSON.stringify(body),
      cache: 'no-store',
      // A server that takes the request and never answers counts as unreachable: the tap that asked is answered
      // in words (a join, a new group), never left waiting.
      signal: AbortSignal.timeout(API_BOUND_MS),
    });
  } catch {
    return null; // offline, or the server is down
  }
}

/** A 410 from the server says why in its body: the group was deleted from the server ("deleted"), or this phone's
 * key was revoked (removed, left). */
export async function deletedGroup(res: Response): Promise<boolean> {
  const x = (await res.json().catch(() => null)) as { why?: unknown } | null;
  return x?.why === 'deleted';
}

export const newPhoneId = () => Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(36)).join('');

const links = new Set<LogLink>();
let listening = false;

/** The link that carries a game's changes on this phone: its live game's, else the group's. */
function carrierOf(id: string): LogLink | null {
  let group: LogLink | null = null;
  for (const l of links) {
    if (l.liveGame === id && !l.released) return l;
    if (l.liveGame === null && l.carries(id)) group = l;
  }
  return group;
}

/** Tells the link that carries it what this page wrote (a group's game kept only here: its group's link keeps it
 * until the game is shared again). */
function dispatch(w: Written): Promise<void> | void {
  const carrier = carrierOf(w.id);
  if (carrier) return carrier.written(w);
  for (const l of links) if (l.liveGame === null && l.keptHere(w.id)) return l.writtenHere(w);
}

export class LogLink {
  readonly doc = new Y.Doc();
  replica!: GroupReplica;
  private log!: Promise<GroupLog>;
  private provider: WebsocketProvider | null = null;
  private stopAsking?: () => void;
  private readonly early = new Map<string, { edit: unknown; at: string }[]>();
  private readonly adopting = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly told: Set<string>;
  private readonly enteredBy: Record<string, string> = {};
  private readonly members = new Set<string>();
  private readonly lost = new Map<string, LostNote[]>();
  /** This phone's changes the log could not take (the rule, or the core on the group's copy, refuses them), per
   * game: said in that game and counted in the status until the player has read them, never dropped in silence,
   * and kept in storage so that a reload does not forget them either. */
  private readonly notSent = new Map<string, NotSent[]>();
  /** This phone's replicas → the highest counter of their records in the log. */
  private readonly made = new Map<string, number>();
  private closed = false;
  private handedOff = false;
  private stopLog: (() => void) | null = null;
  /** Games of the group being shared again (their edits made here going to the log): taps and adoption wait. */
  private readonly apart = new Map<string, Promise<void>>();
  /** The games kept only on this phone (a group's link: the membership says which). */
  keptHere: (id: string) => boolean = () => false;
  /** Told of each connection made (a group asks the server who its members are when another phone comes). */
  onDial: ((provider: WebsocketProvider) => void) | null = null;
  /** Settles once the log kept here is read (or the link closed): what is offered waits for it. */
  private readonly begun: Promise<void>;
  private begin!: () => void;

  constructor(
    public key: LinkKey,
    /** The one game of a live game's log; null for a group's. */
    readonly liveGame: string | null,
    /** Which games this log carries (a group: all but those kept only on this phone). */
    readonly carries: (id: string) => boolean,
    private readonly set: SetGroup,
    /** A game of this log was adopted (a live game finished: the group gets it). */
    private readonly onAdopted?: (f: FoldedGame) => void,
    /** Another tab deleted this log (it left the group or the live game): this tab is out of it too. */
    private readonly onGone?: () => void,
  ) {
    this.told = new Set(readTold(key.id));
    this.begun = new Promise((r) => (this.begin = r));
  }

  private mine(by: string): boolean {
    return by.startsWith(`${this.key.phone}.`);
  }

  /** Opens the log kept here and connects it. `joined`: the log was joined or made just now, so nothing of it is
   * kept here yet: the server is dialled while its storage is created (a slow phone's moment on the first tap), and
   * what arrives meanwhile is stored as that opens (y-indexeddb stores the document's whole state when it opens). */
  async start(joined = false): Promise<void> {
    await loadAllCores(); // the log holds games of any kind
    if (this.closed) return;
    this.log = openGroupLog(this.key.id, this.doc, () => {
      if (this.closed) return;
      void this.close();
      this.onGone?.();
    });
    const refused = this.log.then(
      () => null,
      (e: unknown) => ({ e }),
    ); // (handled at once: a refusal is no unhandled rejection while the server is dialled)
    if (!joined) await this.log;
    // What a tab before this one could not send is still not sent: said, and counted, as it was.
    for (const n of await readNotSent(this.key.id))
      this.notSent.set(n.gameId, [...(this.notSent.get(n.gameId) ?? []), n]);
    if (this.closed) return;
    this.replica = new GroupReplica(this.doc, `${this.key.phone}.${TAB}`, coreOfFormat, this.key.me);
    this.begin();
    if (this.closed) return;
    links.add(this);
    for (const id of this.replica.gameIds())
      for (const r of this.replica.records(id)) if (this.mine(r.by)) this.madeBy(r.by, r.n);
    this.stopLog = this.replica.onRecords((records) => {
      const ids = new Set<string>();
      // Only another phone's change is drawn ahead of storage: this phone's own (a tap, heard here in the tap's own
      // task before its screen draws it) is on its screens already, and drawn ahead it would be told as another's.
      const others = new Set<string>();
      for (const r of records) {
        ids.add(r.g);
        if (this.mine(r.by)) this.madeBy(r.by, r.n);
        else others.add(r.g);
      }
      this.showOpen(others);
      this.changed(ids);
      this.tellWaiting();
    });
    if (!listening) {
      listening = true;
      onWritten(dispatch);
    }
    await this.offerAll();
    if (this.closed) return;
    // A game shared again whose edits made here are not in the log yet (the page closed first, or another tab
    // kept them after): they go now, before the group's copy is adopted over it.
    for (const k of this.liveGame ? [] : await allKeptHere(this.key.id).catch(() => []))
      if (!this.keptHere(k.gameId)) void this.shareAgain(k.gameId);
    if (this.closed) return;
    this.changed(this.replica.gameIds());
    this.dial();
    globalThis.addEventListener?.('online', this.onNetwork);
    globalThis.addEventListener?.('offline', this.onNetwork);
    globalThis.addEventListener?.('pagehide', this.onPage);
    globalThis.addEventListener?.('pageshow', this.onPage);
    // Storage that refuses the log (a full disk) ends the link: joining says so and may be tried again.
    const failed = await refused;
    if (failed) {
      await this.close();
      throw failed.e;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.begin();
    links.delete(this);
    globalThis.removeEventListener?.('online', this.onNetwork);
    globalThis.removeEventListener?.('offline', this.onNetwork);
    globalThis.removeEventListener?.('pagehide', this.onPage);
    globalThis.removeEventListener?.('pageshow', this.onPage);
    clearTimeout(this.timer);
    this.stopLog?.();
    this.stopAsking?.();
    this.provider?.destroy();
    await this.log?.then(
      (l) => l.close(),
      () => undefined,
    );
    this.doc.destroy();
  }

  /** A live game's log whose finished game this phone handed to its group: from then on the group's log carries
   * the game here (a correction made in the group shows like any other phone's change), and this one neither
   * sends nor adopts it. */
  release(): void {
    this.handedOff = true;
  }

  get released(): boolean {
    return this.handedOff;
  }

  /** This phone's player goes by another name from now on (a live game: the player it enters). */
  rename(me: string): void {
    this.key = { ...this.key, me };
    this.replica.who = me || undefined;
  }

  private madeBy(by: string, n: number): void {
    this.made.set(by, Math.max(n, this.made.get(by) ?? 0));
  }

  /** The changed games an open screen shows, drawn now (storing them follows in adoptChanged). */
  private showOpen(ids: Iterable<string>): void {
    for (const id of ids) {
      if (!wantsAhead(id) || carrierOf(id) !== this || hasUnsaved(id) || hasPendingEdits(id)) continue;
      const f = this.replica.game(id);
      if (f?.doc && !f.deleted) showAhead(f.doc);
    }
  }

  private changed(ids: Iterable<string>): void {
    for (const id of ids) this.adopting.add(id);
    this.schedule(0);
  }

  // ---- connecting -------------------------------------------------------------------------------------------

  /** The phone's network gone or back, as the browser says: the socket is closed at once (not after half a minute
   * of silence, so the chip says so) and opened again at once (not after the back-off), so waiting changes leave
   * the moment the phone is online. A key refused stays refused. */
  private readonly onNetwork = (e: Event): void => {
    const p = this.provider;
    if (this.closed || !p?.shouldConnect) return;
    if (e.type === 'offline') {
      p.disconnect();
      p.connect();
    } else if (!p.ws) p.connect();
  };

  /** The page went into the browser's back/forward cache: its sockets ended before, not by, the browser (WebKit
   * fails a socket open or still closing itself and logs it as an error, "closed due to suspension"; Chromium keeps
   * no page with a socket open), and opened again at once when the page is shown again. Nothing is lost meanwhile:
   * the page runs nothing, and what it wrote waits in the log, sent by the exchange of what each side has that
   * opens every connection. */
  private suspended = false;
  private readonly onPage = (e: Event): void => {
    const p = this.provider;
    if (this.closed || !p || !(e as PageTransitionEvent).persisted) return;
    if (e.type === 'pagehide' && p.shouldConnect) {
      this.suspended = true;
      dropSockets(); // every link's, ended at once (socketFrame.ts)
      p.disconnect();
    } else if (e.type === 'pageshow' && this.suspended) {
      this.suspended = false;
      p.connect();
    }
  };

  private dial(): void {
    const ws = this.key.server.replace(/^http/, 'ws');
    const provider = new WebsocketProvider(`${ws}/sync`, this.key.id, this.doc, {
      protocols: [PROTOCOL, `key.${this.key.secret}`],
      maxBackoffTime: 10_000,
      WebSocketPolyfill: FramedWebSocket,
    });
    this.provider = provider;
    this.stopAsking = askAgainWhenStuck(this.doc, provider, () => askServer(provider));
    this.onDial?.(provider);
    let opened = false;
    provider.on('status', ({ status }: { status: string }) => {
      if (this.closed || this.provider !== provider) return;
      if (status === 'connected') {
        opened = true;
        this.set({ status: 'connecting' }); // until the first exchange of what each side has
      } else if (status === 'disconnected' && !this.suspended) void this.diagnose(provider, opened);
    });
    provider.on('sync', (synced: boolean) => {
      if (this.closed || this.provider !== provider || !synced) return;
      this.markSent();
      this.set({ status: 'synced', waiting: 0 });
    });
  }

  /** The connection dropped or never opened: the server refuses the key, refused what this phone sent, or cannot be
   * reached. */
  private async diagnose(provider: WebsocketProvider, opened: boolean): Promise<void> {
    const res = await api(`${this.key.server}/api/groups/${this.key.id}/check`, this.key.secret);
    if (this.closed || this.provider !== provider) return;
    if (res?.status === 401 || res?.status === 410) {
      provider.disconnect(); // no point trying again with this key
      // 410: this phone's key was revoked (a member removed it) or its group deleted; 401: the server knows no such
      // key.
      const deleted = res.status === 410 && (await deletedGroup(res));
      if (this.closed || this.provider !== provider) return;
      this.set({ status: deleted ? 'deleted' : res.status === 410 ? 'removed' : 'refused' });
    } else if (res?.status === 507)
      // Closed with 4507 ("try again later"): y-websocket offers the changes again after its back-off.
      this.set({ status: 'full' });
    else if (!provider.shouldConnect)
      // Closed by the server for good (a 44xx code: docs/sync.md): y-websocket does not connect again, and saying
      // "connecting" would be untrue.
      this.set({ status: 'stopped' });
    else this.set({ status: res && opened ? 'connecting' : 'offline' });
    this.tellWaiting();
  }

  // ---- this phone's writes → the log ---------------------------------------------------------------------------

  written(w: Written): Promise<void> | void {
    // Being shared again: this tap goes after the edits made while the game was kept here.
    const first = this.apart.get(w.id);
    if (first) return first.then(() => this.written(w));
    const f = this.replica.game(w.id);
    const now = new Date().toISOString();
    switch (w.t) {
      case 'edits': {
        if (!w.edits.length) return;
        if (!f?.doc) {
          const list = this.early.get(w.id) ?? [];
          list.push(...w.edits.map(({ edit, at }) => ({ edit, at })));
          this.early.set(w.id, list);
          void this.offerStored(w.id, false);
          return;
        }
        for (const e of w.edits)
          if (!this.sentBefore(w.id, e.at)) this.took(this.replica.edit(w.id, e.edit, e.at), w.id, e.at);
        return this.held();
      }
      case 'doc':
        void this.offerStored(w.id, true);
        return;
      case 'del':
        if (f && !f.deleted) this.took(this.replica.remove(w.id, now), w.id, now);
        return this.held();
      case 'undel':
        if (f?.deleted) this.took(this.replica.restore(w.id, now), w.id, now);
        return this.held();
    }
  }

  // ---- a game kept only on this phone, then shared again ------------------------------------------------------

  /** The game is kept only on this phone from now on: what the phone has of it is kept, so that the edits made
   * here meanwhile can be written later as made on it (`shareAgain`). */
  async keepApart(id: string): Promise<void> {
    await this.begun;
    if (this.closed || !this.replica.records(id).length) return; // a game the group never had is offered whole
    await keepHere(this.key.id, id, this.replica.seenOf(id)).catch(() => undefined);
  }

  /** What this page wrote to a game of the group kept only here: its edits kept until it is shared again (the
   * journal forgets them only once they are stored); a whole game written here (an import) replaces the group's
   * copy then, as an import does. */
  writtenHere(w: Written): Promise<void> | void {
    if ((w.t !== 'edits' && w.t !== 'doc') || !this.replica?.records(w.id).length) return;
    const edits = w.t === 'edits' ? w.edits.map(({ edit, at }) => ({ edit, at })) : [];
    if (w.t === 'edits' && !edits.length) return;
    return addKeptHere(this.key.id, w.id, edits, () => this.replica.seenOf(w.id), w.t === 'doc').catch(
      () => undefined, // a full disk: the game itself is not saved either, and says so
    );
  }

  /** The game is shared with the group again: the edits made here while it was kept here go to the log, as made
   * then (GroupReplica.editsApart), and merge with what the others did meanwhile; the group's copy is adopted once
   * the log on the phone holds them. Taps of the game meanwhile wait, then follow. */
  shareAgain(id: string): Promise<void> {
    const done = this.sendKept(id).finally(() => {
      if (this.apart.get(id) === done) this.apart.delete(id);
    });
    this.apart.set(id, done);
    return done;
  }

  private async sendKept(id: string): Promise<void> {
    await this.begun;
    if (this.closed) return;
    const row = await readKeptHere(this.key.id, id).catch(() => null);
    if (this.closed) return;
    if (!this.replica.game(id)?.doc) return this.offerStored(id, false); // offered whole, as a game new to the group
    if (row?.whole) await this.offerStored(id, true);
    else if (row) {
      const edits = row.edits.filter((e) => !this.sentBefore(id, e.at)).map(({ edit, at }) => ({ e: edit, at }));
      const { refused } = this.replica.editsApart(id, row.seen, edits);
      for (const r of refused) this.took({ ok: false, reason: r.reason }, id, r.at);
    } else await this.offerUnknown(id);
    await this.held();
    if (row) await forgetKeptHere(this.key.id, id).catch(() => undefined);
    this.changed([id]);
  }

  /** A game kept here before the phone kept what it had of it (an older version of the app): its copy, if it
   * differs from the group's as this phone last wrote to it, replaces the group's, knowing the records up to this
   * phone's last one; another phone's later change it leaves out is told to that phone as replaced. */
  private async offerUnknown(id: string): Promise<void> {
    const row = await storedGame(id);
    if (this.closed || !row || row.deletedAt) return;
    const records = this.replica.records(id);
    let last: SyncRecord | null = null;
    for (const r of records) if (this.mine(r.by) && (!last || compareRecords(r, last) > 0)) last = r;
    const knows = (r: SyncRecord) => this.mine(r.by) || (!!last && compareRecords(r, last) <= 0);
    const had = foldGame(id, records.filter(knows), coreOfFormat).doc;
    if (JSON.stringify(had) === JSON.stringify(row.doc)) return; // nothing changed here meanwhile
    this.took(this.replica.offer(row.doc, row.doc.updatedAt, knows), id, row.doc.updatedAt);
  }

  /** Settles once the log kept here holds what was written to it (at once if it could not be opened). */
  private held(): Promise<void> {
    return this.log.then(
      (l) => l.held(),
      () => undefined,
    );
  }

  /** An edit this phone made at that moment is in the log already (recovery puts back what a tap kept). */
  private sentBefore(g: string, at: string): boolean {
    return this.replica.records(g).some((r) => r.t === 'edit' && r.at === at && this.mine(r.by));
  }

  /** Offers the stored game to the log: a game entered here that the log does not have yet, or (`replace`) the
   * whole game, which replaces the log's version knowingly (an import; a live game handed to the group, which this
   * log does not carry while it is live: `handOver`; 'once' for a finished one, handed only if the group has no
   * finished copy of it and this phone never handed it: what the group did with it since is the group's). A game
   * nothing was entered in stays here until something is. */
  async offerStored(id: string, replace: boolean, handOver: boolean | 'once' = false): Promise<void> {
    await this.begun; // a live game finished as the app starts: the group's log is read first
    const row = await storedGame(id);
    if (this.closed || !row || row.deletedAt || !(this.carries(id) || handOver)) return;
    // Handed before (or by another phone of the table): the group's copy is the game's from now on, shown here.
    if (handOver === 'once' && this.handedBefore(id)) return this.changed([id]);
    // Blank as stored, but entered here: the first tap's own write may not be in yet, and no later write would
    // offer it again. It goes blank, with its edits after it.
    if (isUntouched(row.doc) && !this.liveGame && !this.early.has(id)) return;
    if (!replace && this.replica.game(id)?.doc) return this.sendEarly(id);
    this.took(this.replica.offer(row.doc, row.doc.updatedAt), id, row.doc.updatedAt);
    this.sendEarly(id, row.doc.updatedAt);
  }

  /** The group holds this game finished already, or this phone handed it a copy before. */
  private handedBefore(id: string): boolean {
    if (this.replica.game(id)?.doc?.finishedAt) return true;
    return this.replica.records(id).some((r) => r.t === 'doc' && this.mine(r.by));
  }

  /** Edits made before the game was in the log and after the copy offered: in the log now, in order. */
  private sendEarly(id: string, offeredAt?: string): void {
    const list = this.early.get(id);
    this.early.delete(id);
    const since = offeredAt ?? this.lastOfferedAt(id);
    for (const e of list ?? [])
      if (e.at > since && !this.sentBefore(id, e.at)) this.took(this.replica.edit(id, e.edit, e.at), id, e.at);
  }

  /** A change of this phone the log did not take stays said until read: the status is never "up to date" meanwhile. */
  private took(c: Change, id: string, at: string): void {
    if (c.ok) return;
    const note: NotSent = { gameId: id, at, why: typeof c.reason === 'string' ? null : c.reason };
    this.notSent.set(id, [...(this.notSent.get(id) ?? []), note]);
    this.keepNotSent();
    this.tell([id]);
  }

  private lastOfferedAt(id: string): string {
    let last = '';
    for (const r of this.replica.records(id))
      if (r.t === 'doc' && this.mine(r.by) && r.doc.updatedAt > last) last = r.doc.updatedAt;
    return last;
  }

  /** Joining, or starting again: every game this log carries that it does not have yet is offered. */
  private async offerAll(): Promise<void> {
    if (this.liveGame) return; // a live game's host offers it when it starts the log
    const rows = await allGameRows();
    const docs: GameDoc[] = [];
    for (const row of rows) {
      if (row.deletedAt || !this.carries(row.id) || carrierOf(row.id) !== this) continue;
      if (this.replica.game(row.id)?.doc || isUntouched(row.doc)) continue;
      docs.push(row.doc);
    }
    // Offered in parts: each part is one update, and the server takes at most a few megabytes a message.
    for (let i = 0; i < docs.length; i += 100) {
      this.doc.transact(() => {
        for (const d of docs.slice(i, i + 100)) this.replica.offer(d, d.updatedAt);
      });
    }
  }

  // ---- the log → this phone's games ----------------------------------------------------------------------------

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.adoptChanged(), ms);
  }

  private async adoptChanged(): Promise<void> {
    const ids = [...this.adopting];
    this.adopting.clear();
    let later = false;
    const mine = ids.filter((id) => this.carries(id) && carrierOf(id) === this);
    // In parts: one transaction each, and the screens hear of each part as it is stored. Each part's games are
    // folded as it comes, so the first part is stored before the others are worked out.
    for (
      let i = 0, size: number = ADOPT_PARTS.first;
      i < mine.length;
      i += size, size = Math.min(2 * size, ADOPT_PARTS.last)
    ) {
      if (this.closed) return;
      const part = await this.folded(mine.slice(i, i + size));
      if (this.closed) return;
      if (!part.length) continue;
      try {
        // Read again inside the write: a tap of this tab may have added to the log meanwhile.
        const done = await adopt(
          part.map((id) => ({
            id,
            read: () => {
              if (this.closed) return null;
              if (hasUnsaved(id) || hasPendingEdits(id) || this.apart.has(id)) return 'later';
              const f = this.replica.game(id);
              return f?.doc ? { doc: f.doc, deleted: !!f.deleted } : null;
            },
          })),
        );
        for (const [k, id] of part.entries()) {
          if (done[k] === 'later') {
            this.adopting.add(id);
            later = true;
          } else this.onAdopted?.(this.replica.game(id)!);
        }
      } catch {
        for (const id of part) this.adopting.add(id); // storage not writable now (a full disk): tried again
        later = true;
      }
    }
    this.tell(ids);
    if (later) this.schedule(ADOPT_AGAIN_MS);
  }

  /** The games of `ids` the log has a game for, folded a few at a time with the page free in between (a tap waits
   * for one short task, not for a whole part to be worked out). */
  private async folded(ids: readonly string[]): Promise<string[]> {
    const out: string[] = [];
    for (const [k, id] of ids.entries()) {
      if (k && k % FOLD_STEP === 0) await new Promise((r) => setTimeout(r, 0));
      if (this.replica.game(id)?.doc) out.push(id);
    }
    return out;
  }

  /** Who entered each game, the members seen, and what of this phone's the merge did not keep: worked out again
   * for the games that changed, kept per game for the others. */
  private tell(ids: readonly string[]): void {
    for (const id of ids) {
      let first: SyncRecord | null = null;
      // A record kept aside (a hostile writer's, or one a server took before the rule) names nobody.
      const aside = new Set(this.replica.game(id)?.setAside.map((a) => a.record));
      for (const r of this.replica.records(id)) {
        if (aside.has(r)) continue;
        if (r.who) this.members.add(r.who);
        if (r.t === 'doc' && (!first || compareRecords(r, first) < 0)) first = r;
      }
      if (first?.who) this.enteredBy[id] = first.who;
      const notes: LostNote[] = [];
      for (const c of this.replica.game(id)?.lost ?? [])
        if (this.mine(c.record.by) && !this.told.has(recordId(c.record)))
          notes.push({ gameId: id, words: lostWords(c) });
      if (notes.length) this.lost.set(id, notes);
      else this.lost.delete(id);
    }
    const notSent = [...this.notSent.values()].flat().map(notSentWords);
    this.set({
      enteredBy: { ...this.enteredBy },
      members: [...this.members].sort(),
      lost: [...[...this.lost.values()].flat(), ...notSent],
      blocked: notSent.length,
    });
  }

  /** The player has read the notes of a game's lost changes: they are not shown again. */
  dismissLost(gameId: string): void {
    for (const r of this.replica.records(gameId)) if (this.mine(r.by)) this.told.add(recordId(r));
    writeTold(this.key.id, [...this.told]);
    if (this.notSent.delete(gameId)) this.keepNotSent();
    this.tell([gameId]);
  }

  private keepNotSent(): void {
    void writeNotSent(this.key.id, [...this.notSent.values()].flat());
  }

  // ---- what waits to be sent -----------------------------------------------------------------------------------

  /** The server holds every record made so far: counted per replica of this phone (one per tab and session). */
  private markSent(): void {
    writeSent(this.key.id, Object.fromEntries(this.made));
  }

  private tellWaiting(): void {
    if (this.provider?.synced && this.provider.wsconnected) {
      this.markSent();
      return this.set({ waiting: 0 });
    }
    const sent = readSent(this.key.id);
    let waiting = 0;
    for (const [by, n] of this.made) waiting += Math.max(0, n - (sent[by] ?? 0));
    this.set({ waiting });
  }
}

/** A change's time of day as this phone writes times (en-GB "19:27", en-US "7:27 PM"): the app's language, in the
 * browser's own variant of it. */
const timeOf = (at: string): string =>
  new Intl.DateTimeFormat(intlLocale(i18n.locale), { hour: 'numeric', minute: '2-digit' }).format(new Date(at));

function notSentWords({ gameId, at, why }: NotSent): LostNote {
  const when = timeOf(at);
  return {
    gameId,
    words: why ? msg('shell.group.notSent', { when, why }) : msg('shell.group.notSent.check', { when }),
  };
}

function lostWords(c: LostChange): Msg {
  const when = timeOf(c.record.at);
  if (c.why === 'refused') return msg('shell.group.lost.refused', { when, why: c.reason });
  const who = c.by.who ?? '?';
  return msg(c.why === 'overwritten' ? 'shell.group.lost.overwritten' : 'shell.group.lost.replaced', { when, who });
}
