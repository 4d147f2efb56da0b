// The game being edited: every change is scored by the core at once and saved at once.
import { create } from 'zustand';
import {
  CATS,
  changedCells,
  inverseOf,
  keyOf,
  PLAYABLE_CELLS,
  scoreGame,
  type CatId,
  type CellKey,
  type Color,
  type Corrections,
  type Edit,
  type Game,
  type GameScore,
  type Tile,
} from './core/index.ts';
import { flushAll } from '../../store/saver.ts';
import { gameSession, type GameSession, type Notice, type SessionState } from '../../store/session.ts';
import { calicoCore } from './core/gameCore.ts';
import { registerCore } from '../../db/cores.ts';
import { say } from '../../i18n/screenWords.tsx';
import { colorWord } from './ui/terms.ts';

registerCore(calicoCore); // saves summarise with it

export type EntryMode = 'tap' | 'paint';

interface Highlight {
  player: number;
  cells: CellKey[];
  label: string;
}

export interface GameState extends SessionState<Game> {
  game: Game | null;
  score: GameScore | null;
  rev: number | null;
  /** This tab's edits, each with the edit that takes it back. */
  past: { undo: Edit; redo: Edit }[];
  future: { undo: Edit; redo: Edit }[];
  activePlayer: number;
  /** Selected playable cell index of the active player's board (tap mode). */
  selected: number | null;
  entryMode: EntryMode;
  paintTile: Tile | null;
  highlight: Highlight | null;
  saveError: string | null;
  /** A short message for the player ("Blue button!", "Updated from another tab."). */
  notice: Notice | null;
  /** How to lay the table out as the app dealt it: its words are made as it is shown (a language switch too). */
  layOut: (() => string) | null;
  /** The game was deleted (in another tab) while open here. */
  deleted: boolean;
  coach: { on: boolean; hand: [Tile | null, Tile | null]; choosing: 0 | 1 | null };

  /** `player`: shown first (this phone's seat in a live game), unless the game is played along (then whose turn). */
  open(game: Game, rev: number | null, player?: number): void;
  /** A live game's seat learnt after opening: its board shown, unless the game is played along (whose turn it is). */
  showSeat(player: number): void;
  openById(id: string): Promise<boolean>;
  /** Shows the newest stored version (another tab saved), keeping this tab's unsaved edits and selection. */
  refresh(): Promise<void>;
  restore(): Promise<void>;
  close(): void;
  setActivePlayer(i: number): void;
  select(cell: number | null): void;
  /** Puts the tile on the selected cell; when nothing happens, says why in words. */
  place(tile: Tile): string | null;
  paint(cell: number): void;
  clear(cell?: number): void;
  undo(): void;
  redo(): void;
  setCorrections(player: number, c: Corrections): void;
  setEntryMode(m: EntryMode): void;
  setPaintTile(t: Tile | null): void;
  setHighlight(h: Highlight | null): void;
  /** Renames a player of the open game (not an undo step: Undo takes back what is entered). */
  rename(player: number, name: string): boolean;
  /** Changes the seat order while nothing is entered (`order[k]`: the seat of who sits k-th). */
  reseat(order: number[]): boolean;
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
export function awardNotice(score: GameScore, player: number, turn: number): Notice | null {
  const p = score.players[player]!;
  const buttons = p.buttons.filter((b) => b.turn === turn);
  const cats = p.cats.filter((c) => c.turn === turn);
  const short = score.shortfalls.filter((f) => f.turn === turn && f.player === player);
  if (!buttons.length && !cats.length && !short.length) return null;
  return () => {
    const parts = [
      ...buttons.map((b) => say('calico.award.button', { colour: colorWord(b.color) })),
      ...cats.map((c) => say('calico.award.cat', { cat: CATS[c.cat].name, points: c.points })),
      ...short.map((f) =>
        f.kind === 'button'
          ? say('calico.award.noButton', { colour: colorWord(f.id as Color) })
          : say('calico.award.noToken', { cat: CATS[f.id as CatId].name }),
      ),
    ];
    return say('calico.award.notice', { name: p.name, parts: parts.join(' ') });
  };
}

const HISTORY_LIMIT = 300;
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

/** Resolves when every save started so far has finished. */
export const flushSaves = (): Promise<void> => flushAll();

/** "Ana 2,3, Ben 4,1" — the cells that another tab changed, for the notice. */
const cellList = (game: Game, cells: { player: number; cell: CellKey }[]): string =>
  cells
    .slice(0, 6)
    .map(({ player, cell }) => `${game.players[player]?.name ?? '?'} ${cell}`)
    .join(', ') + (cells.length > 6 ? ', …' : '');

let session!: GameSession<Game, Edit>;

/** Follows saves and deletions made in other tabs (from when this module loads); returns a function that stops. */
export const listenForOtherTabs = (): (() => void) => session.listen();

export const useGameStore = create<GameState>((set, get) => {
  session = gameSession<Game, Edit, GameState>({
    core: calicoCore,
    get,
    set,
    show: (game, extra) => set({ game, score: scoreGame(game), ...extra }),
    describe: (before, after) => cellList(after, changedCells(before, after)),
    afterEdit: { highlight: null },
    afterRebase: { highlight: null }, // the selected cell stays where the player put it
  });
  const { edit } = session;

  /** An edit the player made: undoable when it can be taken back. */
  const commit = (e: Edit): boolean => {
    const before = get().game;
    if (!before || !edit(e)) return false;
    const undo = inverseOf(before, e);
    // Redo is the inverse of the undo: it too applies only while the cell is as the undo left it.
    const redo = undo ? (inverseOf(get().game!, undo) ?? e) : e;
    set({ past: undo ? [...get().past, { undo, redo }].slice(-HISTORY_LIMIT) : [], future: [] });
    return true;
  };

  const afterPlayAlongStep = () => {
    const g = get().game;
    if (isPlayAlong(g)) set({ activePlayer: proposedPlayer(g!), selected: null });
  };

  return {
    game: null,
    score: null,
    rev: null,
    past: [],
    future: [],
    activePlayer: 0,
    selected: null,
    entryMode: 'tap',
    paintTile: null,
    highlight: null,
    saveError: null,
    notice: null,
    layOut: null,
    deleted: false,
    coach: { on: false, hand: [null, null], choosing: null },

    open(game, rev, player) {
      session.attach(game, rev);
      const active = isPlayAlong(game) ? proposedPlayer(game) : game.players[player ?? -1] ? player! : 0;
      set({
        game,
        rev,
        score: scoreGame(game),
        past: [],
        future: [],
        activePlayer: active,
        highlight: null,
        saveError: null,
        notice: null,
        layOut: null,
        deleted: false,
        selected: isPlayAlong(game) ? null : nextEmpty(game.players[active]!.cells, null),
      });
    },
    showSeat(player) {
      const g = get().game;
      if (g && !isPlayAlong(g) && g.players[player]) get().setActivePlayer(player);
    },
    openById: (id) => session.openById(id),
    refresh: () => session.refresh(),
    restore: () => session.restore(),
    close() {
      session.detach();
      set({
        game: null,
        score: null,
        rev: null,
        past: [],
        future: [],
        selected: null,
        highlight: null,
        deleted: false,
      });
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
      if (!game) return null;
      const sheet = game.players[activePlayer]!;
      if (selected === null) {
        if (isPlayAlong(game)) return say('calico.refuse.cellFirstAlong', { name: sheet.name });
        return Object.keys(sheet.cells).length === PLAYABLE_CELLS.length
          ? say('calico.refuse.full')
          : say('calico.refuse.cellFirst');
      }
      const cell = keyOf(selected);
      if (isPlayAlong(game)) {
        if (sheet.cells[cell]) return say('calico.refuse.filled', { cell });
        if (!commit({ kind: 'place', player: activePlayer, cell, tile })) return null;
        const turn = get().game!.history!.length - 1;
        set({ notice: awardNotice(get().score!, activePlayer, turn), layOut: null });
        afterPlayAlongStep();
        return null;
      }
      if (commit({ kind: 'cell', player: activePlayer, cell, tile })) {
        set({ selected: nextEmpty(get().game!.players[activePlayer]!.cells, selected) });
      }
      return null;
    },
    paint(cell) {
      const { paintTile, activePlayer, game } = get();
      if (!paintTile || !game || isPlayAlong(game)) return;
      const current = game.players[activePlayer]!.cells[keyOf(cell)];
      commit({
        kind: 'cell',
        player: activePlayer,
        cell: keyOf(cell),
        tile: sameTile(current, paintTile) ? null : paintTile,
      });
      set({ selected: cell });
    },
    clear(cell) {
      const { selected, activePlayer, game } = get();
      const target = cell ?? selected;
      if (target === null || !game || isPlayAlong(game) || !game.players[activePlayer]!.cells[keyOf(target)]) return;
      commit({ kind: 'cell', player: activePlayer, cell: keyOf(target), tile: null });
    },
    undo() {
      const { past, future } = get();
      const last = past[past.length - 1];
      if (!last) return;
      set({ past: past.slice(0, -1), notice: null });
      if (edit(last.undo)) set({ future: [last, ...future] });
      afterPlayAlongStep();
    },
    redo() {
      const { past, future } = get();
      const next = future[0];
      if (!next) return;
      set({ future: future.slice(1), notice: null });
      if (edit(next.redo)) set({ past: [...past, next] });
      afterPlayAlongStep();
    },
    setCorrections(player, c) {
      const clean = {
        buttons: Object.fromEntries(Object.entries(c.buttons ?? {}).filter(([, n]) => n)),
        cats: Object.fromEntries(Object.entries(c.cats ?? {}).filter(([, n]) => n)),
      };
      commit({ kind: 'corrections', player, corrections: clean });
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
    rename: (player, name) => edit({ kind: 'rename', player, name }),
    reseat: (order) => edit({ kind: 'seats', order }),
    finish() {
      if (get().game && !get().game!.finishedAt) commit({ kind: 'finish' });
    },
    reopen() {
      if (get().game?.finishedAt) commit({ kind: 'reopen' });
    },
    retrySave: () => session.retrySave(),
    switchToFreeEditing() {
      if (!isPlayAlong(get().game)) return;
      if (commit({ kind: 'free' })) set({ notice: () => say('calico.notice.free') });
    },
    setCoach(c) {
      set({ coach: { ...get().coach, ...c } });
    },
  };
});

listenForOtherTabs();
