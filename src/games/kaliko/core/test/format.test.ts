// The Kaliko game file: valid games pass; every kind of bad input gets a message with a path and a reason, and a
// plain-words variant for players; no input makes parsing throw.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKalikoGame, parseKalikoJson } from '../format.ts';
import type { KalikoGame } from '../game.ts';
import { say } from '../../../shared/test/say.ts';
import { pathErrors, playerWords } from '../../../../test/english.ts';

const EXAMPLE = /```json\n([\s\S]*?)```/.exec(readFileSync('docs/kaliko-format.md', 'utf8'))![1]!;
const valid = (): any => JSON.parse(EXAMPLE);
const problemsOf = (mutate: (g: any) => void) => {
  const g = valid();
  mutate(g);
  const r = parseKalikoGame(g);
  if (r.ok) return { errors: [], plain: [] };
  // What a player reads says where and what in plain words: no raw path or rule id.
  const plain = playerWords(r.problems);
  for (const line of plain) expect(line).not.toMatch(/\[\d|breaks the rule/);
  return { errors: pathErrors(r.problems), plain };
};

describe('Kaliko game format', () => {
  it('a refused turn in an imported file reads in plain words, saying which turn and tile', () => {
    const g = valid();
    g.turns[4] = {
      player: 0,
      kind: 'play',
      tiles: [
        { tile: 'SX-RWB', q: 1, r: 0, rotation: 0 },
        { tile: 'TB-WBB', q: 2, r: 0, rotation: 0 },
      ],
    };
    const r = parseKalikoGame(g);
    if (r.ok) throw new Error('the play was accepted');
    expect(say(r.problems[0]!.words)).toBe('Turn 5 (Ana), second tile: tile "TB-WBB" was already played in turn 2');
    expect(say(r.problems[0]!.words, 'de')).toBe(
      'Zug 5 (Ana), Plättchen 2: Plättchen „TB-WBB“ wurde schon in Zug 2 gelegt',
    );
    expect(say(r.problems[0]!.words, 'ja')).toMatch(/^手番5\(Ana\)、2枚目のタイル:/);
  });

  it('accepts the example and round-trips it through JSON unchanged', () => {
    const r = parseKalikoJson(EXAMPLE);
    expect(r).toEqual({ ok: true, game: valid() as KalikoGame });
    if (r.ok) expect(parseKalikoJson(JSON.stringify(r.game))).toEqual(r);
  });

  it('normalises names and keeps markup as plain text', () => {
    const r = parseKalikoGame({ ...valid(), players: [{ name: '  Ana\u200b ' }, { name: '<b>Ben</b>' }] });
    expect(r.ok && r.game.players.map((p) => p.name)).toEqual(['Ana', '<b>Ben</b>']);
  });

  it.each([
    [
      'a tile played twice',
      (g: any) => {
        g.turns[4] = {
          player: 0,
          kind: 'play',
          tiles: [
            { tile: 'SX-RWB', q: 1, r: 0, rotation: 0 },
            { tile: 'TB-WBB', q: 2, r: 0, rotation: 0 },
          ],
        };
      },
      'turns[4].tiles[1]: tile "TB-WBB" was already played in turn 2',
      'Turn 5 (Ana), second tile: tile "TB-WBB" was already played in turn 2',
    ],
    [
      'the starting tile played again',
      (g: any) => {
        g.turns[0].tiles[0].tile = 'DB-RRR';
      },
      'turns[0].tiles[0]: tile "DB-RRR" is the starting tile; every tile is used once',
      'Turn 1 (Ana), first tile: tile "DB-RRR" is the starting tile; every tile is used once',
    ],
    [
      'a tile on a taken cell',
      (g: any) => {
        g.turns[1].tiles[0].q = 0;
        g.turns[1].tiles[0].r = 0;
      },
      'turns[1].tiles[0]: tile "TB-WBB" at (0,0): the cell is already taken by "DB-RRR"',
      'Turn 2 (Ben), first tile: tile "TB-WBB" at (0,0): the cell is already taken by "DB-RRR"',
    ],
    [
      'colours that differ',
      (g: any) => {
        g.turns[1].tiles[0].rotation = 0;
      },
      'turns[1].tiles[0]: tile "TB-WBB" at (1,-2): its south-west side is blue but meets the white side of "TB-RWB" at (0,-1); colours must match on every shared edge',
      'Turn 2 (Ben), first tile: tile "TB-WBB" at (1,-2): its south-west side is blue but meets the white side of "TB-RWB" at (0,-1); colours must match on every shared edge',
    ],
    [
      'a tile far from the pattern',
      (g: any) => {
        g.turns[1].tiles[0].q = 9;
      },
      'turns[1].tiles[0]: tile "TB-WBB" at (9,-2) touches neither the pattern nor another tile of this play',
      'Turn 2 (Ben), first tile: tile "TB-WBB" at (9,-2) touches neither the pattern nor another tile of this play',
    ],
    [
      'a play that scores nothing',
      (g: any) => {
        g.turns[3].tiles.pop();
      },
      'turns[3].tiles: this play joins no two open path ends, so it forms no scoring path (extending a path at its free end, or new segments on their own, score nothing)',
      'Turn 4 (Ben): this play joins no two open path ends, so it forms no scoring path (extending a path at its free end, or new segments on their own, score nothing)',
    ],
    [
      'turns out of seat order',
      (g: any) => {
        g.turns[2].player = 1;
      },
      "turns[2].player: it is Ana's turn (players take turns in seat order), not Ben's",
      "Turn 3 (Ana): it is Ana's turn (players take turns in seat order), not Ben's",
    ],
    [
      'a player who is not in the game',
      (g: any) => {
        g.turns[1].player = 3;
      },
      "turns[1].player: it is Ben's turn (players take turns in seat order), not player 3's",
      "Turn 2 (Ben): it is Ben's turn (players take turns in seat order), not player 3's",
    ],
    [
      'a turn after the end',
      (g: any) => {
        g.turns.push({ player: 0, kind: 'pass' });
      },
      'turns[6]: the game already ended (all players passed in succession); no turn can follow',
      'Turn 7 (Ana): the game already ended (all players passed in succession); no turn can follow',
    ],
    [
      'an end the turns do not show',
      (g: any) => {
        g.turns.pop();
      },
      'ended: "all-passed" does not agree with the turns: the players have not all passed in succession',
      'End of the game: "all-passed" does not agree with the turns: the players have not all passed in succession',
    ],
    [
      'an end that differs from the turns',
      (g: any) => {
        g.ended = 'players';
      },
      'ended: "players" does not agree with the turns: the game ended because all players passed in succession',
      'End of the game: "players" does not agree with the turns: the game ended because all players passed in succession',
    ],
    [
      'an unknown tile',
      (g: any) => {
        g.turns[1].tiles[0].tile = 'XX-RRR';
      },
      'turns[1].tiles[0].tile: "XX-RRR" is not a Kaliko tile id (like "SX-RWB")',
      'Turn 2 (Ben), first tile, tile: "XX-RRR" is not a Kaliko tile id (like "SX-RWB")',
    ],
    [
      'a rotation of 6',
      (g: any) => {
        g.turns[0].tiles[1].rotation = 6;
      },
      'turns[0].tiles[1].rotation: must be 0 to 5',
      'Turn 1 (Ana), second tile, rotation: must be 0 to 5',
    ],
    [
      'a fractional coordinate',
      (g: any) => {
        g.turns[0].tiles[0].q = 0.5;
      },
      'turns[0].tiles[0].q: must be a whole number',
      'Turn 1 (Ana), first tile, q: must be a whole number',
    ],
    [
      'a coordinate out of range',
      (g: any) => {
        g.turns[0].tiles[0].r = 1e9;
      },
      'turns[0].tiles[0].r: must be -200 to 200',
      'Turn 1 (Ana), first tile, r: must be -200 to 200',
    ],
    [
      'an unknown kind of turn',
      (g: any) => {
        g.turns[2].kind = 'trade';
      },
      'turns[2].kind: "trade" is not a kind of turn ("play", "exchange" or "pass")',
      'Turn 3 (Ana), kind: "trade" is not a kind of turn ("play", "exchange" or "pass")',
    ],
    [
      'a turn that is not an object',
      (g: any) => {
        g.turns[2] = 7;
      },
      'turns[2]: 7 is not a kind of turn ("play", "exchange" or "pass")',
      'Turn 3 (Ana): 7 is not a kind of turn ("play", "exchange" or "pass")',
    ],
    [
      'an empty play',
      (g: any) => {
        g.turns[0].tiles = [];
      },
      'turns[0].tiles: is empty: a scoring play places at least one tile',
      'Turn 1 (Ana), tiles: is empty: a scoring play places at least one tile',
    ],
    [
      'eight tiles in one play',
      (g: any) => {
        g.turns[0].tiles = Array(8).fill(g.turns[0].tiles[0]);
      },
      'turns[0].tiles: has more than 7 tiles, more than a hand holds',
      'Turn 1 (Ana), tiles: has more than 7 tiles, more than a hand holds',
    ],
    [
      'an exchange of 0',
      (g: any) => {
        g.turns[2].count = 0;
      },
      'turns[2].count: must be 1 to 7',
      'Turn 3 (Ana), number of tiles: must be 1 to 7',
    ],
    [
      'two players with one name',
      (g: any) => {
        g.players[1].name = ' ANA\u200b';
      },
      'players[1].name: "ANA" is already the name of player 1; names must differ',
      'Player 2 (ANA), name: "ANA" is already the name of player 1; names must differ',
    ],
    [
      'an empty name',
      (g: any) => {
        g.players[0].name = ' \u200b ';
      },
      'players[0].name: is empty: every player needs a name',
      'Player 1, name: is empty: every player needs a name',
    ],
    [
      'a long name',
      (g: any) => {
        g.players[0].name = 'x'.repeat(41);
      },
      'players[0].name: is longer than 40 characters',
      `Player 1 (${'x'.repeat(40)}), name: is longer than 40 characters`,
    ],
    [
      'five players',
      (g: any) => {
        g.players = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }));
      },
      'players: has more than 4 players; Kaliko seats 1 to 4',
      'Players: has more than 4 players; Kaliko seats 1 to 4',
    ],
    [
      'no players',
      (g: any) => {
        g.players = [];
      },
      'players: must have at least 1 player',
      'Players: must have at least 1 player',
    ],
    [
      'a bad starting rotation',
      (g: any) => {
        g.start.rotation = -1;
      },
      'start.rotation: must be 0 to 5',
      'Starting tile, rotation: must be 0 to 5',
    ],
    [
      'a missing field',
      (g: any) => {
        delete g.start;
      },
      'start: is missing',
      'Starting tile: is missing',
    ],
    [
      'a wrong type',
      (g: any) => {
        g.turns = 'none';
      },
      'turns: "none" is not a list of turns',
      'Turns: "none" is not a list of turns',
    ],
    [
      'another format',
      (g: any) => {
        g.format = 'tile-tally/calico';
      },
      'format: "tile-tally/calico" is not the format name "tile-tally/kaliko"',
      'File format: "tile-tally/calico" is not the format name "tile-tally/kaliko"',
    ],
    [
      'a newer version',
      (g: any) => {
        g.version = 2;
      },
      'version: this game was saved by a newer version of the app (format version 2; this app reads up to 1). Update the app to open it.',
      'Format version: this game was saved by a newer version of the app (format version 2; this app reads up to 1). Update the app to open it.',
    ],
    [
      'a bad id',
      (g: any) => {
        g.id = 'a b';
      },
      'id: must be 1–64 letters, digits, "-" or "_"',
      'Game id: must be 1–64 letters, digits, "-" or "_"',
    ],
    [
      'a bad date',
      (g: any) => {
        g.createdAt = 'yesterday';
      },
      'createdAt: is not an ISO date and time',
      'Start date: is not an ISO date and time',
    ],
  ])('rejects %s', (_name, mutate, error, plain) => {
    const p = problemsOf(mutate);
    expect(p.errors).toContain(error);
    expect(p.plain).toContain(plain);
  });

  it('reports bad JSON and hostile input as messages, never throws', () => {
    const errors = (r: ReturnType<typeof parseKalikoGame>) => (r.ok ? [] : pathErrors(r.problems));
    expect(errors(parseKalikoJson('{"format": '))).toEqual(['the text is not valid JSON, so it is not a game file']);
    expect(errors(parseKalikoJson('null'))).toEqual(['null is not a Kaliko game (a JSON object is expected)']);
    expect(parseKalikoJson('['.repeat(100000) + ']'.repeat(100000)).ok).toBe(false);
    let deep: any = {};
    for (let i = 0; i < 100000; i++) deep = { turns: [deep], players: deep };
    expect(parseKalikoGame({ ...valid(), turns: [deep], players: deep }).ok).toBe(false);
    expect(errors(parseKalikoGame({ ...valid(), turns: Array(1_000_000).fill({ player: 0, kind: 'pass' }) }))).toEqual([
      'turns: has more than 1,000 turns',
    ]);
    const huge = valid();
    huge.turns[0].tiles = Array(100000).fill(huge.turns[0].tiles[0]);
    expect(errors(parseKalikoGame(huge))).toEqual(['turns[0].tiles: has more than 7 tiles, more than a hand holds']);
    const loop: any = valid();
    loop.players[0].self = loop;
    expect(parseKalikoGame(loop).ok).toBe(true);
  });

  it('never throws on any value, nor on the example with any field replaced by junk', () => {
    fc.assert(
      fc.property(
        fc.anything({
          maxDepth: 6,
          withBigInt: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withDate: true,
          withNullPrototype: true,
          withSparseArray: true,
        }),
        (junk) => {
          expect(() => parseKalikoGame(junk)).not.toThrow();
          const g = valid();
          const paths: ((x: any) => void)[] = [
            (x) => (g.players = x),
            (x) => (g.players[0] = x),
            (x) => (g.players[0].name = x),
            (x) => (g.start = x),
            (x) => (g.turns = x),
            (x) => (g.turns[0] = x),
            (x) => (g.turns[0].tiles = x),
            (x) => (g.turns[0].tiles[1] = x),
            (x) => (g.turns[2].count = x),
            (x) => (g.ended = x),
            (x) => (g.version = x),
          ];
          for (const set of paths) {
            const copy = valid();
            Object.assign(g, copy);
            set(junk);
            const r = parseKalikoGame(g);
            expect(r.ok === true || r.problems.length > 0).toBe(true);
          }
        },
      ),
    );
  });
});
