// The pattern: the tiles on the table, with a Map from cell to tile for neighbour look-ups. Built once per turn and
// extended in place by the turn engine; scoring a play never changes it.
import { cellKey } from './geometry.ts';
import type { Tile } from './tiles.ts';

export interface Placed {
  tile: Tile;
  q: number;
  r: number;
  rotation: number;
  /** Index into the oriented-tile tables: tile.index * 6 + rotation. */
  o: number;
}

export interface Pattern {
  /** Tiles in the order they were laid; the starting tile first. */
  readonly placed: Placed[];
  /** cellKey(q, r) → index into placed. */
  readonly cells: Map<number, number>;
  /** placedAt[tile.index] = turn index that laid it (-1 for the starting tile), or undefined while still to come. */
  readonly laidIn: (number | undefined)[];
}

export const place = (tile: Tile, q: number, r: number, rotation: number): Placed => ({
  tile,
  q,
  r,
  rotation,
  o: tile.index * 6 + rotation,
});

export function emptyPattern(): Pattern {
  return { placed: [], cells: new Map(), laidIn: [] };
}

/** Adds tiles to a pattern in place (no checks: use checkPlay first). */
export function addTiles(pattern: Pattern, tiles: readonly Placed[], turn: number): void {
  for (const p of tiles) {
    pattern.cells.set(cellKey(p.q, p.r), pattern.placed.length);
    pattern.placed.push(p);
    pattern.laidIn[p.tile.index] = turn;
  }
}

/** A pattern from loose tiles (tests, tools): the first is the starting tile. */
export function patternOf(tiles: readonly Placed[]): Pattern {
  const p = emptyPattern();
  tiles.forEach((t, i) => addTiles(p, [t], i === 0 ? -1 : 0));
  return p;
}

/** A copy of the pattern with more tiles (say, a play being entered), leaving the original untouched. */
export function withTiles(pattern: Pattern, tiles: readonly Placed[], turn: number): Pattern {
  const copy: Pattern = { placed: [...pattern.placed], cells: new Map(pattern.cells), laidIn: [...pattern.laidIn] };
  addTiles(copy, tiles, turn);
  return copy;
}
