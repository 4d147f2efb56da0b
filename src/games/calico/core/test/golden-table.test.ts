// Golden tests drawn by hand from docs/rules/calico.md: several players — placement history, merges, shared token stacks,
// the button supply, ties and places. Blue boards; default cats Millie (dots, ferns), Rumi (stripes, vines),
// Coconut (flowers, quatrefoil).
import { describe, expect, it } from 'vitest';
import { parseGame } from '../format.ts';
import { scoreGame } from '../score.ts';
import { makeGame, type PlayerSpec } from './notation.ts';
import { EMPTY_BLUE as EMPTY } from './fixtures.ts';
import { say, sayAll } from '../../../shared/test/say.ts';

// One green button: (2,2)(2,3)(3,3).
const ONE_BUTTON = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  Gs  @1  ..  ..  Pv
    Br  ..  Gv  Gq  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
// One Millie: dots (2,2)(2,3)(3,3) in three colours.
const ONE_MILLIE = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  Bd  @1  ..  ..  Pv
    Br  ..  Gd  Yd  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
// Two Millies: dots (2,2)(1,3)(2,3) and (4,4)(4,5)(5,5)+border (5,6).
const TWO_MILLIES = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  Bd  @1  ..  ..  Pv
    Br  Yd  Gd  ..  @2  ..  Yr
  Ps  ..  @3  ..  Bd  ..  Gq
    Yd  ..  ..  ..  Gd  Yd  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;

const score = (
  players: PlayerSpec[],
  extra: Parameters<typeof makeGame>[0] extends infer O ? Omit<O, 'players'> : never = {},
) => scoreGame(makeGame({ players, ...extra }));

describe('golden: placement history', () => {
  // Green (2,2)(2,3)(3,3) earns on turn 3; green (3,5)(4,5)+border (4,6) earns on turn 5; (3,4) joins them.
  const MERGED = `
    Kv  Ys  Bv  Kr  Pq  Yf  Gs
      Gf  ..  ..  ..  ..  ..  Nd
    Nq  ..  Gs  @1  ..  ..  Pv
      Br  ..  Gv  Gq  @2  ..  Yr
    Ps  ..  @3  Gr  ..  ..  Gq
      Yd  ..  ..  Gd  Gf  ..  Nf
    Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
  const MERGE_HISTORY = ['1: 2,2 Gs', '1: 2,3 Gv', '1: 3,3 Gq', '1: 3,5 Gd', '1: 4,5 Gf', '1: 3,4 Gr'];

  it('two buttoned groups joined later keep both buttons; the board alone shows one group', () => {
    const played = makeGame({ players: [{ picture: MERGED }], history: MERGE_HISTORY });
    expect(parseGame(played).ok).toBe(true);
    const exact = scoreGame(played);
    expect(exact.source).toBe('history');
    expect(exact.players[0]!.buttons.map((b) => [b.color, b.turn, b.token])).toEqual([
      ['green', 2, '3,3'],
      ['green', 4, '4,5'],
    ]);
    expect(exact.players[0]!.total).toBe(6);
    const fromBoard = scoreGame(makeGame({ players: [{ picture: MERGED }] }));
    expect(fromBoard.players[0]!.buttons).toHaveLength(1);
    expect(fromBoard.players[0]!.total).toBe(3);
  });

  it('two Millie groups joined later keep both tokens', () => {
    // dots (2,2)(2,3)(1,3) → Millie on turn 3; dots (4,4)(4,5)+border (5,6) → Millie on turn 5; (3,4) joins them.
    const picture = `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  Yd  Gd  ..  @2  ..  Yr
      Ps  ..  @3  Pd  Kd  ..  Gq
        Yd  ..  ..  ..  Nd  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
    const history = ['1: 2,2 Bd', '1: 2,3 Gd', '1: 1,3 Yd', '1: 4,4 Kd', '1: 4,5 Nd', '1: 3,4 Pd'];
    const exact = scoreGame(makeGame({ players: [{ picture }], history }));
    expect(exact.players[0]!.cats.map((c) => [c.cat, c.turn, c.points])).toEqual([
      ['millie', 2, 3],
      ['millie', 4, 3],
    ]);
    expect(scoreGame(makeGame({ players: [{ picture }] })).players[0]!.cats).toHaveLength(1);
  });

  it('a group that keeps growing earns once', () => {
    const history = ['1: 2,2 Gs', '1: 2,3 Gv', '1: 3,3 Gq', '1: 3,4 Gr'];
    const picture = `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Gs  @1  ..  ..  Pv
        Br  ..  Gv  Gq  @2  ..  Yr
      Ps  ..  @3  Gr  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
    expect(scoreGame(makeGame({ players: [{ picture }], history })).players[0]!.buttons).toHaveLength(1);
  });

  it('a shared stack is consumed in table order: whoever claims first takes the higher token', () => {
    const history = ['1: 2,2 Bd', '2: 2,2 Bd', '1: 2,3 Gd', '2: 2,3 Gd', '2: 3,3 Yd', '1: 3,3 Yd'];
    const game = makeGame({
      players: [{ picture: ONE_MILLIE }, { picture: ONE_MILLIE }],
      history,
      rules: { tokenStacks: { millie: [5, 3] } },
    });
    const s = scoreGame(game);
    expect(s.players.map((p) => p.total)).toEqual([3, 5]);
    // without the history, claims go in seat order
    const board = scoreGame(
      makeGame({
        players: [{ picture: ONE_MILLIE }, { picture: ONE_MILLIE }],
        rules: { tokenStacks: { millie: [5, 3] } },
      }),
    );
    expect(board.players.map((p) => p.total)).toEqual([5, 3]);
  });

  it('a shared stack runs out in table order: the later claim is reported, not scored', () => {
    // Ana completes her dots group on turn 5, Ben his on turn 6; the Millie stack holds a single 5.
    const history = ['1: 2,2 Bd', '2: 2,2 Bd', '1: 2,3 Gd', '2: 2,3 Gd', '1: 3,3 Yd', '2: 3,3 Yd'];
    const s = scoreGame(
      makeGame({
        players: [
          { name: 'Ana', picture: ONE_MILLIE },
          { name: 'Ben', picture: ONE_MILLIE },
        ],
        history,
        rules: { tokenStacks: { millie: [5] } },
      }),
    );
    expect(s.players.map((p) => p.total)).toEqual([5, 0]);
    expect(s.shortfalls.map((f) => say(f.message))).toEqual([
      'Ben earned a Millie token on turn 6, but the Millie stack is empty.',
    ]);
  });

  it('the box has 8 buttons of a colour: a ninth is reported, not scored', () => {
    // Each of 4 players: blue (1,1)(2,1)+border (2,0) and blue (1,4)(1,5)+borders (0,3)(1,6): 8 blue buttons.
    const perPlayer = ['1,1 Bd', '2,1 Bf', '1,4 Bs', '1,5 Bv'];
    const history = perPlayer.flatMap((cell) => [1, 2, 3, 4].map((p) => `${p}: ${cell}`));
    // Player 1 then makes a third group: (4,5)(5,5)+border (6,6).
    history.push('1: 4,5 Bd', '1: 5,5 Bf');
    const base = `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  Bd  Bf  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  Bs  @3  ..  ..  ..  Gq
        Yd  Bv  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
    const p1 = base.replace('Yd  Bv  ..  ..  ..  ..  Nf', 'Yd  Bv  ..  ..  Bd  Bf  Nf');
    const game = makeGame({
      players: [{ picture: p1 }, { picture: base }, { picture: base }, { picture: base }],
      history,
    });
    expect(parseGame(game).ok).toBe(true);
    const s = scoreGame(game);
    expect(s.players.map((p) => p.buttons.length)).toEqual([2, 2, 2, 2]);
    expect(s.shortfalls.map((f) => say(f.message))).toEqual([
      'P1 earned a light blue button on turn 18, but all light blue buttons are taken.',
    ]);
    // 4 players × (dots, flowers, stripes, vines) + player 1's extra dots and flowers; the box holds 3 of each
    expect(sayAll(s.warnings)).toEqual([
      'Light blue stripes is placed 4 times, but the box holds 3.',
      'Light blue dots is placed 5 times, but the box holds 3.',
      'Light blue flowers is placed 5 times, but the box holds 3.',
      'Light blue vines is placed 4 times, but the box holds 3.',
    ]);
  });
});

describe('golden: stacks, ties and places', () => {
  it('a shared stack without history goes in seat order and runs out', () => {
    const s = score([{ picture: ONE_MILLIE }, { picture: TWO_MILLIES }], {
      rules: { tokenStacks: { millie: [5, 3] } },
    });
    expect(s.players.map((p) => p.cats.map((c) => c.points))).toEqual([[5], [3]]);
    expect(s.shortfalls.map((f) => say(f.message))).toEqual([
      'P2 earned a Millie token, but the Millie stack is empty.',
    ]);
  });

  it('equal totals: most buttons wins by default', () => {
    const s = score([
      { name: 'Ana', picture: ONE_MILLIE },
      { name: 'Ben', picture: ONE_BUTTON },
    ]);
    expect(s.players.map((p) => [p.total, p.place])).toEqual([
      [3, 2],
      [3, 1],
    ]);
    expect(sayAll(s.tieNotes)).toEqual([
      'Ben and Ana tied on 3 points; by buttons 1 vs 0, then cat tokens 0 vs 1: Ben 1st, Ana 2nd.',
    ]);
  });

  it('equal totals with the rulebook tie-break: most cat tokens wins', () => {
    const s = score(
      [
        { name: 'Ana', picture: ONE_MILLIE },
        { name: 'Ben', picture: ONE_BUTTON },
      ],
      { rules: { tieBreak: 'cats-first' } },
    );
    expect(s.players.map((p) => p.place)).toEqual([1, 2]);
  });

  it('equal totals and buttons: cat tokens decide', () => {
    // Ana: green button (3,5)(4,5)+border (4,6) and Millie (2,2)(2,3)(3,3) = 6.
    // Ben: green button (4,2)(3,3)(4,4) and AA-BB-CC by colour worth 3 under a house rule = 6.
    const ana = `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  Yd  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  Gd  Gf  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
    const ben = `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  Ys  Yd  ..  ..  Nd
      Nq  ..  Kr  @1  Gf  ..  Pv
        Br  ..  Kq  Gv  @2  ..  Yr
      Ps  ..  @3  ..  Gd  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
    const s = score(
      [
        { name: 'Ana', picture: ana },
        { name: 'Ben', picture: ben },
      ],
      { rules: { goalValues: { 'aa-bb-cc': { low: 3, high: 5 } } } },
    );
    expect(s.players.map((p) => [p.total, p.buttonCount, p.catCount, p.place])).toEqual([
      [6, 1, 1, 1],
      [6, 1, 0, 2],
    ]);
  });

  it('level on everything: the place is shared and the next place is skipped', () => {
    const s = score([
      { name: 'Ana', picture: ONE_BUTTON },
      { name: 'Ben', picture: ONE_BUTTON },
      { name: 'Cy', picture: EMPTY },
    ]);
    expect(s.players.map((p) => p.place)).toEqual([1, 1, 3]);
    expect(say(s.tieNotes[0]!)).toMatch(/still level, so the place is shared/);
  });
});
