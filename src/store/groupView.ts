// What the screens read of the group (store/group.ts) and the link to its server (store/link/) writes.
import type { GroupMembership } from '../db/groupMembership.ts';
import type { Msg } from '../games/shared/msg.ts';

/** How the link to the group's server stands, as the status line says it. */
export type GroupStatus =
  /** Not in a group. */
  | 'off'
  /** Reaching the server (at start, after a drop). */
  | 'connecting'
  /** Connected, and the server holds every change of this phone. */
  | 'synced'
  /** The server cannot be reached (offline, or it is down): changes wait on the phone and go when it is back. */
  | 'offline'
  /** The server refuses the group's key (the group changed it: this phone was removed, or holds an old invite). */
  | 'refused';

/** A change of mine the group's merge did not keep, said in that game (see sync/fold.ts LostChange). */
export interface LostNote {
  gameId: string;
  /** In words: "Ben's phone changed Ana 3,4 at the same time; Ben's tile was kept." */
  words: Msg;
}

export interface GroupView {
  /** False until storage has been read (then `group` is known). */
  loaded: boolean;
  group: Omit<GroupMembership, 'secret'> | null;
  status: GroupStatus;
  /** This phone's changes the server does not hold yet. */
  waiting: number;
  /** Game id → the name of the member whose phone entered it. */
  enteredBy: Readonly<Record<string, string>>;
  /** Names of the group's members seen so far (from their records). */
  members: readonly string[];
  lost: readonly LostNote[];
}

/** What the link module may set. */
export type SetGroup = (patch: Partial<GroupView>) => void;

/** What the screens may see of a membership: all but the secret. */
export const withoutSecret = ({ secret: _, ...rest }: GroupMembership): Omit<GroupMembership, 'secret'> => rest;

/** A group's (or live game's) id and secret as the server makes them: 12 and 32 random bytes in base64url (16 and
 * 43 characters); anything else is a link cut short or mistyped. */
const INVITE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The id and secret an invite holds ("<id>.<secret>", a link's hash after "#/group/" or "#/live/"), or null when
 * it is not a whole invite. */
export function readInvite(invite: string): { id: string; secret: string } | null {
  const m = INVITE.exec(invite.trim());
  return m ? { id: m[1]!, secret: m[2]! } : null;
}

/** Reads a live invite ("<id>.<secret>/<game>", the hash after "#/live/"). */
export function readLiveInvite(invite: string): { id: string; secret: string; game: string } | null {
  const slash = invite.indexOf('/');
  if (slash < 0) return null;
  const key = readInvite(invite.slice(0, slash));
  let game = '';
  try {
    game = decodeURIComponent(invite.slice(slash + 1));
  } catch {
    return null;
  }
  return key && /^[A-Za-z0-9_.:-]{1,64}$/.test(game) ? { ...key, game } : null;
}
