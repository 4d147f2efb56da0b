// Property tests (fast-check) for the scoring core's invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGame } from '../format.ts';
import type { AzulGame } from '../game.ts';
import { scoreGame } from '../score.ts';
import { summarise } from '../summary.ts';
import { finalWallRange } from '../finalWall.ts';
import { gameArb } from './arbitraries.ts';

const shuffleWith = <T>(xs: T[], keys: number[]): T[] =>
  xs
    .map((x, i) => [x, keys[i % Math.max(1, keys.length)]! + i / 100] as const)
    .sort((a, b) => a[1] - b[1])
    .map((x) => x[0]);

describe('properties: generated games are valid', () => {
  it('every generated game parses', () => {
    fc.assert(
      fc.property(gameArb(), (g) => {
        const r = parseGame(g);
        if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
      }),
    );
  });
});

describe('properties: scoring', () => {
  it('a round scores the same whatever order its tiles are listed in the file (they are scored top to bottom)', () => {
    fc.assert(
      fc.property(gameArb(), fc.array(fc.nat(100), { minLength: 1, maxLength: 5 }), (g, keys) => {
        const shuffled: AzulGame = {
          ...g,
          rounds: g.rounds.map((r) => ({
            players: r.players.map((p) => ({ ...p, tiles: shuffleWith(p.tiles, keys) })),
          })),
        };
        expect(scoreGame(shuffled)).toEqual(scoreGame(g));
      }),
    );
  });

  it('a score is never negative, after any round or at the end', () => {
    fc.assert(
      fc.property(gameArb(), (g) => {
        for (const p of scoreGame(g).players) {
          for (const r of p.rounds) expect(r.after).toBeGreaterThanOrEqual(0);
          expect(p.total).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the total is the sum of the round results and the bonuses, and of the summary categories', () => {
    fc.assert(
      fc.property(gameArb(), (g) => {
        const score = scoreGame(g);
        const sum = summarise(g);
        score.players.forEach((p, i) => {
          const rounds = p.rounds.reduce((s, r) => s + (r.after - r.before), 0);
          expect(p.total).toBe(rounds + p.bonuses.total);
          for (const r of p.rounds) expect(r.after).toBe(r.before + r.wallPoints + r.floor.penalty + r.clamp);
          expect(p.total).toBe(p.placement + p.floor + p.clamp + p.bonuses.total);
          const s = sum.players[i]!;
          expect(s.placement + s.floor + s.clamp + s.rowBonus + s.columnBonus + s.colorBonus).toBe(s.total);
          expect(s.total).toBe(p.total);
          if (!score.ended) expect(p.bonuses.total).toBe(0);
        });
      }),
    );
  });

  it('a tile scores 1 to 10, and exactly the lengths of its runs longer than 1', () => {
    fc.assert(
      fc.property(gameArb(), (g) => {
        for (const p of scoreGame(g).players)
          for (const r of p.rounds)
            for (const t of r.tiles) {
              expect(t.points).toBeGreaterThanOrEqual(1);
              expect(t.points).toBeLessThanOrEqual(10);
              const h = t.horizontal.length,
                v = t.vertical.length;
              expect(t.points).toBe(h === 1 && v === 1 ? 1 : (h > 1 ? h : 0) + (v > 1 ? v : 0));
            }
      }),
    );
  });

  it('places follow totals, then complete rows', () => {
    fc.assert(
      fc.property(gameArb(), (g) => {
        const ps = scoreGame(g).players;
        for (const a of ps)
          for (const b of ps) {
            if (a.total > b.total || (a.total === b.total && a.completeRows > b.completeRows))
              expect(a.place).toBeLessThan(b.place);
            if (a.total === b.total && a.completeRows === b.completeRows) expect(a.place).toBe(b.place);
          }
      }),
    );
  });

  it("the final-wall range has min ≤ max, and a real game's placement points lie inside it", () => {
    fc.assert(
      fc.property(gameArb({ maxRounds: 12, sparse: 5 }), (g) => {
        const score = scoreGame(g);
        for (const p of score.players) {
          const filled = p.wall.map((row) => row.map((c) => c !== null));
          if (filled.flat().filter(Boolean).length > 18) continue; // keeps the run short; larger walls are covered in finalWall.test.ts
          if (!score.ended && p.completeRows > 0) continue;
          const range = finalWallRange(filled);
          expect(range.min).toBeLessThanOrEqual(range.max);
          expect(p.placement).toBeGreaterThanOrEqual(range.min);
          expect(p.placement).toBeLessThanOrEqual(range.max);
        }
      }),
      { numRuns: 60 },
    );
  });
});
