// Typing a tile on the keyboard by the codes the screen shows in its language: a colour's code, then a pattern's
// (German "Ge" then "p" for Gelb, Punkte). Codes may be two letters, so keys gather until one code is meant. Where
// a language's codes are not keys (Japanese kanji), the English codes are taken as well.
import { COLOR_CODES, COLORS, PATTERN_CODES, PATTERNS, type Color, type Pattern } from '../core/index.ts';
import { colorCode, patternCode } from './codes.ts';

type Say = (id: string) => string;
export type Codes<T> = readonly (readonly [code: string, what: T])[];

/** What the keys typed so far mean: one code (done), the start of more than one (more), or none. */
export type CodeMatch<T> = { done: T } | { more: string } | null;

export function matchCode<T>(codes: Codes<T>, typed: string): CodeMatch<T> {
  const s = typed.toLocaleLowerCase();
  const starts = codes.filter(([c]) => c.toLocaleLowerCase().startsWith(s));
  if (!starts.length) return null;
  const exact = starts.find(([c]) => c.toLocaleLowerCase() === s);
  return exact && starts.length === 1 ? { done: exact[1] } : { more: s };
}

/** A key on a keyboard types these: printable ASCII. */
const typeable = (code: string) => /^[\x21-\x7e]+$/.test(code);

function withEnglish<T extends string>(shown: Codes<T>, english: Record<T, string>): Codes<T> {
  if (shown.every(([c]) => typeable(c))) return shown;
  return [...shown, ...(Object.entries(english) as [T, string][]).map(([what, c]) => [c, what] as const)];
}

/** The codes of the language shown, for the keyboard. */
export function typedCodes(t: Say): { colors: Codes<Color>; patterns: Codes<Pattern> } {
  return {
    colors: withEnglish(
      COLORS.map((c) => [colorCode(t, c), c] as const),
      COLOR_CODES,
    ),
    patterns: withEnglish(
      PATTERNS.map((p) => [patternCode(t, p), p] as const),
      PATTERN_CODES,
    ),
  };
}
