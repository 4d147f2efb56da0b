// The game being edited: every change is scored by the core at once and saved at once.
import { create } from 'zustand';
import {
  CATS, COLOR_NAMES, keyOf, PLAYABLE_CELLS, scoreGame, type CatId, type CellKey, type Color, type Corrections, type Game, type GameScore, type Tile,
} from '../calico/index.ts';
import { loadGame, saveGame, SaveError } from '../db/db.ts';
import { clearPending, discardPending, stashPending } from '../db/pending.ts';

export type EntryMode = 'tap' | 'paint';

interface Highlight {
  player: number;
  cells: CellKey[];
  label: string;
}

export interface GameState {
  game: Game | null;
  score: GameScore | null;
  rev: number | null;
  past: Game[];
  future: Game[];
  activePlayer: number;
  /** Selected playable cell index of the active player's board (tap mode). */
  selected: number | null;
  entryMode: EntryMode;
  paintTile: Tile | null;
  highlight: Highlight | null;
  saveError: string | null;
  /** A short message for the player ("Blue button!", "Updated from another tab."). */
  notice: string | null;
  coach: { on: boolean; hand: [Tile | null, Tile | null]; choosing: 0 | 1 | null };

  open(game: Game, rev: number | null): void;
  openById(id: string): Promise<boolean>;
  close(): void;
  setActivePlayer(i: number): void;
  select(cell: number | null): void;
  place(tile: Tile): void;
  paint(cell: number): void;
  clear(cell?: number): void;
  undo(): void;
  redo(): void;
  setCorrections(player: number, c: Corrections): void;
  setEntryMode(m: EntryMode): void;
  setPaintTile(t: Tile | null): void;
  setHighlight(h: Highlight | null): void;
  finish(): void;
  reopen(): void;
  retrySave(): Promise<void>;
  /** Leaves turn-by-turn play: the boards stay, the history goes, scoring is from the boards from now on. */
  switchToFreeEditing(): void;
  setCoach(c: Partial<GameState['coach']>): void;
}

/** Play-along games record every placement: they carry a history (possibly still empty). */
export const isPlayAlong = (g: Game | null): boolean => !!g && g.history !== undefined;

/** Whose turn the app proposes: the next seat after the last placement. */
export function proposedPlayer(g: Game): number {
  const last = g.history?.[g.history.length - 1];
  return last ? (last.player + 1) % g.players.length : 0;
}

/** What a placement just earned, as a short notice ("Ana: Light blue button! Leo — 11"). */
export function awardNotice(score: GameScore, player: number, turn: number): string | null {
  const p = score.players[player]!;
  const parts = [
    ...p.buttons.filter((b) => b.turn === turn).map((b) => `${COLOR_NAMES[b.color]} button!`),
    ...p.cats.filter((c) => c.turn === turn).map((c) => `${CATS[c.cat].name} — ${c.points}`),
    ...score.shortfalls.filter((f) => f.turn === turn && f.player === player).map((f) =>
      f.kind === 'button' ? `${COLOR_NAMES[f.id as Color]} button earned, but the box has none left.` : `${CATS[f.id as CatId].name} earned, but the stack is empty.`),
  ];
  return parts.length ? `${p.name}: ${parts.join(' ')}` : null;
}

const HISTORY_LIMIT = 300;
const now = () => new Date().toISOString();
const sameTile = (a: Tile | undefined, b: Tile) => !!a && a.color === b.color && a.pattern === b.pattern;

/** The next empty playable cell after `from` in reading order (wrapping), or null when the board is full. */
export function nextEmpty(cells: Game['players'][number]['cells'], from: number | null): number | null {
  const start = from === null ? -1 : PLAYABLE_CELLS.indexOf(from);
  for (let k = 1; k <= PLAYABLE_CELLS.length; k++) {
    const c = PLAYABLE_CELLS[(start + k) % PLAYABLE_CELLS.length]!;
    if (!cells[keyOf(c)]) return c;
  }
  return null;
}

// Saves run one after another, so revisions never race; the newest state always wins on screen.
let queue: Promise<void> = Promise.resolve();

// Other tabs hear of every save and reload the game they show when it changed there.
const CHANNEL = 'calico-games';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

/** Starts following saves made in other tabs; returns a function that stops. */
export function listenForOtherTabs(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const inbox = new BroadcastChannel(CHANNEL);
  inbox.onmessage = (e: MessageEvent<{ id: string; rev: number }>) => {
    const st = useGameStore.getState();
    if (st.game?.id === e.data.id && (st.rev ?? 0) < e.data.rev) {
      void queue.then(() => st.openById(e.data.id)).then(() => useGameStore.setState({ notice: 'Updated from another tab.' }));
    }
  };
  return () => inbox.close();
}

/** Resolves when every save queued so far has finished. */
export const flushSaves = (): Promise<void> => queue;

export const useGameStore = create<GameState>((set, get) => {
  // Only the newest state waiting to be saved is written: a burst of taps is one save, not a queue of them.
  let waiting: Game | null = null;
  const persist = (latest: Game) => {
    stashPending(latest);
    waiting = latest;
    queue = queue.then(async () => {
      const game = waiting;
      if (!game) return;
      waiting = null;
      try {
        const rev = await saveGame(game, get().rev);
        if (get().game?.id === game.id) set({ rev, saveError: null });
        clearPending(game);
        channel?.postMessage({ id: game.id, rev });
      } catch (e) {
        const err = e instanceof SaveError ? e : new SaveError(String(e), 'other');
        if (err.kind === 'conflict') {
          discardPending(game.id);
          await get().openById(game.id);
          set({ notice: err.message });
        } else set({ saveError: err.message });
      }
    });
    return queue;
  };

  const commit = (next: Game, opts: { keepFuture?: boolean } = {}) => {
    const { game, past, future } = get();
    if (!game) return;
    const stamped = { ...next, updatedAt: now() };
    set({
      game: stamped,
      score: scoreGame(stamped),
      past: [...past, game].slice(-HISTORY_LIMIT),
      future: opts.keepFuture ? future : [],
      highlight: null,
    });
    void persist(stamped);
  };

  const setCell = (player: number, cell: number, tile: Tile | null): Game | null => {
    const { game } = get();
    if (!game) return null;
    const key = keyOf(cell);
    const cells = { ...game.players[player]!.cells };
    if (tile) cells[key] = tile;
    else delete cells[key];
    const players = game.players.map((p, i) => (i === player ? { ...p, cells } : p));
    // Editing a board by hand leaves turn-by-turn play: the history no longer describes the boards.
    const { history: _dropped, finishedAt: _f, ...rest } = game;
    return { ...rest, players };
  };

  return {
    game: null, score: null, rev: null, past: [], future: [], activePlayer: 0, selected: null,
    entryMode: 'tap', paintTile: null, highlight: null, saveError: null, notice: null,
    coach: { on: false, hand: [null, null], choosing: null },

    open(game, rev) {
      const active = isPlayAlong(game) ? proposedPlayer(game) : 0;
      set({
        game, rev, score: scoreGame(game), past: [], future: [], activePlayer: active, highlight: null, saveError: null, notice: null,
        selected: isPlayAlong(game) ? null : nextEmpty(game.players[active]!.cells, null),
      });
      if (rev === null) void persist(game);
    },
    async openById(id) {
      const row = await loadGame(id);
      if (!row) return false;
      const keep = get().game?.id === id ? get().activePlayer : 0;
      set({ game: row.doc, rev: row.rev, score: scoreGame(row.doc), past: [], future: [], highlight: null, activePlayer: Math.min(keep, row.doc.players.length - 1) });
      set({ selected: nextEmpty(row.doc.players[get().activePlayer]!.cells, null) });
      return true;
    },
    close() {
      set({ game: null, score: null, rev: null, past: [], future: [], selected: null, highlight: null });
    },
    setActivePlayer(i) {
      const g = get().game;
      if (!g) return;
      set({ activePlayer: i, highlight: null, selected: nextEmpty(g.players[i]!.cells, null) });
    },
    select(cell) {
      set({ selected: cell });
    },
    place(tile) {
      const { selected, activePlayer, game } = get();
      if (selected === null || !game) return;
      if (isPlayAlong(game)) {
        const key = keyOf(selected);
        if (game.players[activePlayer]!.cells[key]) return; // tiles never move; undo to change a placement
        const sheet = game.players[activePlayer]!;
        const next: Game = {
          ...game,
          players: game.players.map((p, i) => (i === activePlayer ? { ...sheet, cells: { ...sheet.cells, [key]: tile } } : p)),
          history: [...game.history!, { player: activePlayer, cell: key, color: tile.color, pattern: tile.pattern }],
        };
        commit(next);
        const turn = next.history!.length - 1;
        const who = proposedPlayer(next);
        set({ notice: awardNotice(get().score!, activePlayer, turn), activePlayer: who, selected: null });
        return;
      }
      const next = setCell(activePlayer, selected, tile);
      if (!next) return;
      commit(next);
      set({ selected: nextEmpty(next.players[activePlayer]!.cells, selected) });
    },
    paint(cell) {
      const { paintTile, activePlayer, game } = get();
      if (!paintTile || !game || isPlayAlong(game)) return;
      const current = game.players[activePlayer]!.cells[keyOf(cell)];
      const next = setCell(activePlayer, cell, sameTile(current, paintTile) ? null : paintTile);
      if (next) commit(next);
      set({ selected: cell });
    },
    clear(cell) {
      const { selected, activePlayer, game } = get();
      const target = cell ?? selected;
      if (target === null || isPlayAlong(game)) return;
      const next = setCell(activePlayer, target, null);
      if (next) commit(next);
    },
    undo() {
      const { past, game, future } = get();
      const prev = past[past.length - 1];
      if (!prev || !game) return;
      const restored = { ...prev, updatedAt: now() };
      set({ game: restored, score: scoreGame(restored), past: past.slice(0, -1), future: [game, ...future], highlight: null, notice: null });
      if (isPlayAlong(restored)) set({ activePlayer: proposedPlayer(restored), selected: null });
      void persist(restored);
    },
    redo() {
      const { past, game, future } = get();
      const next = future[0];
      if (!next || !game) return;
      const restored = { ...next, updatedAt: now() };
      set({ game: restored, score: scoreGame(restored), past: [...past, game], future: future.slice(1), highlight: null, notice: null });
      if (isPlayAlong(restored)) set({ activePlayer: proposedPlayer(restored), selected: null });
      void persist(restored);
    },
    setCorrections(player, c) {
      const { game } = get();
      if (!game) return;
      const clean = {
        buttons: Object.fromEntries(Object.entries(c.buttons ?? {}).filter(([, n]) => n)),
        cats: Object.fromEntries(Object.entries(c.cats ?? {}).filter(([, n]) => n)),
      };
      commit({ ...game, players: game.players.map((p, i) => (i === player ? { ...p, corrections: clean } : p)) });
    },
    setEntryMode(m) {
      set({ entryMode: m, paintTile: m === 'paint' ? get().paintTile : null });
    },
    setPaintTile(t) {
      set({ paintTile: t });
    },
    setHighlight(h) {
      set({ highlight: h });
    },
    finish() {
      const { game } = get();
      if (game && !game.finishedAt) commit({ ...game, finishedAt: now() });
    },
    reopen() {
      const { game } = get();
      if (!game?.finishedAt) return;
      const { finishedAt: _f, ...rest } = game;
      commit(rest);
    },
    async retrySave() {
      const { game } = get();
      if (game) await persist(game);
    },
    switchToFreeEditing() {
      const { game } = get();
      if (!game || !isPlayAlong(game)) return;
      const { history: _h, ...rest } = game;
      commit(rest);
      set({ notice: 'Free editing: the boards are now scored as finished boards (each group once).' });
    },
    setCoach(c) {
      set({ coach: { ...get().coach, ...c } });
    },
  };
});
