// Edge-connected groups of cells sharing a colour or a pattern, border cells included.
import type { Tile } from './catalog.ts';
import { CELL_COUNT, isPlayable, NEIGHBOUR_SLOTS, NEIGHBOURS } from './geometry.ts';

/** A board as 49 cells (index = row * 7 + col); null for empty cells and goal spaces. */
export type Grid = ReadonlyArray<Tile | null>;
export type Attribute = 'color' | 'pattern';

// One scratch "seen" array with a generation stamp, so a flood fill allocates nothing but its result.
const seen = new Uint32Array(CELL_COUNT);
let stamp = 0;

/** The cells of the group containing `start` (empty when `start` is empty). */
export function groupAt(grid: Grid, start: number, attr: Attribute): number[] {
  const tile = grid[start];
  if (!tile) return [];
  if (++stamp === 0xffffffff) (seen.fill(0), (stamp = 1));
  const cells = [start];
  seen[start] = stamp;
  // Two literal loops rather than tile[attr]: a fixed property read keeps this hot path monomorphic.
  if (attr === 'color') {
    const value = tile.color;
    for (let i = 0; i < cells.length; i++) {
      const around = NEIGHBOURS[cells[i]!]!;
      for (let k = 0; k < around.length; k++) {
        const n = around[k]!;
        if (seen[n] !== stamp && grid[n]?.color === value) ((seen[n] = stamp), cells.push(n));
      }
    }
  } else {
    const value = tile.pattern;
    for (let i = 0; i < cells.length; i++) {
      const around = NEIGHBOURS[cells[i]!]!;
      for (let k = 0; k < around.length; k++) {
        const n = around[k]!;
        if (seen[n] !== stamp && grid[n]?.pattern === value) ((seen[n] = stamp), cells.push(n));
      }
    }
  }
  return cells;
}

/** Every maximal group by `attr`, each listed once. */
export function groupsOf(grid: Grid, attr: Attribute): number[][] {
  const done = new Uint8Array(CELL_COUNT);
  const groups: number[][] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    if (done[i] || !grid[i]) continue;
    const g = groupAt(grid, i, attr);
    for (let k = 0; k < g.length; k++) done[g[k]!] = 1;
    groups.push(g);
  }
  return groups;
}

// Scratch for groupsWhere: the cells of the group being filled, and which cells a call has grouped (stamped).
const filling = new Int32Array(CELL_COUNT);
const grouped = new Uint32Array(CELL_COUNT);
let groupedStamp = 0;

/**
 * The maximal groups by `attr` that hold a playable cell and that `keep` accepts (given the group's first tile and
 * size), in the order and with the cells groupsOf gives them. A board has some 30 groups, most of one or two
 * cells: they are filled in a kept scratch array and only the groups kept are copied out.
 */
export function groupsWhere(grid: Grid, attr: Attribute, keep: (tile: Tile, size: number) => boolean): number[][] {
  if (++groupedStamp === 0xffffffff) (grouped.fill(0), (groupedStamp = 1));
  const s = groupedStamp;
  const out: number[][] = [];
  const byColor = attr === 'color';
  for (let i = 0; i < CELL_COUNT; i++) {
    const tile = grid[i];
    if (!tile || grouped[i] === s) continue;
    filling[0] = i;
    grouped[i] = s;
    // The same breadth-first order as groupAt, so the cells come out as groupAt lists them.
    const size = byColor ? fill(grid, s, tile.color, true) : fill(grid, s, tile.pattern, false);
    let playable = false;
    for (let k = 0; k < size && !playable; k++) playable = isPlayable(filling[k]!);
    if (!playable || !keep(tile, size)) continue;
    const cells: number[] = new Array(size);
    for (let k = 0; k < size; k++) cells[k] = filling[k]!;
    out.push(cells);
  }
  return out;
}

/** Grows the group whose first cell is in filling[0] over cells of the same colour (or pattern); returns its size. */
function fill(grid: Grid, s: number, value: string, byColor: boolean): number {
  let size = 1;
  for (let k = 0; k < size; k++) {
    const base = filling[k]! * 6;
    for (let j = base; j < base + 6; j++) {
      const n = NEIGHBOUR_SLOTS[j]!;
      if (n < 0 || grouped[n] === s) continue;
      const t = grid[n];
      if (t && (byColor ? t.color : t.pattern) === value) {
        grouped[n] = s;
        filling[size++] = n;
      }
    }
  }
  return size;
}

/** A membership array for `cells`, for fast look-ups. */
export function membership(cells: readonly number[]): Uint8Array {
  const m = new Uint8Array(CELL_COUNT);
  for (const c of cells) m[c] = 1;
  return m;
}
