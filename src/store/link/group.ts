// The group this phone is in (docs/sync.md): starting one, joining by an invite, changing its key, leaving. Its log
// carries every game of this phone but those kept only here (and a live game's while it is live: link/live.ts).
import { rememberNames } from '../../db/db.ts';
import { deleteGroupLog } from '../../db/groupLog.ts';
import { forgetMembership, readMembership, writeMembership, type GroupMembership } from '../../db/groupMembership.ts';
import { msg, type Msg } from '../../games/shared/msg.ts';
import { readInvite, withoutSecret, type SetGroup } from '../groupView.ts';
import { api, LogLink, newPhoneId } from './logLink.ts';

type Result = { ok: true } | { ok: false; reason: Msg };

export const UNREACHABLE = msg('shell.group.unreachable');
export const KEY_REFUSED = msg('shell.group.keyRefused');
export const NO_SERVER = msg('shell.group.noServer');

let group: { m: GroupMembership; link: LogLink } | null = null;
let starting: Promise<void> | null = null;

/** A new log on this app's own server: its id and secret, or why not. */
export async function newLog(): Promise<{ ok: true; id: string; secret: string } | { ok: false; reason: Msg }> {
  const res = await api(`${location.origin}/api/groups`);
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 429) return { ok: false, reason: msg('shell.group.tooMany') };
  const made = (await res.json().catch(() => null)) as { id?: unknown; secret?: unknown } | null;
  if (!res.ok || typeof made?.id !== 'string' || typeof made.secret !== 'string')
    return { ok: false, reason: NO_SERVER };
  return { ok: true, id: made.id, secret: made.secret };
}

/** Whether the server knows this key for that log: null when it does, else why not. */
export async function checkKey(id: string, secret: string): Promise<Msg | null> {
  const res = await api(`${location.origin}/api/groups/${id}/check`, secret);
  if (!res) return UNREACHABLE;
  if (res.status === 401) return KEY_REFUSED;
  return res.ok ? null : NO_SERVER;
}

/** Games carried by a live game's log are not the group's while they are live. */
let liveGames: () => ReadonlySet<string> = () => new Set();
export function setLiveGames(f: () => ReadonlySet<string>): void {
  liveGames = f;
}

async function enter(id: string, secret: string, me: string, set: SetGroup): Promise<Result> {
  const m: GroupMembership = {
    server: location.origin,
    id,
    secret,
    me: me.trim(),
    phone: newPhoneId(),
    joinedAt: new Date().toISOString(),
    onlyHere: [],
  };
  await writeMembership(m);
  void rememberNames([m.me]);
  set({ group: withoutSecret(m), status: 'connecting', lost: [], enteredBy: {}, members: [] });
  connect(m, set);
  await starting;
  return { ok: true };
}

export async function createGroup(me: string, set: SetGroup): Promise<Result> {
  if (group) return { ok: false, reason: msg('shell.group.already') };
  const made = await newLog();
  return made.ok ? enter(made.id, made.secret, me, set) : made;
}

export async function joinGroup(invite: string, me: string, set: SetGroup): Promise<Result> {
  if (group) return { ok: false, reason: msg('shell.group.already') };
  const inv = readInvite(invite);
  if (!inv) return { ok: false, reason: msg('shell.group.notAnInvite') };
  const refused = await checkKey(inv.id, inv.secret);
  return refused ? { ok: false, reason: refused } : enter(inv.id, inv.secret, me, set);
}

export async function inviteLink(): Promise<string | null> {
  const m = group?.m ?? (await readMembership());
  return m ? `${m.server}/#/group/${m.id}.${m.secret}` : null;
}

export async function changeKey(set: SetGroup): Promise<Result> {
  const g = group;
  if (!g) return { ok: false, reason: UNREACHABLE };
  const res = await api(`${g.m.server}/api/groups/${g.m.id}/secret`, g.m.secret);
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 401) return { ok: false, reason: KEY_REFUSED };
  const next = (await res.json().catch(() => null)) as { secret?: unknown } | null;
  if (!res.ok || typeof next?.secret !== 'string') return { ok: false, reason: NO_SERVER };
  g.m = { ...g.m, secret: next.secret };
  await writeMembership(g.m);
  set({ status: 'connecting' });
  g.link.rekey(g.m);
  return { ok: true };
}

export async function leaveGroup(): Promise<void> {
  const g = group;
  group = null;
  starting = null;
  await g?.link.close();
  const m = g?.m ?? (await readMembership());
  await forgetMembership();
  if (m) await deleteGroupLog(m.id); // the games stay: they are stored apart from the log
}

export async function setOnlyHere(gameId: string, onlyHere: boolean, set: SetGroup): Promise<void> {
  const g = group;
  if (!g) return;
  const rest = g.m.onlyHere.filter((id) => id !== gameId);
  g.m = { ...g.m, onlyHere: onlyHere ? [...rest, gameId] : rest };
  await writeMembership(g.m);
  set({ group: withoutSecret(g.m) });
  if (!onlyHere) void g.link.offerStored(gameId, false);
}

export function dismissLost(gameId: string): void {
  group?.link.dismissLost(gameId);
}

/** Hands a game to the group whole (a live game finished or left): its version replaces the group's. `once`: a
 * finished game, handed only when the group has no finished copy of it yet and this phone never handed it. False
 * when this phone is in no group. */
export function offerToGroup(gameId: string, once = false): boolean {
  if (!group) return false;
  void group.link.offerStored(gameId, true, once ? 'once' : true);
  return true;
}

/** Starts the link of a membership read at start (or just made). */
export function connect(m: GroupMembership, set: SetGroup): void {
  if (group || starting) return;
  const link = new LogLink(
    m,
    null,
    (id) => !group?.m.onlyHere.includes(id) && !liveGames().has(id),
    set,
    undefined,
    () => {
      // Left in another tab: this one is in no group either, and says so (never "up to date" over a log deleted).
      if (group?.link !== link) return;
      group = null;
      starting = null;
      set({ group: null, status: 'off', waiting: 0, blocked: 0, enteredBy: {}, members: [], lost: [] });
    },
  );
  group = { m, link };
  starting = link.start().catch(() => set({ status: 'offline' }));
}
