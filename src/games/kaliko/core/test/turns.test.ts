// Turns worked by hand: running scores, hands and bag, the ends of the game, undo, places.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { KalikoGame, Turn } from '../game.ts';
import { placesOf } from '../ranking.ts';
import { summarise } from '../summary.ts';
import { addTurn, applyTurn, replay, tilesToCome, undoTurns, type TurnProblem } from '../turns.ts';
import { say } from '../../../shared/test/say.ts';

/** A problem as the file form tells it: where, then what. */
const inFile = (p: TurnProblem) => `${p.path}: ${say(p.message)}`;

const EXAMPLE = /```json\n([\s\S]*?)```/.exec(readFileSync('docs/kaliko-format.md', 'utf8'))![1]!;
const example = (): KalikoGame => JSON.parse(EXAMPLE);
const open = (): KalikoGame => {
  const g = example();
  delete g.ended;
  delete g.finishedAt;
  g.turns = g.turns.slice(0, 4);
  return g;
};

describe('turns', () => {
  it('keep running totals, hands and the bag', () => {
    const s = replay(open());
    // Ana 6 (turn 1), Ben 3 (turn 2) then 6 (turn 4).
    expect(s.turns.map((t) => t.totals)).toEqual([
      [6, 0],
      [6, 3],
      [6, 3],
      [6, 9],
    ]);
    // 84 after the start, 14 dealt → 70; plays of 2, 1, 2 tiles draw 5 → 65. Hands stay full.
    expect([s.bag, s.hands, s.nextPlayer, s.ended]).toEqual([65, [7, 7], 0, null]);
    expect(tilesToCome(s)).toHaveLength(85 - 6);
  });

  it('one round of passes ends the game; a solo player passing ends it at once', () => {
    const g = open();
    const one = addTurn(g, { player: 0, kind: 'pass' });
    expect(one.ok && one.state.ended).toBe(null);
    const two = one.ok ? addTurn(one.game, { player: 1, kind: 'pass' }) : one;
    expect(two.ok && two.state.ended).toBe('all-passed');
    // An exchange between passes breaks the succession.
    const broken = ['pass', 'exchange', 'pass'].reduce<KalikoGame>((game, kind, i) => {
      const turn = (
        kind === 'exchange' ? { player: (4 + i) % 2, kind, count: 1 } : { player: (4 + i) % 2, kind }
      ) as Turn;
      const r = addTurn(game, turn);
      if (!r.ok) throw new Error(`${r.problems[0]!.path}: ${say(r.problems[0]!.message)}`);
      return r.game;
    }, g);
    expect(replay(broken).ended).toBe(null);
    const solo: KalikoGame = {
      ...example(),
      players: [{ name: 'Solo' }],
      turns: [{ player: 0, kind: 'pass' }],
      ended: 'all-passed',
    };
    expect(replay(solo)).toMatchObject({ ended: 'all-passed', problems: [] });
  });

  it('a player playing their last tile with the bag empty ends the game', () => {
    const g = open();
    g.turns = g.turns.slice(0, 3);
    const s = replay(g);
    s.bag = 0;
    s.hands[1] = 2; // Ben holds exactly the two tiles of his play
    expect(applyTurn(s, g, example().turns[3]!, 3)).toEqual([]);
    expect([s.ended, s.hands[1], s.totals]).toEqual(['bag-empty', 0, [6, 9]]);
    expect(inFile(applyTurn(s, g, { player: 0, kind: 'pass' }, 4)[0]!)).toBe(
      'turns[4]: the game already ended (a player played their last tile with the bag empty); no turn can follow',
    );
  });

  it('refuses an exchange the bag cannot cover and a play bigger than the hand', () => {
    const g = open();
    const s = replay(g);
    s.bag = 0;
    expect(say(applyTurn(s, g, { player: 0, kind: 'exchange', count: 1 }, 4)[0]!.plain)).toBe(
      'Turn 5 (Ana): the bag is empty, so no tile can be exchanged',
    );
    s.bag = 3;
    expect(inFile(applyTurn(s, g, { player: 0, kind: 'exchange', count: 5 }, 4)[0]!)).toBe(
      'turns[4].count: 5 tiles exchanged, but at most 3 can be (7 in hand, 3 in the bag to draw from)',
    );
    s.hands[0] = 1;
    expect(
      inFile(
        applyTurn(
          s,
          g,
          {
            player: 0,
            kind: 'play',
            tiles: [
              { tile: 'SX-RWB', q: 1, r: 0, rotation: 0 },
              { tile: 'SX-RRB', q: 2, r: 0, rotation: 0 },
            ],
          },
          4,
        )[0]!,
      ),
    ).toBe('turns[4].tiles: 2 tiles placed, but Ana holds only 1');
    expect(s.turns).toHaveLength(4); // a refused turn changes nothing
  });

  it('undo drops the last turns, reopens the game and rescores exactly', () => {
    const g = example();
    const u = undoTurns(g, 3);
    expect(u.ended).toBeUndefined();
    expect(u.finishedAt).toBeUndefined();
    expect(replay(u).totals).toEqual([6, 3]);
    expect(replay(undoTurns(g, 99)).totals).toEqual([0, 0]);
  });

  it("addTurn returns the turn's result or its problems", () => {
    const r = addTurn(open(), { player: 1, kind: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(say(r.problems[0]!.plain)).toBe(
        "Turn 5 (Ana): it is Ana's turn (players take turns in seat order), not Ben's",
      );
  });
});

describe('ranking and summary', () => {
  it('gives shared places to equal totals', () => {
    expect(placesOf([5, 9, 9, 1])).toEqual([3, 1, 1, 4]);
    expect(placesOf([0])).toEqual([1]);
  });

  it('summarises a game per player', () => {
    expect(summarise(example())).toMatchObject({
      turns: 6,
      tilesOnTable: 6,
      ended: 'all-passed',
      problems: [],
      players: [
        {
          name: 'Ana',
          total: 6,
          place: 2,
          plays: 1,
          tilesPlaced: 2,
          exchanges: 1,
          passes: 1,
          closedPaths: 1,
          crossings: 0,
          bestPlay: 6,
        },
        {
          name: 'Ben',
          total: 9,
          place: 1,
          plays: 2,
          tilesPlaced: 3,
          exchanges: 0,
          passes: 1,
          closedPaths: 1,
          crossings: 0,
          bestPlay: 6,
        },
      ],
    });
  });
});
