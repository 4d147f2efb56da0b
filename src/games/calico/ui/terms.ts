// The game's terms in the current language, for code that builds words outside a component (setup drafts, store
// notices) and for screens. The words are the cores' catalogue's (`core.calico.…`); the English names of the
// game's constants stand in while that catalogue lacks them.
import { CATS, COLOR_NAMES, PATTERN_NAMES, tileName, type CatId, type Color, type Pattern, type Tile } from '../core/index.ts';
import { term } from '../../../i18n/screenWords.tsx';
import { i18n } from '../../../i18n/app.ts';

export const patternWord = (p: Pattern): string => term(`core.calico.pattern.${p}`, PATTERN_NAMES[p]);
export const colorWord = (c: Color): string => term(`core.calico.color.${c}`, COLOR_NAMES[c]);
export const tileWord = (t: Tile): string => {
  const words = i18n._('core.calico.tile', { color: t.color, pattern: t.pattern });
  return words === 'core.calico.tile' ? tileName(t) : words;
};
export const catRuleWord = (cat: CatId): string => {
  const r = CATS[cat].requirement;
  const id = r.kind === 'size' ? 'core.calico.catRule.size' : `core.calico.catRule.${r.shape}`;
  const words = i18n._(id, r.kind === 'size' ? { size: r.size } : undefined);
  return words === id ? CATS[cat].describe : words;
};
