// Golden tests for plays, each worked out BY HAND from docs/rules/kaliko.md (never copied from the code's output).
// Pictures use the notation of notation.ts: "+" lines are the play. Reminder of the pieces used:
//   DB rot 1: straight 3-0 (west-east), bends 1-2 (north side) and 4-5 (south side); no crossings.
//   TB rot 0: bends 0-1, 2-3, 4-5; TB rot 1: bends 1-2, 3-4, 5-0.  TX: straights 0-3, 1-4, 2-5, all crossing.
//   DX rot 0: curves 0-2, 3-5, straight 1-4 crossing both.  SX rot 0: bend 0-1, curves 2-4 and 3-5 crossing.
import { describe, expect, it } from 'vitest';
import { addTiles } from '../pattern.ts';
import { checkPlay, describeScore, type PlayResult } from '../play.ts';
import { parsePattern, parseTile } from './notation.ts';
import { say } from '../../../shared/test/say.ts';

const play = (text: string): PlayResult => {
  const { pattern, play: tiles } = parsePattern(text);
  return checkPlay(pattern, tiles);
};
/** The breakdown a player reads: per scoring path, colour, segments, crossings, closed, points, main. */
const breakdown = (r: PlayResult) => {
  if (!r.ok) throw new Error(r.problems.map((p) => say(p.message)).join('\n'));
  return {
    points: r.points,
    paths: r.paths.map((p) => ({
      colour: p.colour,
      segments: p.segmentCount,
      crossings: p.crossingCount,
      closed: p.closed,
      points: p.points,
      main: p.main,
    })),
  };
};
const problems = (r: PlayResult) => (r.ok ? [] : r.problems.map((p) => [p.rule, p.tile, say(p.message)]));

// A red line of straights along r = 0 (DB rot 1 has its straight west-east); the bends face empty cells.
const ROW_1 = `
  DB-RRR @ 0,0 rot 1
  DB-WRW @ 1,0 rot 1
+ DB-RRB @ 2,0 rot 1
+ DB-WRB @ 3,0 rot 1
+ DB-BRB @ 4,0 rot 1
  DB-RRW @ 5,0 rot 1
  TX-RRR @ 6,0 rot 0`;

describe('worked checks of docs/rules/kaliko.md', () => {
  it('three tiles bridging two old paths so the path totals 7 segments score 7', () => {
    // Old red paths (0,0)-(1,0) (2 segments) and (5,0)-(6,0) (2 segments); the three new straights join them:
    // 2 + 3 + 2 = 7 segments, no crossings (only the triple cross's 0-3 is in the path), open → 7.
    const r = play(ROW_1);
    expect(breakdown(r)).toEqual({
      points: 7,
      paths: [{ colour: 'red', segments: 7, crossings: 0, closed: false, points: 7, main: true }],
    });
    if (!r.ok) return;
    expect(r.paths[0]!.bridges).toBe(1);
    expect(r.paths[0]!.newSegmentCount).toBe(3);
    expect(r.paths[0]!.cells).toEqual([0, 1, 2, 3, 4, 5, 6].map((q) => ({ q, r: 0 })));
    expect(say(r.paths[0]!.explanation)).toBe('7 = 7 segments + 3 × 0 crossings');
    expect(r.paths[0]!.ends).toEqual([
      { q: 0, r: 0, side: 3 },
      { q: 6, r: 0, side: 0 },
    ]);
    expect(r.paths[0]!.segments.map((s) => s.isNew)).toEqual([false, false, true, true, true, false, false]);
    // Each new tile's two bends face empty cells: six new-only paths that score nothing.
    expect(r.unscored).toHaveLength(6);
    expect(r.unscored.every((p) => p.points === 0 && say(p.explanation).includes('joining no old path'))).toBe(true);
  });

  it('one tile bridging and two extending the new path: 7 segments → 7', () => {
    // Old (0,0)-(1,0) and (3,0)-(4,0); new (2,0) bridges; (5,0), (6,0) extend the joined path at its end.
    expect(
      breakdown(
        play(`
        DB-RRR @ 0,0 rot 1
        DB-WRW @ 1,0 rot 1
      + DB-RRB @ 2,0 rot 1
        DB-WRB @ 3,0 rot 1
        DB-BRB @ 4,0 rot 1
      + DB-RRW @ 5,0 rot 1
      + TX-RRR @ 6,0 rot 0`),
      ),
    ).toEqual({
      points: 7,
      paths: [{ colour: 'red', segments: 7, crossings: 0, closed: false, points: 7, main: true }],
    });
  });

  it('a closed path of 5 segments scores 10', () => {
    // Red loop (0,0)→(1,0)→(2,0)→(2,-1)→(1,-1)→(0,0): bend 0-1, straight 3-0, bend 3-2, curve 5-3, curve 0-4.
    // The old path of 4 segments has both ends facing (1,-1); the new SX closes it: (5 + 0) × 2 = 10.
    // The new tile's white curve 3-5 continues the old white bends of (1,0) and (2,-1) at their free end (an
    // extension: nothing), its blue bend 1-2 faces empty cells (nothing).
    const r = play(`
        TB-RWB @ 0,0 rot 0
        DB-WRW @ 1,0 rot 1
        TB-RWW @ 2,0 rot 2
        SX-RWR @ 2,-1 rot 0
      + SX-BWR @ 1,-1 rot 1`);
    expect(breakdown(r)).toEqual({
      points: 10,
      paths: [{ colour: 'red', segments: 5, crossings: 0, closed: true, points: 10, main: true }],
    });
    if (!r.ok) return;
    expect(say(r.paths[0]!.explanation)).toBe('10 = (5 segments + 3 × 0 crossings) × 2, closed');
    expect(r.paths[0]!.ends).toEqual([]);
    // What the screen highlights, read from the lowest cell (0,0) towards the lower of its two neighbours, (1,-1):
    // each segment with the side it is entered by, then the side it leaves by.
    expect(r.paths[0]!.segments.map((s) => [s.q, s.r, s.sides, s.isNew])).toEqual([
      [0, 0, [0, 1], false],
      [1, -1, [4, 0], true],
      [2, -1, [3, 5], false],
      [2, 0, [2, 3], false],
      [1, 0, [0, 3], false],
    ]);
    expect(r.unscored.map((p) => [p.colour, p.segmentCount, say(p.explanation)])).toEqual(
      expect.arrayContaining([
        ['white', 3, 'scores nothing: it only extends an old path at its free end'],
        ['blue', 1, 'scores nothing: new segments joining no old path'],
      ]),
    );
  });

  it('7 segments and one crossing score 10', () => {
    // New SX at (0,0): curves 2-4 and 3-5, both red, cross. The red path runs
    // (0,-1) straight 2-5 → (0,0) 2-4 → (-1,1) bend 1-2 → (-1,0) bend 5-0 → (0,0) 3-5 → (0,1) curve 2-0 → (1,1) straight 3-0:
    // 7 segments, 1 crossing (on the new tile) → 7 + 3 = 10. Two bridges (each new curve sits between old segments).
    const r = play(`
        DB-BRW @ 0,-1 rot 0
        TB-RBW @ -1,1 rot 1
        TB-WBR @ -1,0 rot 1
        DX-RBW @ 0,1 rot 0
        DB-RRR @ 1,1 rot 1
      + SX-WRR @ 0,0 rot 0`);
    expect(breakdown(r)).toEqual({
      points: 10,
      paths: [{ colour: 'red', segments: 7, crossings: 1, closed: false, points: 10, main: true }],
    });
    if (!r.ok) return;
    expect(r.paths[0]!.bridges).toBe(2);
    expect(r.paths[0]!.crossings).toEqual([{ q: 0, r: 0, tile: 'SX-WRR', segments: [1, 2] }]);
  });

  it('a main path of 4 segments and one crossing (7) plus an incidental path of 6 segments (6) score 13', () => {
    // Old DX at (0,0): red curve 0-2 and red straight 1-4 cross. Old TB at (1,-1) has a red bend 3-4. The new DB at
    // (0,-1) lays a red bend 5-0 between (0,0)'s side 2 and (1,-1)'s side 3: red path of 4 segments, 1 crossing on the
    // old tile → 7. Its blue bend 2-3 joins the blue straights (0,-2)-(0,-3) and (-1,-1)-(-2,-1)-(-3,-1):
    // 2 + 1 + 3 = 6 segments → 6 (incidental). Its white straight 1-4 faces empty cells. Total 13.
    const r = play(`
        DX-RRW @ 0,0 rot 0
        TB-RRW @ 1,-1 rot 1
        DB-RBW @ 0,-2 rot 0
        DB-WBW @ 0,-3 rot 0
        DB-WBB @ -1,-1 rot 1
        DB-RBR @ -2,-1 rot 1
        DB-BBB @ -3,-1 rot 1
      + DB-RWB @ 0,-1 rot 5`);
    expect(say(describeScore(r))).toBe(
      '13: Main: red path 7 = 4 segments + 3 × 1 crossing, Also: blue path 6 = 6 segments + 3 × 0 crossings',
    );
    expect(breakdown(r)).toEqual({
      points: 13,
      paths: [
        { colour: 'red', segments: 4, crossings: 1, closed: false, points: 7, main: true },
        { colour: 'blue', segments: 6, crossings: 0, closed: false, points: 6, main: false },
      ],
    });
  });
});

describe('more golden plays', () => {
  it('a triple cross with all three segments in one path, joining two old paths', () => {
    // New TX-RRR at (0,0). Old loop A: (-1,0) bend 0-1 → (0,-1) curve 4-0 → (1,-1) bend 3-4, both ends facing (0,0).
    // Old loop B: (-1,1) bend 1-2 → (-1,0) straight 5-2 → (-1,-1) bend 5-0 → (0,-1) curve 3-5, both ends facing (0,0).
    // Path: TX 0-3, A (3), TX 1-4, B (4), TX 2-5 = 10 segments. Crossings: the TX's 3 pairs, plus (0,-1)'s curves
    // 4-0 and 3-5 (interleaved) = 4. Open (sides 0 and 5 face empty cells): 10 + 3 × 4 = 22.
    const r = play(`
        DB-RRW @ -1,0 rot 0
        SX-BRR @ 0,-1 rot 1
        TB-WRW @ 1,-1 rot 1
        TB-RBB @ -1,1 rot 1
        TB-BWR @ -1,-1 rot 1
      + TX-RRR @ 0,0 rot 0`);
    expect(breakdown(r)).toEqual({
      points: 22,
      paths: [{ colour: 'red', segments: 10, crossings: 4, closed: false, points: 22, main: true }],
    });
    if (!r.ok) return;
    expect(r.paths[0]!.crossings.filter((c) => c.tile === 'TX-RRR')).toHaveLength(3);
    expect(r.unscored).toEqual([]);
  });

  it('a play joining three old paths in one', () => {
    // Old red paths (0,0)-(1,0), (3,0), (5,0)-(6,0); new straights at (2,0) and (4,0): one path of 7 segments → 7.
    const r = play(`
        DB-RRR @ 0,0 rot 1
        DB-WRW @ 1,0 rot 1
      + DB-RRB @ 2,0 rot 1
        DB-WRB @ 3,0 rot 1
      + DB-BRB @ 4,0 rot 1
        DB-RRW @ 5,0 rot 1
        TX-RRR @ 6,0 rot 0`);
    expect(breakdown(r)).toEqual({
      points: 7,
      paths: [{ colour: 'red', segments: 7, crossings: 0, closed: false, points: 7, main: true }],
    });
    expect(r.ok && r.paths[0]!.bridges).toBe(2);
  });

  it('a closed loop of 3 around a corner: (3 + 0) × 2 = 6', () => {
    // Old red bends (1,0) 5-0 and (2,0) 3-4 meet; the new DB at (1,1) lays red bend 1-2 between their free ends.
    expect(
      breakdown(
        play(`
        TB-BWR @ 1,0 rot 1
        TB-BRW @ 2,0 rot 1
      + DB-RWB @ 1,1 rot 1`),
      ),
    ).toEqual({
      points: 6,
      paths: [{ colour: 'red', segments: 3, crossings: 0, closed: true, points: 6, main: true }],
    });
  });

  it('an incidental closed path is doubled; on equal points the path with more segments is called main', () => {
    // New DB at (1,1): its red bend 1-2 closes the red corner loop of (1,0) 5-0 and (2,0) 3-4 → (3 + 0) × 2 = 6.
    // Its white straight 3-0 joins the old white paths (1,0) 3-4 → (0,1) 1-0 and (2,1) 3-2 → (2,0) 5-0 → (3,0) 3-0:
    // 2 + 1 + 3 = 6 segments, open → 6. Equal points: the white path (6 segments) is main. Total 12.
    const r = play(`
        TB-BWR @ 1,0 rot 1
        TB-BRW @ 2,0 rot 1
        TB-WBB @ 0,1 rot 0
        TB-WWB @ 2,1 rot 0
        DB-RWW @ 3,0 rot 1
      + DB-RWB @ 1,1 rot 1`);
    expect(breakdown(r)).toEqual({
      points: 12,
      paths: [
        { colour: 'white', segments: 6, crossings: 0, closed: false, points: 6, main: true },
        { colour: 'red', segments: 3, crossings: 0, closed: true, points: 6, main: false },
      ],
    });
  });

  it('new segments closing a loop among themselves score nothing; the main path still scores', () => {
    // New (1,0), (2,0), (1,1) carry red bends 5-0, 3-4, 1-2: a loop of 3 new segments (nothing). The white main path
    // (0,0) 3-0 → (1,0) 3-4 → (0,1) 1-0 → (1,1) 3-0 → (2,1) 3-2 → (2,0) 5-0 → (3,0) 3-0: 7 segments, 3 bridges → 7.
    const r = play(`
        DB-BWB @ 0,0 rot 1
        TB-WBB @ 0,1 rot 0
        TB-WWB @ 2,1 rot 0
        DB-RWW @ 3,0 rot 1
      + TB-BWR @ 1,0 rot 1
      + TB-BRW @ 2,0 rot 1
      + DB-RWB @ 1,1 rot 1`);
    expect(breakdown(r)).toEqual({
      points: 7,
      paths: [{ colour: 'white', segments: 7, crossings: 0, closed: false, points: 7, main: true }],
    });
    if (!r.ok) return;
    expect(r.paths[0]!.bridges).toBe(3);
    const loop = r.unscored.find((p) => p.closed)!;
    expect([loop.colour, loop.segmentCount, loop.points, say(loop.explanation)]).toEqual([
      'red',
      3,
      0,
      'scores nothing: new segments closing a loop among themselves join no old path',
    ]);
  });
});

describe('illegal plays, each with its message', () => {
  it('an extension only: no scoring path', () => {
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
        DB-WRW @ 1,0 rot 1
      + DB-RRB @ 2,0 rot 1`),
      ),
    ).toEqual([
      [
        'no-scoring-path',
        null,
        'this play joins no two open path ends, so it forms no scoring path (extending a path at its free end, or new segments on their own, score nothing)',
      ],
    ]);
  });

  it('two scoring paths, neither through every tile: no main path', () => {
    // (2,0) bridges the red row; (1,-1)'s red bend 4-5 joins the red bends on top of (0,0) and (1,0): two paths.
    const r = play(`
        DB-RRR @ 0,0 rot 1
        DB-RRW @ 1,0 rot 1
      + DB-WRW @ 2,0 rot 1
        DB-RRB @ 3,0 rot 1
      + TB-WBR @ 1,-1 rot 0`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.rule).toBe('no-main-path');
    expect(say(r.problems[0]!.message)).toMatch(
      /^no single scoring path runs through every tile placed: the red scoring path misses "(TB-RWB" at \(1,-1\)|DB-WRW" at \(2,0\)); all tiles of a play must form one main path$/,
    );
  });

  it('a pattern that grew in place since the last check (the turn engine adds each turn to it) is seen whole', () => {
    // (0,0) alone, then (1,0) added to the same pattern object: a tile on (1,0) finds the cell taken, and one on
    // (2,0), east of where the pattern used to end, touches it.
    const { pattern, play: tiles } = parsePattern(`
        DB-RRR @ 0,0 rot 1
      + DB-WRW @ 1,0 rot 1`);
    checkPlay(pattern, tiles);
    addTiles(pattern, tiles, 0);
    expect(problems(checkPlay(pattern, [parseTile('TB-RWB @ 1,0 rot 0')]))[0]).toEqual([
      'occupied',
      0,
      'tile "TB-RWB" at (1,0): the cell is already taken by "DB-WRW"',
    ]);
    expect(problems(checkPlay(pattern, [parseTile('TB-RWB @ 2,0 rot 0')])).map(([rule]) => rule)).not.toContain(
      'not-touching',
    );
  });

  it('a cell already taken', () => {
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-WRW @ 0,0 rot 1`),
      ),
    ).toEqual([['occupied', 0, 'tile "DB-WRW" at (0,0): the cell is already taken by "DB-RRR"']]);
  });

  it('two tiles of one play on one cell', () => {
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-WRW @ 1,0 rot 1
      + DB-RRB @ 1,0 rot 1`),
      ),
    ).toEqual([['same-cell', 1, 'tile "DB-RRB" at (1,0): the first tile of this play is on the same cell']]);
  });

  it('a tile already on the table, and one tile twice in a play', () => {
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-RRR @ 1,0 rot 1`),
      ),
    ).toEqual([['already-played', 0, 'tile "DB-RRR" is the starting tile; every tile is used once']]);
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
        DB-WRW @ 1,0 rot 1
      + DB-WRW @ 2,0 rot 1`),
      ),
    ).toEqual([['already-played', 0, 'tile "DB-WRW" was already played in turn 1']]);
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-WRW @ 1,0 rot 1
      + DB-WRW @ 2,0 rot 1`),
      ),
    ).toEqual([['twice-in-play', 1, 'tile "DB-WRW" is already the first tile of this play; every tile is used once']]);
  });

  it('a tile touching nothing, and one touching only such a tile', () => {
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-WRW @ 5,5 rot 1`),
      ),
    ).toEqual([
      ['not-touching', 0, 'tile "DB-WRW" at (5,5) touches neither the pattern nor another tile of this play'],
    ]);
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-WRW @ 5,5 rot 1
      + DB-RRW @ 6,5 rot 1`),
      ).map((p) => p[2]),
    ).toEqual([
      'tile "DB-WRW" at (5,5) is not joined to the pattern: the tiles of this play it touches do not reach it either',
      'tile "DB-RRW" at (6,5) is not joined to the pattern: the tiles of this play it touches do not reach it either',
    ]);
  });

  it('colours that differ on a shared edge, with the edge named', () => {
    expect(
      problems(
        play(`
        DB-RRR @ 0,0 rot 1
      + DB-RWB @ 1,0 rot 1`),
      ),
    ).toEqual([
      [
        'colour-mismatch',
        0,
        'tile "DB-RWB" at (1,0): its west side is white but meets the red side of "DB-RRR" at (0,0); colours must match on every shared edge',
      ],
    ]);
  });

  it('a rotation outside 0 to 5', () => {
    const { pattern } = parsePattern('DB-RRR @ 0,0 rot 1');
    const bad = { ...parseTile('DB-WRW @ 1,0 rot 1'), rotation: 7 };
    expect(problems(checkPlay(pattern, [bad]))[0]).toEqual([
      'bad-rotation',
      0,
      'tile "DB-WRW" at (1,0): rotation 7 is not 0 to 5',
    ]);
  });

  it('an empty play', () => {
    expect(problems(play('DB-RRR @ 0,0 rot 1'))).toEqual([
      ['empty-play', null, 'a scoring play places at least one tile'],
    ]);
  });
});
