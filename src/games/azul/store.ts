// The Azul game being entered: every tap is one edit, scored by the core at once and saved at once (the generic
// saver applies it to the newest stored game in one transaction, journalled first for crash safety).
import { create } from 'zustand';
import * as v from 'valibot';
import {
  applyEdit,
  scoreGame,
  type AzulEdit,
  type AzulGame,
  type Color,
  type GameScore,
  type WallTile,
} from './core/index.ts';
import { flushAll } from '../../store/saver.ts';
import { gameSession, type GameSession, type Notice, type SessionState } from '../../store/session.ts';
import { azulCore } from './core/gameCore.ts';
import { registerCore } from '../../db/cores.ts';
import { say } from '../../i18n/screenWords.tsx';
import { recallPlace, rememberPlace } from '../../db/entryPlace.ts';
import { useLive } from '../../store/live.ts';

registerCore(azulCore); // saves summarise with it

export interface AzulState extends SessionState<AzulGame> {
  game: AzulGame | null;
  score: GameScore | null;
  rev: number | null;
  /** The round shown for entry (0-based); the last round unless an earlier one was opened to correct it. */
  round: number;
  /** The wall shown when one wall is shown at a time (a player's index). */
  shown: number;
  /** The taps on walls in this tab, oldest first: what Undo takes back (a moved tile goes back where it was). */
  taps: WallTap[];
  /** Grey side: the cell waiting for its colour. */
  picking: { player: number; row: number; col: number } | null;
  saveError: string | null;
  notice: Notice | null;
  deleted: boolean;

  /** `player`: the wall shown first (this phone's seat in a live game), unless a reload kept the one being entered. */
  open(game: AzulGame, rev: number | null, player?: number): void;
  openById(id: string): Promise<boolean>;
  refresh(): Promise<void>;
  restore(): Promise<void>;
  close(): void;
  setRound(r: number): void;
  setShown(player: number): void;
  /** A tap on a wall cell in the shown round: tiles it, clears it, or moves the row's new tile there. */
  tap(player: number, row: number, col: number): void;
  /** Undoes the player's last tap on their wall in the shown round: a tile placed goes, a tile moved in its row goes
   * back, a tile cleared comes back. With no tap remembered (or one changed since elsewhere), the last tile goes. */
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

const tileSchema = v.object({
  row: v.number(),
  col: v.number(),
  color: v.optional(v.picklist(['blue', 'yellow', 'red', 'black', 'white'] satisfies Color[])),
});
const tapSchema = v.object({
  round: v.number(),
  player: v.number(),
  row: v.number(),
  before: v.nullable(tileSchema),
  after: v.nullable(tileSchema),
});
/** One tap on a wall: the row's new tile of the round before it and after it (null: none). */
export type WallTap = v.InferOutput<typeof tapSchema>;
const placeSchema = v.object({ round: v.number(), shown: v.number(), taps: v.array(tapSchema) });
/** Enough for any round; older taps are forgotten. */
const MAX_TAPS = 60;

const sameTile = (a: WallTile | null | undefined, b: WallTile | null) =>
  (a ?? null) === null ? b === null : !!b && a!.col === b.col && a!.color === b.color;

/** The tap Undo would take back for a player in the round, if the row still shows what it left. */
function lastTap(s: Pick<AzulState, 'game' | 'taps'>, round: number, player: number): WallTap | null {
  for (let k = s.taps.length - 1; k >= 0; k--) {
    const tp = s.taps[k]!;
    if (tp.round !== round || tp.player !== player) continue;
    const now = s.game?.rounds[round]?.players[player]?.tiles.find((t) => t.row === tp.row);
    return sameTile(now, tp.after) ? tp : null;
  }
  return null;
}

/** The cell Undo would change for a player in the round (none: nothing to undo). */
export function undoTarget(s: Pick<AzulState, 'game' | 'taps'>, round: number, player: number): WallTile | null {
  const tp = lastTap(s, round, player);
  return tp ? (tp.after ?? tp.before) : (s.game?.rounds[round]?.players[player]?.tiles.at(-1) ?? null);
}

/** Whose wall to show in a round nobody has said: the last player with anything entered in it (else the first). */
function whoseTurn(game: AzulGame, round: number): number {
  const entries = game.rounds[round]?.players ?? [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.tiles.length || e.floor || e.firstPlayer) return i;
  }
  return 0;
}

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

/** The store with no game open: at start, and after close. */
const NO_GAME = {
  game: null,
  score: null,
  rev: null,
  round: 0,
  shown: 0,
  taps: [],
  picking: null,
  saveError: null,
  notice: null,
  deleted: false,
} satisfies Partial<AzulState>;

/** The wall a round opens on: this phone's own player's in a live game (a phone stays on its own wall), else the
 * first player's. */
const ownWall = (game: AzulGame): number => useLive.getState().sessions[game.id]?.seat ?? 0;

export const useAzulStore = create<AzulState>((set, get) => {
  const show = (game: AzulGame, extra: Partial<AzulState> = {}) => {
    const last = game.rounds.length - 1;
    const was = get();
    // On the round being played, a round the table added (another phone's Next round) is followed: this phone is
    // never left correcting a round it did not open. An earlier round opened to correct it stays.
    const follow =
      !!was.game && was.game.id === game.id && was.round === was.game.rounds.length - 1 && last > was.round;
    const round = follow ? last : Math.max(0, Math.min(was.round, last));
    const shown = follow ? ownWall(game) : Math.min(was.shown, game.players.length - 1);
    set({ game, score: scoreGame(game), round, shown, ...extra });
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
    if (!after.ok) return (set({ notice: () => say('games.notChanged', { reason: after.reason }) }), false);
    return edit(off);
  };
  /** Remembers a tap that applied, for Undo. */
  const keepTap = (tap: WallTap) => set({ taps: [...get().taps, tap].slice(-MAX_TAPS) });
  /** The row's new tile, as a tap leaves it. */
  const tileOf = (row: number, col: number, color?: Color): WallTile => (color ? { row, col, color } : { row, col });

  return {
    ...NO_GAME,

    open(game, rev, player) {
      session.attach(game, rev);
      const round = Math.max(0, game.rounds.length - 1);
      // After a reload: the wall the player was entering, and the taps Undo can still take back.
      const kept = v.safeParse(placeSchema, recallPlace(game.id));
      const place = kept.success && kept.output.round === round ? kept.output : null;
      const shown =
        place && place.shown >= 0 && place.shown < game.players.length
          ? place.shown
          : game.players[player ?? -1]
            ? player!
            : whoseTurn(game, round);
      set({
        game,
        rev,
        score: scoreGame(game),
        round,
        shown,
        taps: place?.taps ?? [],
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
      set(NO_GAME);
    },
    setRound(r) {
      const g = get().game;
      if (!g || r < 0 || r >= g.rounds.length) return;
      // A round opened (to correct it, or back to the last) starts with the first player's wall (a live game's phone:
      // its own).
      set({ round: r, shown: ownWall(g), picking: null, notice: null });
    },
    setShown(player) {
      const g = get().game;
      if (g && player >= 0 && player < g.players.length) set({ shown: player });
    },
    tap(player, row, col) {
      const { game, round } = get();
      if (!game) return;
      const entry = game.rounds[round]?.players[player];
      if (!entry) return;
      const here = entry.tiles.find((t) => t.row === row);
      if (here?.col === col) {
        set({ picking: null });
        if (edit({ kind: 'untile', round, player, row })) keepTap({ round, player, row, before: here, after: null });
        return;
      }
      if (game.side === 'grey') {
        // The colour comes next (the picker offers only the colours this cell can take, and says why when none can).
        set({ picking: { player, row, col }, notice: null });
        return;
      }
      if (here && !moveOff(player, row, { kind: 'tile', round, player, row, col })) return;
      if (edit({ kind: 'tile', round, player, row, col }))
        keepTap({ round, player, row, before: here ?? null, after: tileOf(row, col) });
    },
    undoTile(player) {
      const s = get();
      const { game, round } = s;
      if (!game) return;
      const tp = lastTap(s, round, player);
      const mine = (t: WallTap) => t.round === round && t.player === player;
      // The tap taken back is forgotten; with none that still fits, so are this entry's older ones.
      set({ picking: null, taps: s.taps.filter((t) => (tp ? t !== tp : !mine(t))) });
      if (!tp) {
        const last = game.rounds[round]?.players[player]?.tiles.at(-1);
        if (last) edit({ kind: 'untile', round, player, row: last.row });
        return;
      }
      const { row, before, after } = tp;
      const back: AzulEdit | null = before ? { kind: 'tile', round, player, ...before } : null;
      if (!back) edit({ kind: 'untile', round, player, row });
      else if (!after) edit(back);
      else if (moveOff(player, row, back)) edit(back);
    },
    pickColor(color) {
      const { game, round, picking } = get();
      if (!game || !picking) return;
      const { player, row, col } = picking;
      const here = game.rounds[round]?.players[player]?.tiles.find((t) => t.row === row);
      if (here && here.col !== col && !moveOff(player, row, { kind: 'tile', round, player, row, col, color })) return;
      if (edit({ kind: 'tile', round, player, row, col, color })) {
        set({ picking: null });
        keepTap({ round, player, row, before: here ?? null, after: tileOf(row, col, color) });
      }
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
      let moved: Notice | null = null;
      if (marker && had !== player) {
        if (!edit({ kind: 'marker', round, player })) return;
        const before = had >= 0 ? players[had]!.floor : 0;
        if (had >= 0 && before > 0 && edit({ kind: 'floor', round, player: had, floor: before - 1 })) {
          const name = (i: number) => game.players[i]!.name;
          moved = () => say('azul.notice.markerMoved', { to: name(player), from: name(had), floor: before - 1 });
        }
      } else if (!marker && had === player && !edit({ kind: 'marker', round, player: null })) return;
      if (get().game?.rounds[round]?.players[player]?.floor !== floor && !edit({ kind: 'floor', round, player, floor }))
        return;
      if (moved) set({ notice: moved });
    },
    nextRound() {
      const g = get().game;
      if (!g) return;
      if (edit({ kind: 'addRound', round: g.rounds.length }))
        set({ round: g.rounds.length, shown: ownWall(g), picking: null });
    },
    dropRound() {
      const g = get().game;
      if (!g) return;
      if (edit({ kind: 'dropRound', round: g.rounds.length - 1 })) {
        const round = Math.max(0, g.rounds.length - 2);
        set({ round, shown: whoseTurn(get().game!, round), picking: null });
      }
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

// The place in the open game goes with every change of it, so a reload finds it.
useAzulStore.subscribe((s, prev) => {
  if (
    s.game &&
    (s.shown !== prev.shown || s.taps !== prev.taps || s.round !== prev.round || s.game.id !== prev.game?.id)
  )
    rememberPlace(s.game.id, { round: s.round, shown: s.shown, taps: s.taps });
});
