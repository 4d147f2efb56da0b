// Cat shapes and where they fit. Shapes are written once in axial coordinates; all 12 rotations and mirror
// images are generated in cube coordinates (Red Blob Games style) and every placement on the 7×7 grid is
// precomputed, so "does this group contain the shape?" is a handful of array look-ups.
import type { ShapeId } from './catalog.ts';
import { CELL_COUNT, fromAxial, toAxial } from './geometry.ts';

type Axial = readonly [q: number, r: number];

/** The shapes as printed, in axial (q, r); r grows downwards. */
export const SHAPES: Record<ShapeId, readonly Axial[]> = {
  // three mutually adjacent hexes
  triangle: [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  line3: [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  line4: [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
  ],
  line5: [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
  ],
  // a row of 3 (r = 1) with a row of 2 nestled above it (r = 0)
  almond: [
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
  ],
};

// cube (x, y, z) = (q, -q-r, r). A 60° turn maps (x, y, z) to (-z, -x, -y); a mirror swaps y and z.
const rotate = ([q, r]: Axial): Axial => [-r, q + r];
const mirror = ([q, r]: Axial): Axial => [q, -q - r];

/** Sorted, translated so the first cell is (0,0): equal shapes get equal strings. */
function normalise(cells: readonly Axial[]): Axial[] {
  const sorted = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const [q0, r0] = sorted[0]!;
  return sorted.map(([q, r]) => [q - q0, r - r0] as const);
}

/** Every distinct rotation and mirror image of a shape. */
export function orientations(cells: readonly Axial[]): Axial[][] {
  const seen = new Map<string, Axial[]>();
  let current = [...cells];
  for (let turn = 0; turn < 6; turn++) {
    for (const variant of [current, current.map(mirror)]) {
      const n = normalise(variant);
      seen.set(JSON.stringify(n), n);
    }
    current = current.map(rotate);
  }
  return [...seen.values()];
}

/** PLACEMENTS[shape][anchor] = every on-grid placement whose first cell is `anchor`. */
const PLACEMENTS: Record<ShapeId, number[][][]> = Object.fromEntries(
  (Object.keys(SHAPES) as ShapeId[]).map((id) => {
    const byAnchor: number[][][] = Array.from({ length: CELL_COUNT }, () => []);
    for (const o of orientations(SHAPES[id])) {
      for (let anchor = 0; anchor < CELL_COUNT; anchor++) {
        const { q, r } = toAxial(anchor);
        const cells = o.map(([dq, dr]) => fromAxial(q + dq, r + dr));
        if (cells.every((c) => c !== null)) byAnchor[anchor]!.push(cells as number[]);
      }
    }
    return [id, byAnchor];
  }),
) as Record<ShapeId, number[][][]>;

/**
 * The cells of one copy of `shape` inside `group` (any rotation or mirror image), or null.
 * `member[i]` must be true exactly for the group's cells.
 */
export function findShape(
  shape: ShapeId,
  group: readonly number[],
  member: ArrayLike<boolean | number>,
): number[] | null {
  const byAnchor = PLACEMENTS[shape];
  for (const anchor of group) {
    for (const placement of byAnchor[anchor]!) {
      if (placement.every((c) => member[c])) return placement;
    }
  }
  return null;
}
