// The live games of this phone (issue 32) as the screens see them: for each, how its link stands, who is at the
// table, what of mine the merge did not keep, and which player this phone enters. The link itself lives in
// link/live.ts, loaded only when a game goes live or a live invite is opened.
import { create } from 'zustand';
import type { Msg } from '../games/shared/msg.ts';
import type { GroupView, LiveInvite, LiveStatus } from './groupView.ts';

export interface LiveSession extends Pick<GroupView, 'waiting' | 'members' | 'lost'> {
  status: LiveStatus;
  /** The player (index) this phone enters; null until chosen. */
  seat: number | null;
  /** Finished and handed to this phone's group, which carries the game here from then on: a change from the group
   * is said like any other phone's, not taken quietly as the table's. */
  handed?: boolean;
}

type Result = { ok: true } | { ok: false; reason: Msg };

export interface LiveState {
  sessions: Readonly<Record<string, LiveSession>>;
  /** Players whose part this phone corrects on purpose ("Correct Ben's board"), per game. */
  correcting: Readonly<Record<string, readonly number[]>>;
  /** Starts the live games stored on this phone (called once at start, from the group's load). */
  load(): Promise<void>;
  start(gameId: string, me: string, seat: number | null): Promise<Result>;
  /** Loads what joining needs (the link's code, every game's core) while the player reads the invite: no request
   * to any server. */
  ready(): Promise<void>;
  join(invite: string, me: string): Promise<Result & { game?: string }>;
  /** The game's invite; `about` (its kind and players) lets a joining phone ask which player it is before Join. */
  invite(gameId: string, about?: LiveInvite['about']): Promise<string | null>;
  /** This phone enters player `seat` (`name`: that player's name, written on its changes). */
  setSeat(gameId: string, seat: number | null, name: string): Promise<void>;
  correct(gameId: string, player: number, on: boolean): void;
  leave(gameId: string): Promise<void>;
  dismissLost(gameId: string): void;
}

let loaded: typeof import('./link/live.ts') | undefined;
/** The link's code. Once loaded it is handed over at once: a dynamic import, even of code loaded already, resolves
 * in a later task, and on a slow phone a tap's work then waits behind whatever else is queued. */
const link = async () => (loaded ??= await import('./link/live.ts'));
const EMPTY: LiveSession = { status: 'connecting', waiting: 0, members: [], lost: [], seat: null };

export const useLive = create<LiveState>((set, get) => {
  const forget = (gameId: string) =>
    set((s) => {
      const { [gameId]: _, ...rest } = s.sessions;
      return { sessions: rest };
    });
  const patch = (gameId: string, p: Partial<LiveSession> | null) =>
    p === null
      ? forget(gameId)
      : set((s) => ({ sessions: { ...s.sessions, [gameId]: { ...EMPTY, ...s.sessions[gameId], ...p } } }));
  return {
    sessions: {},
    correcting: {},
    async load() {
      await (await link()).connectLive(patch);
    },
    async start(gameId, me, seat) {
      return (await link()).startLive(gameId, me, seat, patch);
    },
    async ready() {
      await (await link()).readyLive();
    },
    async join(invite, me) {
      return (await link()).joinLive(invite, me, patch);
    },
    async invite(gameId, about) {
      return get().sessions[gameId] ? (await link()).liveInvite(gameId, about) : null;
    },
    async setSeat(gameId, seat, name) {
      await (await link()).setSeat(gameId, seat, name, patch);
    },
    correct(gameId, player, on) {
      const now = (get().correcting[gameId] ?? []).filter((p) => p !== player);
      set((s) => ({ correcting: { ...s.correcting, [gameId]: on ? [...now, player] : now } }));
    },
    async leave(gameId) {
      if (!get().sessions[gameId]) return;
      await (await link()).leaveLive(gameId);
      forget(gameId);
    },
    dismissLost(gameId) {
      patch(gameId, { lost: [] });
      void link().then((l) => l.dismissLiveLost(gameId));
    },
  };
});

/** Whether this phone may change player `part` of a live game now: its own seat, a part it corrects on purpose,
 * a part of no player (null: the game's shared things), or any part when the game is not live here or no seat
 * was chosen. */
export function mayChange(gameId: string, part: number | null): boolean {
  if (part === null) return true;
  const { sessions, correcting } = useLive.getState();
  const seat = sessions[gameId]?.seat ?? null;
  return seat === null || seat === part || (correcting[gameId] ?? []).includes(part);
}

/** This game's changes come from its table (live here, and not yet handed to the group). */
export const atTable = (gameId: string): boolean => {
  const s = useLive.getState().sessions[gameId];
  return !!s && !s.handed;
};
