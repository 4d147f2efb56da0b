// Quilt-board geometry: a 7×7 grid of pointy-top hexes in "odd-r" offset layout (odd rows shifted right).
// Cells are addressed by index = row * 7 + col internally (fast), and by "col,row" keys at the edges.
// Shape maths uses axial/cube coordinates, converting from offset only here.

export const SIZE = 7;
export const CELL_COUNT = SIZE * SIZE;

export type CellKey = `${number},${number}`;

export const indexOf = (col: number, row: number): number => row * SIZE + col;
export const colOf = (index: number): number => index % SIZE;
export const rowOf = (index: number): number => Math.floor(index / SIZE);
const KEYS: readonly CellKey[] = Array.from(
  { length: SIZE * SIZE },
  (_, i) => `${i % SIZE},${Math.floor(i / SIZE)}` as CellKey,
);
export const keyOf = (index: number): CellKey => KEYS[index]!;
export const onGrid = (col: number, row: number): boolean => col >= 0 && col < SIZE && row >= 0 && row < SIZE;

const KEY_INDEX = new Map<string, number>(Array.from({ length: SIZE * SIZE }, (_, i) => [keyOf(i), i]));

/** Parses a "col,row" key; null when it is not a cell of the 7×7 grid. */
export function parseKey(key: string): number | null {
  return KEY_INDEX.get(key) ?? null;
}

// Neighbour offsets (dcol, drow) by row parity, as docs/rules/calico.md lists them.
const EVEN_ROW: ReadonlyArray<readonly [number, number]> = [
  [-1, -1],
  [0, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
];
const ODD_ROW: ReadonlyArray<readonly [number, number]> = [
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [0, 1],
  [1, 1],
];

/** NEIGHBOURS[i] lists the on-grid neighbours of cell i. */
export const NEIGHBOURS: ReadonlyArray<readonly number[]> = Array.from({ length: CELL_COUNT }, (_, i) => {
  const col = colOf(i);
  const row = rowOf(i);
  const offsets = row % 2 === 0 ? EVEN_ROW : ODD_ROW;
  return offsets
    .map(([dc, dr]) => [col + dc, row + dr] as const)
    .filter(([c, r]) => onGrid(c, r))
    .map(([c, r]) => indexOf(c, r));
});

/** The same neighbours flat, six slots a cell, -1 past the grid's edge: the flood fills' inner loop reads one typed
 * array instead of an array per cell. */
export const NEIGHBOUR_SLOTS: Int8Array = Int8Array.from(
  { length: CELL_COUNT * 6 },
  (_, k) => NEIGHBOURS[(k / 6) | 0]![k % 6] ?? -1,
);

export const isBorder = (index: number): boolean => {
  const c = colOf(index);
  const r = rowOf(index);
  return c === 0 || r === 0 || c === SIZE - 1 || r === SIZE - 1;
};

/** The three design-goal spaces, in the order goals are assigned to them. */
export const GOAL_SPACES: readonly number[] = [indexOf(3, 2), indexOf(4, 3), indexOf(2, 4)];
export const isGoalSpace = (index: number): boolean => GOAL_SPACES.includes(index);

/** The 22 cells that take patch tiles, in reading order (row by row, left to right). */
export const PLAYABLE_CELLS: readonly number[] = Array.from({ length: CELL_COUNT }, (_, i) => i).filter(
  (i) => !isBorder(i) && !isGoalSpace(i),
);
const PLAYABLE = new Uint8Array(CELL_COUNT);
for (const i of PLAYABLE_CELLS) PLAYABLE[i] = 1;
export const isPlayable = (index: number): boolean => PLAYABLE[index] === 1;

/** The six cells around each goal space, clockwise from the upper left. */
export const GOAL_RING: ReadonlyArray<readonly number[]> = GOAL_SPACES.map((space) => {
  const { q, r } = toAxial(space);
  // Axial directions clockwise from upper-left: (0,-1) (1,-1) (1,0) (0,1) (-1,1) (-1,0).
  const dirs = [
    [0, -1],
    [1, -1],
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ] as const;
  return dirs.map(([dq, dr]) => fromAxial(q + dq, r + dr)).filter((i): i is number => i !== null);
});

// --- axial coordinates (q, r): r = row, q = col - floor(row / 2) for odd-r layout ---
export function toAxial(index: number): { q: number; r: number } {
  const col = colOf(index);
  const row = rowOf(index);
  return { q: col - (row - (row & 1)) / 2, r: row };
}

/** The cell at axial (q, r), or null when off the grid. */
export function fromAxial(q: number, r: number): number | null {
  const col = q + (r - (r & 1)) / 2;
  return onGrid(col, r) ? indexOf(col, r) : null;
}
