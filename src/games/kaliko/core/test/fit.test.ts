// Fitting tiles, worked by hand: which tiles still to come fit an empty cell, in which rotations.
import { describe, expect, it } from 'vitest';
import { fittingTiles, frontier } from '../fit.ts';
import { TILES } from '../tiles.ts';
import { parsePattern } from './notation.ts';

describe('fitting tiles', () => {
  it('next to a one-colour start every side it touches must be red', () => {
    // (1,0) touches only the start's east side (red). A tile fits in a rotation when its west side (3) is red.
    const { pattern } = parsePattern('DB-RRR @ 0,0 rot 1');
    const fits = fittingTiles(pattern, 1, 0);
    expect(fits.find((f) => f.tile.id === 'DB-RRR')).toBeUndefined(); // on the table
    // TX-WWB (white, white, blue straights) has no red side: never fits.
    expect(fits.find((f) => f.tile.id === 'TX-WWB')).toBeUndefined();
    // TX-RWB in rotation r has side 3 coloured by its segment (3 - r) mod 3 → red in rotation 0 only
    // (rotation 3 is the same picture).
    expect(fits.find((f) => f.tile.id === 'TX-RWB')!.rotations).toEqual([0]);
    // Every other tile has a red segment, so some rotation puts it west. Tiles without red: colourings in white and
    // blue up to each sort's rotations: TX (8 + 2 + 2) / 3 = 4, TB 4, DB (8 + 4) / 2 = 6, DX 6, SX 8 → 28.
    expect(TILES.filter((t) => !t.colours.includes('red'))).toHaveLength(28);
    expect(fits).toHaveLength(84 - 28);
  });

  it('a cell between two tiles needs both colours, on the right sides', () => {
    // (1,-1) TB-WRB rot 1 = bends 1-2 white, 3-4 red, 5-0 blue. (0,-1) meets the start's side 2 (red) with its side 5
    // and (1,-1)'s side 3 (red) with its side 0: it needs red on sides 5 and 0, nothing else.
    const { pattern } = parsePattern(`
      DB-RRR @ 0,0 rot 1
      TB-WRB @ 1,-1 rot 1`);
    const fits = fittingTiles(pattern, 0, -1);
    const of = (id: string) => fits.find((f) => f.tile.id === id)?.rotations;
    expect(of('TB-RRR')).toEqual([0, 1]); // all red: both distinct pictures
    expect(of('TX-WWB')).toBeUndefined();
    // TX-RRW: side d carries segment (d - r) mod 3; sides 0 and 5 carry segments -r and 2 - r: both red only for r = 2.
    expect(of('TX-RRW')).toEqual([2]);
    // The same answer from a slow count over the tiles' side pairs.
    const colourAt = (t: (typeof TILES)[number], rot: number, d: number) =>
      t.colours[t.pairs.findIndex(([a, b]) => a === (d - rot + 6) % 6 || b === (d - rot + 6) % 6)];
    const slow = TILES.filter((t) => pattern.laidIn[t.index] === undefined)
      .map((t) => ({
        id: t.id,
        rotations: t.rotations.filter((rot) => colourAt(t, rot, 5) === 'red' && colourAt(t, rot, 0) === 'red'),
      }))
      .filter((x) => x.rotations.length);
    expect(fits.map((f) => ({ id: f.tile.id, rotations: f.rotations }))).toEqual(slow);
    expect(fittingTiles(pattern, 0, 0)).toEqual([]);
    expect(fittingTiles(pattern, 9, 9)).toEqual([]);
  });

  it('lists the frontier: every empty cell touching the pattern', () => {
    const { pattern } = parsePattern('DB-RRR @ 0,0 rot 1');
    expect(frontier(pattern)).toEqual([
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: -1, r: 0 },
      { q: 1, r: 0 },
      { q: -1, r: 1 },
      { q: 0, r: 1 },
    ]);
  });
});
