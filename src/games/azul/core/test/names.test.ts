// normaliseName: the one rule for player names, shared by all games.
import { describe, expect, it } from 'vitest';
import { nameKey, nameProblem, normaliseName } from '../names.ts';

describe('normaliseName', () => {
  it.each([
    ['  Ana  ', 'Ana'],
    ['Zoe\u0301', 'Zoé'], // NFC: e + combining acute becomes é
    ['A\u200Bna', 'Ana'], // zero-width space (Cf) dropped
    ['\u202EnaA', 'naA'], // right-to-left override (Cf) dropped
    ['An\u0000a\u0007', 'Ana'], // control characters (Cc) dropped
    ['\uFEFF Ben \t\n', 'Ben'], // BOM and surrounding whitespace
    ['Ana Lía', 'Ana Lía'],
    ['\u200B', ''],
  ])('%j → %j', (raw, want) => expect(normaliseName(raw)).toBe(want));

  it('is idempotent', () => {
    for (const s of ['  Zoe\u0301\u200B ', 'ÅNGSTRÖM', 'x\u0000y']) expect(normaliseName(normaliseName(s))).toBe(normaliseName(s));
  });

  it('compares names without case, after normalising', () => {
    expect(nameKey(' ANA\u200D')).toBe(nameKey('ana'));
    expect(nameKey('Zoe\u0301')).toBe(nameKey('ZOÉ'));
  });

  it('refuses empty names and names over 40 characters (counted as characters, not UTF-16 units)', () => {
    expect(nameProblem('')).toBe('is empty: every player needs a name');
    expect(nameProblem('😀'.repeat(40))).toBeNull();
    expect(nameProblem('a'.repeat(41))).toBe('is longer than 40 characters');
  });
});
