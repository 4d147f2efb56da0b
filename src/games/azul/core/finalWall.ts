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
//
// Cost: 2^n table entries of 2 bytes for a group of n cells. Walls of up to 20 tiles take well under a second;
// a full wall (2^25 subsets, 64 MB) takes a few seconds, so a screen should run this off the main thread.
import { completeRows, INDICES, isInside, scoreTile, SIZE, type Cell, type Filled } from './wall.ts';

export interface WallRange {
  /** Tiles on the wall. */
  tiles: number;
  completeRows: number[];
  /** Lowest and highest sum of placement points over every real order (floor and bonuses not included). */
  min: number;
  max: number;
}

const cellsOf = (filled: Filled): Cell[] =>
  INDICES.flatMap((row) => INDICES.filter((col) => filled[row]![col] === true).map((col) => ({ row, col })));

/** `wideFrom`: groups of this many cells or more use the wide tables (tests compare both methods). */
export function finalWallRange(filled: Filled, opts: { wideFrom?: number } = {}): WallRange {
  return range(filled, true, opts.wideFrom ?? WIDE);
}

/** The same range without the last-round rule: any order with one tile per round (a wall still in play, say). */
export function anyOrderRange(filled: Filled, opts: { wideFrom?: number } = {}): WallRange {
  return range(filled, false, opts.wideFrom ?? WIDE);
}

function range(filled: Filled, final: boolean, wideFrom: number): WallRange {
  if (filled.length !== SIZE || filled.some((r) => r.length !== SIZE))
    throw new RangeError('a wall has 5 rows of 5 cells');
  const cells = cellsOf(filled);
  const full = completeRows(filled);
  const groups = connectedGroups(cells);
  const tables = groups.map((g) => (g.length >= wideFrom ? wideTables(g) : groupTables(g)));
  /** Best and worst for any order of `set` (a subset of the wall's cells, as a 25-bit mask row*5+col). */
  const anyOrder = (set: number): [number, number] => {
    let lo = 0,
      hi = 0;
    for (const t of tables) {
      const i = t.index(set);
      lo += t.best[i]! & 255;
      hi += t.best[i]! >>> 8;
    }
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
  let min = Infinity,
    max = -Infinity;
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
      for (const [dr, dc] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
      ] as const) {
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

/**
 * Worst and best points for placing any subset of one connected group in any order. Sums never pass 255 (a full
 * wall scores at most 145), so one byte per subset is enough.
 */
interface Table {
  /** The table position of a set of wall cells (25-bit mask, bit row*5+col). */
  index: (set: number) => number;
  /** Per subset: worst points in the low byte, best in the high byte (one memory read for both). */
  best: Uint16Array;
}

/** Groups of this many cells or more use wideTables (faster, but always sized for the whole wall: up to 64 MB). */
const WIDE = 22;

/** The tables of a small group, indexed by the group's own cell numbering (2^n entries for n cells). */
function groupTables(group: Cell[]): Table {
  const n = group.length;
  const index = new Map(group.map((c, k) => [c.row * SIZE + c.col, k]));
  const at = (row: number, col: number) => (isInside(row, col) ? (index.get(row * SIZE + col) ?? -1) : -1);
  // rays[k*16 + dir*4 + d]: the bit of the d-th group cell from cell k going left, right, up, down (0: none).
  const rays = new Int32Array(n * 16);
  group.forEach((c, k) => {
    (
      [
        [0, -1],
        [0, 1],
        [-1, 0],
        [1, 0],
      ] as const
    ).forEach(([dr, dc], dir) => {
      let d = 0;
      for (let r = c.row + dr, col = c.col + dc; at(r, col) >= 0; r += dr, col += dc)
        rays[k * 16 + dir * 4 + d++] = 1 << at(r, col);
    });
  });
  const size = 1 << n;
  const best = new Uint16Array(size);
  for (let set = 1; set < size; set++) {
    let lo = 255,
      hi = 0;
    for (let left = set; left !== 0; left &= left - 1) {
      const b = left & -left;
      const k = 31 - Math.clz32(b);
      const o = k * 16;
      let h = 1,
        v = 1,
        d: number;
      for (d = o; d < o + 4 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) h++;
      for (d = o + 4; d < o + 8 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) h++;
      for (d = o + 8; d < o + 12 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) v++;
      for (d = o + 12; d < o + 16 && rays[d] !== 0 && (set & rays[d]!) !== 0; d++) v++;
      const pts = h === 1 ? (v === 1 ? 1 : v) : v === 1 ? h : h + v;
      const rest = set ^ b;
      const m = best[rest]!;
      const a = (m & 255) + pts,
        z = (m >>> 8) + pts;
      if (a < lo) lo = a;
      if (z > hi) hi = z;
    }
    best[set] = lo | (hi << 8);
  }
  const bits = group.map(bit);
  const toLocal = (set: number) => {
    let local = 0;
    for (let k = 0; k < n; k++) if (set & bits[k]!) local |= 1 << k;
    return local;
  };
  return { index: toLocal, best };
}

// The hot loops below use LINE, a local copy of SIZE: some module runners (vitest's) turn every use of an
// imported binding into a property read, which costs a factor of 3 in these loops.
const LINE = 5;

// RUN[bits * 8 + p]: the length of the run of set bits through position p (set) of a 5-bit line.
const RUN = new Uint8Array(32 * 8);
for (let bits = 0; bits < 32; bits++) {
  for (let p = 0; p < LINE; p++) {
    if (!(bits & (1 << p))) continue;
    let a = p,
      b = p;
    while (a > 0 && bits & (1 << (a - 1))) a--;
    while (b < LINE - 1 && bits & (1 << (b + 1))) b++;
    RUN[bits * 8 + p] = b - a + 1;
  }
}
// POINTS[h * 8 + v]: a tile's points from its two run lengths.
const POINTS = new Uint8Array(6 * 8);
for (let h = 1; h <= LINE; h++)
  for (let v = 1; v <= LINE; v++) POINTS[h * 8 + v] = h === 1 && v === 1 ? 1 : (h > 1 ? h : 0) + (v > 1 ? v : 0);
/** Bits 0, 5, 10, 15, 20 of a mask (one column) gathered by a multiplication into bits 16–20 (no carries). */
const COLUMN_BITS = 0x108421;
const GATHER = 1 + 16 + 256 + 4096 + 65536;

/**
 * The same tables for a large group, indexed by the wall mask itself (only the group's subsets are visited, in
 * increasing order). Runs are read from 5-bit lines with table lookups instead of walking cell by cell.
 */
function wideTables(group: Cell[]): Table {
  const all = group.reduce((m, c) => m | bit(c), 0);
  const size = 2 ** (32 - Math.clz32(all));
  const best = new Uint16Array(size);
  const cols = new Uint8Array(LINE);
  for (let set = (0 - all) & all; set !== 0; set = (set - all) & all) {
    let lo = 255,
      hi = 0;
    for (let c = 0; c < LINE; c++) cols[c] = ((((set >>> c) & COLUMN_BITS) * GATHER) / 65536) & 31;
    for (let row = 0; row < LINE; row++) {
      const line = (set >>> (row * LINE)) & 31;
      for (let left = line; left !== 0; left &= left - 1) {
        const col = 31 - Math.clz32(left & -left);
        const pts = POINTS[RUN[line * 8 + col]! * 8 + RUN[cols[col]! * 8 + row]!]!;
        const rest = set ^ (1 << (row * LINE + col));
        const m = best[rest]!;
        const a = (m & 255) + pts,
          z = (m >>> 8) + pts;
        if (a < lo) lo = a;
        if (z > hi) hi = z;
      }
    }
    best[set] = lo | (hi << 8);
  }
  return { index: (set) => set & all, best };
}
