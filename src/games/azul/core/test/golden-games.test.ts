// Hand-made golden games. Every expectation was worked out by hand from docs/rules/azul.md (never copied from
// the code's output). Notation (notation.ts): a filmstrip of walls after each round, lower case = earlier tiles,
// UPPER CASE = this round's tiles, x/X = the colour printed there, then the floor line ("2*" = 2 items, the
// first-player marker being one). Expected rounds read "tile points top to bottom | floor penalty | score after".
import { describe, expect, it } from 'vitest';
import { scoreGame } from '../score.ts';
import { parseGame } from '../format.ts';
import { explainPlayer } from '../explain.ts';
import { sayAll } from '../../../shared/test/say.ts';
import type { Side } from '../wall.ts';
import { makeGame, strip } from './notation.ts';
import { summary, type Expect } from './golden.helpers.ts';

interface Case {
  name: string;
  why: string;
  side?: Side;
  reverse?: boolean;
  players: { name: string; strip: string; expect: Expect }[];
  ended?: boolean;
}

const NONE: [number, number, number] = [0, 0, 0];
const ROW0 = `
  X....  xX...  xxX..  xxxX.  xxxxX
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....`;
/** Row 0 left to right over 5 rounds: 1, 2, 3, 4, 5 points, then +2 for the complete row. */
const ROW0_EXPECT: Expect = {
  rounds: ['1 | 0 | 1', '2 | 0 | 3', '3 | 0 | 6', '4 | 0 | 10', '5 | 0 | 15'],
  bonus: [2, 0, 0],
  total: 17,
};
const EMPTY5 = `
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....
  .....  .....  .....  .....  .....`;
const quiet = (first: string, after: number, rounds = 5) => [
  first,
  ...Array.from({ length: rounds - 1 }, () => `- | 0 | ${after}`),
];

const CASES: Case[] = [
  {
    name: 'a first tile alone',
    why: 'no neighbour across or down: 1 point',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n ..... \n ..... \n ..... \n .....`,
        expect: { rounds: ['1 | 0 | 1'], bonus: NONE, total: 1 },
      },
    ],
  },
  {
    name: 'two tiles in one round that do not touch',
    why: '(0,0) and (2,2) each alone: 1 + 1',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n ..... \n ..X.. \n ..... \n .....`,
        expect: { rounds: ['1+1 | 0 | 2'], bonus: NONE, total: 2 },
      },
    ],
  },
  {
    name: 'a later tile of the round sees the one placed above it',
    why: 'row 0 first: alone 1; then row 1 under it: run of 2 down',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n X.... \n ..... \n ..... \n .....`,
        expect: { rounds: ['1+2 | 0 | 3'], bonus: NONE, total: 3 },
      },
    ],
  },
  {
    name: 'tiles listed bottom to top in the file still score top to bottom',
    why: 'same round as above, file order reversed: still 1 then 2',
    reverse: true,
    players: [
      {
        name: 'Ana',
        strip: `X.... \n X.... \n ..... \n ..... \n .....`,
        expect: { rounds: ['1+2 | 0 | 3'], bonus: NONE, total: 3 },
      },
    ],
  },
  {
    name: 'a run grows across rounds',
    why: 'round 2 tile joins round 1 tile: run of 2 across',
    players: [
      {
        name: 'Ana',
        strip: `X.... xX... \n ..... ..... \n ..... ..... \n ..... ..... \n ..... .....`,
        expect: { rounds: ['1 | 0 | 1', '2 | 0 | 3'], bonus: NONE, total: 3 },
      },
    ],
  },
  {
    name: 'diagonal tiles do not touch',
    why: '(1,1) has (0,0) only diagonally: alone, 1',
    players: [
      {
        name: 'Ana',
        strip: `X.... x.... \n ..... .X... \n ..... ..... \n ..... ..... \n ..... .....`,
        expect: { rounds: ['1 | 0 | 1', '1 | 0 | 2'], bonus: NONE, total: 2 },
      },
    ],
  },
  {
    name: 'a long run across a gap-filled row, ending the game',
    why: 'columns 0, 2, 4 alone (1 each); column 1 joins 0–2 (3); column 3 fills the row (5); +2 row',
    players: [
      {
        name: 'Ana',
        strip: `
        X....  x.X..  x.x.X  xXx.x  xxxXx
        .....  .....  .....  .....  .....
        .....  .....  .....  .....  .....
        .....  .....  .....  .....  .....
        .....  .....  .....  .....  .....`,
        expect: {
          rounds: ['1 | 0 | 1', '1 | 0 | 2', '1 | 0 | 3', '3 | 0 | 6', '5 | 0 | 11'],
          bonus: [2, 0, 0],
          total: 13,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'a run stops at a gap',
    why: 'row 1: columns 0–1 (2), then column 3 alone (1) and 3–4 (2); column 2 stays empty',
    players: [
      {
        name: 'Ana',
        strip: `
        .....  .....  .....  .....
        X....  xX...  xx.X.  xx.xX
        .....  .....  .....  .....
        .....  .....  .....  .....
        .....  .....  .....  .....`,
        expect: { rounds: ['1 | 0 | 1', '2 | 0 | 3', '1 | 0 | 4', '2 | 0 | 6'], bonus: NONE, total: 6 },
      },
    ],
  },
  {
    name: 'a tile scoring both ways',
    why: '(1,1) makes 2 across with (1,0) and 2 down with (0,1): 4',
    players: [
      {
        name: 'Ana',
        strip: `.X... .x... \n X.... xX... \n ..... ..... \n ..... ..... \n ..... .....`,
        expect: { rounds: ['1+1 | 0 | 2', '4 | 0 | 6'], bonus: NONE, total: 6 },
      },
    ],
  },
  {
    name: 'a tile joining two runs scores the whole joined run',
    why: '(2,2) joins columns 0–1 and 3 into 4 across, and rows 1–3 down (3): 7',
    players: [
      {
        name: 'Ana',
        strip: `
        .....  .....  .....  .....
        ..X..  ..x..  ..x..  ..x..
        X....  xX...  xx.X.  xxXx.
        ..X..  ..x..  ..x..  ..x..
        .....  .....  .....  .....`,
        expect: { rounds: ['1+1+1 | 0 | 3', '2 | 0 | 5', '1 | 0 | 6', '7 | 0 | 13'], bonus: NONE, total: 13 },
      },
    ],
  },
  {
    name: 'the largest tile: 10 in the centre, then row, column and end',
    why: 'last tile fills row 2 (5) and column 2 (5); +2 row 2, +7 column 2',
    players: [
      {
        name: 'Ana',
        strip: `
        ..X..  ..x..  ..x..  ..x..  ..x..
        ..X..  ..x..  ..x..  ..x..  ..x..
        X....  xX...  xx.X.  xx.xX  xxXxx
        ..X..  ..x..  ..x..  ..x..  ..x..
        ..X..  ..x..  ..x..  ..x..  ..x..`,
        // Round 1: (0,2) 1; (1,2) 2 down; (2,0) 1; (3,2) 1 (row 2 of column 2 still empty, row 4 not yet placed); (4,2) 2.
        expect: {
          rounds: ['1+2+1+1+2 | 0 | 7', '2 | 0 | 9', '1 | 0 | 10', '2 | 0 | 12', '10 | 0 | 22'],
          bonus: [2, 7, 0],
          total: 31,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'a column of five in one round',
    why: '1 + 2 + 3 + 4 + 5 down; no row is complete, so the game goes on and no bonus yet',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n X.... \n X.... \n X.... \n X....`,
        expect: { rounds: ['1+2+3+4+5 | 0 | 15'], bonus: NONE, total: 15 },
      },
    ],
    ended: false,
  },
  {
    name: 'floor without the marker',
    why: '3 wall points, 2 floor tiles: −1 −1',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n X.... \n ..... \n ..... \n ..... \n 2`,
        expect: { rounds: ['1+2 | -2 | 1'], bonus: NONE, total: 1 },
      },
    ],
  },
  {
    name: 'floor with the marker',
    why: '1 + 2 + 3 down; floor 2 = marker + 1 tile: −1 −1',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n X.... \n X.... \n ..... \n ..... \n 2*`,
        expect: { rounds: ['1+2+3 | -2 | 4'], bonus: NONE, total: 4 },
      },
    ],
  },
  {
    name: 'the marker alone costs 1',
    why: 'two lone tiles (2), floor is only the marker: −1',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n .X... \n ..... \n ..... \n ..... \n 1*`,
        expect: { rounds: ['1+1 | -1 | 1'], bonus: NONE, total: 1 },
      },
    ],
  },
  {
    name: 'only the marker, nothing on the wall',
    why: '0 − 1 would be −1: clamped to 0',
    players: [
      {
        name: 'Ana',
        strip: `..... \n ..... \n ..... \n ..... \n ..... \n 1*`,
        expect: { rounds: ['- | -1 | 0'], bonus: NONE, total: 0 },
      },
    ],
  },
  {
    name: 'floor 7 with the marker: −14',
    why: 'the marker is one of the 7 items; all 7 slots: −1 −1 −2 −2 −2 −3 −3; 1 − 14 clamped to 0',
    players: [
      {
        name: 'Ana',
        strip: `X.... \n ..... \n ..... \n ..... \n ..... \n 7*`,
        expect: { rounds: ['1 | -14 | 0'], bonus: NONE, total: 0 },
      },
    ],
  },
  {
    name: 'clamp at 0, then recovery from 0',
    why: 'round 1: 1 − 6 → 0 (not −5); round 2: 0 + 2 = 2',
    players: [
      {
        name: 'Ana',
        strip: `X.... xX... \n ..... ..... \n ..... ..... \n ..... ..... \n ..... ..... \n 4 0`,
        expect: { rounds: ['1 | -6 | 0', '2 | 0 | 2'], bonus: NONE, total: 2 },
      },
    ],
  },
  {
    name: 'the clamp comes once, at the end of the round',
    why: 'round 2: 1 + 2 − 4 = −1 → 0 (flooring first would give max(0, 1 − 4) + 2 = 2)',
    players: [
      {
        name: 'Ana',
        strip: `X.... x.... \n ..... X.... \n ..... ..... \n ..... ..... \n ..... ..... \n 0 3`,
        expect: { rounds: ['1 | 0 | 1', '2 | -4 | 0'], bonus: NONE, total: 0 },
      },
    ],
  },
  {
    name: 'bonuses come after the last clamp',
    why: 'every round ends at 0 (floor 7); the complete row still adds +2 at the end',
    players: [
      {
        name: 'Ana',
        strip: `${ROW0}\n 7 7 7 7 7`,
        expect: {
          rounds: ['1 | -14 | 0', '2 | -14 | 0', '3 | -14 | 0', '4 | -14 | 0', '5 | -14 | 0'],
          bonus: [2, 0, 0],
          total: 2,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'a whole game with a row, a column and a colour',
    why: 'blue diagonal, column 0 and row 0: +2 row, +7 column, +10 blue',
    players: [
      {
        name: 'Ana',
        strip: `
        X....  xX...  xxX..  xxxX.  xxxxX
        .X...  Xx...  xx...  xx...  xx...
        ..X..  X.x..  x.x..  x.x..  x.x..
        ...X.  ...x.  X..x.  x..x.  x..x.
        ....X  ....x  ....x  X...x  x...x
        0      0      2*     0      0`,
        // R2: (0,1) 2 across + 2 down = 4; (1,0) 2 across + 2 down = 4; (2,0) 3 down = 3.
        // R3: (0,2) 3 across; (3,0) 4 down. R4: (0,3) 4 across; (4,0) 5 down. R5: (0,4) 5 across.
        expect: {
          rounds: ['1+1+1+1+1 | 0 | 5', '4+4+3 | 0 | 16', '3+4 | -2 | 21', '4+5 | 0 | 30', '5 | 0 | 35'],
          bonus: [2, 7, 10],
          total: 54,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'two rows completed in the last round',
    why: 'rows 0 and 1 grow side by side; the lower tile also scores 2 down from round 2 on; +2 +2',
    players: [
      {
        name: 'Ana',
        strip: `
        X....  xX...  xxX..  xxxX.  xxxxX
        X....  xX...  xxX..  xxxX.  xxxxX
        .....  .....  .....  .....  .....
        .....  .....  .....  .....  .....
        .....  .....  .....  .....  .....`,
        expect: {
          rounds: ['1+2 | 0 | 3', '2+4 | 0 | 9', '3+5 | 0 | 17', '4+6 | 0 | 27', '5+7 | 0 | 39'],
          bonus: [4, 0, 0],
          total: 43,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'the game ends after the round, not at the completing tile',
    why: 'row 0 completes (5) and the tile below it in the same round still scores 2 down',
    players: [
      {
        name: 'Ana',
        strip: `
          X....  xX...  xxX..  xxxX.  xxxxX
          .....  .....  .....  .....  ....X
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....`,
        expect: {
          rounds: ['1 | 0 | 1', '2 | 0 | 3', '3 | 0 | 6', '4 | 0 | 10', '5+2 | 0 | 17'],
          bonus: [2, 0, 0],
          total: 19,
          place: 2,
        },
      },
      {
        name: 'Ben',
        strip: `
          X....  x....  x....  x....  x....
          X....  x....  x....  x....  x....
          X....  x....  x....  x....  x....
          X....  x....  x....  x....  x....
          X....  x....  x....  x....  x....`,
        // Ben has no complete row, but the game ended (Ana's row), so his complete column counts +7.
        expect: { rounds: quiet('1+2+3+4+5 | 0 | 15', 15), bonus: [0, 7, 0], total: 22, place: 1 },
      },
    ],
    ended: true,
  },
  {
    name: 'a tie broken by complete rows',
    why: 'both 17; Ana has 1 complete row, Ben none: Ana wins',
    players: [
      { name: 'Ana', strip: ROW0, expect: { ...ROW0_EXPECT, place: 1 } },
      {
        name: 'Ben',
        strip: `
          .X...  .xX..  .xx..  .xx..  .xx..
          .X...  .x...  .xX..  .xx..  .xx..
          .X...  .x...  .x...  .x...  .x...
          .X...  .x...  .x...  .x...  .x...
          .....  .....  .....  ....X  ....x`,
        // R1: 1 + 2 + 3 + 4 down column 1. R2: (0,2) 2 across. R3: (1,2) 2 across + 2 down. R4: (4,4) alone.
        expect: {
          rounds: ['1+2+3+4 | 0 | 10', '2 | 0 | 12', '4 | 0 | 16', '1 | 0 | 17', '- | 0 | 17'],
          bonus: NONE,
          total: 17,
          place: 2,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'a shared victory',
    why: 'Ana and Cleo both 17 with 1 complete row each: both 1st; Ben (17, no row) is 3rd',
    players: [
      { name: 'Ana', strip: ROW0, expect: { ...ROW0_EXPECT, place: 1 } },
      {
        name: 'Ben',
        strip: `
          .X...  .xX..  .xx..  .xx..  .xx..
          .X...  .x...  .xX..  .xx..  .xx..
          .X...  .x...  .x...  .x...  .x...
          .X...  .x...  .x...  .x...  .x...
          .....  .....  .....  ....X  ....x`,
        expect: {
          rounds: ['1+2+3+4 | 0 | 10', '2 | 0 | 12', '4 | 0 | 16', '1 | 0 | 17', '- | 0 | 17'],
          bonus: NONE,
          total: 17,
          place: 3,
        },
      },
      {
        name: 'Cleo',
        strip: `
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          ....X  ...Xx  ..Xxx  .Xxxx  Xxxxx`,
        // Row 4 right to left: 1, 2, 3, 4, 5, then +2.
        expect: {
          rounds: ['1 | 0 | 1', '2 | 0 | 3', '3 | 0 | 6', '4 | 0 | 10', '5 | 0 | 15'],
          bonus: [2, 0, 0],
          total: 17,
          place: 1,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'four players: a shared 2nd place',
    why: 'Ana 17; Ben and Cleo 1 each with no row (shared 2nd); Dan 0 is 4th',
    players: [
      { name: 'Ana', strip: ROW0, expect: { ...ROW0_EXPECT, place: 1 } },
      {
        name: 'Ben',
        strip: `
          X....  x....  x....  x....  x....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....`,
        expect: { rounds: quiet('1 | 0 | 1', 1), bonus: NONE, total: 1, place: 2 },
      },
      {
        name: 'Cleo',
        strip: `
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          .....  .....  .....  .....  .....
          ....X  ....x  ....x  ....x  ....x`,
        expect: { rounds: quiet('1 | 0 | 1', 1), bonus: NONE, total: 1, place: 2 },
      },
      { name: 'Dan', strip: EMPTY5, expect: { rounds: quiet('- | 0 | 0', 0), bonus: NONE, total: 0, place: 4 } },
    ],
    ended: true,
  },
  {
    name: 'grey side: colours chosen by the player, a colour bonus',
    why: 'row 0 b y r k w over 5 rounds plus 4 more reds: 5 reds (+10), row 0 (+2)',
    side: 'grey',
    players: [
      {
        name: 'Ana',
        strip: `
        B....  bY...  byR..  byrK.  byrkW
        R....  r....  r....  r....  r....
        .....  .R...  .r...  .r...  .r...
        .....  .....  ...R.  ...r.  ...r.
        .....  .....  .....  ....R  ....r`,
        // R1: (0,0) 1, (1,0) 2 down. R2: (0,1) 2 across, (2,1) alone 1. R3: (0,2) 3, (3,3) 1. R4: (0,3) 4, (4,4) 1. R5: 5.
        expect: {
          rounds: ['1+2 | 0 | 3', '2+1 | 0 | 6', '3+1 | 0 | 10', '4+1 | 0 | 15', '5 | 0 | 20'],
          bonus: [2, 0, 10],
          total: 32,
        },
      },
    ],
    ended: true,
  },
  {
    name: 'grey side: points do not depend on colours',
    why: 'red under blue in column 0 (white on the coloured side): 1 + 2 down, as on any side',
    side: 'grey',
    players: [
      {
        name: 'Ana',
        strip: `B.... \n R.... \n ..... \n ..... \n .....`,
        expect: { rounds: ['1+2 | 0 | 3'], bonus: NONE, total: 3 },
      },
    ],
  },
];

describe('golden games (worked out by hand)', () => {
  it('has at least 25 scenarios', () => expect(CASES.length).toBeGreaterThanOrEqual(25));

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const game = makeGame(
      c.players.map((p) => ({ name: p.name, rounds: strip(p.strip) })),
      { side: c.side ?? 'coloured', reverse: c.reverse ?? false },
    );
    const parsed = parseGame(JSON.parse(JSON.stringify(game)));
    if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.path).join('\n'));
    const score = scoreGame(parsed.game);
    score.players.forEach((p, i) => {
      const want = c.players[i]!.expect;
      const got = summary(p);
      expect(got, `${c.players[i]!.name}: ${c.why}`).toEqual({ ...want, place: want.place ?? 1 });
    });
    if (c.ended !== undefined) expect(score.ended).toBe(c.ended);
  });
});

describe('explanations', () => {
  const game = makeGame([
    { name: 'Ana', rounds: strip(`.X... .x... \n X.... xX... \n ..... ..... \n ..... ..... \n ..... ..... \n 0 3*`) },
  ]);
  const p = scoreGame(game).players[0]!;

  it('name the cells of both runs of a tile', () => {
    const t = p.rounds[1]!.tiles[0]!;
    expect(t.horizontal).toEqual([
      { row: 1, col: 0 },
      { row: 1, col: 1 },
    ]);
    expect(t.vertical).toEqual([
      { row: 0, col: 1 },
      { row: 1, col: 1 },
    ]);
    expect([t.horizontalPoints, t.verticalPoints, t.points, t.color]).toEqual([2, 2, 4, 'blue']);
  });

  it('give the floor slot by slot, with the marker', () => {
    expect(p.rounds[1]!.floor).toEqual({ count: 3, firstPlayer: true, slots: [-1, -1, -2], penalty: -4 });
  });

  it('read as plain sentences, counted from 1', () => {
    expect(sayAll(explainPlayer(p))).toEqual([
      'Round 1:',
      'Row 1, column 2 (yellow): touches no tile, 1 point',
      'Row 2, column 1 (white): touches no tile, 1 point',
      'Floor: empty, no penalty',
      'Score: 0 + 2 − 0 = 2',
      'Round 2:',
      'Row 2, column 2 (blue): 2 across (columns 1–2) + 2 down (rows 1–2) = 4 points',
      'Floor: 3 items (the first-player marker included): -1 -1 -2 = -4',
      'Score: 2 + 4 − 4 = 2',
      'Total: 2',
    ]);
  });
});

describe('explanations of the clamp and the bonuses', () => {
  it('say when the clamp raised a score and list each bonus', () => {
    const game = makeGame([{ name: 'Ana', rounds: strip(`${ROW0}\n 7 0 0 0 0`) }]);
    const lines = sayAll(explainPlayer(scoreGame(game).players[0]!));
    expect(lines).toContain('Floor: 7 items: -1 -1 -2 -2 -2 -3 -3 = -14');
    expect(lines).toContain('Score: 0 + 1 − 14 = -13, raised to 0 (a score never goes below 0)');
    expect(lines).toContain('Row 1, column 5 (white): 5 across (columns 1–5), 5 points');
    expect(lines.slice(-2)).toEqual(['Complete row 1: +2', 'Total: 16']);
  });
});

describe('ranking notes', () => {
  it('say how a tie was broken and when a place is shared', async () => {
    const { rank } = await import('../ranking.ts');
    const tie = rank([
      { name: 'Ana', total: 17, completeRows: 1 },
      { name: 'Ben', total: 17, completeRows: 0 },
      { name: 'Cleo', total: 17, completeRows: 1 },
    ]);
    expect(tie.places).toEqual([1, 3, 1]);
    expect(sayAll(tie.notes)).toEqual([
      'Ana, Cleo and Ben tied on 17 points; by complete rows 1 vs 1 vs 0: Ana 1st, Cleo 1st, Ben 3rd (still level, so the place is shared).',
    ]);
    expect(
      rank([
        { name: 'Ana', total: 20, completeRows: 0 },
        { name: 'Ben', total: 17, completeRows: 2 },
      ]),
    ).toEqual({ places: [1, 2], notes: [] });
  });
});
