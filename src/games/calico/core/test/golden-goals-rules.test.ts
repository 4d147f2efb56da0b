// Golden tests drawn by hand from docs/rules/calico.md: design goals, modes, house rules, corrections, a full board.
// Blue board; default goals AA-BB-CC on @1 (3,2), AAA-BBB on @2 (4,3), A-B-C-D-E-F on @3 (2,4);
// default cats Millie (dots, ferns), Rumi (stripes, vines), Coconut (flowers, quatrefoil).
import { describe, expect, it } from 'vitest';
import type { GoalId } from '../catalog.ts';
import type { HouseRules, Mode } from '../game.ts';
import { scoreGame } from '../score.ts';
import { makeGame } from './notation.ts';
import { summary, type Expect } from './golden.helpers.ts';
import { FULL_BOARD, FULL_BOARD_GREEN, FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from './fixtures.ts';

interface Case {
  name: string;
  why: string;
  picture: string;
  expect: Expect;
  goals?: [GoalId, GoalId, GoalId];
  mode?: Mode;
  rules?: Partial<HouseRules>;
}

// Goal @1's ring: (2,1)(3,1)(4,2)(3,3)(2,3)(2,2). Colours in pairs Y Y / G G / K K; patterns all different.
const RING1_COLOR_PAIRS = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  Ys  Yd  ..  ..  Nd
  Nq  ..  Kr  @1  Gf  ..  Pv
    Br  ..  Kq  Gv  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
// Same ring, colours in pairs and patterns in pairs (d d / s s / q q).
const RING1_BOTH_PAIRS = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  Yd  Yd  ..  ..  Nd
  Nq  ..  Kq  @1  Gs  ..  Pv
    Br  ..  Kq  Gs  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;

const CASES: Case[] = [
  {
    name: 'AA-BB-CC met by colour only',
    why: 'colours Y Y G G K K; patterns s d f v q r all differ',
    picture: RING1_COLOR_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'color 7 | pending | pending', total: 7 },
  },
  {
    name: 'AA-BB-CC met by pattern only',
    why: 'colours G Y B K N P differ; patterns d d s s q q',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  Gd  Yd  ..  ..  Nd
      Nq  ..  Pq  @1  Bs  ..  Pv
        Br  ..  Nq  Ks  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'pattern 7 | pending | pending', total: 7 },
  },
  {
    name: 'AA-BB-CC met by colour and pattern scores the higher value, not the sum',
    why: 'pairs in both',
    picture: RING1_BOTH_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'both 11 | pending | pending', total: 11 },
  },
  {
    name: 'AA-BB-CC met by neither',
    why: 'colours and patterns all differ',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  Gs  Yd  ..  ..  Nd
      Nq  ..  Pr  @1  Bf  ..  Pv
        Br  ..  Nq  Kv  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'neither 0 | pending | pending', total: 0 },
  },
  {
    name: 'a goal with an empty neighbour is pending',
    why: '(2,2) still empty',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  Yd  Yd  ..  ..  Nd
      Nq  ..  ..  @1  Gs  ..  Pv
        Br  ..  Kq  Gs  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'pending | pending | pending', total: 0 },
  },
  {
    name: 'AAA-BBB: six of one colour is not two sets of three',
    why: 'ring of @2 all green (one button, group of 7 with border (6,4)); patterns differ',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  Gs  Gd  Pv
        Br  ..  ..  Gr  @2  Gf  Yr
      Ps  ..  @3  ..  Gq  Gv  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: 'green', rainbow: 0, cats: '', goals: 'pending | neither 0 | pending', total: 3 },
  },
  {
    name: 'AAA-BBB met by colour with two triples',
    why: 'B B B (4,2)(5,2)(5,3) and Y Y Y (5,4)(4,4)(3,3): two buttons too',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  Bs  Bd  Pv
        Br  ..  ..  Yr  @2  Bf  Yr
      Ps  ..  @3  ..  Yq  Yv  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: 'blue yellow', rainbow: 0, cats: '', goals: 'pending | color 8 | pending', total: 14 },
  },
  {
    name: 'A-B-C-D-E-F met by both',
    why: 'ring of @3: colours G Y K N P B, patterns s d f v q r',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  Gs  Yd  ..  @2  ..  Yr
      Ps  Br  @3  Kf  ..  ..  Gq
        Yd  Pq  Nv  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'pending | pending | both 15', total: 15 },
  },
  {
    name: 'AAAA-BB met by colour',
    why: 'Y Y Y Y on (2,1)(3,1)(4,2)(3,3) is also a yellow button; K K',
    goals: ['aaaa-bb', 'aa-bb-c-d', 'aaa-bb-c'],
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  Ys  Yd  ..  ..  Nd
      Nq  ..  Kr  @1  Yf  ..  Pv
        Br  ..  Kq  Yv  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: 'yellow', rainbow: 0, cats: '', goals: 'color 8 | pending | pending', total: 11 },
  },
  {
    name: 'AA-BB-C-D met by pattern',
    why: 'ring of @2: patterns d d s s f v; colours all differ',
    goals: ['aaaa-bb', 'aa-bb-c-d', 'aaa-bb-c'],
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  Bd  Gd  Pv
        Br  ..  ..  Pv  @2  Ys  Yr
      Ps  ..  @3  ..  Nf  Ks  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'pending | pattern 5 | pending', total: 5 },
  },
  {
    name: 'family mode: goals are judged but score nothing',
    why: 'the both-pairs ring',
    mode: 'family',
    picture: RING1_BOTH_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'both 0 | pending | pending', total: 0 },
  },
  {
    name: 'solo mode scores as standard',
    why: 'the both-pairs ring',
    mode: 'solo',
    picture: RING1_BOTH_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'both 11 | pending | pending', total: 11 },
  },
  {
    name: 'house rule "goals only when both": colour only scores 0',
    why: 'colour pairs, patterns differ',
    rules: { goalsRequireBoth: true },
    picture: RING1_COLOR_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'color 0 | pending | pending', total: 0 },
  },
  {
    name: 'house rule "goals only when both": both still scores the higher value',
    why: 'pairs in both',
    rules: { goalsRequireBoth: true },
    picture: RING1_BOTH_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'both 11 | pending | pending', total: 11 },
  },
  {
    name: 'house rule: goal values overridden',
    why: 'AA-BB-CC set to 6/10',
    rules: { goalValues: { 'aa-bb-cc': { low: 6, high: 10 } } },
    picture: RING1_BOTH_PAIRS,
    expect: { buttons: '', rainbow: 0, cats: '', goals: 'both 10 | pending | pending', total: 10 },
  },
  {
    name: 'a full board',
    why: 'see the comment above FULL_BOARD',
    goals: FULL_GOALS,
    picture: FULL_BOARD,
    expect: {
      buttons: 'blue green navy pink purple yellow',
      rainbow: 3,
      cats: 'callie 3, coconut 7, rumi 5',
      goals: 'both 15 | color 7 | both 11',
      total: 69,
    },
  },
  {
    name: 'house rule: no rainbow button',
    why: 'full board without the rainbow 3',
    goals: FULL_GOALS,
    picture: FULL_BOARD,
    rules: { rainbowValue: null },
    expect: {
      buttons: 'blue green navy pink purple yellow',
      rainbow: 0,
      cats: 'callie 3, coconut 7, rumi 5',
      goals: 'both 15 | color 7 | both 11',
      total: 66,
    },
  },
  {
    name: 'house rule: buttons worth 2, rainbow worth 5',
    why: 'full board: 6 × 2 + 5 + 15 + 33',
    goals: FULL_GOALS,
    picture: FULL_BOARD,
    rules: { buttonValue: 2, rainbowValue: 5 },
    expect: {
      buttons: 'blue green navy pink purple yellow',
      rainbow: 5,
      cats: 'callie 3, coconut 7, rumi 5',
      goals: 'both 15 | color 7 | both 11',
      total: 65,
    },
  },
];

describe('golden: goals, modes, house rules', () => {
  for (const c of CASES) {
    it(`${c.name} — ${c.why}`, () => {
      const cats = c.picture === FULL_BOARD ? FULL_CATS : undefined;
      const game = makeGame({
        players: [{ picture: c.picture, ...(c.goals ? { goals: c.goals } : {}) }],
        ...(cats ? { cats } : {}),
        ...(c.mode ? { mode: c.mode } : {}),
        ...(c.rules ? { rules: c.rules } : {}),
      });
      expect(summary(scoreGame(game).players[0]!)).toEqual(c.expect);
    });
  }

  it('a second full board, on the green board, next to the first: no tile used more than the box holds', () => {
    const game = makeGame({
      players: [
        { name: 'Ana', picture: FULL_BOARD, goals: FULL_GOALS },
        { name: 'Ben', board: 'green', picture: FULL_BOARD_GREEN, goals: FULL_GOALS_GREEN },
      ],
      cats: FULL_CATS,
    });
    const s = scoreGame(game);
    expect(summary(s.players[1]!)).toEqual({
      buttons: 'blue green navy pink yellow',
      rainbow: 0,
      cats: 'callie 3, callie 3, coconut 7, rumi 5',
      goals: 'both 8 | both 14 | color 7',
      total: 62,
    });
    expect(s.players.map((p) => p.place)).toEqual([1, 2]);
    expect(s.finished).toBe(true);
    expect(s.warnings).toEqual([]);
  });

  it('the full board explains itself: the cells of each award and each goal verdict', () => {
    const game = makeGame({ players: [{ picture: FULL_BOARD, goals: FULL_GOALS }], cats: FULL_CATS });
    const p = scoreGame(game).players[0]!;
    const blue = p.buttons.find((b) => b.color === 'blue')!;
    expect([...blue.cells].sort()).toEqual(['0,3', '1,4', '1,5', '1,6']);
    const callie = p.cats.find((c) => c.cat === 'callie')!;
    expect([...callie.claim].sort()).toEqual(['1,1', '1,2', '2,2']);
    expect([...callie.cells].sort()).toEqual(['1,0', '1,1', '1,2', '2,2']);
    expect(p.goals[1]).toMatchObject({ space: '4,3', byColor: true, byPattern: false, points: 7 });
    expect(p.goals[1]!.cells).toEqual(['4,2', '5,2', '5,3', '5,4', '4,4', '3,3']);
  });

  it('corrections add buttons and tokens, shown apart, and can complete a rainbow', () => {
    // the AAA-BBB board above (blue and yellow buttons, goal 8 = 14) plus four hand-added buttons and a Millie
    const game = makeGame({
      players: [
        {
          picture: CASES[6]!.picture,
          corrections: { buttons: { green: 1, navy: 1, purple: 1, pink: 1 }, cats: { millie: 1 } },
        },
      ],
    });
    const p = scoreGame(game).players[0]!;
    expect(p.corrections.points).toBe(4 * 3 + 3);
    expect(p.rainbow).toEqual({ earned: true, points: 3, missing: [] });
    expect(p.total).toBe(14 + 15 + 3);
    expect(p.buttonCount).toBe(2 + 4 + 1);
    expect(p.catCount).toBe(1);
  });
});
