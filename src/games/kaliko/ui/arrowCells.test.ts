// The arrow keys on the pattern: to the nearest cell in the arrow's direction on screen (pointy-top hexes: a row
// is a line across; the rows above and below are offset by half a cell).
import { describe, expect, it } from 'vitest';
import { nextCell } from './arrowCells.ts';

// A ring of the six cells around (0,0), plus one further east.
const ring = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
  { q: 2, r: 0 },
];
const from = { q: -1, r: 0 }; // west of the centre

describe('nextCell', () => {
  it('right goes along the row to the nearest cell (past a tile), before a nearer cell half a row up', () => {
    expect(nextCell(ring, { q: 1, r: 0 }, 'ArrowRight')).toEqual({ q: 2, r: 0 });
    expect(nextCell(ring, from, 'ArrowRight')).toEqual({ q: 1, r: 0 });
  });
  it('up and down go to the row above or below', () => {
    expect(nextCell(ring, from, 'ArrowUp')).toEqual({ q: 0, r: -1 });
    expect(nextCell(ring, from, 'ArrowDown')).toEqual({ q: -1, r: 1 });
  });
  it('nothing that way, or not an arrow key: null', () => {
    expect(nextCell(ring, from, 'ArrowLeft')).toBeNull();
    expect(nextCell(ring, from, 'Enter')).toBeNull();
  });
});
