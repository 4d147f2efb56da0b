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
