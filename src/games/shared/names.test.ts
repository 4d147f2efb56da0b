// Player names are normalised the same way wherever they enter, and names that only differ by invisible
// characters, composition or case count as the same name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, nameProblem, normaliseName } from './names.ts';

describe('normaliseName', () => {
  it.each([
    ['  Ana  ', 'Ana'],
    ['A\u200Bna', 'Ana'], // zero-width space
    ['\u202EAna', 'Ana'], // right-to-left override
    ['An\u00ADa', 'Ana'], // soft hyphen
    ['Ana\u0007\n', 'Ana'], // bell, newline
    ['An\u0000a', 'Ana'], // NUL
    ['\uFEFF Zoé \t', 'Zoé'], // BOM and surrounding whitespace
    ['Zoe\u0301', 'Zoé'], // decomposed é → composed
    ['Zo\u200Be\u0301', 'Zoé'], // composes once the invisible character between is gone
    ['Ana Lía', 'Ana Lía'],
    ['Ben & <b>Co</b>', 'Ben & <b>Co</b>'], // markup is kept as text
    ['\u200B', ''],
    ['\u00a0 \t', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseName(raw)).toBe(expected);
  });

  it('is idempotent and never leaves control, format or edge whitespace characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        const n = normaliseName(s);
        expect(normaliseName(n)).toBe(n);
        expect(n).not.toMatch(/[\p{Cc}\p{Cf}]/u);
        expect(n).toBe(n.trim());
        expect(n).toBe(n.normalize('NFC'));
      }),
    );
  });
});

describe('nameKey', () => {
  it('compares names ignoring case, composition and invisible characters', () => {
    expect(nameKey('ANA')).toBe(nameKey(' a\u200Bna\u200D'));
    expect(nameKey('Zoé')).toBe(nameKey('ZOE\u0301'));
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
  });
});

describe('nameProblem', () => {
  it('wants 1 to 40 characters, counted as characters, not UTF-16 units', () => {
    expect(nameProblem('')).toEqual({ id: 'core.shared.file.emptyName' });
    expect(nameProblem('x'.repeat(41))).toEqual({ id: 'core.shared.file.tooLong', values: { max: 40 } });
    expect(nameProblem('😀'.repeat(40))).toBeNull();
  });
});
