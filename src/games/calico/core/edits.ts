// Changes to a game as small operations rather than whole new states. A save applies the operation to the newest
// stored game, so two tabs editing different cells both keep their edits, and a stale state is never written.
import { msg, type Msg } from '../../shared/msg.ts';
import { renamed, withName } from '../../shared/names.ts';
import { reseated, seatsTooLate } from '../../shared/seats.ts';
import { isBlank } from './rematch.ts';
import type { CellKey } from './geometry.ts';
import type { Corrections, Game, Placement } from './game.ts';
import type { Tile } from './catalog.ts';

export type Edit =
  /** Free editing: put a tile on a cell, or clear it (null). Leaves turn-by-turn play. With `ifTile` (undo), only
   * while the cell still holds that tile: an undo never erases what another tab put there since. */
  | { kind: 'cell'; player: number; cell: CellKey; tile: Tile | null; ifTile?: Tile | null }
  /** Playing along: the next placement; refused when the cell is already filled. */
  | { kind: 'place'; player: number; cell: CellKey; tile: Tile }
  /** Playing along: takes back a placement, only while it is still the last one. */
  | { kind: 'unplace'; player: number; cell: CellKey }
  | { kind: 'corrections'; player: number; corrections: Corrections }
  | { kind: 'finish' }
  | { kind: 'reopen' }
  /** Leaves turn-by-turn play: the boards stay, the history goes. */
  | { kind: 'free' }
  /** The player's name from now on (checked as at setup); their board, seat and everything entered stay. */
  | { kind: 'rename'; player: number; name: string }
  /** The seat order (`order[k]`: the seat before of who sits k-th), each player with their board and goals; only
   * while nothing is entered. */
  | { kind: 'seats'; order: number[] };

export type EditResult = { ok: true; game: Game } | { ok: false; game: Game; reason: Msg };

const refuse = (game: Game, reason: Msg): EditResult => ({ ok: false, game, reason });

/**
 * Applies one edit at time `at` (an ISO timestamp, which becomes updatedAt). A finished game stays finished when
 * edited; it counts as edited after finishing because updatedAt is later than finishedAt.
 */
export function applyEdit(game: Game, edit: Edit, at: string): EditResult {
  const sheet = 'player' in edit ? game.players[edit.player] : undefined;
  if ('player' in edit && !sheet) return refuse(game, msg('core.shared.edit.noPlayer', { player: edit.player + 1 }));
  const withSheet = (cells: Game['players'][number]['cells'], rest: Partial<Game> = {}): Game => ({
    ...game,
    ...rest,
    updatedAt: at,
    players: game.players.map((p, i) => (i === (edit as { player: number }).player ? { ...p, cells } : p)),
  });
  switch (edit.kind) {
    case 'cell': {
      if (edit.ifTile !== undefined && !sameTile(sheet!.cells[edit.cell] ?? null, edit.ifTile)) {
        return refuse(game, msg('core.calico.edit.changedElsewhere', { name: sheet!.name, cell: edit.cell }));
      }
      const cells = { ...sheet!.cells };
      if (edit.tile) cells[edit.cell] = edit.tile;
      else delete cells[edit.cell];
      // The history no longer describes boards edited by hand.
      return { ok: true, game: withoutHistory(withSheet(cells)) };
    }
    case 'place': {
      if (!game.history) return refuse(game, msg('core.calico.edit.notTurnByTurn'));
      if (sheet!.cells[edit.cell])
        return refuse(game, msg('core.calico.edit.filled', { name: sheet!.name, cell: edit.cell }));
      const placement: Placement = {
        player: edit.player,
        cell: edit.cell,
        color: edit.tile.color,
        pattern: edit.tile.pattern,
      };
      return {
        ok: true,
        game: withSheet({ ...sheet!.cells, [edit.cell]: edit.tile }, { history: [...game.history, placement] }),
      };
    }
    case 'unplace': {
      const last = game.history?.[game.history.length - 1];
      if (!last || last.player !== edit.player || last.cell !== edit.cell)
        return refuse(game, msg('core.calico.edit.notLast'));
      const cells = { ...sheet!.cells };
      delete cells[edit.cell];
      return { ok: true, game: withSheet(cells, { history: game.history!.slice(0, -1) }) };
    }
    case 'corrections':
      return {
        ok: true,
        game: {
          ...game,
          updatedAt: at,
          players: game.players.map((p, i) => (i === edit.player ? { ...p, corrections: edit.corrections } : p)),
        },
      };
    case 'finish':
      return game.finishedAt
        ? refuse(game, msg('core.shared.edit.finished'))
        : { ok: true, game: { ...game, finishedAt: at, updatedAt: at } };
    case 'reopen': {
      if (!game.finishedAt) return refuse(game, msg('core.shared.edit.notFinished'));
      const { finishedAt: _f, ...rest } = game;
      return { ok: true, game: { ...rest, updatedAt: at } };
    }
    case 'free': {
      if (!game.history) return refuse(game, msg('core.calico.edit.alreadyFree'));
      return { ok: true, game: { ...withoutHistory(game), updatedAt: at } };
    }
    case 'seats': {
      if (!isBlank(game)) return refuse(game, seatsTooLate());
      const players = reseated(game.players, edit.order);
      return Array.isArray(players) ? { ok: true, game: { ...game, players, updatedAt: at } } : refuse(game, players);
    }
    case 'rename': {
      const r = renamed(game.players, edit.player, edit.name);
      if (!r.ok) return refuse(game, r.reason);
      return { ok: true, game: { ...game, updatedAt: at, players: withName(game.players, edit.player, r.name) } };
    }
  }
}

/** The order that puts seats back where they were. */
const inverse = (order: readonly number[]): number[] => {
  const back: number[] = [];
  order.forEach((from, k) => (back[from] = k));
  return back;
};

const sameTile = (a: Tile | null, b: Tile | null): boolean => a?.color === b?.color && a?.pattern === b?.pattern;

function withoutHistory(game: Game): Game {
  const { history: _h, ...rest } = game;
  return rest;
}

/** The edit that takes `edit` back, worked out from the game before it; null when it cannot be taken back. */
export function inverseOf(before: Game, edit: Edit): Edit | null {
  switch (edit.kind) {
    case 'cell':
      return before.history
        ? null
        : {
            kind: 'cell',
            player: edit.player,
            cell: edit.cell,
            tile: before.players[edit.player]?.cells[edit.cell] ?? null,
            ifTile: edit.tile,
          };
    case 'place':
      return { kind: 'unplace', player: edit.player, cell: edit.cell };
    case 'unplace': {
      const tile = before.players[edit.player]?.cells[edit.cell];
      return tile ? { kind: 'place', player: edit.player, cell: edit.cell, tile } : null;
    }
    case 'corrections':
      return { ...edit, corrections: before.players[edit.player]?.corrections ?? {} };
    case 'finish':
      return { kind: 'reopen' };
    case 'reopen':
      return { kind: 'finish' };
    case 'free':
      return null;
    case 'rename':
      return { kind: 'rename', player: edit.player, name: before.players[edit.player]?.name ?? edit.name };
    case 'seats':
      return { kind: 'seats', order: inverse(edit.order) };
  }
}

/** A game counts as edited after finishing when a change came later than the finish. */
export const editedAfterFinish = (game: Pick<Game, 'finishedAt' | 'updatedAt'>): boolean =>
  !!game.finishedAt && game.updatedAt > game.finishedAt;

/** Cells whose tile differs between two versions of a game, as "Ana 2,3". */
export function changedCells(a: Game, b: Game): { player: number; cell: CellKey }[] {
  const out: { player: number; cell: CellKey }[] = [];
  b.players.forEach((p, i) => {
    const old = a.players[i]?.cells ?? {};
    const keys = new Set([...Object.keys(old), ...Object.keys(p.cells)] as CellKey[]);
    for (const k of keys) {
      const x = old[k],
        y = p.cells[k];
      if (x?.color !== y?.color || x?.pattern !== y?.pattern) out.push({ player: i, cell: k });
    }
  });
  return out;
}
