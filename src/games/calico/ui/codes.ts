// A tile's code in the language shown: its colour's mark, then its pattern's, as each language gives them
// (calico.code.*), so a German table reads "Gep" (Gelb, Punkte) and a Japanese one "黄玉".
import type { Color, Pattern, Tile } from '../core/index.ts';

type Say = (id: string) => string;

export const colorCode = (t: Say, c: Color): string => t(`calico.code.color.${c}`);
export const patternCode = (t: Say, p: Pattern): string => t(`calico.code.pattern.${p}`);
export const tileCodeIn = (t: Say, tile: Tile): string => colorCode(t, tile.color) + patternCode(t, tile.pattern);
