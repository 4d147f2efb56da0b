// Player names are normalised the same way wherever they enter, and names that only differ by invisible
// characters, composition or case count as the same name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGame } from '../format.ts';
import { nameKey, normaliseName } from '../names.ts';
import { makeGame } from './notation.ts';

const PICTURE = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  ..  @1  ..  ..  Pv
    Br  ..  ..  ..  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
const game = (_a?: string, _b?: string) => makeGame({ players: [{ name: 'Ana', picture: PICTURE }, { name: 'Ben', picture: PICTURE }] }) as any;
const withNames = (a: string, b: string) => {
  const g = game(a, b);
  g.players[0].name = a;
  g.players[1].name = b;
  return parseGame(g);
};

describe('player names', () => {
  it.each([
    ['  Ana  ', 'Ana'],
    ['A\u200Bna', 'Ana'], // zero-width space
    ['\u202EAna', 'Ana'], // right-to-left override
    ['An\u00ADa', 'Ana'], // soft hyphen
    ['Ana\u0007\n', 'Ana'], // bell, newline
    ['\uFEFFZoé', 'Zoé'], // BOM
    ['Zoe\u0301', 'Zoé'], // decomposed é → composed
    ['Zo\u200Be\u0301', 'Zoé'], // composes once the invisible character between is gone
    ['Ben & <b>Co</b>', 'Ben & <b>Co</b>'], // markup is kept as text
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseName(raw)).toBe(expected);
    expect(normaliseName(raw)).toBe(expected.normalize('NFC'));
  });

  it('is idempotent and never leaves control, format or edge whitespace characters', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
      const n = normaliseName(s);
      expect(normaliseName(n)).toBe(n);
      expect(n).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      expect(n).toBe(n.trim());
      expect(n).toBe(n.normalize('NFC'));
    }));
  });

  it('compares names ignoring case, composition and invisible characters', () => {
    expect(nameKey('ANA')).toBe(nameKey('a\u200Bna '));
    expect(nameKey('Zoé')).toBe(nameKey('ZOE\u0301'));
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
  });

  it('the game format stores names normalised', () => {
    const r = parseGame({ ...game('', ''), players: game('', '').players.map((p: any, i: number) => ({ ...p, name: [' A\u200Bna', 'Zoe\u0301\u0000'][i] })) });
    expect(r.ok && r.game.players.map((p) => p.name)).toEqual(['Ana', 'Zoé']);
  });

  it.each([
    ['invisible characters only', '\u200B\u200D\u0007', 'Ben', 'players[0].name: is empty: every player needs a name'],
    ['names equal once normalised', 'Zoé', 'zoe\u0301\u200B', 'players[1].name: "zoé" is already the name of player 1; names must differ'],
    ['names equal ignoring case', 'ana', 'ANA', 'players[1].name: "ANA" is already the name of player 1; names must differ'],
  ])('the game format refuses %s', (_what, a, b, message) => {
    const r = withNames(a, b);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toContain(message);
  });
});
