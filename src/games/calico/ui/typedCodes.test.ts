// Typing a tile by the codes shown: a language's one- and two-letter codes, and English keys where its codes are
// not keys. The codes below are the catalogues' (src/i18n/locales/*/games.json), written out by hand.
import { describe, expect, it } from 'vitest';
import { matchCode, typedCodes } from './typedCodes.ts';

const say = (table: Record<string, string>) => (id: string) => table[id.replace(/^calico\.code\.\w+\./, '')] ?? id;
const GERMAN = say({
  blue: 'H',
  green: 'Gr',
  navy: 'D',
  pink: 'R',
  purple: 'L',
  yellow: 'Ge',
  dots: 'p',
  ferns: 'f',
  flowers: 'b',
  quatrefoil: 'v',
  stripes: 's',
  vines: 'r',
});
const JAPANESE = say({
  blue: '水',
  green: '緑',
  navy: '紺',
  pink: 'ピ',
  purple: '紫',
  yellow: '黄',
  dots: '玉',
  ferns: 'シ',
  flowers: '花',
  quatrefoil: '四',
  stripes: 'ス',
  vines: 'つ',
});

describe('codes typed on the keyboard', () => {
  it('German: "G" waits for its second letter, "Ge" is yellow, "Gr" green; "p" is dots; either case', () => {
    const { colors, patterns } = typedCodes(GERMAN);
    expect(matchCode(colors, 'g')).toEqual({ more: 'g' });
    expect(matchCode(colors, 'ge')).toEqual({ done: 'yellow' });
    expect(matchCode(colors, 'GR')).toEqual({ done: 'green' });
    expect(matchCode(colors, 'h')).toEqual({ done: 'blue' });
    expect(matchCode(colors, 'b')).toBeNull(); // English blue means nothing here
    expect(matchCode(patterns, 'p')).toEqual({ done: 'dots' });
    expect(matchCode(patterns, 'd')).toBeNull();
  });

  it('Japanese: the kanji shown, and the English letters, which a keyboard types', () => {
    const { colors, patterns } = typedCodes(JAPANESE);
    expect(matchCode(colors, '黄')).toEqual({ done: 'yellow' });
    expect(matchCode(colors, 'y')).toEqual({ done: 'yellow' });
    expect(matchCode(patterns, 'd')).toEqual({ done: 'dots' });
  });
});
