// The link between this phone's games and its group (docs/sync.md), loaded only once the player is in a group.
// The group's log (a Yjs document of records, src/sync/) is kept on the phone (db/groupLog.ts) and carried to and
// from the group's server by y-websocket's client. Both ways go through storage:
//  - what this page writes (db/written.ts: a tap's edits as it keeps them, recovery, an import, a deletion) becomes
//    records of the log; a game not in the group yet is offered whole once something is entered in it;
//  - the games the records make (the merge rule, sync/fold.ts) are written over the stored ones through storage's
//    front door (db/save.ts adopt), like a tap: the copy, the change events and the open screens follow.
// A game this tab is still writing is adopted once its writes are in, so a tap is never applied twice.
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { GroupReplica } from '../sync/group.ts';
import { compareRecords, recordId, type SyncRecord } from '../sync/records.ts';
import type { LostChange } from '../sync/fold.ts';
import { coreOfFormat, loadAllCores } from '../db/cores.ts';
import { rememberNames } from '../db/db.ts';
import { allGameRows, isUntouched, storedGame } from '../db/games.ts';
import { deleteGroupLog, openGroupLog, type GroupLog } from '../db/groupLog.ts';
import {
  forgetMembership,
  readMembership,
  readSent,
  readTold,
  writeMembership,
  writeSent,
  writeTold,
  type GroupMembership,
} from '../db/groupMembership.ts';
import { TAB } from '../db/journalDb.ts';
import { hasPendingEdits } from '../db/pending.ts';
import { adopt } from '../db/save.ts';
import { onWritten, type Written } from '../db/written.ts';
import { msg, type Msg } from '../games/shared/msg.ts';
import type { GameDoc } from '../games/types.ts';
import { i18n } from '../i18n/app.ts';
import { hasUnsaved } from './saver.ts';
import type { LostNote, SetGroup } from './groupView.ts';

type Result = { ok: true } | { ok: false; reason: Msg };

/** The server's protocol name and the prefix of the key it reads (server/server.ts). */
const PROTOCOL = 'tile-tally-sync.1';
const GROUP_ID = /^[A-Za-z0-9_-]{8,64}$/;
const SECRET = /^[A-Za-z0-9_-]{22,128}$/;
/** A write of this tab still under way: the group's version of the game is written once it is in. */
const ADOPT_AGAIN_MS = 250;

const UNREACHABLE = msg('shell.group.unreachable');
const KEY_REFUSED = msg('shell.group.keyRefused');
const NOT_AN_INVITE = msg('shell.group.notAnInvite');

interface Live {
  m: GroupMembership;
  doc: Y.Doc;
  log: GroupLog;
  replica: GroupReplica;
  provider: WebsocketProvider | null;
  set: SetGroup;
  /** Edits made here to games not in the group yet: sent once the game is (after its whole copy). */
  early: Map<string, { edit: unknown; at: string }[]>;
  adopting: Set<string>;
  timer: ReturnType<typeof setTimeout> | undefined;
  told: Set<string>;
  enteredBy: Record<string, string>;
  members: Set<string>;
  lost: Map<string, LostNote[]>;
  /** This phone's replicas → the highest counter of their records in the log. */
  made: Map<string, number>;
  stop: (() => void)[];
}

let live: Live | null = null;
let starting: Promise<void> | null = null;

const mine = (by: string) => !!live && by.startsWith(`${live.m.phone}.`);

// ---- joining, leaving -----------------------------------------------------------------------------------------

async function api(url: string, secret?: string): Promise<Response | null> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
      body: '{}',
      cache: 'no-store',
    });
  } catch {
    return null; // offline, or the server is down
  }
}

const newPhoneId = () => Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(36)).join('');

async function enter(server: string, id: string, secret: string, me: string, set: SetGroup): Promise<Result> {
  const m: GroupMembership = {
    server,
    id,
    secret,
    me: me.trim(),
    phone: newPhoneId(),
    joinedAt: new Date().toISOString(),
    onlyHere: [],
  };
  await writeMembership(m);
  void rememberNames([m.me]);
  const { secret: _, ...shown } = m;
  set({ group: shown, status: 'connecting', lost: [], enteredBy: {}, members: [] });
  connect(m, set);
  await starting;
  return { ok: true };
}

export async function createGroup(me: string, set: SetGroup): Promise<Result> {
  if (live) return { ok: false, reason: msg('shell.group.already') };
  const res = await api(`${location.origin}/api/groups`);
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 429) return { ok: false, reason: msg('shell.group.tooMany') };
  const made = (await res.json().catch(() => null)) as { id?: unknown; secret?: unknown } | null;
  if (!res.ok || typeof made?.id !== 'string' || typeof made.secret !== 'string') {
    return { ok: false, reason: msg('shell.group.noServer') };
  }
  return enter(location.origin, made.id, made.secret, me, set);
}

/** An invite's id and secret ("<id>.<secret>", the link's hash after "#/group/"), or null. */
export function readInvite(invite: string): { id: string; secret: string } | null {
  const [id = '', secret = '', ...rest] = invite.trim().split('.');
  return rest.length === 0 && GROUP_ID.test(id) && SECRET.test(secret) ? { id, secret } : null;
}

export async function joinGroup(invite: string, me: string, set: SetGroup): Promise<Result> {
  if (live) return { ok: false, reason: msg('shell.group.already') };
  const inv = readInvite(invite);
  if (!inv) return { ok: false, reason: NOT_AN_INVITE };
  const res = await api(`${location.origin}/api/groups/${inv.id}/check`, inv.secret);
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 401) return { ok: false, reason: KEY_REFUSED };
  if (!res.ok) return { ok: false, reason: msg('shell.group.noServer') };
  return enter(location.origin, inv.id, inv.secret, me, set);
}

export async function inviteLink(): Promise<string | null> {
  const m = live?.m ?? (await readMembership());
  return m ? `${m.server}/#/group/${m.id}.${m.secret}` : null;
}

export async function changeKey(set: SetGroup): Promise<Result> {
  const l = live;
  if (!l) return { ok: false, reason: UNREACHABLE };
  const res = await api(`${l.m.server}/api/groups/${l.m.id}/secret`, l.m.secret);
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 401) return { ok: false, reason: KEY_REFUSED };
  const next = (await res.json().catch(() => null)) as { secret?: unknown } | null;
  if (!res.ok || typeof next?.secret !== 'string') return { ok: false, reason: msg('shell.group.noServer') };
  l.m = { ...l.m, secret: next.secret };
  await writeMembership(l.m);
  l.provider?.destroy();
  l.provider = null;
  set({ status: 'connecting' });
  dial(l);
  return { ok: true };
}

export async function leaveGroup(): Promise<void> {
  const l = live;
  live = null;
  starting = null;
  if (l) {
    clearTimeout(l.timer);
    for (const s of l.stop) s();
    l.provider?.destroy();
    await l.log.close();
    l.doc.destroy();
  }
  const m = l?.m ?? (await readMembership());
  await forgetMembership();
  if (m) await deleteGroupLog(m.id); // the games stay: they are stored apart from the log
}

export async function setOnlyHere(gameId: string, onlyHere: boolean, set: SetGroup): Promise<void> {
  const l = live;
  if (!l) return;
  const rest = l.m.onlyHere.filter((id) => id !== gameId);
  l.m = { ...l.m, onlyHere: onlyHere ? [...rest, gameId] : rest };
  await writeMembership(l.m);
  const { secret: _, ...shown } = l.m;
  set({ group: shown });
  if (!onlyHere) void offerStored(l, gameId, false);
}

/** The player has read the notes of a game's lost changes: they are not shown again. */
export function dismissLost(gameId: string): void {
  const l = live;
  if (!l) return;
  for (const r of l.replica.records(gameId)) if (mine(r.by)) l.told.add(recordId(r));
  saveTold(l);
}

// ---- connecting -----------------------------------------------------------------------------------------------

/** Starts the link of a membership read at start (or just made). */
export function connect(m: GroupMembership, set: SetGroup): void {
  if (live || starting) return;
  starting = start(m, set).catch(() => set({ status: 'offline' }));
}

async function start(m: GroupMembership, set: SetGroup): Promise<void> {
  await loadAllCores(); // the log holds games of any kind
  const doc = new Y.Doc();
  const log = await openGroupLog(m.id, doc);
  const replica = new GroupReplica(doc, `${m.phone}.${TAB}`, coreOfFormat, m.me);
  const l: Live = {
    m,
    doc,
    log,
    replica,
    provider: null,
    set,
    early: new Map(),
    adopting: new Set(),
    timer: undefined,
    told: new Set(readTold(m.id)),
    enteredBy: {},
    members: new Set(),
    lost: new Map(),
    made: new Map(),
    stop: [],
  };
  live = l;
  const changed = (ids: Iterable<string>) => {
    for (const id of ids) l.adopting.add(id);
    schedule(l, 0);
  };
  const onLog = (e: Y.YArrayEvent<unknown>) => {
    const ids = new Set<string>();
    for (const item of e.changes.added)
      for (const v of item.content.getContent()) {
        const r = v as Partial<SyncRecord> | null;
        if (typeof r?.g === 'string') ids.add(r.g);
        if (typeof r?.by === 'string' && typeof r.n === 'number' && mine(r.by)) made(r.by, r.n);
      }
    changed(ids);
    tellWaiting(l);
  };
  const made = (by: string, n: number) => l.made.set(by, Math.max(n, l.made.get(by) ?? 0));
  for (const id of replica.gameIds()) for (const r of replica.records(id)) if (mine(r.by)) made(r.by, r.n);
  replica.log.observe(onLog);
  l.stop.push(() => replica.log.unobserve(onLog));
  l.stop.push(onWritten((w) => written(l, w)));
  await offerAll(l);
  changed(replica.gameIds());
  dial(l);
}

function dial(l: Live): void {
  const ws = l.m.server.replace(/^http/, 'ws');
  const provider = new WebsocketProvider(`${ws}/sync`, l.m.id, l.doc, {
    protocols: [PROTOCOL, `key.${l.m.secret}`],
    maxBackoffTime: 10_000,
  });
  l.provider = provider;
  let opened = false;
  provider.on('status', ({ status }: { status: string }) => {
    if (live !== l || l.provider !== provider) return;
    if (status === 'connected') {
      opened = true;
      l.set({ status: 'connecting' }); // until the first exchange of what each side has
    } else if (status === 'disconnected') void diagnose(l, provider, opened);
  });
  provider.on('sync', (synced: boolean) => {
    if (live !== l || l.provider !== provider || !synced) return;
    markSent(l);
    l.set({ status: 'synced', waiting: 0 });
  });
}

/** The connection dropped or never opened: the server refuses the key, or cannot be reached. */
async function diagnose(l: Live, provider: WebsocketProvider, opened: boolean): Promise<void> {
  const res = await api(`${l.m.server}/api/groups/${l.m.id}/check`, l.m.secret);
  if (live !== l || l.provider !== provider) return;
  if (res?.status === 401) {
    provider.disconnect(); // no point trying again with this key
    l.set({ status: 'refused' });
  } else l.set({ status: res && opened ? 'connecting' : 'offline' });
  tellWaiting(l);
}

// ---- this phone's writes → the log ---------------------------------------------------------------------------

function written(l: Live, w: Written): Promise<void> | void {
  if (l.m.onlyHere.includes(w.id)) return;
  const f = l.replica.game(w.id);
  const now = new Date().toISOString();
  switch (w.t) {
    case 'edits': {
      if (!w.edits.length) return;
      if (!f?.doc) {
        const list = l.early.get(w.id) ?? [];
        list.push(...w.edits.map(({ edit, at }) => ({ edit, at })));
        l.early.set(w.id, list);
        void offerStored(l, w.id, false);
        return;
      }
      for (const e of w.edits) if (!sentBefore(l, w.id, e.at)) l.replica.edit(w.id, e.edit, e.at);
      return l.log.held();
    }
    case 'doc':
      void offerStored(l, w.id, true);
      return;
    case 'del':
      if (f && !f.deleted) l.replica.remove(w.id, now);
      return l.log.held();
    case 'undel':
      if (f?.deleted) l.replica.restore(w.id, now);
      return l.log.held();
  }
}

/** An edit this phone made at that moment is in the log already (recovery puts back what a tap kept). */
const sentBefore = (l: Live, g: string, at: string) =>
  l.replica.records(g).some((r) => r.t === 'edit' && r.at === at && mine(r.by));

/** Offers the stored game to the group: a game entered here that the group does not have yet, or (`replace`) the
 * whole game an import wrote, which replaces the group's version knowingly. A game nothing was entered in stays
 * here until something is. */
async function offerStored(l: Live, id: string, replace: boolean): Promise<void> {
  const row = await storedGame(id);
  if (live !== l || !row || row.deletedAt || l.m.onlyHere.includes(id)) return;
  if (isUntouched(row.doc)) return;
  if (!replace && l.replica.game(id)?.doc) return sendEarly(l, id);
  l.replica.offer(row.doc, row.doc.updatedAt);
  sendEarly(l, id, row.doc.updatedAt);
}

/** Edits made before the game was in the group and after the copy offered: in the log now, in order. */
function sendEarly(l: Live, id: string, offeredAt?: string): void {
  const list = l.early.get(id);
  l.early.delete(id);
  const since = offeredAt ?? lastOfferedAt(l, id);
  for (const e of list ?? []) if (e.at > since && !sentBefore(l, id, e.at)) l.replica.edit(id, e.edit, e.at);
}

const lastOfferedAt = (l: Live, id: string): string =>
  l.replica
    .records(id)
    .filter((r) => r.t === 'doc' && mine(r.by))
    .reduce((a, r) => (r.t === 'doc' && r.doc.updatedAt > a ? r.doc.updatedAt : a), '');

/** Joining, or starting again: every game entered here that the group does not have yet is offered. */
async function offerAll(l: Live): Promise<void> {
  const rows = await allGameRows();
  const docs: GameDoc[] = [];
  for (const row of rows) {
    if (row.deletedAt || l.m.onlyHere.includes(row.id) || l.replica.game(row.id)?.doc) continue;
    if (!isUntouched(row.doc)) docs.push(row.doc);
  }
  // Offered in parts: each part is one update, and the server takes at most a few megabytes a message.
  for (let i = 0; i < docs.length; i += 100) {
    l.doc.transact(() => {
      for (const d of docs.slice(i, i + 100)) l.replica.offer(d, d.updatedAt);
    });
  }
}

// ---- the log → this phone's games ----------------------------------------------------------------------------

function schedule(l: Live, ms: number): void {
  clearTimeout(l.timer);
  l.timer = setTimeout(() => void adoptChanged(l), ms);
}

async function adoptChanged(l: Live): Promise<void> {
  const ids = [...l.adopting];
  l.adopting.clear();
  let later = false;
  for (const id of ids) {
    if (live !== l) return;
    const f = l.replica.game(id);
    if (!f?.doc || l.m.onlyHere.includes(id)) continue;
    if (hasUnsaved(id) || hasPendingEdits(id)) {
      l.adopting.add(id);
      later = true;
      continue;
    }
    try {
      await adopt(f.doc, !!f.deleted);
    } catch {
      l.adopting.add(id); // storage not writable now (a full disk): the log keeps it, tried again
      later = true;
    }
  }
  tell(l, ids);
  if (later) schedule(l, ADOPT_AGAIN_MS);
}

/** Who entered each game, the members seen, and what of this phone's the merge did not keep: worked out again for
 * the games that changed (all of them when `ids` is null), kept per game for the others. */
function tell(l: Live, ids: readonly string[] | null): void {
  for (const id of ids ?? l.replica.gameIds()) {
    let first: SyncRecord | null = null;
    for (const r of l.replica.records(id)) {
      if (r.who) l.members.add(r.who);
      if (r.t === 'doc' && (!first || compareRecords(r, first) < 0)) first = r;
    }
    if (first?.who) l.enteredBy[id] = first.who;
    const notes: LostNote[] = [];
    for (const c of l.replica.game(id)?.lost ?? [])
      if (mine(c.record.by) && !l.told.has(recordId(c.record))) notes.push({ gameId: id, words: lostWords(c) });
    if (notes.length) l.lost.set(id, notes);
    else l.lost.delete(id);
  }
  l.set({ enteredBy: { ...l.enteredBy }, members: [...l.members].sort(), lost: [...l.lost.values()].flat() });
}

function lostWords(c: LostChange): Msg {
  const when = i18n.date(new Date(c.record.at), { hour: '2-digit', minute: '2-digit' });
  if (c.why === 'refused') return msg('shell.group.lost.refused', { when, why: c.reason });
  const who = c.by.who ?? '?';
  return msg(c.why === 'overwritten' ? 'shell.group.lost.overwritten' : 'shell.group.lost.replaced', { when, who });
}

// ---- what waits to be sent -----------------------------------------------------------------------------------

/** The server holds every record made so far: counted per replica of this phone (one per tab and session). */
function markSent(l: Live): void {
  writeSent(l.m.id, Object.fromEntries(l.made));
}

function tellWaiting(l: Live): void {
  if (l.provider?.synced && l.provider.wsconnected) {
    markSent(l);
    return l.set({ waiting: 0 });
  }
  const sent = readSent(l.m.id);
  let waiting = 0;
  for (const [by, n] of l.made) waiting += Math.max(0, n - (sent[by] ?? 0));
  l.set({ waiting });
}

function saveTold(l: Live): void {
  writeTold(l.m.id, [...l.told]);
  tell(l, [...l.lost.keys()]);
}
