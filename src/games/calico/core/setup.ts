// Standard setup helpers: random cats (one tile from each difficulty group, a random side) and a random split of
// the six patterns, two per cat. `random` is injectable so tests are repeatable.
import {
  CAT_TILE_IDS,
  CATS,
  PATTERNS,
  type CatId,
  type CatTileId,
  type GoalId,
  GOAL_IDS,
  type Pattern,
} from './catalog.ts';
import type { CatChoice } from './game.ts';

/** The cats printed on each tile, [front, back]. */
export const CAT_TILE_SIDES: Record<CatTileId, [CatId, CatId]> = {
  'millie-callie': ['millie', 'callie'],
  'tibbit-rumi': ['tibbit', 'rumi'],
  'coconut-tecolote': ['coconut', 'tecolote'],
  'cira-almond': ['cira', 'almond'],
  'gwenivere-leo': ['gwenivere', 'leo'],
};

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)]!;

export function shuffle<T>(xs: readonly T[], random: () => number = Math.random): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One tile from each dot group (1, 2 and 3 dots), each on a random side, easiest first. */
export function randomStandardCats(random: () => number = Math.random): CatId[] {
  return ([1, 2, 3] as const).map((dots) => {
    const tiles = CAT_TILE_IDS.filter((t) => CATS[CAT_TILE_SIDES[t][0]].dots === dots);
    return pick(CAT_TILE_SIDES[pick(tiles, random)], random);
  });
}

/** The six patterns dealt two per cat. */
export function randomPatterns(cats: readonly CatId[], random: () => number = Math.random): CatChoice[] {
  const deck: Pattern[] = shuffle(PATTERNS, random);
  return cats.map((cat, i) => ({ cat, patterns: [deck[2 * i]!, deck[2 * i + 1]!] }));
}

export function randomGoals(random: () => number = Math.random): [GoalId, GoalId, GoalId] {
  const [a, b, c] = shuffle(GOAL_IDS, random);
  return [a!, b!, c!];
}
