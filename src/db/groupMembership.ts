// The group this phone is in, kept with the settings (and so in their second copy): the server, the group's id,
// this phone's own credential, and this phone's name in it. The group's log itself is kept by groupLog.ts.
import type { Msg } from '../games/shared/msg.ts';
import { db, getSetting, setSetting } from './db.ts';

/** A member as the server lists them: a name and how many phones hold a credential under it. */
export interface GroupMember {
  name: string;
  phones: number;
  /** This phone's own member. */
  you: boolean;
}

/** What a phone keeps of its group (in storage's settings, version 2): enough to reconnect and to invite. */
export interface GroupMembership {
  v: 2;
  /** The server's origin, e.g. "https://tiletally.example.org" (the app's own origin). */
  server: string;
  id: string;
  /** This phone's own credential (what opens the group's socket); null until `shared` is exchanged for one. */
  credential: string | null;
  /** A group joined before member keys: its one shared secret, until the server exchanges it for a credential. */
  shared?: string;
  /** The name this phone's player goes by in the group ("entered by Ana"). */
  me: string;
  /** This phone in this group (random, kept): what its records are made by. */
  phone: string;
  joinedAt: string;
  /** Games kept only on this phone: never offered to the group. */
  onlyHere: string[];
  /** The invite this phone shows (its token, and the id the server knows it by); null when it has none valid. */
  invite: { token: string; id: string } | null;
  /** The members as the server last listed them (null until it has). */
  members: GroupMember[] | null;
  /** When this phone learnt that a member removed it: it stops trying, and keeps its games. */
  removedAt?: string;
}

/** What version 1 kept (before member keys): the group's one shared secret, which was also its invite. */
export interface MembershipV1 {
  server: string;
  id: string;
  secret: string;
  me: string;
  phone: string;
  joinedAt: string;
  onlyHere: string[];
}

/** The id the server gives a group's old shared secret as an invite (server/groups.ts LEGACY_INVITE). */
const SHARED_INVITE = 'shared';

/** A stored membership of any version as version 2, or null when it is none. */
function migrateMembership(raw: unknown): GroupMembership | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Partial<GroupMembership> & Partial<MembershipV1>;
  if (m.v === 2) return m as GroupMembership;
  if (typeof m.secret !== 'string' || typeof m.id !== 'string' || typeof m.server !== 'string') return null;
  const { secret, ...rest } = m as MembershipV1;
  // The old secret is exchanged for a credential when the link next starts (link/group.ts); until then it is what
  // opens the group, and the invite this phone shows, as it was.
  return {
    ...rest,
    v: 2,
    credential: null,
    shared: secret,
    invite: { token: secret, id: SHARED_INVITE },
    members: null,
  };
}

const KEY = 'group';

export const readMembership = async (): Promise<GroupMembership | null> =>
  migrateMembership(await getSetting<unknown>(KEY, null));

export const writeMembership = (m: GroupMembership): Promise<void> => setSetting(KEY, m);

export async function forgetMembership(): Promise<void> {
  await db.settings.delete(KEY);
}

// Two small notes per group, kept in localStorage (written often, never worth a transaction): how far the server
// is known to hold each of this phone's replicas, and which lost changes the player has read.
const local = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
const readJson = (key: string): unknown => {
  try {
    return JSON.parse(local()?.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
};
const writeJson = (key: string, value: unknown): void => {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // not kept: counted or shown again at the next start
  }
};

/** Replica → the highest counter of its records the server is known to hold. */
export function readSent(group: string): Record<string, number> {
  const x = readJson(`tile-tally.group.sent.${group}`);
  return x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, number>) : {};
}
export const writeSent = (group: string, sent: Record<string, number>): void =>
  writeJson(`tile-tally.group.sent.${group}`, sent);

/** Ids of this phone's lost records whose note the player has read. */
export function readTold(group: string): string[] {
  const x = readJson(`tile-tally.group.told.${group}`);
  return Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];
}
export const writeTold = (group: string, told: readonly string[]): void =>
  writeJson(`tile-tally.group.told.${group}`, told.slice(-2000));

/** A change of this phone a log could not take (the rule, or the core on the log's copy of the game, refused it):
 * said in its game, and counted in the status, until the player has read it. */
export interface NotSent {
  gameId: string;
  /** When the change was made (ISO), written the phone's way when shown. */
  at: string;
  /** The core's reason, or null when the log's own checks refused it. */
  why: Msg | null;
}

/** The notes of one log (a group's or a live game's), kept in storage's settings (and so in their second copy), so
 * that a reload neither forgets them nor lets the status say "up to date" over them. Version 1. */
interface NotSentV1 {
  v: 1;
  notes: NotSent[];
}

const notSentKey = (log: string) => `notSent.${log}`;

const isMsg = (x: unknown): x is Msg => !!x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string';

/** The notes kept for a log; none when there are none or they are of a version this app cannot read. */
export async function readNotSent(log: string): Promise<NotSent[]> {
  const x = await getSetting<unknown>(notSentKey(log), null).catch(() => null);
  if (!x || typeof x !== 'object' || (x as { v?: unknown }).v !== 1) return [];
  const notes = (x as Partial<NotSentV1>).notes;
  return Array.isArray(notes)
    ? notes.filter(
        (n): n is NotSent =>
          typeof n?.gameId === 'string' && typeof n.at === 'string' && (n.why === null || isMsg(n.why)),
      )
    : [];
}

/** Keeps a log's notes (none: forgotten). Never throws: a note storage refuses is said until the page closes. */
export async function writeNotSent(log: string, notes: readonly NotSent[]): Promise<void> {
  try {
    if (notes.length) await setSetting(notSentKey(log), { v: 1, notes: [...notes] } satisfies NotSentV1);
    else await db.settings.delete(notSentKey(log));
  } catch {
    // a full disk: the note stays on screen, and the change it tells of in the game
  }
}

/** A live game this phone takes part in (issue 32): that one game's log, its own key, and the player this phone
 * enters (null until chosen). */
export interface LiveMembership {
  server: string;
  id: string;
  secret: string;
  game: string;
  me: string;
  phone: string;
  seat: number | null;
  joinedAt: string;
  /** The finished game was handed to this phone's group: never again, however often the app opens (a new field:
   * memberships stored before it read as not handed, and the group's log is checked too). */
  handed?: boolean;
}

const LIVE = 'live';

export const readLive = (): Promise<LiveMembership[]> => getSetting<LiveMembership[]>(LIVE, []);

export const writeLive = (all: readonly LiveMembership[]): Promise<void> => setSetting(LIVE, all);
