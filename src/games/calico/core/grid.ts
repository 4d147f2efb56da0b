// A player's board as a Grid: the printed border of their board plus the tiles they placed.
import { BOARD_BORDERS, type BoardId } from './boards.ts';
import type { Tile } from './catalog.ts';
import { CELL_COUNT, keyOf, parseKey, PLAYABLE_CELLS, type CellKey } from './geometry.ts';
import type { Grid } from './groups.ts';

const BORDER_GRIDS = new Map<BoardId, readonly (Tile | null)[]>();

/** A fresh grid holding only the board's printed border. */
export function borderGrid(board: BoardId): (Tile | null)[] {
  let cached = BORDER_GRIDS.get(board);
  if (!cached) {
    const grid: (Tile | null)[] = new Array(CELL_COUNT).fill(null);
    for (const [key, tile] of Object.entries(BOARD_BORDERS[board])) grid[parseKey(key)!] = tile;
    BORDER_GRIDS.set(board, (cached = grid));
  }
  return [...cached];
}

/** Border plus placed cells. Keys other than the 22 playable cells are ignored (the game format rejects them). */
export function gridOf(board: BoardId, cells: Partial<Record<CellKey, Tile>>): Grid {
  const grid = borderGrid(board);
  for (let k = 0; k < PLAYABLE_CELLS.length; k++) {
    const i = PLAYABLE_CELLS[k]!;
    const tile = cells[keyOf(i)];
    if (tile) grid[i] = tile;
  }
  return grid;
}
