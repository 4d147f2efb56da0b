// The group this phone is in (docs/sync.md): starting one, joining by an invite (exchanged for this phone's own
// credential), the members as the server lists them, removing one, a new invite, leaving. Its log carries every game
// of this phone but those kept only here (and a live game's while it is live: link/live.ts).
import type { WebsocketProvider } from 'y-websocket';
import { rememberNames } from '../../db/db.ts';
import { deleteGroupLog } from '../../db/groupLog.ts';
import { forgetAllKeptHere } from '../../db/keptHere.ts';
import {
  forgetMembership,
  readMembership,
  writeMembership,
  writeNotSent,
  type GroupMember,
  type GroupMembership,
} from '../../db/groupMembership.ts';
import { msg, type Msg } from '../../games/shared/msg.ts';
import { readInvite, withoutSecret, type SetGroup } from '../groupView.ts';
import { api, deletedGroup, LogLink, newPhoneId } from './logLink.ts';

type Result = { ok: true } | { ok: false; reason: Msg };

export const UNREACHABLE = msg('shell.group.unreachable');
export const KEY_REFUSED = msg('shell.group.keyRefused');
export const NO_SERVER = msg('shell.group.noServer');

/** The group this page is linked to: its membership, its link (once started), and how the screens are told. */
type Joined = { m: GroupMembership; link: LogLink | null; set: SetGroup };
let group: Joined | null = null;
let starting: Promise<void> | null = null;

/** A new log on this app's own server: its id and secret, or why not. `members`: a group of members (an invite),
 * else a log opened by one shared key (a live game). */
async function made<T>(
  members: boolean,
  read: (x: Record<string, unknown>) => T | null,
): Promise<T | { ok: false; reason: Msg }> {
  const res = await api(`${location.origin}/api/groups`, undefined, members ? { members: true } : {});
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 429) return { ok: false, reason: msg('shell.group.tooMany') };
  // A public instance's operator closed group making to others, or the server holds all it takes.
  if (res.status === 403) return { ok: false, reason: msg('shell.group.closed') };
  if (res.status === 507) return { ok: false, reason: msg('shell.group.serverFull') };
  const x = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const got = res.ok && x ? read(x) : null;
  return got ?? { ok: false, reason: NO_SERVER };
}

export function newLog(): Promise<{ ok: true; id: string; secret: string } | { ok: false; reason: Msg }> {
  return made(false, (x) =>
    typeof x.id === 'string' && typeof x.secret === 'string' ? { ok: true as const, id: x.id, secret: x.secret } : null,
  );
}

/** Whether the server knows this key for that log: null when it does, else why not. */
export async function checkKey(id: string, secret: string): Promise<Msg | null> {
  const res = await api(`${location.origin}/api/groups/${id}/check`, secret);
  if (!res) return UNREACHABLE;
  if (res.status === 401) return KEY_REFUSED;
  if (res.status === 410) return (await deletedGroup(res)) ? msg('shell.group.deleted') : KEY_REFUSED;
  // A full disk refuses changes for now, not the key: joining waits on the phone like any change.
  return res.ok || res.status === 507 ? null : NO_SERVER;
}

/** An invite (or a group's old shared secret) exchanged for this phone's own credential. */
async function exchange(
  server: string,
  id: string,
  token: string,
  me: string,
  phone: string,
): Promise<{ ok: true; credential: string; invite: string | null } | { ok: false; reason: Msg }> {
  const res = await api(`${server}/api/groups/${id}/join`, token, { name: me, phone });
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 401) return { ok: false, reason: KEY_REFUSED };
  if (res.status === 410)
    return { ok: false, reason: (await deletedGroup(res)) ? msg('shell.group.deleted') : KEY_REFUSED };
  const x = (await res.json().catch(() => null)) as { credential?: unknown; invite?: unknown } | null;
  if (!res.ok || typeof x?.credential !== 'string') return { ok: false, reason: NO_SERVER };
  return { ok: true, credential: x.credential, invite: typeof x.invite === 'string' ? x.invite : null };
}

/** Games carried by a live game's log are not the group's while they are live. */
let liveGames: () => ReadonlySet<string> = () => new Set();
export function setLiveGames(f: () => ReadonlySet<string>): void {
  liveGames = f;
}

async function enter(id: string, token: string, inviteId: string | null, me: string, set: SetGroup): Promise<Result> {
  const phone = newPhoneId();
  const name = me.trim();
  const got = await exchange(location.origin, id, token, name, phone);
  if (!got.ok) return got;
  const m: GroupMembership = {
    v: 2,
    server: location.origin,
    id,
    credential: got.credential,
    me: name,
    phone,
    joinedAt: new Date().toISOString(),
    onlyHere: [],
    // The invite this phone came with is the group's current one: it may pass it on.
    invite: { token, id: got.invite ?? inviteId ?? '' },
    members: null,
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
  const g = await made(true, (x) =>
    typeof x.id === 'string' && typeof x.invite === 'string' && typeof x.inviteId === 'string'
      ? { ok: true as const, id: x.id, invite: x.invite, inviteId: x.inviteId }
      : null,
  );
  return g.ok ? enter(g.id, g.invite, g.inviteId, me, set) : g;
}

export async function joinGroup(invite: string, me: string, set: SetGroup): Promise<Result> {
  if (group) return { ok: false, reason: msg('shell.group.already') };
  const inv = readInvite(invite);
  if (!inv) return { ok: false, reason: msg('shell.group.notAnInvite') };
  return enter(inv.id, inv.secret, null, me, set);
}

export async function inviteLink(): Promise<string | null> {
  const m = group?.m ?? (await readMembership());
  return m?.invite && !m.removedAt ? `${m.server}/#/group/${m.id}.${m.invite.token}` : null;
}

/** Keeps a changed membership and shows it. */
async function keep(g: Joined, m: GroupMembership): Promise<void> {
  g.m = m;
  await writeMembership(m);
  g.set({ group: withoutSecret(m) });
}

/** Asks the server who the members are (and whether the invite this phone holds is still the group's). */
export async function refreshMembers(): Promise<void> {
  const g = group;
  if (!g?.m.credential || g.m.removedAt) return;
  const res = await api(`${g.m.server}/api/groups/${g.m.id}/members`, g.m.credential);
  const x = res?.ok ? ((await res.json().catch(() => null)) as { members?: unknown; invite?: unknown } | null) : null;
  if (group !== g || !Array.isArray(x?.members)) return;
  const members = (x.members as GroupMember[]).filter((p) => typeof p?.name === 'string');
  // Another member made a new invite: the one this phone holds opens nothing, so it is not shown.
  const invite = g.m.invite && g.m.invite.id === x.invite ? g.m.invite : null;
  if (JSON.stringify(members) !== JSON.stringify(g.m.members) || invite !== g.m.invite)
    await keep(g, { ...g.m, members, invite });
}

/** What a member's request answers: the new invite, or why not. */
async function withCredential(action: 'remove' | 'invite', body: unknown = {}): Promise<Result> {
  const g = group;
  if (!g?.m.credential) return { ok: false, reason: UNREACHABLE };
  const res = await api(`${g.m.server}/api/groups/${g.m.id}/${action}`, g.m.credential, body);
  if (!res) return { ok: false, reason: UNREACHABLE };
  if (res.status === 401 || res.status === 410) return { ok: false, reason: KEY_REFUSED };
  const x = (await res.json().catch(() => null)) as { invite?: unknown; inviteId?: unknown } | null;
  if (!res.ok || typeof x?.invite !== 'string' || typeof x.inviteId !== 'string')
    return { ok: false, reason: NO_SERVER };
  if (group === g) await keep(g, { ...g.m, invite: { token: x.invite, id: x.inviteId } });
  await refreshMembers();
  return { ok: true };
}

/** Removes a member: their phones' keys stop working and they are told; the invite is replaced. */
export const removeMember = (name: string): Promise<Result> => withCredential('remove', { name });

/** A new invite: the one before stops working; no phone in the group is touched. */
export const newInvite = (): Promise<Result> => withCredential('invite');

export async function leaveGroup(): Promise<void> {
  const g = group;
  group = null;
  starting = null;
  await g?.link?.close();
  const m = g?.m ?? (await readMembership());
  // The server forgets this phone's key (if it can be reached now; the phone leaves either way).
  if (m?.credential && !m.removedAt) void api(`${m.server}/api/groups/${m.id}/leave`, m.credential);
  await forgetMembership();
  // The games stay: stored apart from the log.
  if (m)
    await Promise.all([deleteGroupLog(m.id), writeNotSent(m.id, []), forgetAllKeptHere(m.id).catch(() => undefined)]);
}

export async function setOnlyHere(gameId: string, onlyHere: boolean, set: SetGroup): Promise<void> {
  const g = group;
  if (!g) return;
  const rest = g.m.onlyHere.filter((id) => id !== gameId);
  g.m = { ...g.m, onlyHere: onlyHere ? [...rest, gameId] : rest };
  await writeMembership(g.m);
  set({ group: withoutSecret(g.m) });
  if (onlyHere) await g.link?.keepApart(gameId);
  else await g.link?.shareAgain(gameId);
}

export function dismissLost(gameId: string): void {
  group?.link?.dismissLost(gameId);
}

/** Hands a game to the group whole (a live game finished or left): its version replaces the group's. `once`: a
 * finished game, handed only when the group has no finished copy of it yet and this phone never handed it;
 * `handed` is called once it is. False when this phone is in no group. */
export function offerToGroup(gameId: string, once = false, handed?: () => void): boolean {
  const g = group;
  if (!g || g.m.removedAt) return false;
  const offer = (link: LogLink) => void link.offerStored(gameId, true, once ? 'once' : true).then(handed);
  if (g.link) offer(g.link);
  // The link starts once an old shared secret is exchanged: the hand-off waits for it, never dropped.
  else void starting?.then(() => group === g && g.link && offer(g.link));
  return true;
}

/** Starts the link of a membership read at start (or just made). A phone that was removed does not try again; one
 * that holds a group's old shared secret first exchanges it for a credential of its own (the secret still opens
 * the group meanwhile, until a member is removed or a new invite made). */
export function connect(m: GroupMembership, set: SetGroup): void {
  if (group || starting) return;
  const g: Joined = { m, link: null, set: watch(set) };
  group = g;
  if (m.removedAt) {
    set({ status: 'removed' });
    starting = Promise.resolve();
    return;
  }
  starting = (async () => {
    if (!g.m.credential && g.m.shared) {
      const got = await exchange(g.m.server, g.m.id, g.m.shared, g.m.me, g.m.phone);
      if (got.ok && group === g) {
        const { shared: _, ...rest } = g.m;
        await keep(g, { ...rest, credential: got.credential });
      }
    }
    if (group !== g) return;
    const key = g.m.credential ?? g.m.shared ?? '';
    const link = new LogLink(
      { ...g.m, secret: key },
      null,
      (id) => !group?.m.onlyHere.includes(id) && !liveGames().has(id),
      g.set,
      undefined,
      () => {
        // Left in another tab: this one is in no group either, and says so (never "up to date" over a log deleted).
        if (group?.link !== link) return;
        group = null;
        starting = null;
        g.set({ group: null, status: 'off', waiting: 0, blocked: 0, enteredBy: {}, members: [], lost: [] });
      },
    );
    g.link = link;
    link.keptHere = (id) => !!group?.m.onlyHere.includes(id);
    link.onDial = (provider) => onPeers(provider);
    await link.start();
  })().catch(() => set({ status: 'offline' }));
}

/** The link's status, and what follows from it: up to date, the members are asked for; removed, it is kept (the
 * phone does not try again at its next start, and shows no invite). */
function watch(set: SetGroup): SetGroup {
  return (patch) => {
    set(patch);
    if (patch.status === 'synced') void refreshMembers();
    if (patch.status === 'removed') void markRemoved();
  };
}

async function markRemoved(): Promise<void> {
  const g = group;
  if (!g || g.m.removedAt) return;
  await keep(g, { ...g.m, removedAt: new Date().toISOString(), invite: null });
}

/** Another phone of the group came (or went): who the members are is asked again, so that a member who just joined
 * is listed before writing anything. */
function onPeers(provider: WebsocketProvider): void {
  provider.awareness.on('change', ({ added }: { added: number[] }) => {
    if (added.length) void refreshMembers();
  });
}
