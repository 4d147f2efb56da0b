// Whether a group qualifies for a button or a cat, and the shared supply the awards are taken from.
import { BUTTONS_PER_COLOR, CATS, type CatId, type Color, type Pattern } from './catalog.ts';
import type { CatChoice, HouseRules } from './game.ts';
import { findShape } from './shapes.ts';
import { CELL_COUNT } from './geometry.ts';

export const BUTTON_GROUP_SIZE = 3;

/**
 * The cells that satisfy `cat` inside a pattern group (the shape found, or the whole group for size cats),
 * or null when the group does not qualify.
 */
export function catClaimCells(cat: CatId, group: readonly number[]): number[] | null {
  const req = CATS[cat].requirement;
  if (req.kind === 'size') return group.length >= req.size ? [...group] : null;
  // A kept membership array, set for this group and cleared again (a fresh one per group cost more than the search).
  for (const c of group) inGroup[c] = 1;
  const found = findShape(req.shape, group, inGroup);
  for (const c of group) inGroup[c] = 0;
  return found;
}
const inGroup = new Uint8Array(CELL_COUNT);

/** Which cat (if any) each pattern belongs to in this game. */
export function catsByPattern(cats: readonly CatChoice[]): Partial<Record<Pattern, CatId>> {
  const map: Partial<Record<Pattern, CatId>> = {};
  for (const c of cats) for (const p of c.patterns) map[p] = c.cat;
  return map;
}

/** The value a hand-corrected extra token counts for: the cat's printed value. */
export const correctionValue = (cat: CatId): number => CATS[cat].points;

/** The box's buttons and the table's token stacks, consumed in the order awards happen. */
export class Supply {
  private buttons: Record<Color, number>;
  private stacks: Partial<Record<CatId, number[]>>;

  constructor(private rules: HouseRules) {
    this.buttons = {
      blue: BUTTONS_PER_COLOR,
      green: BUTTONS_PER_COLOR,
      yellow: BUTTONS_PER_COLOR,
      navy: BUTTONS_PER_COLOR,
      purple: BUTTONS_PER_COLOR,
      pink: BUTTONS_PER_COLOR,
    };
    this.stacks = {};
    // Each claim takes the highest token left, however the stack was written down.
    for (const cat in rules.tokenStacks)
      this.stacks[cat as CatId] = [...(rules.tokenStacks[cat as CatId] ?? [])].sort((a, b) => b - a);
  }

  /** True when a button of `color` was left to take. */
  takeButton(color: Color): boolean {
    if (this.buttons[color] === 0) return false;
    this.buttons[color]--;
    return true;
  }

  /** The value of the token taken, or null when the cat's stack is empty. */
  takeCat(cat: CatId): number | null {
    const stack = this.stacks[cat];
    if (!stack) return CATS[cat].points;
    return stack.shift() ?? null;
  }

  get buttonValue(): number {
    return this.rules.buttonValue;
  }
}
