// "Check a final wall": the exact range of placement points, against examples worked by hand and against brute
// force over every real order (every split into rounds) on small walls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyOrderRange, finalWallRange } from '../finalWall.ts';
import { completeRows, INDICES, tilePoints, type Cell } from '../wall.ts';
import { filledFromPicture } from './notation.ts';

/** Every sequence of rounds: a permutation cut into segments of strictly increasing rows (a round, top to bottom). */
function bruteForce(filled: boolean[][]): { min: number; max: number } {
  const cells: Cell[] = INDICES.flatMap((row) =>
    INDICES.filter((col) => filled[row]![col]).map((col) => ({ row, col })),
  );
  const full = completeRows(filled);
  let min = Infinity,
    max = -Infinity;
  const perm: Cell[] = [];
  const used = cells.map(() => false);
  const visit = () => {
    if (perm.length < cells.length) {
      cells.forEach((c, i) => {
        if (used[i]) return;
        used[i] = true;
        perm.push(c);
        visit();
        perm.pop();
        used[i] = false;
      });
      return;
    }
    const n = perm.length;
    for (let cuts = 0; cuts < 1 << Math.max(0, n - 1); cuts++) {
      // Round boundaries after position i when bit i is set.
      const rounds: Cell[][] = [[]];
      perm.forEach((c, i) => {
        rounds[rounds.length - 1]!.push(c);
        if (i < n - 1 && cuts & (1 << i)) rounds.push([]);
      });
      if (rounds.some((r) => r.some((c, i) => i > 0 && r[i - 1]!.row >= c.row))) continue;
      const wall = INDICES.map(() => INDICES.map(() => false));
      let pts = 0,
        ok = true;
      rounds.forEach((r, k) => {
        for (const c of r) {
          wall[c.row]![c.col] = true;
          pts += tilePoints(wall, c.row, c.col);
        }
        if (k < rounds.length - 1 && completeRows(wall).length > 0) ok = false;
      });
      if (!ok) continue;
      // The last round must hold the last tile of every complete row: guaranteed, since no row was complete before it.
      if (full.length && !full.every((row) => rounds[rounds.length - 1]!.some((c) => c.row === row))) continue;
      min = Math.min(min, pts);
      max = Math.max(max, pts);
    }
  };
  visit();
  return cells.length ? { min, max } : { min: 0, max: 0 };
}

/**
 * A second brute force, over orders only: an order is real when its longest suffix of strictly increasing rows
 * (the last round, placed top to bottom) holds the last-placed tile of every complete row.
 */
function bruteOrders(filled: boolean[][], rule = true): { min: number; max: number } {
  const cells: Cell[] = INDICES.flatMap((row) =>
    INDICES.filter((col) => filled[row]![col]).map((col) => ({ row, col })),
  );
  const full = completeRows(filled);
  const w = INDICES.map(() => INDICES.map(() => false));
  const order: Cell[] = [];
  let min = Infinity,
    max = -Infinity;
  const visit = (pts: number) => {
    if (order.length === cells.length) {
      if (rule) {
        let start = order.length - 1;
        while (start > 0 && order[start - 1]!.row < order[start]!.row) start--;
        const lastOf = (row: number) => order.map((c) => c.row).lastIndexOf(row);
        if (!full.every((row) => lastOf(row) >= start)) return;
      }
      min = Math.min(min, pts);
      max = Math.max(max, pts);
      return;
    }
    for (const c of cells) {
      if (w[c.row]![c.col]) continue;
      w[c.row]![c.col] = true;
      order.push(c);
      visit(pts + tilePoints(w, c.row, c.col));
      order.pop();
      w[c.row]![c.col] = false;
    }
  };
  visit(0);
  return cells.length ? { min, max } : { min: 0, max: 0 };
}

const wall = (s: string) => filledFromPicture(s.replace(/ \/ /g, '\n'));

describe('final wall range: worked by hand', () => {
  it('an empty wall scores 0', () => {
    expect(finalWallRange(wall('..... / ..... / ..... / ..... / .....'))).toEqual({
      tiles: 0,
      completeRows: [],
      min: 0,
      max: 0,
    });
  });

  it('one tile: 1', () => {
    expect(finalWallRange(wall('..... / ..#.. / ..... / ..... / .....'))).toMatchObject({ min: 1, max: 1 });
  });

  it("docs/rules/azul.md's example: columns 0, 1, 2 of one row score 5 (order 0, 2, 1) to 6 (order 0, 1, 2)", () => {
    expect(finalWallRange(wall('###.. / ..... / ..... / ..... / .....'))).toMatchObject({ min: 5, max: 6 });
  });

  it('two separate pairs: each pair 1 + 2 in any order, so exactly 6', () => {
    expect(finalWallRange(wall('##... / ..... / ...## / ..... / .....'))).toMatchObject({ min: 6, max: 6 });
  });

  it('a 2 × 2 square: 1 + 2 + 2 + 4 = 9 at best; 1 + 1 + 4 + 4 = 10 when diagonal tiles come first… so 9 to 10', () => {
    // Orders: a, b beside a (2), c under a (2), d (2 + 2) = 9; a, d diagonal (1 + 1), then b and c each 2 + 2 = 10.
    // Each tile scores at least its partner count; the first scores 1 and the last always 4.
    expect(finalWallRange(wall('##... / ##... / ..... / ..... / .....'))).toMatchObject({ min: 9, max: 10 });
  });

  it('one complete row: its last tile is always 5; from 11 (0, 2, 4 alone, 1 makes 3, 3 makes 5) to 15 (left to right)', () => {
    expect(finalWallRange(wall('##### / ..... / ..... / ..... / .....'))).toMatchObject({
      completeRows: [0],
      min: 11,
      max: 15,
    });
  });
});

describe('final wall range: against brute force', () => {
  const small = fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 0, maxLength: 6 });
  it('matches every real order on walls of up to 6 tiles', () => {
    fc.assert(
      fc.property(small, (cells) => {
        const filled = INDICES.map((r) => INDICES.map((c) => cells.includes(r * 5 + c)));
        const brute = bruteForce(filled);
        expect(finalWallRange(filled)).toMatchObject(brute);
        expect(bruteOrders(filled)).toEqual(brute);
      }),
      { numRuns: 60 },
    );
  });

  it('matches every real order on walls with a complete row and up to 2 more tiles', () => {
    fc.assert(
      fc.property(fc.nat(4), fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { maxLength: 2 }), (row, extra) => {
        const filled = INDICES.map((r) => INDICES.map((c) => r === row || extra.includes(r * 5 + c)));
        expect(finalWallRange(filled)).toMatchObject(bruteForce(filled));
      }),
      { numRuns: 25 },
    );
  });

  it('the last-round rule matters: no tile comes after the round that completes a row', () => {
    // Row 4 completes the game, so its last tile is the very last one placed (nothing lies below it). Without that
    // rule, tiles above could come after the row is complete; the cheapest such order scores 22, the rule's 23.
    const filled = wall('..... / ..... / ..#.. / .###. / #####');
    expect(finalWallRange(filled)).toMatchObject(bruteOrders(filled));
    expect(anyOrderRange(filled)).toMatchObject(bruteOrders(filled, false));
    expect(finalWallRange(filled).min).toBeGreaterThan(anyOrderRange(filled).min);
  });
});

describe('final wall range: the two table methods agree', () => {
  it('on random walls of up to 14 tiles, with and without the last-round rule', () => {
    const walls = fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(walls, (cells) => {
        const filled = INDICES.map((r) => INDICES.map((c) => cells.includes(r * 5 + c)));
        expect(finalWallRange(filled, { wideFrom: 1 })).toEqual(finalWallRange(filled, { wideFrom: 99 }));
        expect(anyOrderRange(filled, { wideFrom: 1 })).toEqual(anyOrderRange(filled, { wideFrom: 99 }));
      }),
      { numRuns: 40 },
    );
  });
});

describe('final wall range: size', () => {
  it('handles a 20-tile wall', () => {
    const filled = wall('##### / ####. / ###.# / ##.## / #.###');
    const r = finalWallRange(filled);
    expect(r.min).toBeLessThanOrEqual(r.max);
  });

  it('handles a full wall: at most 145, reached in some order of placement', () => {
    // By hand: total = 25 tiles + Σ over rows and columns of (run − 1) per tile + the tiles scoring both ways.
    // A 5-cell line gives at most 0+1+2+3+4 = 10 of (run − 1), so rows and columns give at most 100; the first
    // tile of each row never scores both ways, so at most 20 do: 25 + 100 + 20 = 145. Placing the diagonal
    // first, then the cells one step from it, then two steps, … reaches every one of those bounds.
    // One pass over the full wall's 2^25 subsets; the last-round rule, tried on top of the same tables, is checked
    // against both brute forces on smaller walls.
    const full = INDICES.map(() => INDICES.map(() => true));
    expect(anyOrderRange(full).max).toBe(145);
  });
});
