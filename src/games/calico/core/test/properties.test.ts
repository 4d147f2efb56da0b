// Property tests (fast-check) for the scoring core's invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardsFromBoards, awardsFromHistory } from '../awards.ts';
import { BOARD_IDS } from '../boards.ts';
import { ALL_TILES, COLORS, PATTERNS, type Color, type Pattern, type ShapeId, type Tile } from '../catalog.ts';
import { Supply } from '../claims.ts';
import { DEFAULT_RULES, type CatChoice, type Placement } from '../game.ts';
import { fromAxial, GOAL_RING, keyOf, PLAYABLE_CELLS, toAxial, type CellKey } from '../geometry.ts';
import { judgeGoal } from '../goals.ts';
import { borderGrid, gridOf } from '../grid.ts';
import { membership, type Grid } from '../groups.ts';
import { scoreGame } from '../score.ts';
import { findShape, orientations, SHAPES } from '../shapes.ts';
import { catsOf, makeGame } from './notation.ts';
import { EMPTY_BLUE } from './fixtures.ts';

const SHAPE_IDS = Object.keys(SHAPES) as ShapeId[];
const CATS: CatChoice[] = catsOf('millie:dots,ferns rumi:stripes,vines almond:flowers,quatrefoil');
const CATS_2: CatChoice[] = catsOf('tecolote:dots,ferns callie:stripes,vines cira:flowers,quatrefoil');

/** Rotates a cell 60° about (3,3), or null when it leaves the grid. */
function rotateCell(i: number): number | null {
  const c = toAxial(24); // (3,3)
  const { q, r } = toAxial(i);
  const dq = q - c.q,
    dr = r - c.r;
  return fromAxial(c.q - dr, c.r + dq + dr);
}
/** Mirrors a cell through the axis that keeps (3,3) fixed, or null when it leaves the grid. */
function mirrorCell(i: number): number | null {
  const c = toAxial(24);
  const { q, r } = toAxial(i);
  const dq = q - c.q,
    dr = r - c.r;
  return fromAxial(c.q + dq, c.r - dq - dr);
}

const cellSet = fc.uniqueArray(fc.integer({ min: 0, max: 48 }), { minLength: 1, maxLength: 14 });
/** The 37 cells within 3 steps of (3,3): a hexagon that rotations and mirrors about (3,3) keep on the grid. */
const HEXAGON = Array.from({ length: 49 }, (_, i) => i).filter((i) => {
  const a = toAxial(i),
    c = toAxial(24);
  const dq = a.q - c.q,
    dr = a.r - c.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) <= 3;
});
const hexSet = fc.uniqueArray(fc.constantFrom(...HEXAGON), { minLength: 1, maxLength: 20 });
const tileArb = fc.constantFrom(...ALL_TILES);
const boardArb = fc.constantFrom(...BOARD_IDS);
/** A random (partial) board: each playable cell empty or holding a random tile. */
const cellsArb = fc.array(fc.option(tileArb, { nil: null, freq: 3 }), { minLength: 22, maxLength: 22 }).map((tiles) => {
  const cells: Partial<Record<CellKey, Tile>> = {};
  tiles.forEach((t, i) => {
    if (t) cells[keyOf(PLAYABLE_CELLS[i]!)] = t;
  });
  return cells;
});

describe('properties: shapes', () => {
  it('a shape placed in any rotation or mirror image, anywhere, inside any larger set, is found', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPE_IDS),
        fc.nat(),
        fc.integer({ min: 0, max: 48 }),
        cellSet,
        (shape, o, anchor, extra) => {
          const all = orientations(SHAPES[shape]);
          const orient = all[o % all.length]!;
          const { q, r } = toAxial(anchor);
          const cells = orient.map(([dq, dr]) => fromAxial(q + dq, r + dr));
          fc.pre(cells.every((c) => c !== null));
          const group = [...new Set([...(cells as number[]), ...extra])];
          expect(findShape(shape, group, membership(group))).not.toBeNull();
        },
      ),
    );
  });

  it('rotating or mirroring a set of cells never changes whether a shape is found in it', () => {
    expect(HEXAGON).toHaveLength(37);
    fc.assert(
      fc.property(fc.constantFrom(...SHAPE_IDS), hexSet, fc.boolean(), (shape, set, mirror) => {
        const moved = set.map(mirror ? mirrorCell : rotateCell);
        expect(moved.every((c) => c !== null)).toBe(true);
        const m = moved as number[];
        expect(findShape(shape, m, membership(m)) !== null).toBe(findShape(shape, set, membership(set)) !== null);
      }),
    );
  });

  it('has 3 orientations for lines, 2 for the triangle and 6 for the almond', () => {
    expect(orientations(SHAPES.line3)).toHaveLength(3);
    expect(orientations(SHAPES.line5)).toHaveLength(3);
    expect(orientations(SHAPES.triangle)).toHaveLength(2);
    expect(orientations(SHAPES.almond)).toHaveLength(6);
  });

  it('a set smaller than the shape never contains it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHAPE_IDS), cellSet, (shape, set) => {
        fc.pre(set.length < SHAPES[shape].length);
        expect(findShape(shape, set, membership(set))).toBeNull();
      }),
    );
  });
});

describe('properties: scoring', () => {
  it('renaming colours and patterns consistently changes nothing but names', () => {
    const perm = <T>(xs: readonly T[]) => fc.shuffledSubarray([...xs], { minLength: xs.length, maxLength: xs.length });
    fc.assert(
      fc.property(boardArb, cellsArb, perm(COLORS), perm(PATTERNS), (board, cells, cp, pp) => {
        const cmap = Object.fromEntries(COLORS.map((c, i) => [c, cp[i]])) as Record<Color, Color>;
        const pmap = Object.fromEntries(PATTERNS.map((p, i) => [p, pp[i]])) as Record<Pattern, Pattern>;
        const grid = gridOf(board, cells);
        const renamed: Grid = grid.map((t) => (t ? { color: cmap[t.color], pattern: pmap[t.pattern] } : null));
        const renamedCats = CATS.map((c) => ({
          cat: c.cat,
          patterns: c.patterns.map((p) => pmap[p]) as [Pattern, Pattern],
        }));
        const a = awardsFromBoards([grid], CATS, new Supply(DEFAULT_RULES));
        const b = awardsFromBoards([renamed], renamedCats, new Supply(DEFAULT_RULES));
        expect(b.map((x) => [x.kind, x.cat, x.points, x.token])).toEqual(
          a.map((x) => [x.kind, x.cat, x.points, x.token]),
        );
        expect(b.map((x) => x.color)).toEqual(a.map((x) => cmap[x.color]));
        for (const ring of GOAL_RING) {
          for (const goal of ['aa-bb-cc', 'aaa-bb-c', 'a-b-c-d-e-f'] as const) {
            const va = judgeGoal(
              goal,
              ring.map((c) => grid[c] ?? null),
              DEFAULT_RULES,
              'standard',
            );
            const vb = judgeGoal(
              goal,
              ring.map((c) => renamed[c] ?? null),
              DEFAULT_RULES,
              'standard',
            );
            expect(vb).toEqual(va);
          }
        }
      }),
    );
  });

  it('scoring from a placement history never gives fewer buttons or cats than scoring the final board', () => {
    const historyArb = fc.tuple(
      boardArb,
      fc.array(tileArb, { minLength: 22, maxLength: 22 }),
      fc.shuffledSubarray([...PLAYABLE_CELLS], { minLength: 1 }),
      fc.constantFrom(CATS, CATS_2),
    );
    fc.assert(
      fc.property(historyArb, ([board, tiles, order, cats]) => {
        const history: Placement[] = order.map((cell, i) => ({ player: 0, cell: keyOf(cell), ...tiles[i]! }));
        const replay = awardsFromHistory([borderGrid(board)], history, cats, new Supply(DEFAULT_RULES));
        const final = awardsFromBoards(replay.grids, cats, new Supply(DEFAULT_RULES));
        const count = (xs: typeof final, kind: string) => xs.filter((x) => x.kind === kind && x.points !== null).length;
        expect(count(replay.awards, 'button')).toBeGreaterThanOrEqual(count(final, 'button'));
        expect(count(replay.awards, 'cat')).toBeGreaterThanOrEqual(count(final, 'cat'));
      }),
    );
  });

  it('a board scores the same whatever order its cells were entered in (no history)', () => {
    fc.assert(
      fc.property(cellsArb, fc.nat(), (cells, seed) => {
        const entries = Object.entries(cells);
        const shuffled = [...entries].sort((a, b) => hash(a[0], seed) - hash(b[0], seed) || 0);
        const g1 = makeGame({ players: [{ picture: EMPTY_BLUE }] });
        const g2 = makeGame({ players: [{ picture: EMPTY_BLUE }] });
        g1.players[0]!.cells = Object.fromEntries(entries);
        g2.players[0]!.cells = Object.fromEntries(shuffled);
        expect(scoreGame(g2)).toEqual(scoreGame(g1));
      }),
    );
  });
});

const hash = (s: string, seed: number): number =>
  [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0) + seed) % 1000003, 7);
