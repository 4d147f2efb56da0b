// Hints: the gain of a placement, checked against hand-derived cases and against full rescoring.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TILES } from '../catalog.ts';
import { DEFAULT_RULES } from '../game.ts';
import { indexOf, keyOf, PLAYABLE_CELLS } from '../geometry.ts';
import { gridOf } from '../grid.ts';
import { gainOf, hintSweep } from '../hints.ts';
import { scoreGame } from '../score.ts';
import { catsOf, makeGame, tile } from './notation.ts';
import { EMPTY_BLUE as EMPTY } from './fixtures.ts';

const ctx = {
  goals: ['aa-bb-cc', 'aaa-bbb', 'a-b-c-d-e-f'] as const,
  cats: catsOf('millie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil'),
  rules: DEFAULT_RULES,
  mode: 'standard' as const,
};

describe('hints', () => {
  it('a third green cell next to two earns a button; a dots cell completing three dots earns Millie', () => {
    const grid = [...gridOf('blue', { '2,2': tile('Gs'), '2,3': tile('Gv') })];
    expect(gainOf(grid, indexOf(3, 3), tile('Gq'), { ...ctx, goals: [...ctx.goals] })).toMatchObject({
      button: true,
      cat: null,
      points: 3,
    });
    const dots = [...gridOf('blue', { '2,2': tile('Bd'), '2,3': tile('Gd') })];
    expect(gainOf(dots, indexOf(3, 3), tile('Yd'), { ...ctx, goals: [...ctx.goals] })).toMatchObject({
      button: false,
      cat: 'millie',
      points: 3,
    });
  });

  it('on an empty board every gain matches rescoring with that one tile added', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAYABLE_CELLS), fc.constantFrom(...ALL_TILES), (cell, t) => {
        const game = makeGame({ players: [{ picture: EMPTY }] });
        const before = scoreGame(game).players[0]!.total;
        game.players[0]!.cells[keyOf(cell)] = t;
        const after = scoreGame(game).players[0]!.total;
        const sweep = hintSweep(gridOf('blue', {}), { ...ctx, goals: [...ctx.goals] });
        const gain = sweep.get(cell)![ALL_TILES.indexOf(t)]!;
        expect(gain.points).toBe(after - before);
      }),
      { numRuns: 100 },
    );
  });

  it('sweeps every empty cell with all 36 tiles', () => {
    const sweep = hintSweep(gridOf('blue', { '2,2': tile('Gs') }), { ...ctx, goals: [...ctx.goals] });
    expect(sweep.size).toBe(21);
    expect([...sweep.values()].every((g) => g.length === 36)).toBe(true);
  });
});
