// The groups a server keeps: each a folder under the data folder with its keys (meta.json) and its document
// (updates.bin). Every key is 256 random bits, shown once when made; only its SHA-256 is stored (a hash of that much
// randomness needs no slow key derivation), compared in constant time, and never logged.
//
// A group's keys (meta.json version 2):
//  - the invite: a token that opens nothing itself; a phone exchanges it (with its player's name and phone id) for
//    a credential of its own. One invite at a time: a new one, or a member removed, ends the one before.
//  - each phone's credential: what opens the group's socket. Removing a member revokes the credentials of every
//    phone that joined under that member's name, and no other; a phone that leaves revokes its own.
//  - the shared key: one key that opens the socket itself, as every log had before member keys. Live games keep
//    it (their invite is the key); a group made before keeps its old secret as one until a member is removed or a
//    new invite made, and a phone holding it exchanges it for a credential of its own when it next connects.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteGroup, isDeleted } from './admin.ts';
import { groupDir, syncDir, writeAtomic } from './store.ts';

export const GROUP_ID = /^[A-Za-z0-9_-]{16}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
/** A phone's id as the app makes it (link/logLink.ts newPhoneId). */
export const PHONE_ID = /^[A-Za-z0-9_.-]{1,64}$/;
/** The longest name a member may join under, in characters. */
const LONGEST_NAME = 60;

interface Phone {
  /** SHA-256 of the credential, hex. */
  hash: string;
  name: string;
  phone: string;
  joinedAt: string;
}

export interface Revoked {
  hash: string;
  name: string;
  /** Removed by another member, or left on its own. */
  why: 'removed' | 'left';
  at: string;
}

export interface MetaV2 {
  v: 2;
  id: string;
  createdAt: string;
  /** SHA-256 of the key that opens the socket itself (live games; groups from before, until their first removal or
   * new invite). */
  shared?: string;
  /** The invite now valid: its token's hash and an id phones compare to tell whether the invite they show is it. */
  invite?: { hash: string; id: string; madeAt: string };
  phones: Phone[];
  revoked: Revoked[];
}

/** What version 1 (before member keys) kept: one shared secret's hash. */
interface MetaV1 {
  id: string;
  key: string;
  createdAt: string;
  rotatedAt?: string;
}

/** The invite id of a group from before member keys: its old secret, which phones hold as their invite. */
const LEGACY_INVITE = 'shared';

/** Reads meta.json of any version as version 2. */
export function migrateMeta(raw: unknown): MetaV2 {
  const m = raw as Partial<MetaV2> & Partial<MetaV1>;
  if (m.v === 2) return m as MetaV2;
  if (typeof m.id !== 'string' || typeof m.key !== 'string') throw new Error('meta.json of no known version');
  return { v: 2, id: m.id, createdAt: m.createdAt ?? '', shared: m.key, phones: [], revoked: [] };
}

const hash = (key: string): string => createHash('sha256').update(key).digest('hex');
const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const newKey = () => randomBytes(32).toString('base64url');

/** A name as a member joins under it: trimmed, one to 60 characters, no control characters. Null otherwise. */
export function memberName(x: unknown): string | null {
  if (typeof x !== 'string') return null;
  const name = x.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name || [...name].length > LONGEST_NAME || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/** The same member: names compared as the app compares players' names (case and spacing aside). */
const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Who holds a key: a phone's credential, or the shared key. */
export type Holder = { kind: 'phone'; hash: string; name: string } | { kind: 'shared' };

// What a group's keys become by each step, pure: the data folder (Groups) and PostgreSQL (server/scaled/pgGroups.ts)
// keep the result each their own way.

/** A new log opened by one shared key (a live game), and the key (returned once, never stored). */
export function sharedMeta(id: string, now: string): { meta: MetaV2; secret: string } {
  const secret = newKey();
  return { meta: { v: 2, id, createdAt: now, shared: hash(secret), phones: [], revoked: [] }, secret };
}

/** A new group of members, with its first invite. */
export function membersMeta(id: string, now: string): { meta: MetaV2; invite: string; inviteId: string } {
  return withNewInvite({ v: 2, id, createdAt: now, phones: [], revoked: [] }, now);
}

/** Who the key opens the group's socket for, or null. */
export function holderIn(meta: MetaV2 | null, key: string | undefined): Holder | null {
  if (!meta || !key || !KEY.test(key)) return null;
  const h = hash(key);
  // Every phone compared (no early return), so the time taken says nothing of which matched.
  let found: Phone | null = null;
  for (const p of meta.phones) if (same(h, p.hash)) found = p;
  if (found) return { kind: 'phone', hash: found.hash, name: found.name };
  if (meta.shared && same(h, meta.shared)) return { kind: 'shared' };
  return null;
}

/** Why a key that opens nothing was revoked, if it was. */
export function revokedIn(meta: MetaV2 | null, key: string | undefined): Revoked['why'] | null {
  if (!meta || !key || !KEY.test(key)) return null;
  const h = hash(key);
  let why: Revoked['why'] | null = null;
  for (const r of meta.revoked) if (same(h, r.hash)) why = r.why;
  return why;
}

/** A phone asking to join: the invite (or a group's old shared key) it holds, its member's name and its id. */
export type JoinAsk = { token: string | undefined; name: string; phone: string; now: string };
/** What a phone that joined is given: its credential, and which invite let it in. */
export type Joined = { credential: string; inviteId: string };

/** The invite (or a group's old shared key) exchanged for a credential: the keys after, or null if refused. */
export function joinedIn(
  meta: MetaV2 | null,
  { token, name, phone, now }: JoinAsk,
): (Joined & { meta: MetaV2 }) | null {
  if (!meta || !token || !KEY.test(token)) return null;
  const h = hash(token);
  const byInvite = !!meta.invite && same(h, meta.invite.hash);
  const byShared = !!meta.shared && same(h, meta.shared);
  if (!byInvite && !byShared) return null;
  const credential = newKey();
  return {
    meta: { ...meta, phones: [...meta.phones, { hash: hash(credential), name, phone, joinedAt: now }] },
    credential,
    inviteId: byInvite ? meta.invite!.id : LEGACY_INVITE,
  };
}

export type Members = { members: { name: string; phones: number }[]; invite: string | null };

/** The members (by name) whose phones hold a credential, with how many phones each; and the invite now valid. */
export function membersIn(meta: MetaV2): Members {
  const byName: { name: string; phones: number }[] = [];
  for (const p of meta.phones) {
    const m = byName.find((x) => sameName(x.name, p.name));
    if (m) m.phones++;
    else byName.push({ name: p.name, phones: 1 });
  }
  return { members: byName, invite: meta.invite?.id ?? (meta.shared ? LEGACY_INVITE : null) };
}

export type Removed = { revoked: string[]; invite: string; inviteId: string };

/** A member removed: every phone that joined under that name loses its credential, and the invite is replaced
 * (whoever was removed may still hold it). */
export function removedIn(meta: MetaV2, name: string, now: string): Removed & { meta: MetaV2 } {
  const gone = meta.phones.filter((p) => sameName(p.name, name));
  const next: MetaV2 = {
    ...meta,
    phones: meta.phones.filter((p) => !sameName(p.name, name)),
    revoked: [...meta.revoked, ...gone.map((p) => ({ hash: p.hash, name: p.name, why: 'removed' as const, at: now }))],
  };
  return { revoked: gone.map((p) => p.hash), ...withNewInvite(next, now) };
}

/** A phone leaves: its own credential stops working. */
export function leftIn(meta: MetaV2, credentialHash: string, now: string): MetaV2 {
  const gone = meta.phones.filter((p) => p.hash === credentialHash);
  return {
    ...meta,
    phones: meta.phones.filter((p) => p.hash !== credentialHash),
    revoked: [...meta.revoked, ...gone.map((p) => ({ hash: p.hash, name: p.name, why: 'left' as const, at: now }))],
  };
}

/** A new invite; the one before (and a group's old shared key) stops working. No phone's credential changes. */
export function withNewInvite(meta: MetaV2, now: string): { meta: MetaV2; invite: string; inviteId: string } {
  const invite = newKey();
  const inviteId = randomBytes(6).toString('base64url');
  const { shared: _, ...rest } = meta;
  return { meta: { ...rest, invite: { hash: hash(invite), id: inviteId, madeAt: now } }, invite, inviteId };
}

export const newGroupId = (): string => randomBytes(12).toString('base64url');

type Awaitable<T> = T | Promise<T>;

/** A group's keys wherever they are kept: the data folder (Groups) or PostgreSQL (the scaled mode). The server
 * awaits each answer, so one kept in memory answers at once. */
export interface GroupKeys {
  exists(id: string): Awaitable<boolean>;
  create(now: string): Awaitable<{ id: string; secret: string }>;
  createGroup(now: string): Awaitable<{ id: string; invite: string; inviteId: string }>;
  holder(id: string, key: string | undefined): Awaitable<Holder | null>;
  revoked(id: string, key: string | undefined): Awaitable<Revoked['why'] | null>;
  join(id: string, ask: JoinAsk): Awaitable<Joined | null>;
  members(id: string): Awaitable<Members>;
  remove(id: string, name: string, now: string): Awaitable<Removed>;
  leave(id: string, credentialHash: string, now: string): Awaitable<void>;
  invite(id: string, now: string): Awaitable<{ invite: string; inviteId: string }>;
  /** Deleted by the operator (server/admin.ts): its phones' keys still check, and are told it is gone. */
  deleted(id: string): Awaitable<boolean>;
  delete(id: string, now: Date): Awaitable<void>;
  count(): Awaitable<number>;
}

export class Groups implements GroupKeys {
  private readonly metas = new Map<string, MetaV2>();

  constructor(private readonly data: string) {
    mkdirSync(join(data, 'groups'), { recursive: true });
  }

  private meta(id: string): MetaV2 | null {
    if (!GROUP_ID.test(id)) return null;
    const known = this.metas.get(id);
    if (known) return known;
    const path = join(groupDir(this.data, id), 'meta.json');
    if (!existsSync(path)) return null;
    // Migrated on read; written in the new version at its next change.
    const meta = migrateMeta(JSON.parse(readFileSync(path, 'utf8')));
    this.metas.set(id, meta);
    return meta;
  }

  exists(id: string): boolean {
    return this.meta(id) !== null;
  }

  private newFolder(): string {
    let id: string;
    do id = newGroupId();
    while (existsSync(groupDir(this.data, id)));
    mkdirSync(groupDir(this.data, id), { recursive: true });
    syncDir(join(this.data, 'groups'));
    return id;
  }

  create(now: string): { id: string; secret: string } {
    const { meta, secret } = sharedMeta(this.newFolder(), now);
    this.write(meta);
    return { id: meta.id, secret };
  }

  createGroup(now: string): { id: string; invite: string; inviteId: string } {
    const { meta, invite, inviteId } = membersMeta(this.newFolder(), now);
    this.write(meta);
    return { id: meta.id, invite, inviteId };
  }

  holder(id: string, key: string | undefined): Holder | null {
    return holderIn(this.meta(id), key);
  }

  revoked(id: string, key: string | undefined): Revoked['why'] | null {
    return revokedIn(this.meta(id), key);
  }

  join(id: string, ask: JoinAsk): Joined | null {
    const joined = joinedIn(this.meta(id), ask);
    if (!joined) return null;
    this.write(joined.meta);
    return { credential: joined.credential, inviteId: joined.inviteId };
  }

  members(id: string): Members {
    return membersIn(this.meta(id)!);
  }

  remove(id: string, name: string, now: string): Removed {
    const { meta, ...done } = removedIn(this.meta(id)!, name, now);
    this.write(meta);
    return done;
  }

  leave(id: string, credentialHash: string, now: string): void {
    this.write(leftIn(this.meta(id)!, credentialHash, now));
  }

  invite(id: string, now: string): { invite: string; inviteId: string } {
    const { meta, ...made } = withNewInvite(this.meta(id)!, now);
    this.write(meta);
    return made;
  }

  deleted(id: string): boolean {
    return isDeleted(this.dir(id));
  }

  delete(id: string, now: Date): void {
    deleteGroup(this.dir(id), now);
  }

  count(): number {
    return readdirSync(join(this.data, 'groups')).length;
  }

  private write(meta: MetaV2): void {
    writeAtomic(join(groupDir(this.data, meta.id), 'meta.json'), JSON.stringify(meta));
    this.metas.set(meta.id, meta);
  }

  dir(id: string): string {
    return groupDir(this.data, id);
  }
}
