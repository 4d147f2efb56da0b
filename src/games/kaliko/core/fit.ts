// Fitting tiles: which tiles still to come fit an empty cell next to the pattern, and in which rotations. Only
// colours constrain a cell (every shared edge's colours match); the packed colour codes make each test one AND.
import { cellKey, DQ, DR } from './geometry.ts';
import type { Pattern } from './pattern.ts';
import { O_CODE, O_COLOUR, TILES, type Tile } from './tiles.ts';

export interface Fit {
  tile: Tile;
  /** Rotations that fit, one per distinct picture (a symmetric tile's equal rotations are listed once). */
  rotations: number[];
}

/** The colour constraint of an empty cell: mask of constrained sides (2 bits each) and the colours wanted there. */
export function cellConstraint(
  pattern: Pattern,
  q: number,
  r: number,
): { mask: number; want: number; neighbours: number } {
  let mask = 0,
    want = 0,
    neighbours = 0;
  for (let d = 0; d < 6; d++) {
    const i = pattern.cells.get(cellKey(q + DQ[d]!, r + DR[d]!));
    if (i === undefined) continue;
    neighbours++;
    mask |= 3 << (2 * d);
    want |= O_COLOUR[pattern.placed[i]!.o * 6 + ((d + 3) % 6)]! << (2 * d);
  }
  return { mask, want, neighbours };
}

/**
 * Tiles of `candidates` (default: every tile not on the table) that fit empty cell (q, r) in some rotation.
 * An occupied cell, or one touching no tile, gets an empty list.
 */
export function fittingTiles(pattern: Pattern, q: number, r: number, candidates?: readonly Tile[]): Fit[] {
  if (pattern.cells.has(cellKey(q, r))) return [];
  const { mask, want, neighbours } = cellConstraint(pattern, q, r);
  if (neighbours === 0) return [];
  const fits: Fit[] = [];
  const list = candidates ?? TILES;
  for (let n = 0; n < list.length; n++) {
    const t = list[n]!;
    if (!candidates && pattern.laidIn[t.index] !== undefined) continue;
    let rotations: number[] | null = null;
    for (const rot of t.rotations) {
      if ((O_CODE[t.index * 6 + rot]! & mask) === want) (rotations ??= []).push(rot);
    }
    if (rotations) fits.push({ tile: t, rotations });
  }
  return fits;
}

/** Every empty cell touching the pattern ("the frontier"), in a fixed order (by r, then q). */
export function frontier(pattern: Pattern): { q: number; r: number }[] {
  const seen = new Set<number>();
  const out: { q: number; r: number }[] = [];
  for (const p of pattern.placed) {
    for (let d = 0; d < 6; d++) {
      const q = p.q + DQ[d]!,
        r = p.r + DR[d]!;
      const k = cellKey(q, r);
      if (pattern.cells.has(k) || seen.has(k)) continue;
      seen.add(k);
      out.push({ q, r });
    }
  }
  return out.sort((a, b) => a.r - b.r || a.q - b.q);
}
