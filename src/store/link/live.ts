// Live games (issue 32): one game entered on several phones at once, each its own log on the group's server with
// its own key, so a phone that is not in the group can take part in that game only. The host starts it from the
// game; the others open its invite. A game is carried by its live log while it is live (link/logLink.ts); when it
// is finished or left, a phone in a group hands the final game to its group.
import { loadAllCores } from '../../db/cores.ts';
import { readLive, writeLive, writeNotSent, type LiveMembership } from '../../db/groupMembership.ts';
import { deleteGroupLog } from '../../db/groupLog.ts';
import { msg, type Msg } from '../../games/shared/msg.ts';
import type { GroupView, LiveStatus } from '../groupView.ts';
import { liveInviteUrl, readLiveInvite, type LiveInvite } from '../groupView.ts';
import { checkKey, newLog, offerToGroup, setLiveGames } from './group.ts';
import { LogLink, newPhoneId } from './logLink.ts';

type Result = { ok: true } | { ok: false; reason: Msg };
export type LiveView = Pick<GroupView, 'waiting' | 'members' | 'lost'> & { status: LiveStatus };
/** Tells the screens how a live game stands here; null: it is not live here any more. */
export type SetLive = (
  gameId: string,
  patch: Partial<LiveView & { seat: number | null; handed: boolean }> | null,
) => void;

const sessions = new Map<string, { m: LiveMembership; link: LogLink; handed: boolean }>();
// A finished game handed to the group is the group's to carry from then on (LogLink.release).
setLiveGames(() => new Set([...sessions.values()].filter((s) => !s.link.released).map((s) => s.m.game)));

async function save(): Promise<void> {
  await writeLive([...sessions.values()].map((s) => s.m));
}

function open(m: LiveMembership, set: SetLive, host: boolean, joined = false): Promise<void> {
  const s = {
    m,
    handed: false,
    link: new LogLink(
      m,
      m.game,
      (id) => id === m.game,
      // Told nothing once this session is over (left, or refused): a late part of its work would bring it back.
      (p) =>
        sessions.get(m.game) === s &&
        set(m.game, p.status === 'removed' ? { ...p, status: 'refused' } : (p as Partial<LiveView>)),
      (f) => {
        // Finished at the table (on any phone): the group, if this phone is in one, gets the final game once, and
        // that is remembered; from then on the group's log carries it here, so later corrections in the group stay
        // and show.
        if (f.doc?.finishedAt && !s.handed && !s.m.handed && offerToGroup(m.game, true, () => release(s, set))) {
          s.handed = true;
          s.m = { ...s.m, handed: true };
          void save();
        }
      },
      () => {
        // Left in another tab: this one is out of it too (never "up to date" over a log deleted).
        if (sessions.get(m.game) !== s) return;
        sessions.delete(m.game);
        set(m.game, null);
      },
    ),
  };
  sessions.set(m.game, s);
  if (m.handed) release(s, set);
  set(m.game, { status: 'connecting', seat: m.seat });
  return s.link.start(joined).then(
    () => void (host && s.link.offerStored(m.game, true)),
    (e: unknown) => {
      // Joined or made just now and not started (storage refused its log): not live here, so that joining again
      // starts it anew. One stored from before stays, to start at the next start.
      if (joined && sessions.get(m.game) === s) (sessions.delete(m.game), set(m.game, null));
      throw e;
    },
  );
}

/** The game was handed to the group: the group's log carries it here from now on. */
function release(s: { m: LiveMembership; link: LogLink }, set: SetLive): void {
  s.link.release();
  if (sessions.get(s.m.game) === s) set(s.m.game, { handed: true });
}

/** Starts the live games this phone takes part in (at start). */
export async function connectLive(set: SetLive): Promise<void> {
  for (const m of await readLive()) if (!sessions.has(m.game)) void open(m, set, false).catch(() => undefined);
}

/** Makes a game live: a log of its own on this app's server, this phone entering `seat`. */
export async function startLive(game: string, me: string, seat: number | null, set: SetLive): Promise<Result> {
  if (sessions.has(game)) return { ok: true };
  const made = await newLog();
  if (!made.ok) return made;
  const m: LiveMembership = {
    server: location.origin,
    id: made.id,
    secret: made.secret,
    game,
    me,
    phone: newPhoneId(),
    seat,
    joinedAt: new Date().toISOString(),
  };
  await open(m, set, true, true);
  await save();
  return { ok: true };
}

/** The invite of a live game: this origin, its log's id and key, the game, and what the invite says of it. */
export function liveInvite(game: string, about?: LiveInvite['about']): string | null {
  const m = sessions.get(game)?.m;
  return m ? liveInviteUrl(m.server, { id: m.id, secret: m.secret, game: m.game, about }) : null;
}

/** What joining runs, loaded ahead: the log folds games of any kind. */
export const readyLive = (): Promise<void> => loadAllCores();

/** Joins a live game from its invite; the game arrives in storage as the log brings it. */
export async function joinLive(invite: string, me: string, set: SetLive): Promise<Result & { game?: string }> {
  const inv = readLiveInvite(invite);
  if (!inv) return { ok: false, reason: msg('shell.group.notAnInvite') };
  // Joined already in this page: stored again, since a Join tapped again may follow a write storage refused.
  if (sessions.has(inv.game)) return (await save(), { ok: true, game: inv.game });
  const refused = await checkKey(inv.id, inv.secret);
  if (refused) return { ok: false, reason: refused };
  const m: LiveMembership = {
    server: location.origin,
    id: inv.id,
    secret: inv.secret,
    game: inv.game,
    me,
    phone: newPhoneId(),
    seat: null,
    joinedAt: new Date().toISOString(),
  };
  await open(m, set, false, true);
  await save();
  return { ok: true, game: inv.game };
}

export async function setSeat(game: string, seat: number | null, name: string, set: SetLive): Promise<void> {
  const s = sessions.get(game);
  if (!s) return;
  s.m = { ...s.m, seat, me: name };
  s.link.rename(name);
  set(game, { seat });
  await save();
}

/** This phone leaves a live game: the game stays here (and goes to the group, if any). */
export async function leaveLive(game: string): Promise<void> {
  const s = sessions.get(game);
  if (!s) return;
  sessions.delete(game);
  await s.link.close();
  await save();
  await Promise.all([deleteGroupLog(s.m.id), writeNotSent(s.m.id, [])]);
  // Handed to the group when it was finished: the group's copy, with what members changed since, stays the game's.
  if (!s.link.released) offerToGroup(game);
}

export function dismissLiveLost(game: string): void {
  sessions.get(game)?.link.dismissLost(game);
}
