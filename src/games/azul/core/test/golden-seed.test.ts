// The golden tests 1–11 and edge cases 1–2 of the brief the Azul core was built from ("the seed", kept outside this
// repo), exactly as written there, and its Examples 1–10, where they err scored as docs/rules/azul.md says.
import { describe, expect, it } from 'vitest';
import { floorCount, floorPenalty, MAX_FLOOR_PENALTY, scoreAfterRound } from '../floor.ts';
import { scoreGame, scoreRound } from '../score.ts';
import { tilePoints, type Color } from '../wall.ts';
import { draw, filledFromPicture, makeGame } from './notation.ts';
import { roundLine } from './golden.helpers.ts';

const T = true,
  F = false;

describe('seed golden tests 1–9: calculate_wall_tile_score (the wall already holds the new tile)', () => {
  it.each([
    [
      '1 isolated_tile',
      [
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, T, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      2,
      2,
      1,
    ],
    [
      '2 horizontal_2',
      [
        [T, T, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      0,
      1,
      2,
    ],
    [
      '3 horizontal_5_complete_row',
      [
        [F, F, F, F, F],
        [T, T, T, T, T],
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      1,
      2,
      5,
    ],
    [
      '4 vertical_3',
      [
        [F, F, T, F, F],
        [F, F, T, F, F],
        [F, F, T, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      2,
      2,
      3,
    ],
    [
      '5 t_shape_both_directions',
      [
        [F, F, T, F, F],
        [F, T, T, T, F],
        [F, F, T, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      1,
      2,
      6,
    ],
    [
      '6 cross_maximum_score',
      [
        [F, F, T, F, F],
        [F, F, T, F, F],
        [T, T, T, T, T],
        [F, F, T, F, F],
        [F, F, T, F, F],
      ],
      2,
      2,
      10,
    ],
    [
      '7 corner_extends_horizontal',
      [
        [T, T, T, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      0,
      0,
      3,
    ],
    [
      '8 l_shape',
      [
        [T, F, F, F, F],
        [T, F, F, F, F],
        [T, T, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      2,
      0,
      5,
    ],
    [
      '9 gap_stops_chain',
      [
        [F, F, F, F, F],
        [T, T, F, T, T],
        [F, F, F, F, F],
        [F, F, F, F, F],
        [F, F, F, F, F],
      ],
      1,
      1,
      2,
    ],
  ] as const)('golden test %s', (_name, wall, row, col, expected) => {
    expect(
      tilePoints(
        wall.map((r) => [...r]),
        row,
        col,
      ),
    ).toBe(expected);
  });
});

describe('seed golden tests 10–11: calculate_floor_penalty', () => {
  const floorLine = (tiles: Color[], hasFirstPlayerToken: boolean) =>
    floorPenalty(floorCount(tiles.length, hasFirstPlayerToken));

  it('10 test_floor_penalty_with_token: -1 (token) -1 -2 -2 = -6', () => {
    expect(floorLine(['blue', 'red', 'yellow'], true)).toBe(-6);
  });

  it('11 test_maximum_floor_penalty: 10 tiles and the token: -1-1-2-2-2-3-3 = -14, extra tiles add nothing', () => {
    expect(
      floorLine(['blue', 'red', 'yellow', 'black', 'white', 'blue', 'red', 'black', 'yellow', 'white'], true),
    ).toBe(-14);
    expect(MAX_FLOOR_PENALTY).toBe(-14);
  });
});

describe('seed edge cases', () => {
  it('1 score goes negative: 3 + (-14) = -11, clamped to 0', () => {
    const penalty = floorPenalty(floorCount(8, true));
    expect(penalty).toBe(-14);
    expect(scoreAfterRound(3, 0, penalty)).toBe(0);
    // The same through a whole round: a player with 3 points, no tile, floor 7 (8 tiles + token, "7 or more").
    const game = makeGame([
      {
        name: 'Ana',
        rounds: [
          `x.... / x.... / ..... / ..... / .....`.replace(/ \/ /g, '\n').toUpperCase(),
          `x.... / x.... / ..... / ..... / ..... / floor 7 first`.replace(/ \/ /g, '\n'),
        ],
      },
    ]);
    const p = scoreGame(game).players[0]!;
    expect(p.rounds.map(roundLine)).toEqual(['1+2 | 0 | 3', '- | -14 | 0']);
  });

  it('2 multiple tiles scored in one round: row 0 alone +1, row 2 extends a horizontal chain +3, row 4 T-shape +6 = +10', () => {
    // Rows 0, 2 and 4 get one tile each; each is scored on the wall as it stands after its own placement.
    const d = draw(`
      X....
      .....
      xxX.x
      ....x
      ..xxX`);
    const wall = d.wall.map((row, r) =>
      row.map((c, col) => (d.fresh.some((t) => t.row === r && t.col === col) ? null : c)),
    );
    const result = scoreRound(wall, { tiles: d.fresh, floor: 0 }, 'coloured', 0);
    expect(result.tiles.map((t) => [t.row, t.points])).toEqual([
      [0, 1],
      [2, 3],
      [4, 6],
    ]);
    expect(result.wallPoints).toBe(10);
  });
});

// Examples 1–6 draw walls after placement ("N" = the new tile): their "Before" pictures read as "after placing".
describe('seed examples 1–6 (tile placement), with docs/rules/azul.md corrections', () => {
  it.each([
    ['1 isolated tile', '..... / ..... / ..N.. / ..... / .....', 2, 2, 1],
    ['2 horizontal chain', '..... / XXN.. / ..... / ..... / .....', 1, 2, 3],
    ['3 vertical chain', '.X... / .X... / .X... / .N... / .....', 3, 1, 4],
    // Corrected: the seed claims +7, but the drawn tiles give 3 across (columns 1–3) + 3 down (rows 0–2) = 6,
    // which its own golden test 5 also says (docs/rules/azul.md, "Wall points").
    ["4 both directions: 6, not the seed's 7 (corrected)", '..X.. / .XNX. / ..X.. / ..... / .....', 1, 2, 6],
    // Corrected title: "(2 Points)" in the seed, but its own calculation gives 3, which is right (docs/rules/azul.md).
    ["5 corner placement: 3, not the title's 2 (corrected)", 'NXX.. / ..... / ..... / ..... / .....', 0, 0, 3],
    ['6 maximum single tile score', '.XXXX / XXXXX / XXNXX / XXXXX / XXXXX', 2, 2, 10],
  ] as const)('example %s', (_name, picture, row, col, expected) => {
    expect(tilePoints(filledFromPicture(picture.replace(/ \/ /g, '\n')), row, col)).toBe(expected);
  });
});

describe('seed examples 7–10 (floor)', () => {
  it('7 with token and 3 tiles: -1 -1 -2 -2 = -6', () => expect(floorPenalty(floorCount(3, true))).toBe(-6));
  it('8 without token, 5 tiles: -1 -1 -2 -2 -2 = -8', () => expect(floorPenalty(floorCount(5, false))).toBe(-8));
  it('9 token and 10 tiles: only 7 slots count, -14', () => expect(floorPenalty(floorCount(10, true))).toBe(-14));
  it('10 empty floor: 0', () => expect(floorPenalty(floorCount(0, false))).toBe(0));
});
