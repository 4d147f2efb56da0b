// The group this phone is in (issue 31, docs/sync.md), as the screens see it: who I am in it, how the link to its
// server stands, who entered each game, and what of mine the merge did not keep. The sync itself (Yjs, the
// websocket, the group's log on the phone) lives in link/, loaded only once the player is in a group: a
// player who never joins one loads none of it and makes no network request.
import { create } from 'zustand';
import type { Msg } from '../games/shared/msg.ts';
import { rememberInGroup } from '../db/inGroupHint.ts';
import { nothingSaved, startupDone } from '../db/startup.ts';
import { withoutSecret, type GroupView, type SetGroup } from './groupView.ts';
import { useLive } from './live.ts';

export interface GroupState extends GroupView {
  /** Reads the stored membership and, if any, connects (called once at start). */
  load(): Promise<void>;
  /** Starts a new group on this app's own server, with this phone in it as `me`. */
  create(me: string): Promise<{ ok: true } | { ok: false; reason: Msg }>;
  /** Joins the group of an invite (the link's hash part after "#/group/", see inviteLink), as `me`. */
  join(invite: string, me: string): Promise<{ ok: true } | { ok: false; reason: Msg }>;
  /** The invite link: this origin, the group's id and invite token in the hash (never in a path or query); null
   * when this phone holds no invite that still works. */
  inviteLink(): Promise<string | null>;
  /** Asks the server who the members are (the group's page, when opened). */
  refreshMembers(): Promise<void>;
  /** Removes a member: their phones are told and get nothing more; the invite is replaced; no one else changes. */
  removeMember(name: string): Promise<{ ok: true } | { ok: false; reason: Msg }>;
  /** A new invite: the one before stops working; the phones in the group are not touched. */
  newInvite(): Promise<{ ok: true } | { ok: false; reason: Msg }>;
  /** Leaves the group: this phone's games stay on it; nothing more is sent or received. */
  leave(): Promise<void>;
  /** Keeps a game on this phone only (or shares it again). */
  setOnlyHere(gameId: string, onlyHere: boolean): Promise<void>;
  /** The player has read a lost note. */
  dismissLost(gameId: string): void;
}

const link = () => import('./link/group.ts');

export const useGroup = create<GroupState>((set, get) => ({
  loaded: false,
  group: null,
  status: 'off',
  waiting: 0,
  blocked: 0,
  enteredBy: {},
  members: [],
  lost: [],
  async load() {
    await startupDone();
    if (nothingSaved()) return set({ loaded: true });
    const { readLive, readMembership } = await import('../db/groupMembership.ts');
    // Live games first: the group's log does not carry a game while it is live.
    if ((await readLive().catch(() => [])).length) await useLive.getState().load();
    const m = await readMembership().catch(() => null);
    if (!m && !Object.keys(useLive.getState().sessions).length) {
      (await import('../db/written.ts')).ignoreWrites(); // nothing this page writes needs telling a group
      return set({ loaded: true });
    }
    if (!m) return set({ loaded: true });
    set({ loaded: true, group: withoutSecret(m), status: 'connecting' });
    (await link()).connect(m, set as SetGroup);
  },
  async create(me) {
    return (await link()).createGroup(me, set);
  },
  async join(invite, me) {
    return (await link()).joinGroup(invite, me, set);
  },
  async inviteLink() {
    if (!get().group) return null;
    return (await link()).inviteLink();
  },
  async refreshMembers() {
    if (get().group) await (await link()).refreshMembers();
  },
  async removeMember(name) {
    return (await link()).removeMember(name);
  },
  async newInvite() {
    return (await link()).newInvite();
  },
  async leave() {
    if (get().group) await (await link()).leaveGroup();
    set({ group: null, status: 'off', waiting: 0, blocked: 0, enteredBy: {}, members: [], lost: [] });
  },
  async setOnlyHere(gameId, onlyHere) {
    if (get().group) await (await link()).setOnlyHere(gameId, onlyHere, set);
  },
  dismissLost(gameId) {
    set({ lost: get().lost.filter((l) => l.gameId !== gameId) });
    void link().then((l) => l.dismissLost(gameId));
  },
}));

// Once storage has said, the next start's first render knows whether to keep the chip's row (db/inGroupHint.ts).
useGroup.subscribe((s) => void (s.loaded && rememberInGroup(s.group !== null)));
