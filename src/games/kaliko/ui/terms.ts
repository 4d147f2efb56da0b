// Kaliko's game terms on screen, in the player's language: the colours, the tile sorts and each tile's name ("Single
// cross: red bend, white curve, blue curve"). The words are the cores' (`core.kaliko.…`); the English of the tile
// catalogue stands in for any the cores' catalogue does not have yet.
import type { Colour, SortCode, Tile } from '../core/index.ts';
import { i18n } from '../../../i18n/app.ts';
import { term } from '../../../i18n/screenWords.tsx';

const SHAPE_WORD = ['', 'bend', 'curve', 'straight'] as const;
const shapeOf = ([a, b]: readonly [number, number]) => SHAPE_WORD[Math.min((b - a + 6) % 6, (a - b + 6) % 6)]!;

export const colourName = (c: Colour): string => term(`core.kaliko.colour.${c}`, c);

const SORT_ENGLISH: Record<SortCode, string> = { TX: 'Triple cross', TB: 'Triple bend', DB: 'Double bend', DX: 'Double cross', SX: 'Single cross' };

export const sortName = (code: SortCode): string => term(`core.kaliko.sort.${code}`, SORT_ENGLISH[code]);

/** The tile's sort, then each segment's colour and shape. */
export function tileName(tile: Tile): string {
  const segments = tile.pairs.map((p, s) => i18n._('kaliko.tile.segment', {
    colour: colourName(tile.colours[s]!), shape: term(`core.kaliko.shape.${shapeOf(p)}`, shapeOf(p)),
  }));
  return i18n._('kaliko.tile.name', { sort: sortName(tile.sort), segments: segments.join(i18n._('games.comma')) });
}

/** "red" → "Red" where a button shows the word alone (languages without capitals are left as they are). */
export const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);
