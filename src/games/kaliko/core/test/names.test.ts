import { describe, expect, it } from 'vitest';
import { nameKey, nameProblem, normaliseName } from '../names.ts';

describe('normaliseName', () => {
  it('trims, composes to NFC and drops control and invisible format characters', () => {
    expect(normaliseName('  Ana \n')).toBe('Ana');
    expect(normaliseName('Zoe\u0301')).toBe('Zoé');
    expect(normaliseName('Ben\u200b\u200d\u0007')).toBe('Ben');
    expect(normaliseName('\u202eevil')).toBe('evil');
    expect(normaliseName('\u00a0 \t')).toBe('');
  });
  it('keys names case-insensitively and after normalising', () => {
    expect(nameKey('ANA')).toBe(nameKey(' ana\u200b'));
    expect(nameKey('Zoé')).toBe(nameKey('ZOE\u0301'));
  });
  it('wants 1 to 40 characters (counting characters, not UTF-16 units)', () => {
    expect(nameProblem('')).toBe('is empty: every player needs a name');
    expect(nameProblem('x'.repeat(41))).toBe('is longer than 40 characters');
    expect(nameProblem('😀'.repeat(40))).toBeNull();
  });
});
