// The game file: valid games pass unchanged; every kind of bad input gets a message naming round, player and
// cell (as a path, and in words for players); no input makes parsing throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migrate, parseGame, parseGameJson, pathInWords } from '../format.ts';
import { inEnglish, pathErrors, playerWords } from '../../../../test/english.ts';
import { series } from '../../../shared/words.ts';
import type { AzulGame } from '../game.ts';
import type { Msg } from '../../../shared/msg.ts';
import { makeGame, strip } from './notation.ts';

const valid = (): AzulGame =>
  makeGame([
    { name: 'Ana', rounds: strip(`X.... xX... \n ..... ..X.. \n ..... ..... \n ..... ..... \n ..... ..... \n 1* 2`) },
    { name: 'Ben', rounds: strip(`..... ..... \n .X... .x... \n ..... ..X.. \n ..... ..... \n ..... ..... \n 0 1*`) },
  ]);
const grey = (): AzulGame =>
  makeGame(
    [
      { name: 'Ana', rounds: strip(`R.... r.... \n ..... B.... \n ..... ..... \n ..... ..... \n ..... .....`) },
      { name: 'Ben', rounds: strip(`..... ..... \n ..... ..... \n ..... ..... \n ..... ..... \n ..... .....`) },
    ],
    { side: 'grey' },
  );
const result = (g: unknown) => {
  const r = parseGame(g);
  return r.ok
    ? { errors: [] as string[], words: [] as string[] }
    : { errors: pathErrors(r.problems), words: playerWords(r.problems) };
};
const errorsOf = (mutate: (g: any) => void, base = valid): { errors: string[]; words: string[] } => {
  const g: any = structuredClone(base());
  mutate(g);
  return result(g);
};

describe('azul game format', () => {
  it('accepts a valid game and round-trips it through JSON unchanged', () => {
    for (const g of [valid(), grey()]) expect(parseGameJson(JSON.stringify(g))).toEqual({ ok: true, game: g });
  });

  it.each([
    [
      'two new tiles in one row',
      (g: any) => g.rounds[1].players[1].tiles.push({ row: 2, col: 0 }),
      'rounds[1].players[1].tiles: row 3 has two new tiles; a row takes at most one new tile per round',
      'Round 2, Ben: row 3 has two new tiles; a row takes at most one new tile per round',
    ],
    [
      'a cell tiled twice',
      (g: any) => g.rounds[1].players[1].tiles.push({ row: 1, col: 1 }),
      'rounds[1].players[1].tiles[1]: row 2, column 2 already has a tile (placed in round 1); a cell is tiled only once',
      'Round 2, Ben, tile 2: row 2, column 2 already has a tile (placed in round 1); a cell is tiled only once',
    ],
    [
      'a colour on the wrong cell of the coloured side',
      (g: any) => (g.rounds[0].players[0].tiles[0].color = 'red'),
      'rounds[0].players[0].tiles[0].color: row 1, column 1 of the coloured side is blue, not red',
      'Round 1, Ana, tile 1: row 1, column 1 of the coloured side is blue, not red',
    ],
    [
      'a floor above 7',
      (g: any) => (g.rounds[0].players[1].floor = 8),
      'rounds[0].players[1].floor: must be 0 to 7 ("7 or more" is 7)',
      'Round 1, Ben, floor line: must be 0 to 7 ("7 or more" is 7)',
    ],
    [
      'a negative floor',
      (g: any) => (g.rounds[0].players[1].floor = -1),
      'rounds[0].players[1].floor: cannot be negative',
      'Round 1, Ben, floor line: cannot be negative',
    ],
    [
      'a fractional floor',
      (g: any) => (g.rounds[0].players[1].floor = 1.5),
      'rounds[0].players[1].floor: must be a whole number',
      'Round 1, Ben, floor line: must be a whole number',
    ],
    [
      'the marker with floor 0',
      (g: any) => (g.rounds[0].players[0].floor = 0),
      'rounds[0].players[0].floor: is 0, but this player took the first-player marker, which counts as one floor tile',
      'Round 1, Ana, floor line: is 0, but this player took the first-player marker, which counts as one floor tile',
    ],
    [
      'two players with the marker',
      (g: any) => Object.assign(g.rounds[0].players[1], { firstPlayer: true, floor: 1 }),
      'rounds[0].players[1].firstPlayer: Ana already took the first-player marker this round; only one player takes it',
      'Round 1, Ben, first-player marker: Ana already took the first-player marker this round; only one player takes it',
    ],
    [
      'a cell off the wall',
      (g: any) => (g.rounds[0].players[0].tiles[0].col = 5),
      'rounds[0].players[0].tiles[0].col: must be 0 to 4',
      'Round 1, Ana, tile 1, column: must be 0 to 4',
    ],
    [
      'a round missing a player',
      (g: any) => g.rounds[1].players.pop(),
      'rounds[1].players: has 1 entry but the game has 2 players; every round lists every player',
      'Round 2: has 1 entry but the game has 2 players; every round lists every player',
    ],
    [
      'six tiles in a round',
      (g: any) => (g.rounds[0].players[0].tiles = [0, 1, 2, 3, 4, 4].map((row) => ({ row, col: 0 }))),
      'rounds[0].players[0].tiles: has more than 5 tiles; a wall takes at most one new tile per row each round',
      'Round 1, Ana: has more than 5 tiles; a wall takes at most one new tile per row each round',
    ],
    [
      'an unknown colour',
      (g: any) => (g.rounds[0].players[0].tiles[0].color = 'teal'),
      'rounds[0].players[0].tiles[0].color: "teal" is not a colour (blue, yellow, red, black or white)',
      'Round 1, Ana, tile 1: "teal" is not a colour (blue, yellow, red, black or white)',
    ],
    [
      'a wrong type',
      (g: any) => (g.rounds[0].players[0].tiles = 'none'),
      'rounds[0].players[0].tiles: "none" is not a list of tiles',
      'Round 1, Ana: "none" is not a list of tiles',
    ],
    [
      'five players',
      (g: any) => (g.players = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }))),
      'players: has more than 4 players; Azul seats 1 to 4',
      'Players: has more than 4 players; Azul seats 1 to 4',
    ],
    [
      'no players',
      (g: any) => (g.players = []),
      'players: must have at least 1 player',
      'Players: must have at least 1 player',
    ],
    [
      'an empty name',
      (g: any) => (g.players[1].name = ' \u200B\u0007 '),
      'players[1].name: is empty: every player needs a name',
      'Player 2, name: is empty: every player needs a name',
    ],
    [
      'a name of 41 characters',
      (g: any) => (g.players[1].name = 'é'.repeat(41)),
      'players[1].name: is longer than 40 characters',
      `Player 2 (${'é'.repeat(40)}), name: is longer than 40 characters`,
    ],
    [
      'the same name twice',
      (g: any) => (g.players[1].name = ' ANA\u200D'),
      'players[1].name: "ANA" is already the name of player 1; names must differ',
      'Player 2 (ANA), name: "ANA" is already the name of player 1; names must differ',
    ],
    [
      'a bad id',
      (g: any) => (g.id = 'a b'),
      'id: must be 1–64 letters, digits, "-" or "_"',
      'Game id: must be 1–64 letters, digits, "-" or "_"',
    ],
    [
      'a bad date',
      (g: any) => (g.createdAt = 'yesterday'),
      'createdAt: is not an ISO date and time',
      'Start date: is not an ISO date and time',
    ],
    ['a missing side', (g: any) => delete g.side, 'side: is missing', 'Wall side: is missing'],
    [
      'another file format',
      (g: any) => (g.format = 'calico-score-sheet/game'),
      'format: "calico-score-sheet/game" is not the format name "tile-tally/azul"',
      'File format: "calico-score-sheet/game" is not the format name "tile-tally/azul"',
    ],
    [
      'a newer version',
      (g: any) => (g.version = 3),
      'version: this game was saved by a newer version of the app (format version 3; this app reads up to 1). Update the app to open it.',
      'Format version: this game was saved by a newer version of the app (format version 3; this app reads up to 1). Update the app to open it.',
    ],
    [
      'finishedAt on a game that has not ended',
      (g: any) => (g.finishedAt = '2026-11-22T21:00:00.000Z'),
      'finishedAt: is set, but the game has not ended: no wall has a complete row',
      'End date: is set, but the game has not ended: no wall has a complete row',
    ],
  ])('rejects %s', (_name, mutate, message, words) => {
    const r = errorsOf(mutate);
    expect(r.errors).toContain(message);
    expect(r.words).toContain(words);
  });

  it.each([
    [
      'a grey tile without its colour',
      (g: any) => delete g.rounds[1].players[0].tiles[0].color,
      'rounds[1].players[0].tiles[0].color: is missing; on the grey side every tile needs its colour',
      'Round 2, Ana, tile 1: is missing; on the grey side every tile needs its colour',
    ],
    [
      'a colour twice in a row (grey side)',
      (g: any) => g.rounds[1].players[0].tiles.push({ row: 0, col: 3, color: 'red' }),
      'rounds[1].players[0].tiles[1].color: red is already in row 1 (column 1); the grey side takes each colour once per row',
      'Round 2, Ana, tile 2: red is already in row 1 (column 1); the grey side takes each colour once per row',
    ],
    [
      'a colour twice in a column (grey side)',
      (g: any) => (g.rounds[1].players[0].tiles[0].color = 'red'),
      'rounds[1].players[0].tiles[0].color: red is already in column 1 (row 1); the grey side takes each colour once per column',
      'Round 2, Ana, tile 1: red is already in column 1 (row 1); the grey side takes each colour once per column',
    ],
  ])('rejects %s', (_name, mutate, message, words) => {
    const r = errorsOf(mutate, grey);
    expect(r.errors).toContain(message);
    expect(r.words).toContain(words);
  });

  it('refuses a round after the game ended, naming who ended it', () => {
    const rounds = strip(`
      X....  xX...  xxX..  xxxX.  xxxxX  xxxxx
      .....  .....  .....  .....  .....  X....
      .....  .....  .....  .....  .....  .....
      .....  .....  .....  .....  .....  .....
      .....  .....  .....  .....  .....  .....`);
    const g = makeGame([
      { name: 'Ana', rounds },
      { name: 'Ben', rounds: rounds.map(() => '.....\n.....\n.....\n.....\n.....') },
    ]);
    const r = result(g);
    expect(r.errors).toEqual([
      'rounds[5]: the game ended after round 5, when Ana completed row 1; no round can follow',
    ]);
    expect(r.words).toEqual(['Round 6: the game ended after round 5, when Ana completed row 1; no round can follow']);
    g.rounds.pop();
    g.finishedAt = '2026-11-22T22:00:00.000Z';
    expect(parseGame(g).ok).toBe(true);
  });

  it('accepts a colour given on the coloured side when it matches, and rounds entered in any order', () => {
    const g: any = valid();
    g.rounds[0].players[0].tiles[0].color = 'blue';
    g.rounds[1].players[0].tiles.reverse();
    expect(parseGame(g).ok).toBe(true);
  });

  it('stores names normalised: trimmed, NFC, without control or invisible format characters', () => {
    const g: any = valid();
    g.players[0].name = '  Zoe\u0301\u200B\u0000 ';
    const r = parseGame(g);
    expect(r.ok && r.game.players[0]!.name).toBe('Zoé');
  });

  it('reports bad JSON and hostile input as messages, never throws', () => {
    expect(result(null).errors).toEqual(['null is not an Azul game (a JSON object is expected)']);
    const bad = parseGameJson('{"format": ');
    expect(!bad.ok && pathErrors(bad.problems)).toEqual(['the text is not valid JSON, so it is not a game file']);
    expect(parseGameJson('['.repeat(100000) + ']'.repeat(100000)).ok).toBe(false);
    let deep: any = {};
    for (let i = 0; i < 100000; i++) deep = { rounds: [deep], players: [deep] };
    expect(parseGame({ ...valid(), rounds: [deep] }).ok).toBe(false);
    expect(result({ ...valid(), rounds: new Array(1_000_000).fill({ players: [] }) }).errors).toEqual([
      'rounds: has more than 30 rounds',
    ]);
    expect(result({ ...valid(), players: new Array(1_000_000).fill({ name: 'x' }) }).errors).toEqual([
      'players: has more than 4 players; Azul seats 1 to 4',
    ]);
    const g: any = valid();
    g.rounds[0].players[0].tiles = new Array(1_000_000).fill({ row: 0, col: 0 });
    expect(parseGame(g).ok).toBe(false);
    g.rounds[0].players[0].tiles = [];
    g.players[0].name = 'x'.repeat(1_000_000);
    expect(result(g).errors).toEqual(['players[0].name: is longer than 40 characters']);
    const cyclic: any = valid();
    cyclic.rounds[0].players[0].tiles[0].color = cyclic;
    expect(parseGame(cyclic).ok).toBe(false);
    const getter = valid() as any;
    Object.defineProperty(getter, 'rounds', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(parseGame(getter)).toMatchObject({ ok: false });
  });

  it('never throws on random junk, nor on random changes to a valid game', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => parseGame(x)).not.toThrow();
        expect(() => parseGame({ ...valid(), rounds: x })).not.toThrow();
        expect(() => parseGame({ ...valid(), players: x })).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => parseGameJson(s)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.nat(1),
        fc.nat(1),
        fc.nat(4),
        fc.integer({ min: -2, max: 6 }),
        fc.integer({ min: -2, max: 6 }),
        fc.anything(),
        (r, p, t, row, col, color) => {
          const g: any = valid();
          g.rounds[r].players[p].tiles[t] = { row, col, color };
          expect(() => parseGame(g)).not.toThrow();
        },
      ),
    );
  });
});

describe('paths in words', () => {
  it('names rounds, players by name, tiles and fields, counted from 1', () => {
    const where = (path: (string | number)[], names: string[] = []) => inEnglish(series(pathInWords(path, names)));
    expect(where(['rounds', 3, 'players', 1, 'tiles'], ['Ana', 'Ben'])).toBe('round 4, Ben');
    expect(where(['players', 0, 'name'])).toBe('player 1, name');
    expect(where(['rounds', 0, 'players', 2, 'tiles', 1, 'col'], ['A', 'B'])).toBe('round 1, player 3, tile 2, column');
    expect(where([])).toBe('');
  });
});

describe('migrations', () => {
  it('upgrade an older version step by step and refuse an unknown one', () => {
    const steps = { 0: (g: Record<string, unknown>) => ({ ...g, side: g.wall === 'grey' ? 'grey' : 'coloured' }) };
    expect(migrate({ format: 'tile-tally/azul', version: 0, wall: 'grey' }, steps)).toEqual({
      game: { format: 'tile-tally/azul', version: 1, wall: 'grey', side: 'grey' },
    });
    expect(inEnglish(migrate({ format: 'tile-tally/azul', version: 0 }, {}) as Msg)).toBe(
      'format version 0 is not known',
    );
    expect(migrate({ format: 'tile-tally/azul', version: 1, x: 1 })).toEqual({
      game: { format: 'tile-tally/azul', version: 1, x: 1 },
    });
  });
});
