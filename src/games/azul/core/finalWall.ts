// "Check a final wall": the lowest and highest placement points that any real order of placement could have
// given a finished wall. A real order is a series of rounds; each round gives a row at most one tile and places
// its tiles top to bottom; no row is complete before the last round, and the last tile of every complete row is
// placed in the last round (the game ends after the round in which a row is completed).
//
// Exact method: rounds before the last can hold one tile each, so any order of the other tiles is possible. The
// best and worst points for every set of tiles placed in any order come from one pass over all subsets (f(S) =
// best over the tile placed last, c, of f(S − c) + points of c on S), done per connected group of the wall,
// since tiles in different groups never score together. Then every choice of last round (one tile of each
// complete row, plus at most one tile of any other row) is tried on top of the rest.
import { completeRows, INDICES, isInside, scoreTile, SIZE, type Cell, type Filled } from './wall.ts';

export interface WallRange {
  /** Tiles on the wall. */
  tiles: number;
  completeRows: number[];
  /** Lowest and highest sum of placement points over every real order (floor and bonuses not included). */
  min: number;
  max: number;
}

/** The largest wall handled in one pass: 25 cells (2^25 subsets). */
const cellsOf = (filled: Filled): Cell[] =>
  INDICES.flatMap((row) => INDICES.filter((col) => filled[row]![col] === true).map((col) => ({ row, col })));

export function finalWallRange(filled: Filled): WallRange {
  return range(filled, true);
}

/** The same range without the last-round rule: any order with one tile per round (a wall still in play, say). */
export function anyOrderRange(filled: Filled): WallRange {
  return range(filled, false);
}

function range(filled: Filled, final: boolean): WallRange {
  if (filled.length !== SIZE || filled.some((r) => r.length !== SIZE)) throw new RangeError('a wall has 5 rows of 5 cells');
  const cells = cellsOf(filled);
  const full = completeRows(filled);
  const groups = connectedGroups(cells);
  const tables = groups.map(groupTables);
  /** Best and worst for any order of `set` (a subset of the wall's cells, as a 25-bit mask row*5+col). */
  const anyOrder = (set: number): [number, number] => {
    let lo = 0, hi = 0;
    groups.forEach((g, i) => {
      let local = 0;
      g.forEach((c, k) => { if (set & bit(c)) local |= 1 << k; });
      lo += tables[i]!.min[local]!;
      hi += tables[i]!.max[local]!;
    });
    return [lo, hi];
  };
  const all = cells.reduce((m, c) => m | bit(c), 0);
  if (full.length === 0 || !final) {
    const [min, max] = anyOrder(all);
    return { tiles: cells.length, completeRows: full, min, max };
  }
  // Last-round choices: per row, the cells it may give to the last round (null = none).
  const options = INDICES.map((row) => {
    const inRow = cells.filter((c) => c.row === row);
    return full.includes(row) ? inRow : [null, ...inRow];
  });
  let min = Infinity, max = -Infinity;
  const choose = (row: number, last: Cell[]) => {
    if (row === SIZE) {
      const rest = last.reduce((m, c) => m & ~bit(c), all);
      const [lo, hi] = anyOrder(rest);
      const pts = lastRoundPoints(rest, last);
      min = Math.min(min, lo + pts);
      max = Math.max(max, hi + pts);
      return;
    }
    for (const c of options[row]!) choose(row + 1, c ? [...last, c] : last);
  };
  choose(0, []);
  return { tiles: cells.length, completeRows: full, min, max };
}

const bit = (c: Cell): number => 1 << (c.row * SIZE + c.col);

/** Points of the last round's tiles (one per row, in row order) placed top to bottom on `rest`. */
function lastRoundPoints(rest: number, last: Cell[]): number {
  const filled = INDICES.map((r) => INDICES.map((c) => (rest & (1 << (r * SIZE + c))) !== 0));
  let pts = 0;
  for (const c of [...last].sort((a, b) => a.row - b.row)) {
    filled[c.row]![c.col] = true;
    pts += scoreTile(filled, c.row, c.col).points;
  }
  return pts;
}

function connectedGroups(cells: Cell[]): Cell[][] {
  const key = (c: Cell) => c.row * SIZE + c.col;
  const present = new Set(cells.map(key));
  const seen = new Set<number>();
  const groups: Cell[][] = [];
  for (const start of cells) {
    if (seen.has(key(start))) continue;
    const group: Cell[] = [];
    const stack = [start];
    seen.add(key(start));
    while (stack.length) {
      const c = stack.pop()!;
      group.push(c);
      for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0]] as const) {
        const n = { row: c.row + dr, col: c.col + dc };
        if (isInside(n.row, n.col) && present.has(key(n)) && !seen.has(key(n))) {
          seen.add(key(n));
          stack.push(n);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

/** min[S], max[S]: worst and best points for placing the group's subset S in any order. */
function groupTables(group: Cell[]): { min: Int16Array; max: Int16Array } {
  const n = group.length;
  const index = new Map(group.map((c, k) => [c.row * SIZE + c.col, k]));
  const at = (row: number, col: number) => (isInside(row, col) ? index.get(row * SIZE + col) ?? -1 : -1);
  // rays[k*16 + dir*4 + d]: the bit of the d-th group cell from cell k going left, right, up, down (0: none).
  const rays = new Int32Array(n * 16);
  group.forEach((c, k) => {
    ([[0, -1], [0, 1], [-1, 0], [1, 0]] as const).forEach(([dr, dc], dir) => {
      let d = 0;
      for (let r = c.row + dr, col = c.col + dc; at(r, col) >= 0; r += dr, col += dc) rays[k * 16 + dir * 4 + d++] = 1 << at(r, col);
    });
  });
  const size = 1 << n;
  const min = new Int16Array(size);
  const max = new Int16Array(size);
  for (let set = 1; set < size; set++) {
    let lo = 32767, hi = -1;
    for (let left = set; left !== 0; left &= left - 1) {
      const b = left & -left;
      const k = 31 - Math.clz32(b);
      const o = k * 16;
      let h = 1, v = 1, d: number;
      for (d = o; d < o + 4 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) h++;
      for (d = o + 4; d < o + 8 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) h++;
      for (d = o + 8; d < o + 12 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) v++;
      for (d = o + 12; d < o + 16 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) v++;
      const pts = h === 1 ? (v === 1 ? 1 : v) : v === 1 ? h : h + v;
      const rest = set ^ b;
      const a = min[rest]! + pts, z = max[rest]! + pts;
      if (a < lo) lo = a;
      if (z > hi) hi = z;
    }
    min[set] = lo;
    max[set] = hi;
  }
  return { min, max };
}
