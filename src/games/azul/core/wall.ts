// The wall: 5 × 5 cells, the colours of the coloured side, and the points one tile scores when it is placed
// (docs/rules/azul.md, "Wall points").

export type Color = 'blue' | 'yellow' | 'red' | 'black' | 'white';
/** The order of colours along row 0 of the coloured side; each row below is shifted one cell to the right. */
export const COLORS: readonly Color[] = ['blue', 'yellow', 'red', 'black', 'white'];
export const SIZE = 5;
export const INDICES: readonly number[] = [0, 1, 2, 3, 4];

export type Side = 'coloured' | 'grey';

export interface Cell {
  row: number;
  col: number;
}

/** Which cells hold a tile: filled[row][col]. */
export type Filled = readonly (readonly boolean[])[];

/** The colour printed on (row, col) of the coloured side. */
export function patternColor(row: number, col: number): Color {
  return COLORS[(((col - row) % SIZE) + SIZE) % SIZE]!;
}

export const emptyFilled = (): boolean[][] => INDICES.map(() => INDICES.map(() => false));

/** Which cells of a wall of colours hold a tile (for finalWallRange and the run functions). */
export const filledOf = (wall: readonly (readonly (Color | null)[])[]): boolean[][] =>
  wall.map((row) => row.map((c) => c !== null));

export const isInside = (row: number, col: number): boolean =>
  Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < SIZE && col >= 0 && col < SIZE;

/**
 * Every run a wall can hold, made once: RUNS_ACROSS[row][left][right] is the cells of `row` from `left` to
 * `right`; RUNS_DOWN[col][top][bottom] the same down a column. Scoring hands these shared, frozen arrays out
 * instead of building a new list of cells for every tile.
 */
const runTable = (cell: (line: number, k: number) => Cell): (readonly Cell[])[][][] =>
  INDICES.map((line) =>
    INDICES.map((from) =>
      INDICES.map((to) =>
        Object.freeze(INDICES.filter((k) => k >= from && k <= to).map((k) => Object.freeze(cell(line, k)))),
      ),
    ),
  );
const RUNS_ACROSS = runTable((row, col) => ({ row, col }));
const RUNS_DOWN = runTable((col, row) => ({ row, col }));

/** The tile's horizontal and vertical runs (connected filled cells through it, itself included), left to right and top to bottom. */
export function runsAt(
  filled: Filled,
  row: number,
  col: number,
): { horizontal: readonly Cell[]; vertical: readonly Cell[] } {
  const line = filled[row]!;
  let left = col;
  while (left > 0 && line[left - 1] === true) left--;
  let right = col;
  while (right < SIZE - 1 && line[right + 1] === true) right++;
  let top = row;
  while (top > 0 && filled[top - 1]![col] === true) top--;
  let bottom = row;
  while (bottom < SIZE - 1 && filled[bottom + 1]![col] === true) bottom++;
  return { horizontal: RUNS_ACROSS[row]![left]![right]!, vertical: RUNS_DOWN[col]![top]![bottom]! };
}

/** Points for one placed tile, with the runs that earned them. */
export interface TilePoints {
  row: number;
  col: number;
  /** Connected cells in the row through the tile (itself included); they score when there are 2 or more. Shared, read-only. */
  horizontal: readonly Cell[];
  vertical: readonly Cell[];
  /** horizontal.length when > 1, else 0; the same for vertical. */
  horizontalPoints: number;
  verticalPoints: number;
  /** True when the tile touches no other tile: it scores 1. */
  alone: boolean;
  points: number;
}

/**
 * Scores the tile at (row, col) on `filled`, the wall as it stands just after that tile was placed (the seed's
 * calculate_wall_tile_score). Both runs 1: 1 point; otherwise each run longer than 1 scores its length.
 */
export function scoreTile(filled: Filled, row: number, col: number): TilePoints {
  const { horizontal, vertical } = runsAt(filled, row, col);
  const horizontalPoints = horizontal.length > 1 ? horizontal.length : 0;
  const verticalPoints = vertical.length > 1 ? vertical.length : 0;
  const alone = horizontalPoints === 0 && verticalPoints === 0;
  return {
    row,
    col,
    horizontal,
    vertical,
    horizontalPoints,
    verticalPoints,
    alone,
    points: alone ? 1 : horizontalPoints + verticalPoints,
  };
}

export const tilePoints = (filled: Filled, row: number, col: number): number => scoreTile(filled, row, col).points;

export const isRowComplete = (filled: Filled, row: number): boolean => INDICES.every((c) => filled[row]![c] === true);
export const completeRows = (filled: Filled): number[] => INDICES.filter((r) => isRowComplete(filled, r));
