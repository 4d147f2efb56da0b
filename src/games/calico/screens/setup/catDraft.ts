// The cats in play while the setup form is filled in: up to 3 cats, and which of them each pattern goes to. Kept
// apart from the game's CatChoice so a half-made choice (a cat with 1 pattern) can be shown and explained.
import { CATS, PATTERNS, type CatChoice, type CatId, type Pattern } from '../../core/index.ts';
import { CAT_TILE_SIDES } from '../../core/setup.ts';
import { listNow, say } from '../../../../i18n/screenWords.tsx';
import { patternWord } from '../../ui/terms.ts';

export interface CatDraft {
  cats: CatId[];
  /** The index in `cats` of the cat each pattern goes to; null: none yet. */
  owner: Record<Pattern, number | null>;
}

export function fromChoices(choices: readonly CatChoice[]): CatDraft {
  const owner = Object.fromEntries(PATTERNS.map((p) => [p, null])) as CatDraft['owner'];
  choices.forEach((c, i) => c.patterns.forEach((p) => (owner[p] = i)));
  return { cats: choices.map((c) => c.cat), owner };
}

const otherSide = (cat: CatId): CatId => {
  const sides = CAT_TILE_SIDES[CATS[cat].tile];
  return sides[0] === cat ? sides[1] : sides[0];
};

/** Tapping a cat: out if in play; in place of the other side of its tile, or of the cat with as many dots (a
 * standard setup has one tile of each), or added while fewer than 3. Null with a reason when it cannot go in. */
export function toggleCat(d: CatDraft, cat: CatId): CatDraft | string {
  const at = d.cats.indexOf(cat);
  if (at >= 0) {
    const owner = { ...d.owner };
    for (const p of PATTERNS)
      owner[p] = owner[p] === at ? null : owner[p] !== null && owner[p]! > at ? owner[p]! - 1 : owner[p];
    return { cats: d.cats.filter((_, i) => i !== at), owner };
  }
  const swap = d.cats.indexOf(otherSide(cat));
  const sameDots = d.cats.findIndex((c) => CATS[c].dots === CATS[cat].dots);
  const slot = swap >= 0 ? swap : d.cats.length < 3 ? d.cats.length : sameDots;
  if (slot < 0) return say('calico.setup.threeCats', { cat: CATS[cat].name });
  const cats = [...d.cats];
  cats[slot] = cat;
  return { ...d, cats };
}

export const setOwner = (d: CatDraft, p: Pattern, cat: number): CatDraft => ({ ...d, owner: { ...d.owner, [p]: cat } });

/** The game's cat choices, or the problems in words when the choice is not complete. */
export function toChoices(d: CatDraft): { ok: true; cats: CatChoice[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  if (d.cats.length !== 3) problems.push(say('calico.setup.chooseCats', { count: d.cats.length }));
  const free = PATTERNS.filter((p) => d.owner[p] === null);
  if (free.length) problems.push(say('calico.setup.givePatterns', { patterns: listNow(free.map(patternWord)) }));
  const cats = d.cats.map((cat, i) => ({ cat, patterns: PATTERNS.filter((p) => d.owner[p] === i) }));
  for (const c of cats)
    if (c.patterns.length !== 2 && !free.length)
      problems.push(say('calico.setup.catPatterns', { cat: CATS[c.cat].name, count: c.patterns.length }));
  return problems.length ? { ok: false, problems } : { ok: true, cats: cats as CatChoice[] };
}
