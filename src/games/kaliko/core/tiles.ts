// The 85 Kaliko tiles, GENERATED from the rule in docs/rules/kaliko.md: 5 sorts of side pairings × every way to colour the three
// segments red, white or blue, keeping one tile per design up to rotation (tiles are one-sided, never flipped).
//
// A tile's id spells its design in its own rotation 0: sort code + the colours of the segments in the order the sort
// lists its side pairs, e.g. "SX-RWB" = single cross with 0-1 red, 2-4 white, 3-5 blue. Of the spellings that show
// one tile (a symmetric sort can be spelled several ways), the id is the first in R < W < B order. Ids never depend
// on the order of generation, so they are stable.

import { msg, type Msg } from '../../shared/msg.ts';

export type Colour = 'red' | 'white' | 'blue';
export const COLOURS: readonly Colour[] = ['red', 'white', 'blue'];
export const COLOUR_LETTERS = ['R', 'W', 'B'] as const;

export type SortCode = 'TX' | 'TB' | 'DB' | 'DX' | 'SX';
export interface SortInfo {
  code: SortCode;
  /** Side pairs of one orientation, as docs/rules/kaliko.md lists them. */
  pairs: readonly (readonly [number, number])[];
}
export const SORTS: readonly SortInfo[] = [
  {
    code: 'TX',
    pairs: [
      [0, 3],
      [1, 4],
      [2, 5],
    ],
  },
  {
    code: 'TB',
    pairs: [
      [0, 1],
      [2, 3],
      [4, 5],
    ],
  },
  {
    code: 'DB',
    pairs: [
      [0, 1],
      [2, 5],
      [3, 4],
    ],
  },
  {
    code: 'DX',
    pairs: [
      [0, 2],
      [1, 4],
      [3, 5],
    ],
  },
  {
    code: 'SX',
    pairs: [
      [0, 1],
      [2, 4],
      [3, 5],
    ],
  },
];

export const sortName = (code: SortCode): Msg => msg(`core.kaliko.sort.${code}`);
export const colourName = (c: Colour): Msg => msg(`core.kaliko.colour.${c}`);

export type TileId = string;

export interface Tile {
  id: TileId;
  /** 0–84, in catalogue order (sort, then id). */
  index: number;
  sort: SortCode;
  /** "Single cross: red bend, white curve, blue curve". */
  name: Msg;
  /** Side pairs in rotation 0 and each pair's colour. */
  pairs: readonly (readonly [number, number])[];
  colours: readonly Colour[];
  /** How many of its colours differ: 1, 2 or 3. */
  colourCount: number;
  /** Pairs of its segments that cross on the tile: 0–3. */
  crossings: number;
  /** The rotations 0–5 that give different pictures (1, 2, 3 or 6 of them). */
  rotations: readonly number[];
}

/** Two segments with side pairs (a, b) and (c, d) cross when they interleave going round the tile. */
export function segmentsCross(p: readonly [number, number], o: readonly [number, number]): boolean {
  const [a, b] = p[0] < p[1] ? p : [p[1], p[0]];
  const [c, d] = o[0] < o[1] ? o : [o[1], o[0]];
  return (a < c && c < b && b < d) || (c < a && a < d && d < b);
}

const SHAPE = ['', 'bend', 'curve', 'straight'] as const;
const shapeOf = ([a, b]: readonly [number, number]): SegmentShape =>
  SHAPE[Math.min((b - a + 6) % 6, (a - b + 6) % 6)] as SegmentShape;

/** The design of a tile turned by `rotation`: colour (0–2) and partner side at each of the 6 sides. */
function design(pairs: readonly (readonly [number, number])[], colours: readonly number[], rotation: number): string {
  const colour = new Array<number>(6),
    partner = new Array<number>(6);
  pairs.forEach(([a, b], s) => {
    const x = (a + rotation) % 6,
      y = (b + rotation) % 6;
    colour[x] = colour[y] = colours[s]!;
    partner[x] = y;
    partner[y] = x;
  });
  return `${colour.join('')}/${partner.join('')}`;
}

function generate(): Tile[] {
  const tiles: Tile[] = [];
  const seen = new Set<string>();
  for (const sort of SORTS) {
    const ofSort: Tile[] = [];
    // Colourings in R < W < B order, so the first spelling met of each design is its id.
    for (let n = 0; n < 27; n++) {
      const c = [Math.floor(n / 9), Math.floor(n / 3) % 3, n % 3];
      const designs = [0, 1, 2, 3, 4, 5].map((rot) => design(sort.pairs, c, rot));
      if (designs.some((d) => seen.has(d))) continue;
      designs.forEach((d) => seen.add(d));
      const colours = c.map((x) => COLOURS[x]!);
      const crossings = [
        [0, 1],
        [0, 2],
        [1, 2],
      ].filter(([i, j]) => segmentsCross(sort.pairs[i!]!, sort.pairs[j!]!)).length;
      ofSort.push({
        id: `${sort.code}-${c.map((x) => COLOUR_LETTERS[x]).join('')}`,
        index: 0,
        sort: sort.code,
        name: msg('core.kaliko.tileName', {
          sort: sortName(sort.code),
          ...Object.fromEntries(
            sort.pairs.map((p, s) => [
              `s${s}`,
              msg('core.kaliko.segment', {
                colour: colourName(colours[s]!),
                shape: msg(`core.kaliko.shape.${shapeOf(p)}`),
              }),
            ]),
          ),
        }),
        pairs: sort.pairs,
        colours,
        colourCount: new Set(c).size,
        crossings,
        rotations: [0, 1, 2, 3, 4, 5].filter((rot) => designs.indexOf(designs[rot]!) === rot),
      });
    }
    tiles.push(...ofSort);
  }
  tiles.forEach((t, i) => (t.index = i));
  return tiles;
}

export const TILES: readonly Tile[] = generate();
export const TILE_COUNT = TILES.length;
const BY_ID = new Map<string, Tile>(TILES.map((t) => [t.id, t]));
export const tileById = (id: string): Tile | undefined => BY_ID.get(id);
export const TILE_IDS: readonly TileId[] = TILES.map((t) => t.id);

// --- oriented tiles: flat tables indexed by o = tile.index * 6 + rotation ----------------------------------------
// Side k of the tile in rotation 0 faces direction (k + rotation) mod 6.

/** Colour index (0 red, 1 white, 2 blue) at direction d: O_COLOUR[o * 6 + d]. */
export const O_COLOUR = new Uint8Array(TILE_COUNT * 36);
/** The direction the segment entering at d leaves by: O_PARTNER[o * 6 + d]. */
export const O_PARTNER = new Uint8Array(TILE_COUNT * 36);
/** The segment (0–2, in the tile's pair order) at direction d: O_SEGMENT[o * 6 + d]. */
export const O_SEGMENT = new Uint8Array(TILE_COUNT * 36);
/** The six colours packed 2 bits per direction, for quick fitting. */
export const O_CODE = new Uint16Array(TILE_COUNT * 6);
/** Bit (1 << (i + j - 1)) set when segments i < j of the tile cross: pairs (0,1)=1, (0,2)=2, (1,2)=4. */
export const CROSS_BITS = new Uint8Array(TILE_COUNT);

for (const t of TILES) {
  const ci = t.colours.map((c) => COLOURS.indexOf(c));
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 3; j++) {
      if (segmentsCross(t.pairs[i]!, t.pairs[j]!)) CROSS_BITS[t.index]! |= 1 << (i + j - 1);
    }
  for (let rot = 0; rot < 6; rot++) {
    const o = t.index * 6 + rot;
    let code = 0;
    t.pairs.forEach(([a, b], s) => {
      const x = (a + rot) % 6,
        y = (b + rot) % 6;
      O_COLOUR[o * 6 + x] = O_COLOUR[o * 6 + y] = ci[s]!;
      O_PARTNER[o * 6 + x] = y;
      O_PARTNER[o * 6 + y] = x;
      O_SEGMENT[o * 6 + x] = O_SEGMENT[o * 6 + y] = s;
    });
    for (let d = 0; d < 6; d++) code |= O_COLOUR[o * 6 + d]! << (2 * d);
    O_CODE[o] = code;
  }
}

export const crossesOnTile = (tile: number, i: number, j: number): boolean =>
  i !== j && (CROSS_BITS[tile]! & (1 << (Math.min(i, j) + Math.max(i, j) - 1))) !== 0;

/** The colour at side-direction d of a tile in a rotation. */
export const colourAt = (tile: Tile, rotation: number, d: number): Colour =>
  COLOURS[O_COLOUR[(tile.index * 6 + rotation) * 6 + d]!]!;

/**
 * Finds the tile and rotation showing a spelled design: any spelling "SX-BWR" (sort + segment colours in the sort's
 * pair order, rotation 0), canonical or not. Null when the spelling is not a design.
 */
export function resolveSpelling(spelling: string): { tile: Tile; rotation: number } | null {
  const m = /^(TX|TB|DB|DX|SX)-([RWB]{3})$/.exec(spelling);
  if (!m) return null;
  const sort = SORTS.find((s) => s.code === m[1])!;
  const target = design(
    sort.pairs,
    [...m[2]!].map((ch) => 'RWB'.indexOf(ch)),
    0,
  );
  for (const t of TILES) {
    if (t.sort !== sort.code) continue;
    const ci = t.colours.map((c) => COLOURS.indexOf(c));
    for (let rot = 0; rot < 6; rot++) if (design(t.pairs, ci, rot) === target) return { tile: t, rotation: rot };
  }
  return null;
}

/** The design string of a tile in a rotation (equal strings = equal pictures). For tests and de-duplication. */
export const designOf = (tile: Tile, rotation: number): string =>
  design(
    tile.pairs,
    tile.colours.map((c) => COLOURS.indexOf(c)),
    rotation,
  );

export type SegmentShape = 'bend' | 'curve' | 'straight';
/** A tile's three segments as laid in a rotation: the directions their ends face, colour and shape (for drawing). */
export function segmentsOf(
  tile: Tile,
  rotation: number,
): { sides: [number, number]; colour: Colour; shape: SegmentShape }[] {
  return tile.pairs.map(([a, b], s) => ({
    sides: [(a + rotation) % 6, (b + rotation) % 6] as [number, number],
    colour: tile.colours[s]!,
    shape: shapeOf([a, b]),
  }));
}
