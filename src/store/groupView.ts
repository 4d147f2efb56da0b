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
  /** The server refuses this phone's key (it knows no such key: the group is gone, or the server lost it). */
  | 'refused'
  /** A member removed this phone from the group: it stops trying, and keeps its games. */
  | 'removed'
  /** The server refused what this phone sent (a change that does not check, a message it cannot read) and closed
   * for good: this phone's changes stay on it, not sent, until the app is opened again. */
  | 'stopped'
  /** The server cannot store changes (its disk full, its database down): this phone's changes wait on it and are offered again until it has. */
  | 'full'
  /** The server's operator deleted the group: this phone's games stay on it; nothing is sent or received. */
  | 'deleted';

/** How a live game's link stands: its key is shared by its table, so no member of it is removed. */
export type LiveStatus = Exclude<GroupStatus, 'removed'>;

/** A change of mine the group's merge did not keep, said in that game (see sync/fold.ts LostChange). */
export interface LostNote {
  gameId: string;
  /** In words: "Ben's phone changed Ana 3,4 at the same time; Ben's tile was kept." */
  words: Msg;
}

export interface GroupView {
  /** False until storage has been read (then `group` is known). */
  loaded: boolean;
  group: GroupShown | null;
  status: GroupStatus;
  /** This phone's changes the server does not hold yet. */
  waiting: number;
  /** This phone's changes the group's log could not take (each said in its game, among `lost`): while there are
   * any, the status never says the group is up to date. */
  blocked: number;
  /** Game id → the name of the member whose phone entered it. */
  enteredBy: Readonly<Record<string, string>>;
  /** Names of those whose records are in the log (a live game's players at the table; a group's members are the
   * server's list, `group.members`). */
  members: readonly string[];
  lost: readonly LostNote[];
}

/** What the link module may set. */
export type SetGroup = (patch: Partial<GroupView>) => void;

/** What the screens see of a membership: no key, and of the invite only its id (null: none to show). */
export type GroupShown = Omit<GroupMembership, 'credential' | 'shared' | 'invite'> & { inviteId: string | null };

/** What the screens may see of a membership: all but its keys. */
export const withoutSecret = ({ credential: _c, shared: _s, invite, ...rest }: GroupMembership): GroupShown => ({
  ...rest,
  inviteId: invite?.id ?? null,
});

/** A group's (or live game's) id and secret as the server makes them: 12 and 32 random bytes in base64url (16 and
 * 43 characters); anything else is a link cut short or mistyped. */
const INVITE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The id and secret an invite holds ("<id>.<secret>", a link's hash after "#/group/" or "#/live/"), or null when
 * it is not a whole invite. */
export function readInvite(invite: string): { id: string; secret: string } | null {
  const m = INVITE.exec(invite.trim());
  return m ? { id: m[1]!, secret: m[2]! } : null;
}

/** A live game's invite: its log's id and key and the game, in the hash (never sent to any server), and what it
 * says of the game. */
export interface LiveInvite {
  id: string;
  secret: string;
  game: string;
  /** The game's kind and players' names, when the host's phone put them in: the invite then asks "which player are
   * you?" before anything is sent, so that one tap joins (the game itself, once it arrives, is what counts). */
  about?: { kind: GameKind; players: string[] };
}

const KINDS: readonly GameKind[] = ['calico', 'azul', 'kaliko'];
/** As many players as any game here seats (four); more in a link is not a link the app made. */
const MOST_PLAYERS = 4;
/** Longest query the names may make: with the rest, a QR code one phone's camera reads from another's screen
 * (docs/benchmarks.md, "Sharing": links up to about 900 characters). Longer names (forty CJK characters each take
 * 360) are left out, and the invite asks after Join. */
const LONGEST_NAMES = 500;

/** The invite's address on `server`: the names in the query ("?kind=calico&player=Ana&player=Ben", which versions
 * from before them ignore), the key and the game in the hash ("#/live/<id>.<secret>/<game>"). */
export function liveInviteUrl(server: string, { id, secret, game, about }: LiveInvite): string {
  const hash = `#/live/${id}.${secret}/${encodeURIComponent(game)}`;
  const query = about
    ? new URLSearchParams([['kind', about.kind], ...about.players.map((p) => ['player', p])]).toString()
    : '';
  return `${server}/${query && query.length <= LONGEST_NAMES ? `?${query}` : ''}${hash}`;
}

/** Reads a live invite: `code` the hash after "#/live/", `search` the address's query. Null when its key or game is
 * not whole; what the query says of the game is dropped, and the invite still read, when it is not of the shape
 * `liveInviteUrl` makes. */
export function readLiveInvite(code: string, search = ''): LiveInvite | null {
  const slash = code.indexOf('/');
  if (slash < 0) return null;
  const key = readInvite(code.slice(0, slash));
  let game = '';
  try {
    game = decodeURIComponent(code.slice(slash + 1));
  } catch {
    return null;
  }
  if (!key || !/^[A-Za-z0-9_.:-]{1,64}$/.test(game)) return null;
  const query = new URLSearchParams(search);
  const kind = query.get('kind');
  const players = query.getAll('player');
  const about =
    KINDS.includes(kind as GameKind) &&
    players.length > 0 &&
    players.length <= MOST_PLAYERS &&
    // Names as the games keep them (games/shared/names.ts): anything else in a link was not put there by the app.
    players.every((n) => normaliseName(n) === n && !nameProblem(n))
      ? { kind: kind as GameKind, players }
      : undefined;
  return about ? { ...key, game, about } : { ...key, game };
}
