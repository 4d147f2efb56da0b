// The Azul game being entered: every tap is one edit, scored by the core at once and saved at once (the generic
// saver applies it to the newest stored game in one transaction, journalled first for crash safety).
import { create } from 'zustand';
import { applyEdit, scoreGame, type AzulEdit, type AzulGame, type Color, type GameScore } from './core/index.ts';
import { flushAll } from '../../store/saver.ts';
import { gameSession, type GameSession, type SessionState } from '../../store/session.ts';
import { azulCore } from './core/gameCore.ts';
import { registerCore } from '../../db/cores.ts';
import { say } from '../../i18n/screenWords.tsx';

registerCore(azulCore); // saves summarise with it

export interface AzulState extends SessionState<AzulGame> {
  game: AzulGame | null;
  score: GameScore | null;
  rev: number | null;
  /** The round shown for entry (0-based); the last round unless an earlier one was opened to correct it. */
  round: number;
  /** Grey side: the cell waiting for its colour. */
  picking: { player: number; row: number; col: number } | null;
  saveError: string | null;
  notice: string | null;
  deleted: boolean;

  open(game: AzulGame, rev: number | null): void;
  openById(id: string): Promise<boolean>;
  refresh(): Promise<void>;
  restore(): Promise<void>;
  close(): void;
  setRound(r: number): void;
  /** A tap on a wall cell in the shown round: tiles it, clears it, or moves the row's new tile there. */
  tap(player: number, row: number, col: number): void;
  /** Takes back the last tile placed in the player's entry of the shown round (none there: nothing happens). */
  undoTile(player: number): void;
  pickColor(color: Color): void;
  cancelPick(): void;
  /**
   * One tap on the floor: how many slots of the player's floor line are filled in the shown round (0–7), and
   * whether the first-player marker is one of them. The marker is asked only here and counted at once; given to
   * this player it leaves whoever had it, whose floor loses the slot it filled.
   */
  setFloor(player: number, floor: number, marker?: boolean): void;
  /** Closes the shown (last) round and adds the next. */
  nextRound(): void;
  /** Removes the last round while it is still empty (Next round tapped too early). */
  dropRound(): void;
  /** Renames a player of the open game (not an undo step: Undo takes back what is entered). */
  rename(player: number, name: string): boolean;
  /** Changes the seat order while nothing is entered (`order[k]`: the seat of who sits k-th). */
  reseat(order: number[]): boolean;
  finish(): void;
  reopen(): void;
  retrySave(): Promise<void>;
  dismissNotice(): void;
}

export const flushSaves = (): Promise<void> => flushAll();

/** What differs between two versions of a game, for "Updated from another tab: …". */
export function changesBetween(a: AzulGame, b: AzulGame): string[] {
  const out: string[] = [];
  const n = Math.max(a.rounds.length, b.rounds.length);
  for (let r = 0; r < n; r++) {
    const x = a.rounds[r],
      y = b.rounds[r];
    if (!x || !y) {
      out.push(y ? `round ${r + 1} added` : `round ${r + 1} removed`);
      continue;
    }
    b.players.forEach((p, i) => {
      const ex = x.players[i],
        ey = y.players[i];
      if (!ex || !ey) return;
      const tiles = (e: typeof ex) => JSON.stringify(e.tiles);
      if (tiles(ex) !== tiles(ey)) out.push(`${p.name}'s tiles in round ${r + 1}`);
      if (ex.floor !== ey.floor) out.push(`${p.name}'s floor in round ${r + 1}`);
      if (!!ex.firstPlayer !== !!ey.firstPlayer && ey.firstPlayer)
        out.push(`first player in round ${r + 1}: ${p.name}`);
    });
  }
  if (!!a.finishedAt !== !!b.finishedAt) out.push(b.finishedAt ? 'finished' : 'reopened');
  return out;
}

let session!: GameSession<AzulGame, AzulEdit>;

export const useAzulStore = create<AzulState>((set, get) => {
  const show = (game: AzulGame, extra: Partial<AzulState> = {}) => {
    const last = game.rounds.length - 1;
    const round = Math.max(0, Math.min(get().round, last));
    set({ game, score: scoreGame(game), round, ...extra });
  };
  session = gameSession<AzulGame, AzulEdit, AzulState>({
    core: azulCore,
    get,
    set,
    show,
    describe: (before, after) => {
      const changed = changesBetween(before, after);
      return changed.slice(0, 4).join(', ') + (changed.length > 4 ? ', …' : '');
    },
    afterEdit: { notice: null },
    afterRebase: { picking: null },
  });
  const { edit } = session;

  /**
   * Takes the row's new tile of the shown round off before `then` puts one elsewhere in the row (a move), but
   * only when `then` will apply: otherwise nothing changes and the notice says why.
   */
  const moveOff = (player: number, row: number, then: AzulEdit): boolean => {
    const { game, round } = get();
    if (!game) return false;
    const off: AzulEdit = { kind: 'untile', round, player, row };
    const without = applyEdit(game, off, game.updatedAt);
    const after = without.ok ? applyEdit(without.game, then, game.updatedAt) : without;
    if (!after.ok) return (set({ notice: say('games.notChanged', { reason: after.reason }) }), false);
    return edit(off);
  };

  return {
    game: null,
    score: null,
    rev: null,
    round: 0,
    picking: null,
    saveError: null,
    notice: null,
    deleted: false,

    open(game, rev) {
      session.attach(game, rev);
      set({
        game,
        rev,
        score: scoreGame(game),
        round: Math.max(0, game.rounds.length - 1),
        picking: null,
        saveError: null,
        notice: null,
        deleted: false,
      });
    },
    openById: (id) => session.openById(id),
    refresh: () => session.refresh(),
    restore: () => session.restore(),
    close() {
      session.detach();
      set({ game: null, score: null, rev: null, round: 0, picking: null, deleted: false, notice: null });
    },
    setRound(r) {
      const g = get().game;
      if (!g || r < 0 || r >= g.rounds.length) return;
      set({ round: r, picking: null, notice: null });
    },
    tap(player, row, col) {
      const { game, round } = get();
      if (!game) return;
      const entry = game.rounds[round]?.players[player];
      if (!entry) return;
      const here = entry.tiles.find((t) => t.row === row);
      if (here?.col === col) {
        set({ picking: null });
        edit({ kind: 'untile', round, player, row });
        return;
      }
      if (game.side === 'grey') {
        // The colour comes next (the picker offers only the colours this cell can take, and says why when none can).
        set({ picking: { player, row, col }, notice: null });
        return;
      }
      if (here && !moveOff(player, row, { kind: 'tile', round, player, row, col })) return;
      edit({ kind: 'tile', round, player, row, col });
    },
    undoTile(player) {
      const { game, round } = get();
      const last = game?.rounds[round]?.players[player]?.tiles.at(-1);
      if (!last) return;
      set({ picking: null });
      edit({ kind: 'untile', round, player, row: last.row });
    },
    pickColor(color) {
      const { game, round, picking } = get();
      if (!game || !picking) return;
      const { player, row, col } = picking;
      const here = game.rounds[round]?.players[player]?.tiles.find((t) => t.row === row);
      if (here && here.col !== col && !moveOff(player, row, { kind: 'tile', round, player, row, col, color })) return;
      if (edit({ kind: 'tile', round, player, row, col, color })) set({ picking: null });
    },
    cancelPick() {
      set({ picking: null });
    },
    setFloor(player, floor, marker = false) {
      const { game, round } = get();
      const players = game?.rounds[round]?.players;
      const entry = players?.[player];
      if (!game || !players || !entry) return;
      const had = players.findIndex((e) => e.firstPlayer);
      let moved: string | null = null;
      if (marker && had !== player) {
        if (!edit({ kind: 'marker', round, player })) return;
        const before = had >= 0 ? players[had]!.floor : 0;
        if (had >= 0 && before > 0 && edit({ kind: 'floor', round, player: had, floor: before - 1 })) {
          const name = (i: number) => game.players[i]!.name;
          moved = say('azul.notice.markerMoved', { to: name(player), from: name(had), floor: before - 1 });
        }
      } else if (!marker && had === player && !edit({ kind: 'marker', round, player: null })) return;
      if (get().game?.rounds[round]?.players[player]?.floor !== floor && !edit({ kind: 'floor', round, player, floor }))
        return;
      if (moved) set({ notice: moved });
    },
    nextRound() {
      const g = get().game;
      if (!g) return;
      if (edit({ kind: 'addRound', round: g.rounds.length })) set({ round: g.rounds.length, picking: null });
    },
    dropRound() {
      const g = get().game;
      if (!g) return;
      if (edit({ kind: 'dropRound', round: g.rounds.length - 1 }))
        set({ round: Math.max(0, g.rounds.length - 2), picking: null });
    },
    rename: (player, name) => edit({ kind: 'rename', player, name }),
    reseat: (order) => edit({ kind: 'seats', order }),
    finish() {
      const g = get().game;
      if (g && !g.finishedAt) edit({ kind: 'finish' });
    },
    reopen() {
      if (get().game?.finishedAt) edit({ kind: 'reopen' });
    },
    retrySave: () => session.retrySave(),
    dismissNotice() {
      set({ notice: null });
    },
  };
});

/** Follows saves and deletions made in other tabs; returns a function that stops. */
export const listenForOtherTabs = (): (() => void) => session.listen();

listenForOtherTabs();
