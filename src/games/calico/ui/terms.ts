// The game's terms in the current language, for code that builds words outside a component (setup drafts, store
// notices). Components use useT()'s m() instead, which also re-renders them when the language changes.
import { i18n } from '../../../i18n/app.ts';
import { renderMsg } from '../../../i18n/render.ts';
import {
  catRule,
  colorName,
  patternName,
  tileName,
  type CatId,
  type Color,
  type Pattern,
  type Tile,
} from '../core/index.ts';

export const patternWord = (p: Pattern): string => renderMsg(i18n, patternName(p));
export const colorWord = (c: Color): string => renderMsg(i18n, colorName(c));
export const tileWord = (t: Tile): string => renderMsg(i18n, tileName(t));
export const catRuleWord = (cat: CatId): string => renderMsg(i18n, catRule(cat));
