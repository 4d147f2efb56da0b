// Buttons and cat tokens, awarded either from finished boards (no order known) or by replaying placements.
import type { CatId, Color, Pattern, Tile } from './catalog.ts';
import { catClaimCells, catsByPattern, BUTTON_GROUP_SIZE, type Supply } from './claims.ts';
import type { CatChoice, Placement } from './game.ts';
import { CELL_COUNT, isPlayable, parseKey } from './geometry.ts';
import { groupAt, groupsWhere, type Grid } from './groups.ts';

export interface RawAward {
  player: number;
  kind: 'button' | 'cat';
  color: Color;
  pattern: Pattern;
  cat: CatId | null;
  /** The cell the token sits on. */
  token: number;
  /** The shape (or group) that satisfied the cat when it was claimed. */
  claim: number[];
  /** Position in the placement history; null when scored from the board. */
  turn: number | null;
  /** Points of the token, or null when the supply had run out. */
  points: number | null;
  /** The group holding the token, when already known (scoring from boards); null in a replay. */
  group: number[] | null;
}

/** Awards from final (or partial) boards: every qualifying group once, border-only groups never. Seat order. */
export function awardsFromBoards(grids: readonly Grid[], cats: readonly CatChoice[], supply: Supply): RawAward[] {
  const catOf = catsByPattern(cats);
  const out: RawAward[] = [];
  grids.forEach((grid, player) => {
    // Only groups that can earn are listed: buttons need three cells, cats a pattern one of the game's cats takes.
    for (const group of groupsWhere(grid, 'color', (_, size) => size >= BUTTON_GROUP_SIZE)) {
      const token = firstPlayable(group)!;
      out.push(button(player, grid[token]!, token, null, supply, group));
    }
    for (const group of groupsWhere(grid, 'pattern', (tile) => catOf[tile.pattern] !== undefined)) {
      const token = firstPlayable(group)!;
      const cat = catOf[grid[group[0]!]!.pattern]!;
      const claim = catClaimCells(cat, group);
      if (claim) out.push(catAward(player, grid[token]!, cat, token, claim, null, supply, group));
    }
  });
  return out;
}

/**
 * Awards by replaying placements in play order: a group earns when a placement makes it qualify and it holds
 * no token of that kind yet; tokens stay on their cells, so joined groups keep every token they had.
 * Returns the awards and the final grids.
 */
export function awardsFromHistory(
  borders: readonly Grid[],
  history: readonly Placement[],
  cats: readonly CatChoice[],
  supply: Supply,
): { awards: RawAward[]; grids: Grid[] } {
  const catOf = catsByPattern(cats);
  const grids = borders.map((g) => [...g]);
  // 0: no token, 1: token, 2: qualified but the supply was empty (counted as handled, so it is reported once)
  const buttonOn = grids.map(() => new Uint8Array(CELL_COUNT));
  const catOn = grids.map(() => new Uint8Array(CELL_COUNT));
  const out: RawAward[] = [];
  history.forEach((p, turn) => {
    const grid = grids[p.player]!;
    const cell = parseKey(p.cell)!;
    const tile: Tile = { color: p.color, pattern: p.pattern };
    grid[cell] = tile;
    const colorGroup = groupAt(grid, cell, 'color');
    const hasButton = buttonOn[p.player]!;
    if (colorGroup.length >= BUTTON_GROUP_SIZE && !colorGroup.some((c) => hasButton[c])) {
      const a = button(p.player, tile, cell, turn, supply);
      hasButton[cell] = a.points === null ? 2 : 1;
      out.push(a);
    }
    const cat = catOf[tile.pattern];
    const hasCat = catOn[p.player]!;
    if (!cat) return;
    const patternGroup = groupAt(grid, cell, 'pattern');
    if (patternGroup.some((c) => hasCat[c])) return;
    const claim = catClaimCells(cat, patternGroup);
    if (!claim) return;
    const a = catAward(p.player, tile, cat, cell, claim, turn, supply);
    hasCat[cell] = a.points === null ? 2 : 1;
    out.push(a);
  });
  return { awards: out, grids };
}

function firstPlayable(group: readonly number[]): number | null {
  let best = -1;
  for (let k = 0; k < group.length; k++) {
    const c = group[k]!;
    if ((best < 0 || c < best) && isPlayable(c)) best = c;
  }
  return best < 0 ? null : best;
}

function button(
  player: number,
  tile: Tile,
  token: number,
  turn: number | null,
  supply: Supply,
  group: number[] | null = null,
): RawAward {
  const points = supply.takeButton(tile.color) ? supply.buttonValue : null;
  return {
    player,
    kind: 'button',
    color: tile.color,
    pattern: tile.pattern,
    cat: null,
    token,
    claim: [],
    turn,
    points,
    group,
  };
}

function catAward(
  player: number,
  tile: Tile,
  cat: CatId,
  token: number,
  claim: number[],
  turn: number | null,
  supply: Supply,
  group: number[] | null = null,
): RawAward {
  const points = supply.takeCat(cat);
  return { player, kind: 'cat', color: tile.color, pattern: tile.pattern, cat, token, claim, turn, points, group };
}
