// The Calico game format stores names by the shared rule (src/games/shared/names.ts) and refuses names that are
// empty or the same once normalised.
import { pathErrors } from '../../../../test/english.ts';
import { describe, expect, it } from 'vitest';
import { parseGame } from '../format.ts';
import { makeGame } from './notation.ts';

const PICTURE = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  ..  @1  ..  ..  Pv
    Br  ..  ..  ..  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
const game = (_a?: string, _b?: string) =>
  makeGame({
    players: [
      { name: 'Ana', picture: PICTURE },
      { name: 'Ben', picture: PICTURE },
    ],
  }) as any;
const withNames = (a: string, b: string) => {
  const g = game(a, b);
  g.players[0].name = a;
  g.players[1].name = b;
  return parseGame(g);
};

describe('player names in the Calico format', () => {
  it('the game format stores names normalised', () => {
    const r = parseGame({
      ...game('', ''),
      players: game('', '').players.map((p: any, i: number) => ({ ...p, name: [' A\u200Bna', 'Zoe\u0301\u0000'][i] })),
    });
    expect(r.ok && r.game.players.map((p) => p.name)).toEqual(['Ana', 'Zoé']);
  });

  it.each([
    ['invisible characters only', '\u200B\u200D\u0007', 'Ben', 'players[0].name: is empty: every player needs a name'],
    [
      'names equal once normalised',
      'Zoé',
      'zoe\u0301\u200B',
      'players[1].name: "zoé" is already the name of player 1; names must differ',
    ],
    [
      'names equal ignoring case',
      'ana',
      'ANA',
      'players[1].name: "ANA" is already the name of player 1; names must differ',
    ],
  ])('the game format refuses %s', (_what, a, b, message) => {
    const r = withNames(a, b);
    expect(r.ok).toBe(false);
    expect(!r.ok && pathErrors(r.problems)).toContain(message);
  });
});
