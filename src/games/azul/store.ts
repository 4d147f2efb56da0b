// The Azul game being entered: every tap is one edit, scored by the core at once and saved at once (the generic
// saver applies it to the newest stored game in one transaction, journalled first for crash safety).
import { create } from 'zustand';
import { applyEdit, scoreGame, type AzulEdit, type AzulGame, type Color, type GameScore } from './core/index.ts';
import { onChanges } from '../../db/changes.ts';
import { loadGame } from '../../db/db.ts';
import { restoreGame } from '../../db/games.ts';
import { flushAll, saverFor, type Saver, type SaverEvents } from '../../store/saver.ts';
import { azulCore } from './game.ts';
import { registerCore } from '../registry.ts';

registerCore(azulCore); // saves summarise with it

export interface AzulState {
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
  pickColor(color: Color): void;
  cancelPick(): void;
  setFloor(player: number, floor: number): void;
  /** Gives the first-player marker of the shown round to `player`, or takes it back when they already have it. */
  toggleMarker(player: number): void;
  /** Closes the shown (last) round and adds the next; `starter`: who took the first-player marker, recorded first. */
  nextRound(starter?: number): void;
  /** Removes the last round while it is still empty (Next round tapped too early). */
  dropRound(): void;
  finish(): void;
  reopen(): void;
  retrySave(): Promise<void>;
  dismissNotice(): void;
}

/** A timestamp later than the game's last change, even when the clock has not moved on. */
const stampAfter = (g: AzulGame): string => new Date(Math.max(Date.now(), Date.parse(g.updatedAt) + 1)).toISOString();

let saver: Saver<AzulGame, AzulEdit> | null = null;
let stored: AzulGame | null = null;

export const flushSaves = (): Promise<void> => flushAll();

/** What differs between two versions of a game, for "Updated from another tab: …". */
export function changesBetween(a: AzulGame, b: AzulGame): string[] {
  const out: string[] = [];
  const n = Math.max(a.rounds.length, b.rounds.length);
  for (let r = 0; r < n; r++) {
    const x = a.rounds[r], y = b.rounds[r];
    if (!x || !y) {
      out.push(y ? `round ${r + 1} added` : `round ${r + 1} removed`);
      continue;
    }
    b.players.forEach((p, i) => {
      const ex = x.players[i], ey = y.players[i];
      if (!ex || !ey) return;
      const tiles = (e: typeof ex) => JSON.stringify(e.tiles);
      if (tiles(ex) !== tiles(ey)) out.push(`${p.name}'s tiles in round ${r + 1}`);
      if (ex.floor !== ey.floor) out.push(`${p.name}'s floor in round ${r + 1}`);
      if (!!ex.firstPlayer !== !!ey.firstPlayer && ey.firstPlayer) out.push(`first player in round ${r + 1}: ${p.name}`);
    });
  }
  if (!!a.finishedAt !== !!b.finishedAt) out.push(b.finishedAt ? 'finished' : 'reopened');
  return out;
}

export const useAzulStore = create<AzulState>((set, get) => {
  const show = (game: AzulGame, extra: Partial<AzulState> = {}) => {
    const last = game.rounds.length - 1;
    const round = Math.max(0, Math.min(get().round, last));
    set({ game, score: scoreGame(game), round, ...extra });
  };

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
    const changed = game ? changesBetween(game, shown) : [];
    const notice = refused.length
      ? `Not saved: ${refused.join('; ')} (changed in another tab).`
      : `Updated from another tab${changed.length ? `: ${changed.slice(0, 4).join(', ')}${changed.length > 4 ? ', …' : ''}` : ''}.`;
    show(shown, { notice, picking: null });
  };

  const events: SaverEvents<AzulGame> = {
    committed(result, refused) {
      const prev = get().rev;
      stored = result.doc;
      set({ rev: result.rev, saveError: saver?.hasFailed ? get().saveError : null });
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
  const edit = (e: AzulEdit, quiet = false): boolean => {
    const { game, deleted } = get();
    if (!game || !saver) return false;
    if (deleted) return set({ notice: 'This game was deleted. Restore it to go on.' }), false;
    const at = stampAfter(game);
    const r = applyEdit(game, e, at);
    if (!r.ok) {
      if (!quiet) set({ notice: `Not changed: ${r.reason}.` });
      return false;
    }
    saver.send(e, at); // the write starts in this task, before anything is drawn
    set({ game: r.game, score: scoreGame(r.game), notice: null });
    return true;
  };

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
    if (!after.ok) return set({ notice: `Not changed: ${after.reason}.` }), false;
    return edit(off);
  };

  return {
    game: null, score: null, rev: null, round: 0, picking: null, saveError: null, notice: null, deleted: false,

    open(game, rev) {
      saver?.attach(null);
      const s = saverFor(game.id, rev === null ? game : null, azulCore);
      s.attach(events);
      saver = s;
      stored = game;
      set({ game, rev, score: scoreGame(game), round: Math.max(0, game.rounds.length - 1), picking: null, saveError: null, notice: null, deleted: false });
    },
    async openById(id) {
      const row = await loadGame<AzulGame>(id);
      if (!row) return false;
      get().open(row.doc, row.rev);
      set({ deleted: !!row.deletedAt });
      rebase();
      return true;
    },
    async refresh() {
      const id = get().game?.id;
      const row = id ? await loadGame<AzulGame>(id) : undefined;
      if (!row || get().game?.id !== id) return;
      set({ deleted: !!row.deletedAt });
      if (row.rev > (get().rev ?? 0)) {
        stored = row.doc;
        set({ rev: row.rev });
        rebase();
      }
    },
    async restore() {
      const id = get().game?.id;
      if (!id) return;
      await restoreGame(id);
      set({ deleted: false, notice: 'The game is back.' });
    },
    close() {
      saver?.attach(null);
      saver = null;
      stored = null;
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
    setFloor(player, floor) {
      const { game, round } = get();
      if (!game || game.rounds[round]?.players[player]?.floor === floor) return;
      edit({ kind: 'floor', round, player, floor });
    },
    toggleMarker(player) {
      const { game, round } = get();
      if (!game) return;
      const has = game.rounds[round]?.players[player]?.firstPlayer === true;
      edit({ kind: 'marker', round, player: has ? null : player });
    },
    nextRound(starter) {
      const g = get().game;
      if (!g) return;
      const last = g.rounds.length - 1;
      if (starter !== undefined && !g.rounds[last]?.players[starter]?.firstPlayer && !edit({ kind: 'marker', round: last, player: starter })) return;
      if (edit({ kind: 'addRound', round: last + 1 })) set({ round: last + 1, picking: null });
    },
    dropRound() {
      const g = get().game;
      if (!g) return;
      if (edit({ kind: 'dropRound', round: g.rounds.length - 1 })) set({ round: Math.max(0, g.rounds.length - 2), picking: null });
    },
    finish() {
      const g = get().game;
      if (g && !g.finishedAt) edit({ kind: 'finish' });
    },
    reopen() {
      if (get().game?.finishedAt) edit({ kind: 'reopen' });
    },
    async retrySave() {
      saver?.retry();
      await saver?.flush();
    },
    dismissNotice() {
      set({ notice: null });
    },
  };
});

/** Follows saves and deletions made in other tabs; returns a function that stops. */
export function listenForOtherTabs(): () => void {
  return onChanges((c) => {
    const st = useAzulStore.getState();
    if (st.game?.id !== c.id) return;
    if ('deleted' in c) useAzulStore.setState({ deleted: true });
    else if (st.deleted || (st.rev ?? 0) < c.rev) void st.refresh();
  });
}

listenForOtherTabs();
