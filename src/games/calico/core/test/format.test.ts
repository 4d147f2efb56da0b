// The game file format: valid games pass; every kind of bad input gets a message naming the path and problem.
import { describe, expect, it } from 'vitest';
import { parseGame, parseGameJson } from '../format.ts';
import type { Game } from '../game.ts';
import { makeGame } from './notation.ts';
import { pathErrors, playerWords } from '../../../../test/english.ts';

const PICTURE = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  Gs  @1  ..  ..  Pv
    Br  ..  Gv  Gq  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
const valid = (): Game =>
  makeGame({
    players: [
      { name: 'Ana', picture: PICTURE },
      { name: 'Ben', picture: PICTURE },
    ],
  });
const errorsOf = (mutate: (g: any) => void): string[] => {
  const g: any = structuredClone(valid());
  mutate(g);
  const r = parseGame(g);
  return r.ok ? [] : pathErrors(r.problems);
};
const wordsOf = (mutate: (g: any) => void): string[] => {
  const g: any = structuredClone(valid());
  mutate(g);
  const r = parseGame(g);
  return r.ok ? [] : playerWords(r.problems);
};

describe('game format', () => {
  it('accepts a valid game and round-trips it through JSON unchanged', () => {
    const g = valid();
    const r = parseGameJson(JSON.stringify(g));
    expect(r).toEqual({ ok: true, game: g });
  });

  it.each([
    [
      'an unknown colour',
      (g: any) => (g.players[1].cells['3,3'].color = 'teal'),
      'players[1].cells["3,3"].color: "teal" is not a colour',
    ],
    [
      'an unknown pattern',
      (g: any) => (g.players[0].cells['2,2'].pattern = 'plaid'),
      'players[0].cells["2,2"].pattern: "plaid" is not a pattern',
    ],
    [
      'a wrong cell key',
      (g: any) => (g.players[0].cells['9,1'] = { color: 'blue', pattern: 'dots' }),
      'players[0].cells["9,1"]: "9,1" is not a cell; keys are "col,row" with col and row from 0 to 6',
    ],
    [
      'a tile on the border',
      (g: any) => (g.players[0].cells['0,0'] = { color: 'blue', pattern: 'dots' }),
      'players[0].cells["0,0"]: cell 0,0 is on the printed border, which takes no tile',
    ],
    [
      'a tile on a goal space',
      (g: any) => (g.players[0].cells['4,3'] = { color: 'blue', pattern: 'dots' }),
      'players[0].cells["4,3"]: cell 4,3 is a design goal space, which takes no tile',
    ],
    [
      'a pattern given to two cats',
      (g: any) => (g.cats[1].patterns = ['dots', 'vines']),
      'cats[1].patterns: Dots is already given to Millie; each pattern belongs to one cat',
    ],
    [
      'two sides of one cat tile',
      (g: any) => (g.cats[1].cat = 'callie'),
      'cats[1].cat: Callie and Millie are two sides of one tile; choose cats from 3 different tiles',
    ],
    ['an unknown cat', (g: any) => (g.cats[0].cat = 'garfield'), 'cats[0].cat: "garfield" is not a cat'],
    [
      'five players',
      (g: any) => (g.players = [0, 1, 2, 3, 4].map((i) => ({ ...g.players[0], name: `P${i}` }))),
      'players: has more than 4 players; Calico seats 1 to 4',
    ],
    [
      'a player without a name',
      (g: any) => (g.players[0].name = '  '),
      'players[0].name: is empty: every player needs a name',
    ],
    [
      'two players with one name',
      (g: any) => (g.players[1].name = 'ana'),
      'players[1].name: "ana" is already the name of player 1; names must differ',
    ],
    [
      'a goal used twice',
      (g: any) => (g.players[0].goals = ['aa-bb-cc', 'aa-bb-cc', 'aaa-bbb']),
      'players[0].goals[1]: "AA-BB-CC" is already on another goal space; each goal tile is used once',
    ],
    [
      'an unknown board',
      (g: any) => (g.players[0].board = 'red'),
      'players[0].board: "red" is not a board (blue, green, yellow or purple)',
    ],
    ['a missing field', (g: any) => delete g.mode, 'mode: is missing'],
    ['a wrong type', (g: any) => (g.players[0].cells = 'none'), 'players[0].cells: "none" is not a set of cells'],
    [
      'a negative correction',
      (g: any) => (g.players[0].corrections = { buttons: { blue: -1 } }),
      'players[0].corrections.buttons.blue: cannot be negative',
    ],
    ['a solo game with two players', (g: any) => (g.mode = 'solo'), 'players: a solo game has exactly 1 player, not 2'],
    [
      'another file format',
      (g: any) => (g.format = 'something-else'),
      'format: "something-else" is not the format name "calico-score-sheet/game"',
    ],
    [
      'a newer version',
      (g: any) => (g.version = 7),
      'version: this game was saved by a newer version of the app (format version 7; this app reads up to 1). Update the app to open it.',
    ],
  ])('rejects %s', (_name, mutate, message) => {
    expect(errorsOf(mutate)).toContain(message);
  });

  it('says where a problem is in plain words, never as a path', () => {
    expect(wordsOf((g) => (g.players[1].cells['3,3'].color = 'teal'))).toContain(
      'Player 2 (Ben), cell 3,3, colour: "teal" is not a colour',
    );
    expect(wordsOf((g) => (g.players[0].goals = ['aa-bb-cc', 'aa-bb-cc', 'aaa-bbb']))).toContain(
      'Player 1 (Ana), goal 2: "AA-BB-CC" is already on another goal space; each goal tile is used once',
    );
    expect(
      wordsOf((g) => {
        g.history = [
          { player: 0, cell: '2,2', color: 'green', pattern: 'stripes' },
          { player: 0, cell: '2,2', color: 'green', pattern: 'vines' },
        ];
      }),
    ).toEqual(['Turn 2: cell 2,2 of Ana was already placed on turn 1; each cell takes one tile']);
    expect(wordsOf((g) => delete g.mode)).toEqual(['Mode: is missing']);
  });

  it('rejects duplicate placements and a history that disagrees with the boards', () => {
    expect(
      errorsOf((g) => {
        g.history = [
          { player: 0, cell: '2,2', color: 'green', pattern: 'stripes' },
          { player: 0, cell: '2,2', color: 'green', pattern: 'vines' },
        ];
      }),
    ).toEqual(['history[1]: cell 2,2 of Ana was already placed on turn 1; each cell takes one tile']);
    expect(
      errorsOf((g) => {
        g.history = [{ player: 0, cell: '2,2', color: 'green', pattern: 'stripes' }];
      }),
    ).toEqual([
      'players[0].cells: does not match the placement history (cell 2,3)',
      'players[1].cells: does not match the placement history (cell 2,2)',
    ]);
    expect(
      errorsOf((g) => {
        g.history = [{ player: 3, cell: '2,2', color: 'green', pattern: 'stripes' }];
      }),
    ).toEqual(['history[0].player: there is no player 4 in this game']);
  });

  it('reports bad JSON and hostile input as messages, never throws', () => {
    const bad = parseGameJson('{"format": ');
    expect(!bad.ok && pathErrors(bad.problems)).toEqual(['the text is not valid JSON, so it is not a game file']);
    const nil = parseGameJson('null');
    expect(!nil.ok && pathErrors(nil.problems)).toEqual(['null is not a Calico game (a JSON object is expected)']);
    const deep = '['.repeat(100000) + ']'.repeat(100000);
    expect(parseGameJson(deep).ok).toBe(false);
    const huge = valid() as any;
    huge.players[0].name = 'x'.repeat(1_000_000);
    const r = parseGame(huge);
    expect(!r.ok && pathErrors(r.problems)).toEqual(['players[0].name: is longer than 40 characters']);
  });

  it('keeps names with markup as plain text (display escapes them)', () => {
    const g = valid() as any;
    g.players[0].name = '<img src=x onerror=alert(1)>';
    const r = parseGame(g);
    expect(r.ok && r.game.players[0]!.name).toBe('<img src=x onerror=alert(1)>');
  });
});
