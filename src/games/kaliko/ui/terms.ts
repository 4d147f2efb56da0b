// Kaliko's game terms as words, for code that builds words outside a component (the store's notices). The words are
// the core's messages (`core.kaliko.…`: the tile's `name`, built from the core's sortName and colourName); components
// use useT()'s m() on them instead, which also re-renders them when the language changes.
import type { Tile } from '../core/index.ts';
import { i18n } from '../../../i18n/app.ts';
import { renderMsg } from '../../../i18n/render.ts';

/** The tile's sort, then each segment's colour and shape ("Single cross: red bend, white curve, blue curve"). */
export const tileName = (tile: Tile): string => renderMsg(i18n, tile.name);
