import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATS, PATTERNS } from '../catalog.ts';
import { checkGame } from '../format.ts';
import { randomGoals, randomPatterns, randomStandardCats } from '../setup.ts';
import { makeGame } from './notation.ts';
import { EMPTY_BLUE as EMPTY } from './fixtures.ts';

describe('standard setup', () => {
  it('random cats take one tile from each dot group, random patterns cover all six, and the game is valid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 20, maxLength: 20 }),
        (rolls) => {
          let k = 0;
          const random = () => rolls[k++ % rolls.length]!;
          const cats = randomStandardCats(random);
          expect(cats.map((c) => CATS[c].dots)).toEqual([1, 2, 3]);
          const choice = randomPatterns(cats, random);
          expect(choice.flatMap((c) => c.patterns).sort()).toEqual([...PATTERNS].sort());
          const game = makeGame({ players: [{ picture: EMPTY, goals: randomGoals(random) }] });
          game.cats = choice;
          expect(checkGame(game)).toEqual([]);
        },
      ),
    );
  });
});
