// The game being edited: every change is scored by the core at once and saved at once.
import { create } from 'zustand';
import {
  applyEdit, CATS, changedCells, COLOR_NAMES, inverseOf, keyOf, PLAYABLE_CELLS, scoreGame,
  type CatId, type CellKey, type Color, type Corrections, type Edit, type Game, type GameScore, type Tile,
} from './core/index.ts';
import { onChanges } from '../../db/changes.ts';
import { loadGame } from '../../db/db.ts';
import { restoreGame } from '../../db/games.ts';
import { flushAll, saverFor, type Saver, type SaverEvents } from '../../store/saver.ts';
import { calicoCore } from './game.ts';
import { registerCore } from '../registry.ts';

registerCore(calicoCore); // saves summarise with it

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
  notice: string | null;
  /** The game was deleted (in another tab) while open here. */
  deleted: boolean;
  coach: { on: boolean; hand: [Tile | null, Tile | null]; choosing: 0 | 1 | null };

  open(game: Game, rev: number | null): void;
  openById(id: string): Promise<boolean>;
  /** Shows the newest stored version (another tab saved), keeping this tab's unsaved edits and selection. */
  refresh(): Promise<void>;
  restore(): Promise<void>;
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
/** A timestamp later than the game's last change, even when the clock has not moved on. */
const stampAfter = (g: Game): string => new Date(Math.max(Date.now(), Date.parse(g.updatedAt) + 1)).toISOString();
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

// The open game's saver, and the newest version of the game known to be stored.
let saver: Saver<Game, Edit> | null = null;
let stored: Game | null = null;

/** Resolves when every save started so far has finished. */
export const flushSaves = (): Promise<void> => flushAll();

/** Follows saves and deletions made in other tabs (from when this module loads); returns a function that stops. */
export function listenForOtherTabs(): () => void {
  return onChanges((c) => {
    const st = useGameStore.getState();
    if (st.game?.id !== c.id) return;
    if ('deleted' in c) useGameStore.setState({ deleted: true });
    else if (st.deleted || (st.rev ?? 0) < c.rev) void st.refresh();
  });
}

/** "Ana 2,3, Ben 4,1" — the cells that another tab changed, for the notice. */
const cellList = (game: Game, cells: { player: number; cell: CellKey }[]): string =>
  cells.slice(0, 6).map(({ player, cell }) => `${game.players[player]?.name ?? '?'} ${cell}`).join(', ') + (cells.length > 6 ? ', …' : '');

export const useGameStore = create<GameState>((set, get) => {
  /** Shows the stored game with this tab's edits that are not committed yet on top, and says what came from elsewhere. */
  const rebase = (refused: string[] = []) => {
    const { game } = get();
    if (!stored || !saver) return;
    let shown = stored;
    for (const p of saver.waiting) {
      const r = applyEdit(shown, p.edit, p.at);
      if (r.ok) shown = r.game;
    }
    if (game && JSON.stringify(game) === JSON.stringify(shown)) return;
    const changed = game ? changedCells(game, shown) : [];
    const notice = refused.length
      ? `Not saved: ${refused.join('; ')} (changed in another tab).`
      : `Updated from another tab${changed.length ? `: ${cellList(shown, changed)}` : ''}.`;
    set({ game: shown, score: scoreGame(shown), notice, highlight: null });
  };

  const events: SaverEvents<Game> = {
    committed(result, refused) {
      const prev = get().rev;
      stored = result.doc;
      set({ rev: result.rev, saveError: saver?.hasFailed ? get().saveError : null });
      // Nobody else wrote since this tab's last write: the screen already shows exactly this.
      if (refused.length || (prev !== null && result.rev !== prev + 1)) rebase(refused);
    },
    failed(err) {
      set({ saveError: err.message });
    },
    deleted() {
      set({ deleted: true });
    },
  };

  /** Applies an edit on screen at once and starts writing it. False (with a notice) when it does not apply. */
  const edit = (e: Edit): boolean => {
    const { game, deleted } = get();
    if (!game || !saver) return false;
    if (deleted) return set({ notice: 'This game was deleted. Restore it to go on.' }), false;
    const at = stampAfter(game);
    const r = applyEdit(game, e, at);
    if (!r.ok) return set({ notice: `Not changed: ${r.reason}.` }), false;
    saver.send(e, at); // the write starts in this task, before anything is drawn
    set({ game: r.game, score: scoreGame(r.game), highlight: null });
    return true;
  };

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
    game: null, score: null, rev: null, past: [], future: [], activePlayer: 0, selected: null,
    entryMode: 'tap', paintTile: null, highlight: null, saveError: null, notice: null, deleted: false,
    coach: { on: false, hand: [null, null], choosing: null },

    open(game, rev) {
      saver?.attach(null);
      const s = saverFor(game.id, rev === null ? game : null, calicoCore);
      s.attach(events);
      saver = s;
      stored = game;
      const active = isPlayAlong(game) ? proposedPlayer(game) : 0;
      set({
        game, rev, score: scoreGame(game), past: [], future: [], activePlayer: active, highlight: null, saveError: null, notice: null, deleted: false,
        selected: isPlayAlong(game) ? null : nextEmpty(game.players[active]!.cells, null),
      });
    },
    async openById(id) {
      const row = await loadGame(id);
      if (!row) return false;
      get().open(row.doc as Game, row.rev);
      set({ deleted: !!row.deletedAt });
      rebase(); // edits of this game still waiting to be written (a full disk) stay on screen
      return true;
    },
    async refresh() {
      const id = get().game?.id;
      const row = id ? await loadGame(id) : undefined;
      if (!row || get().game?.id !== id) return;
      set({ deleted: !!row.deletedAt });
      if (row.rev > (get().rev ?? 0)) {
        stored = row.doc as Game;
        set({ rev: row.rev });
        rebase(); // the selected cell stays where the player put it
      }
    },
    async restore() {
      const id = get().game?.id;
      if (!id) return;
      await restoreGame(id);
      set({ deleted: false, notice: 'The game is back.' });
      saver?.retry(); // the changes made while it was deleted are saved now
    },
    close() {
      saver?.attach(null);
      saver = null;
      stored = null;
      set({ game: null, score: null, rev: null, past: [], future: [], selected: null, highlight: null, deleted: false });
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
      const cell = keyOf(selected);
      if (isPlayAlong(game)) {
        if (game.players[activePlayer]!.cells[cell]) return; // tiles never move; undo to change a placement
        if (!commit({ kind: 'place', player: activePlayer, cell, tile })) return;
        const turn = get().game!.history!.length - 1;
        set({ notice: awardNotice(get().score!, activePlayer, turn) });
        afterPlayAlongStep();
        return;
      }
      if (commit({ kind: 'cell', player: activePlayer, cell, tile })) {
        set({ selected: nextEmpty(get().game!.players[activePlayer]!.cells, selected) });
      }
    },
    paint(cell) {
      const { paintTile, activePlayer, game } = get();
      if (!paintTile || !game || isPlayAlong(game)) return;
      const current = game.players[activePlayer]!.cells[keyOf(cell)];
      commit({ kind: 'cell', player: activePlayer, cell: keyOf(cell), tile: sameTile(current, paintTile) ? null : paintTile });
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
    finish() {
      if (get().game && !get().game!.finishedAt) commit({ kind: 'finish' });
    },
    reopen() {
      if (get().game?.finishedAt) commit({ kind: 'reopen' });
    },
    async retrySave() {
      saver?.retry();
      await saver?.flush();
    },
    switchToFreeEditing() {
      if (!isPlayAlong(get().game)) return;
      if (commit({ kind: 'free' })) set({ notice: 'Free editing: the boards are now scored as finished boards (each group once).' });
    },
    setCoach(c) {
      set({ coach: { ...get().coach, ...c } });
    },
  };
});

listenForOtherTabs();
