import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortNames } from './shortNames.ts';

describe('shortNames', () => {
  it('keeps short names whole and cuts long ones at the end', () => {
    expect(shortNames(['Ana', 'Bartholomew'], 8)).toEqual(['Ana', 'Barthol…']);
  });

  it('tells apart names sharing a long prefix with a middle ellipsis', () => {
    expect(shortNames(['Alexander', 'Alexandra', 'Ben'], 8)).toEqual(['Alex…der', 'Alex…dra', 'Ben']);
  });

  it('never splits an emoji or other character outside the basic plane', () => {
    expect(shortNames(['😀😀😀😀😀😀😀😀😀😀'], 4)).toEqual(['😀😀😀…']);
  });

  it('gives different players different tab labels, each at most max characters or the full name', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', 'b', 'é', 'ü'), minLength: 1, maxLength: 14 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 4, max: 12 }),
        (names, max) => {
          const short = shortNames(names, max);
          expect(new Set(short).size).toBe(names.length);
          short.forEach((s, i) => expect(s === names[i] || [...s].length <= max).toBe(true));
        },
      ),
    );
  });
});
