// Edits, golden: each case draws the walls before the edit (notation.ts: lower case = earlier rounds, upper case =
// the round being entered), the edit, and the expected result worked out by hand from docs/rules/azul.md.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEdit, targetOf, type AzulEdit } from '../edits.ts';
import { parseGame } from '../format.ts';
import type { AzulGame } from '../game.ts';
import { scoreGame } from '../score.ts';
import { makeGame, strip } from './notation.ts';
import { say } from '../../../shared/test/say.ts';
import type { Msg } from '../../../shared/msg.ts';

const AT = '2026-11-22T22:00:00.000Z';
const ok = (g: AzulGame, e: AzulEdit) => {
  const r = applyEdit(g, e, AT);
  if (!r.ok) throw new Error(`refused: ${say(r.reason)}`);
  return r.game;
};
const reason = (g: AzulGame, e: AzulEdit) => {
  const r = applyEdit(g, e, AT);
  expect(r.ok, 'the edit should be refused').toBe(false);
  expect(r.game).toBe(g); // nothing changes
  return say((r as { reason: Msg }).reason);
};
const points = (g: AzulGame, p = 0) => scoreGame(g).players[p]!.afterRounds;

/** Ana and Ben, two rounds; round 2 is being entered. */
const TWO_ROUNDS = makeGame([
  {
    name: 'Ana',
    rounds: strip(`
    X....  x....
    .....  .....
    .....  .....
    .....  .....
    .....  .....`),
  },
  {
    name: 'Ben',
    rounds: strip(`
    .....  .....
    .....  .....
    .....  .....
    .....  .....
    .....  .....
    1*     0`),
  },
]);

describe('tile edits', () => {
  it('a tile next to an earlier one scores its run at once', () => {
    // x X . . .   row 1: blue (round 1), then yellow at column 2 in round 2 → a run of 2 across = 2 points.
    // Ana: 1 (round 1) + 2 = 3.
    const g = ok(TWO_ROUNDS, { kind: 'tile', round: 1, player: 0, row: 0, col: 1 });
    expect(g.rounds[1]!.players[0]!.tiles).toEqual([{ row: 0, col: 1 }]);
    expect(points(g)).toBe(3);
    expect(g.updatedAt).toBe(AT);
  });

  it('tiles of one round are kept in the order placed and score top to bottom, whatever that order', () => {
    // Round 2 adds (1,0) then (0,1) as taps; scored top to bottom:
    //   (0,1): 2 across = 2;  (1,0): 2 down (rows 1–2) = 2  → 4, Ana 1 + 4 = 5.
    let g = ok(TWO_ROUNDS, { kind: 'tile', round: 1, player: 0, row: 1, col: 0 });
    g = ok(g, { kind: 'tile', round: 1, player: 0, row: 0, col: 1 });
    expect(g.rounds[1]!.players[0]!.tiles.map((t) => t.row)).toEqual([1, 0]);
    expect(scoreGame(g).players[0]!.rounds[1]!.tiles.map((t) => t.points)).toEqual([2, 2]);
    expect(points(g)).toBe(5);
  });

  it('refuses a second new tile in a row this round', () => {
    const g = ok(TWO_ROUNDS, { kind: 'tile', round: 1, player: 0, row: 2, col: 0 });
    expect(reason(g, { kind: 'tile', round: 1, player: 0, row: 2, col: 3 })).toBe(
      'Ana already has a new tile in row 3 this round (column 1); a row takes one new tile per round',
    );
  });

  it('refuses a cell already tiled in an earlier round', () => {
    expect(reason(TWO_ROUNDS, { kind: 'tile', round: 1, player: 0, row: 0, col: 0 })).toBe(
      "Ana's row 1, column 1 was already tiled in round 1; a cell is tiled only once",
    );
  });

  it('refuses, in an earlier round, a cell tiled in a later one', () => {
    const g = ok(TWO_ROUNDS, { kind: 'tile', round: 1, player: 1, row: 3, col: 3 });
    expect(reason(g, { kind: 'tile', round: 0, player: 1, row: 3, col: 3 })).toBe(
      "Ben's row 4, column 4 was already tiled in round 2; a cell is tiled only once",
    );
  });

  it("untile takes this round's tile of a row off (and the score back)", () => {
    const g = ok(TWO_ROUNDS, { kind: 'tile', round: 1, player: 0, row: 0, col: 1 });
    const back = ok(g, { kind: 'untile', round: 1, player: 0, row: 0 });
    expect(back.rounds).toEqual(TWO_ROUNDS.rounds);
    expect(reason(back, { kind: 'untile', round: 1, player: 0, row: 0 })).toBe(
      'Ana has no new tile in row 1 in round 2',
    );
  });

  it('coloured side: a colour other than the printed one is refused', () => {
    expect(reason(TWO_ROUNDS, { kind: 'tile', round: 1, player: 0, row: 0, col: 1, color: 'red' })).toBe(
      'row 1, column 2 of the coloured side is yellow, not red',
    );
  });
});

describe('grey side', () => {
  /** Ana, grey side: a blue tile at row 1, column 1 in round 1; round 2 is being entered. */
  const GREY = makeGame(
    [
      {
        name: 'Ana',
        rounds: strip(`
    B....  b....
    .....  .....
    .....  .....
    .....  .....
    .....  .....`),
      },
    ],
    { side: 'grey' },
  );

  it('needs a colour, and refuses a colour twice in a row or a column', () => {
    expect(reason(GREY, { kind: 'tile', round: 1, player: 0, row: 0, col: 2 })).toBe(
      'on the grey side a tile needs its colour',
    );
    // b . B . .  → blue twice in row 1
    expect(reason(GREY, { kind: 'tile', round: 1, player: 0, row: 0, col: 2, color: 'blue' })).toMatch(
      /blue is already in row 1 \(column 1\)/,
    );
    // blue at (0,0), blue again at (3,0) → twice in column 1
    expect(reason(GREY, { kind: 'tile', round: 1, player: 0, row: 3, col: 0, color: 'blue' })).toMatch(
      /blue is already in column 1 \(row 1\)/,
    );
    const g = ok(GREY, { kind: 'tile', round: 1, player: 0, row: 0, col: 2, color: 'red' });
    expect(g.rounds[1]!.players[0]!.tiles).toEqual([{ row: 0, col: 2, color: 'red' }]);
  });
});

describe('floor and the first-player marker', () => {
  it('sets the floor count; the marker fills a slot (0 becomes 1) and moves between players', () => {
    // Ana: 1 point before; floor 3 = −1 −1 −2 = −4 → max(0, 1 − 4) = 0.
    let g = ok(TWO_ROUNDS, { kind: 'floor', round: 1, player: 0, floor: 3 });
    expect(points(g)).toBe(0);
    g = ok(g, { kind: 'marker', round: 1, player: 1 });
    expect(g.rounds[1]!.players[1]).toEqual({ tiles: [], floor: 1, firstPlayer: true });
    g = ok(g, { kind: 'marker', round: 1, player: 0 }); // moves to Ana, whose floor of 3 already counts it
    expect(g.rounds[1]!.players[0]).toEqual({ tiles: [], floor: 3, firstPlayer: true });
    expect(g.rounds[1]!.players[1]).toEqual({ tiles: [], floor: 1 });
    expect(reason(g, { kind: 'floor', round: 1, player: 0, floor: 0 })).toBe(
      'Ana took the first-player marker, which fills a floor slot: the floor count is at least 1',
    );
    expect(reason(g, { kind: 'floor', round: 1, player: 0, floor: 8 })).toBe(
      'the floor count is 0 to 7 ("7 or more" is 7)',
    );
    g = ok(g, { kind: 'marker', round: 1, player: null });
    expect(g.rounds[1]!.players.some((e) => e.firstPlayer)).toBe(false);
  });
});

describe('rounds and the end of the game', () => {
  /** Ana fills row 1 over rounds 1–4 (1 + 2 + 3 + 4 = 10); round 5 is being entered. */
  const NEAR_END = makeGame([
    {
      name: 'Ana',
      rounds: strip(`
    X....  xX...  xxX..  xxxX.  xxxx.
    .....  .....  .....  .....  .....
    .....  .....  .....  .....  .....
    .....  .....  .....  .....  .....
    .....  .....  .....  .....  .....`),
    },
  ]);

  it('adds the next round, only the next one', () => {
    const g = ok(TWO_ROUNDS, { kind: 'addRound', round: 2 });
    expect(g.rounds).toHaveLength(3);
    expect(g.rounds[2]).toEqual({
      players: [
        { tiles: [], floor: 0 },
        { tiles: [], floor: 0 },
      ],
    });
    expect(reason(g, { kind: 'addRound', round: 2 })).toBe('round 3 was already added');
  });

  it('completing a row ends the game: no round can follow, and it can be finished', () => {
    // (0,4) makes 5 across = 5 points: 10 + 5 = 15; then +2 for the row = 17.
    const g = ok(NEAR_END, { kind: 'tile', round: 4, player: 0, row: 0, col: 4 });
    expect(scoreGame(g).players[0]!.total).toBe(17);
    expect(reason(g, { kind: 'addRound', round: 5 })).toBe(
      'the game ended after round 5, when Ana completed a row; no round can follow',
    );
    const done = ok(g, { kind: 'finish' });
    expect(done.finishedAt).toBe(AT);
    // A correction that would leave no complete row is refused while finished.
    expect(reason(done, { kind: 'untile', round: 4, player: 0, row: 0 })).toMatch(/reopen the game first/);
    const open = ok(done, { kind: 'reopen' });
    expect(ok(open, { kind: 'untile', round: 4, player: 0, row: 0 }).finishedAt).toBeUndefined();
  });

  it('a past round changed so that it completes a row is refused while later rounds exist', () => {
    // With 6 rounds, completing row 1 in round 5 would leave round 6 after the end of the game.
    const six = ok(NEAR_END, { kind: 'addRound', round: 5 });
    expect(reason(six, { kind: 'tile', round: 4, player: 0, row: 0, col: 4 })).toBe(
      'round 6: the game ended after round 5, when Ana completed row 1; no round can follow',
    );
  });

  it('a correction in a past round rescores every later round', () => {
    // Round 1 gets a second tile at row 2, column 2 (alone: 1), so round 1 = 1 + 1 = 2. Round 2's (0,1) now
    // touches it: 2 across + 2 down = 4 (was 2). Rounds 3 and 4 are unchanged: 3 and 4. 2 + 4 + 3 + 4 = 13 (was 10).
    expect(points(NEAR_END)).toBe(10);
    const g = ok(NEAR_END, { kind: 'tile', round: 0, player: 0, row: 1, col: 1 });
    expect(scoreGame(g).players[0]!.rounds.map((r) => r.wallPoints)).toEqual([2, 4, 3, 4, 0]);
    expect(points(g)).toBe(13);
  });

  it('only an empty last round can be removed', () => {
    const g = ok(TWO_ROUNDS, { kind: 'addRound', round: 2 });
    expect(ok(g, { kind: 'dropRound', round: 2 }).rounds).toHaveLength(2);
    expect(reason(TWO_ROUNDS, { kind: 'dropRound', round: 0 })).toBe('only the last round can be removed');
    const entered = ok(TWO_ROUNDS, { kind: 'floor', round: 1, player: 1, floor: 2 });
    expect(reason(entered, { kind: 'dropRound', round: 1 })).toBe('round 2 has entries; clear them first');
  });
});

describe('every edit', () => {
  const edits: fc.Arbitrary<AzulEdit> = fc.oneof(
    fc.record({
      kind: fc.constant('tile' as const),
      round: fc.nat(2),
      player: fc.nat(1),
      row: fc.nat(4),
      col: fc.nat(4),
    }),
    fc.record({ kind: fc.constant('untile' as const), round: fc.nat(2), player: fc.nat(1), row: fc.nat(4) }),
    fc.record({ kind: fc.constant('floor' as const), round: fc.nat(2), player: fc.nat(1), floor: fc.nat(8) }),
    fc.record({ kind: fc.constant('marker' as const), round: fc.nat(2), player: fc.option(fc.nat(1), { nil: null }) }),
    fc.record({ kind: fc.constant('addRound' as const), round: fc.nat(3) }),
    fc.record({ kind: fc.constant('dropRound' as const), round: fc.nat(3) }),
    fc.constant({ kind: 'finish' as const }),
    fc.constant({ kind: 'reopen' as const }),
  );
  it('leaves a valid game (or refuses and changes nothing); every edit has a target', () => {
    fc.assert(
      fc.property(fc.array(edits, { maxLength: 40 }), (list) => {
        let g = TWO_ROUNDS;
        for (const e of list) {
          const r = applyEdit(g, e, AT);
          if (r.ok) g = r.game;
          else expect(r.game).toBe(g);
          expect(parseGame(g).ok).toBe(true);
          expect(targetOf(e)).not.toBeNull();
        }
      }),
    );
  });
});

describe('the order tiles are placed in', () => {
  // Ben's empty wall, round 2: one tile per row in any column, tapped in any order.
  const placements = fc.uniqueArray(fc.record({ row: fc.nat(4), col: fc.nat(4) }), {
    selector: (t) => t.row,
    minLength: 1,
    maxLength: 5,
  });
  it('is kept, the score does not depend on it, and taking the last off each time empties the entry in reverse', () => {
    fc.assert(
      fc.property(placements, (tiles) => {
        let g = TWO_ROUNDS;
        for (const t of tiles) g = ok(g, { kind: 'tile', round: 1, player: 1, ...t });
        expect(g.rounds[1]!.players[1]!.tiles).toEqual(tiles);
        let sorted = TWO_ROUNDS;
        for (const t of [...tiles].sort((a, b) => a.row - b.row))
          sorted = ok(sorted, { kind: 'tile', round: 1, player: 1, ...t });
        expect(points(g, 1)).toBe(points(sorted, 1));
        for (let k = tiles.length - 1; k >= 0; k--) {
          const last = g.rounds[1]!.players[1]!.tiles.at(-1)!;
          expect(last).toEqual(tiles[k]);
          g = ok(g, { kind: 'untile', round: 1, player: 1, row: last.row });
        }
        expect(g.rounds[1]!.players[1]!.tiles).toEqual([]);
      }),
    );
  });
});
