// Hex geometry on an unbounded grid, after the Red Blob Games hex guide: axial coordinates (q, r), with the cube
// coordinate s = -q - r implied. The picture layout is pointy-top; direction k is the k-th axial neighbour in the
// guide's order, going round counter-clockwise: 0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east.
// Side k of a placed tile faces direction k and touches the neighbour's side (k + 3) mod 6.

import { msg, type Msg } from '../../shared/msg.ts';

/** Axial offsets (dq, dr) of the six neighbours, by direction. */
export const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
export const DQ: readonly number[] = DIRECTIONS.map((d) => d[0]);
export const DR: readonly number[] = DIRECTIONS.map((d) => d[1]);
/** "east", "north-east", … by direction. */
export const directionName = (d: number): Msg => msg(`core.kaliko.direction.${d}`);

export const opposite = (k: number): number => (k + 3) % 6;

/** Coordinates the app accepts: far more than 85 tiles can reach from the start at (0, 0). */
export const MAX_COORD = 200;

const OFFSET = 4096;
/** One number per cell, for Map keys (|q|, |r| < 4096). */
export const cellKey = (q: number, r: number): number => (q + OFFSET) * 8192 + (r + OFFSET);
export const cellOfKey = (key: number): { q: number; r: number } => ({
  q: Math.floor(key / 8192) - OFFSET,
  r: (key % 8192) - OFFSET,
});

/** Readable cell: "(2,-1)". */
export const cellName = (q: number, r: number): string => `(${q},${r})`;

/**
 * Rotates cell (q, r) about (0, 0) by `turns` × 60° in the direction order (counter-clockwise on screen), in cube
 * coordinates: (q, r, s) → (-s, -q, -r) per step. The neighbour in direction k becomes the neighbour in k + 1.
 */
export function rotateCell(q: number, r: number, turns: number): { q: number; r: number } {
  let x = q,
    y = r;
  for (let i = 0; i < ((turns % 6) + 6) % 6; i++) {
    const s = -x - y;
    [x, y] = [-s, -x];
  }
  return { q: x + 0, r: y + 0 };
}
