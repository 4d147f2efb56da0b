// What each possible placement would bring now: for every empty cell and each of the 36 tiles, the points a
// button, a cat token or a completed goal would add. Groups that already qualify are taken to hold their token,
// as in live play (a merge never loses a token, so gains are never negative).
import { ALL_TILES, CATS, COLORS, type CatId, type GoalId, type Tile } from './catalog.ts';
import { BUTTON_GROUP_SIZE, catClaimCells, catsByPattern } from './claims.ts';
import type { CatChoice, HouseRules, Mode } from './game.ts';
import { CELL_COUNT, GOAL_RING, isPlayable, PLAYABLE_CELLS } from './geometry.ts';
import { judgeGoal } from './goals.ts';
import { groupAt, groupsOf, type Grid } from './groups.ts';

export interface Gain {
  button: boolean;
  cat: CatId | null;
  /** Goals this placement completes, with their points. */
  goals: { index: number; points: number }[];
  points: number;
}

export interface HintContext {
  goals: readonly GoalId[];
  cats: readonly CatChoice[];
  rules: HouseRules;
  mode: Mode;
  /** The value the next token of a cat would have (a shared stack may be partly used); default: printed value. */
  nextCatValue?: (cat: CatId) => number;
}

/** Marks the cells of every group that already qualifies (and so already holds its token). */
function heldTokens(grid: Grid, ctx: HintContext) {
  const catOf = catsByPattern(ctx.cats);
  const button = new Uint8Array(CELL_COUNT);
  const cat = new Uint8Array(CELL_COUNT);
  const colors = new Set<string>();
  for (const g of groupsOf(grid, 'color')) {
    if (g.length >= BUTTON_GROUP_SIZE && g.some(isPlayable)) {
      for (const c of g) button[c] = 1;
      colors.add(grid[g[0]!]!.color);
    }
  }
  for (const g of groupsOf(grid, 'pattern')) {
    const id = catOf[grid[g[0]!]!.pattern];
    if (id && g.some(isPlayable) && catClaimCells(id, g)) for (const c of g) cat[c] = 1;
  }
  return { button, cat, colors, catOf };
}

/** The gain of placing `tile` on the empty cell `cell`. */
export function gainOf(
  grid: (Tile | null)[],
  cell: number,
  tile: Tile,
  ctx: HintContext,
  held = heldTokens(grid, ctx),
): Gain {
  grid[cell] = tile;
  let points = 0;
  const colorGroup = groupAt(grid, cell, 'color');
  const button = colorGroup.length >= BUTTON_GROUP_SIZE && !colorGroup.some((c) => held.button[c]);
  if (button) {
    points += ctx.rules.buttonValue;
    const completesRainbow = !held.colors.has(tile.color) && held.colors.size === COLORS.length - 1;
    if (completesRainbow && ctx.rules.rainbowValue !== null) points += ctx.rules.rainbowValue;
  }
  let cat: CatId | null = null;
  const id = held.catOf[tile.pattern];
  if (id) {
    const patternGroup = groupAt(grid, cell, 'pattern');
    if (!patternGroup.some((c) => held.cat[c]) && catClaimCells(id, patternGroup)) {
      cat = id;
      points += ctx.nextCatValue ? ctx.nextCatValue(id) : (ctx.rules.tokenStacks[id]?.[0] ?? CATS[id].points);
    }
  }
  const goals: Gain['goals'] = [];
  GOAL_RING.forEach((ring, index) => {
    if (!ring.includes(cell)) return;
    const tiles = ring.map((c) => grid[c] ?? null);
    if (tiles.some((t) => t === null)) return;
    const v = judgeGoal(ctx.goals[index]!, tiles, ctx.rules, ctx.mode);
    goals.push({ index, points: v.points });
    points += v.points;
  });
  grid[cell] = null;
  return { button, cat, goals, points };
}

/** Gains for every empty playable cell × all 36 tiles (ALL_TILES order). */
export function hintSweep(grid: Grid, ctx: HintContext): Map<number, Gain[]> {
  const work = [...grid];
  const held = heldTokens(work, ctx);
  const out = new Map<number, Gain[]>();
  for (const cell of PLAYABLE_CELLS) {
    if (work[cell]) continue;
    out.set(
      cell,
      ALL_TILES.map((t) => gainOf(work, cell, t, ctx, held)),
    );
  }
  return out;
}
