// What the screens read of the group (store/group.ts) and the link to its server (store/link/) writes.
import type { GroupMembership } from '../db/groupMembership.ts';
import type { Msg } from '../games/shared/msg.ts';
import type { GameKind } from '../games/types.ts';
import { nameProblem, normaliseName } from '../games/shared/names.ts';

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
  | 'refused'
  /** The server refused what this phone sent (a change that does not check, a message it cannot read) and closed
   * for good: this phone's changes stay on it, not sent, until the app is opened again. */
  | 'stopped';

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

/** A live game's invite as the hash after "#/live/" holds it. Its game's kind and players' names, when the host's
 * phone put them in, let the invite ask "which player are you?" before anything is sent, so that one tap joins. */
export interface LiveInvite {
  id: string;
  secret: string;
  game: string;
  /** What the invite says of the game (the game itself, once it arrives, is what counts). */
  about?: { kind: GameKind; players: string[] };
}

const KINDS: readonly GameKind[] = ['calico', 'azul', 'kaliko'];
/** As many players as any game here seats (four); more in a link is not a link the app made. */
const MOST_PLAYERS = 4;

/** Longest hash the names may make: with the origin, a QR code one phone's camera reads from another's screen
 * (docs/benchmarks.md, "Sharing": links up to about 900 characters). Longer names (forty CJK characters each take
 * 360) are left out, and the invite asks after Join. */
const LONGEST_WITH_NAMES = 600;

/** The hash after "#/live/": "<id>.<secret>/<game>", then "/<kind>/<name>/<name>…" each %-encoded. */
export function writeLiveInvite({ id, secret, game, about }: LiveInvite): string {
  const head = `${id}.${secret}/${encodeURIComponent(game)}`;
  const whole = about ? [head, about.kind, ...about.players.map(encodeURIComponent)].join('/') : head;
  return whole.length <= LONGEST_WITH_NAMES ? whole : head;
}

/** Reads a live invite (the hash after "#/live/"); null when its key or game is not whole. What it says of the game
 * is dropped, and the invite still read, when that part is not of the shape `writeLiveInvite` makes. */
export function readLiveInvite(invite: string): LiveInvite | null {
  const [head, encoded, kind, ...names] = invite.split('/');
  const key = readInvite(head ?? '');
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  };
  const game = decode(encoded ?? '');
  if (!key || game === null || !/^[A-Za-z0-9_.:-]{1,64}$/.test(game)) return null;
  const players = names.map(decode);
  const about =
    KINDS.includes(kind as GameKind) &&
    players.length > 0 &&
    players.length <= MOST_PLAYERS &&
    // Names as the games keep them (games/shared/names.ts): anything else in a link was not put there by the app.
    players.every((n) => n !== null && normaliseName(n) === n && !nameProblem(n))
      ? { kind: kind as GameKind, players: players as string[] }
      : undefined;
  return about ? { ...key, game, about } : { ...key, game };
}
