// The Kaliko game being played: every edit is applied by the core at once and saved at once (the generic saver).
// The play being entered lives in the game document's `draft`, so a reload mid-turn keeps it.
import { create } from 'zustand';
import {
  checkPlay,
  fittingTiles,
  place,
  tileById,
  withTiles,
  type GameState,
  type KalikoGame,
  type Placed,
  type PlayResult,
  type TilePlacement,
  type Turn,
} from './core/index.ts';
import { flushAll } from '../../store/saver.ts';
import { gameSession, type GameSession, type Notice, type SessionState } from '../../store/session.ts';
import { registerCore } from '../../db/cores.ts';
import { inverseOf, replayOf, type KalikoEdit } from './core/edits.ts';
import { kalikoCore } from './core/gameCore.ts';
import { say, sayMsg } from '../../i18n/screenWords.tsx';
import { tileName } from './ui/terms.ts';

registerCore(kalikoCore);

export interface KalikoState extends SessionState<KalikoGame> {
  game: KalikoGame | null;
  /** The record replayed: pattern, totals, whose turn, hands, bag. */
  state: GameState | null;
  rev: number | null;
  past: { undo: KalikoEdit; redo: KalikoEdit }[];
  future: { undo: KalikoEdit; redo: KalikoEdit }[];
  /** The empty cell whose picker is open. */
  pickerAt: { q: number; r: number } | null;
  notice: Notice | null;
  /** Why the last "Score" was refused (rule and where). */
  refusal: string | null;
  saveError: string | null;
  deleted: boolean;

  open(game: KalikoGame, rev: number | null): void;
  openById(id: string): Promise<boolean>;
  refresh(): Promise<void>;
  restore(): Promise<void>;
  close(): void;
  openPicker(cell: { q: number; r: number } | null): void;
  /** Places a tile of the picker on its cell, in a rotation that fits (one that makes the play legal if any). */
  placeTile(tileId: string): void;
  /** Turns a tile of the play to its next fitting rotation. */
  rotateDraft(index: number): void;
  removeDraft(index: number): void;
  clearDraft(): void;
  /** Records the play being entered when it is legal; otherwise says why not. */
  scorePlay(): boolean;
  exchange(count: number): boolean;
  pass(): boolean;
  undo(): void;
  redo(): void;
  end(): void;
  resume(): void;
  /** Renames a player of the open game (not an undo step: Undo takes back what is entered). */
  rename(player: number, name: string): boolean;
  /** Changes the seat order while nothing is entered (`order[k]`: the seat of who sits k-th). */
  reseat(order: number[]): boolean;
  finish(): void;
  reopen(): void;
  retrySave(): Promise<void>;
}

const HISTORY_LIMIT = 300;

/** The play being entered as placed tiles (unknown ids dropped). */
export function draftOf(game: KalikoGame | null): Placed[] {
  return (game?.draft ?? []).flatMap((d) => {
    const t = tileById(d.tile);
    return t ? [place(t, d.q, d.r, d.rotation)] : [];
  });
}
const toPlacement = (p: Placed): TilePlacement => ({ tile: p.tile.id, q: p.q, r: p.r, rotation: p.rotation });

/** The live check of the play being entered (null while it is empty). */
export function draftResult(state: GameState | null, game: KalikoGame | null): PlayResult | null {
  const d = draftOf(game);
  return state && d.length ? checkPlay(state.pattern, d) : null;
}

/** The rotations a tile of the play may take on its cell: those matching every neighbour's colours. */
export function rotationsFor(state: GameState, draft: readonly Placed[], index: number): number[] {
  const me = draft[index]!;
  const others = draft.filter((_, i) => i !== index);
  const fit = fittingTiles(withTiles(state.pattern, others, 0), me.q, me.r, [me.tile]);
  return fit[0]?.rotations ?? [];
}

let session!: GameSession<KalikoGame, KalikoEdit>;

export const flushSaves = (): Promise<void> => flushAll();

export const listenForOtherTabs = (): (() => void) => session.listen();

/** "2 turns added, the play being entered changed" — what another tab did, for the notice. */
export function whatChanged(a: KalikoGame, b: KalikoGame): string {
  const parts: string[] = [];
  const d = b.turns.length - a.turns.length;
  if (d > 0) parts.push(`${d} turn${d === 1 ? '' : 's'} added`);
  if (d < 0) parts.push(`${-d} turn${d === -1 ? '' : 's'} undone`);
  if (JSON.stringify(a.draft ?? []) !== JSON.stringify(b.draft ?? [])) parts.push('the play being entered changed');
  if (a.ended !== b.ended) parts.push(b.ended ? 'the game was ended' : 'the game was resumed');
  if (!!a.finishedAt !== !!b.finishedAt) parts.push(b.finishedAt ? 'the game was finished' : 'the game was reopened');
  return parts.join(', ');
}

export const useKaliko = create<KalikoState>((set, get) => {
  // The replayed record is kept while what it is replayed from stays the same objects: an edit of the play being
  // entered (a tile placed or turned) changes only the draft, so the pattern, totals and tiles to come stay as they
  // were, and so do the parts of the screen drawn from them. A turn's edit hands on the record it replayed.
  const show = (game: KalikoGame, extra: Partial<KalikoState> = {}) => {
    const { game: was, state } = get();
    const same =
      !!was &&
      !!state &&
      was.turns === game.turns &&
      was.start === game.start &&
      was.players === game.players &&
      was.ended === game.ended;
    set({ game, state: same ? state : replayOf(game), ...extra });
  };

  session = gameSession<KalikoGame, KalikoEdit, KalikoState>({
    core: kalikoCore,
    get,
    set,
    show,
    describe: whatChanged,
    afterRebase: { refusal: null },
  });
  const { edit } = session;

  /** A player's edit: undoable. */
  const commit = (e: KalikoEdit): boolean => {
    const before = get().game;
    if (!before || !edit(e)) return false;
    const undo = inverseOf(before, get().game!, e);
    set({ past: undo ? [...get().past, { undo, redo: e }].slice(-HISTORY_LIMIT) : get().past, future: [] });
    return true;
  };

  const setDraft = (tiles: Placed[]) => {
    // Drafts are saved but not undo steps of their own: "Undo" takes back turns.
    edit({ kind: 'draft', tiles: tiles.map(toPlacement) });
  };

  const addTurn = (turn: Turn): boolean => {
    const g = get().game;
    if (!g) return false;
    const ok = commit({ kind: 'turn', at: g.turns.length, turn });
    if (ok) set({ pickerAt: null, refusal: null, notice: null });
    return ok;
  };

  return {
    game: null,
    state: null,
    rev: null,
    past: [],
    future: [],
    pickerAt: null,
    notice: null,
    refusal: null,
    saveError: null,
    deleted: false,

    open(game, rev) {
      session.attach(game, rev);
      show(game, {
        rev,
        past: [],
        future: [],
        pickerAt: null,
        notice: null,
        refusal: null,
        saveError: null,
        deleted: false,
      });
    },
    openById: (id) => session.openById(id),
    refresh: () => session.refresh(),
    restore: () => session.restore(),
    close() {
      session.detach();
      set({ game: null, state: null, rev: null, past: [], future: [], pickerAt: null, deleted: false });
    },
    openPicker(cell) {
      set({ pickerAt: cell, refusal: null });
    },
    placeTile(tileId) {
      const { game, state, pickerAt } = get();
      const tile = tileById(tileId);
      if (!game || !state || !pickerAt || !tile) return;
      const draft = draftOf(game);
      const fit = fittingTiles(withTiles(state.pattern, draft, 0), pickerAt.q, pickerAt.r, [tile])[0];
      if (!fit) return set({ notice: () => say('kaliko.notice.noFit', { name: tileName(tile) }) });
      const tries = fit.rotations.map((rot) => [...draft, place(tile, pickerAt.q, pickerAt.r, rot)]);
      const legal = tries.find((d) => checkPlay(state.pattern, d).ok);
      setDraft(legal ?? tries[0]!);
      set({ pickerAt: null, refusal: null });
    },
    rotateDraft(index) {
      const { game, state } = get();
      if (!game || !state) return;
      const draft = draftOf(game);
      const me = draft[index];
      if (!me) return;
      const rots = rotationsFor(state, draft, index);
      if (rots.length < 2) return set({ notice: rots.length ? () => say('kaliko.notice.oneWay') : null });
      const next = rots[(rots.indexOf(me.rotation) + 1) % rots.length]!;
      setDraft(draft.map((p, i) => (i === index ? place(p.tile, p.q, p.r, next) : p)));
      set({ refusal: null, notice: null });
    },
    removeDraft(index) {
      const draft = draftOf(get().game);
      setDraft(draft.filter((_, i) => i !== index));
      set({ refusal: null });
    },
    clearDraft() {
      setDraft([]);
      set({ refusal: null, pickerAt: null });
    },
    scorePlay() {
      const { game, state } = get();
      if (!game || !state) return false;
      const draft = draftOf(game);
      if (!draft.length) return (set({ refusal: say('kaliko.refusal.empty') }), false);
      const r = checkPlay(state.pattern, draft);
      if (!r.ok)
        return (
          set({
            refusal: say('kaliko.refusal.notLegal', {
              problems: r.problems.map((p) => sayMsg(p.message)).join(say('games.listSeparator')),
            }),
          }),
          false
        );
      return addTurn({ player: state.nextPlayer, kind: 'play', tiles: draft.map(toPlacement) });
    },
    exchange(count) {
      const st = get().state;
      return !!st && addTurn({ player: st.nextPlayer, kind: 'exchange', count });
    },
    pass() {
      const st = get().state;
      return !!st && addTurn({ player: st.nextPlayer, kind: 'pass' });
    },
    undo() {
      const { past, future, game } = get();
      // With nothing undoable from this visit (say, after a reload), Undo takes back the record's last turn.
      const n = game?.turns.length ?? 0;
      const last =
        past[past.length - 1] ??
        (game && n && !game.finishedAt
          ? {
              undo: { kind: 'undo', from: n, to: n - 1 } as KalikoEdit,
              redo: { kind: 'turn', at: n - 1, turn: game.turns[n - 1]! } as KalikoEdit,
            }
          : undefined);
      if (!last || !game) return;
      set({ past: past.slice(0, -1), notice: null, refusal: null });
      // A turn's undo drops it and whatever draft the player was entering afterwards.
      if (edit(last.undo)) set({ future: [last, ...future] });
    },
    redo() {
      const { past, future } = get();
      const next = future[0];
      if (!next) return;
      set({ future: future.slice(1), notice: null, refusal: null });
      if (edit(next.redo)) set({ past: [...past, next] });
    },
    end() {
      commit({ kind: 'end' });
    },
    resume() {
      commit({ kind: 'resume' });
    },
    rename: (player, name) => edit({ kind: 'rename', player, name }),
    reseat: (order) => edit({ kind: 'seats', order }),
    finish() {
      if (get().game && !get().game!.finishedAt) commit({ kind: 'finish' });
    },
    reopen() {
      if (get().game?.finishedAt) commit({ kind: 'reopen' });
    },
    retrySave: () => session.retrySave(),
  };
});

listenForOtherTabs();
