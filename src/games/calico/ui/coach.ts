// The coach's numbers for the board on screen: best gain per empty cell for the tiles in hand, and what a
// placement does to each goal it touches.
import {
  CATS,
  GOAL_RING,
  gainOf,
  goalFeasibility,
  keyOf,
  PLAYABLE_CELLS,
  rulesOf,
  type CatId,
  type Feasibility,
  type Game,
  type GameScore,
  type Gain,
  type GoalId,
  type Tile,
  gridOf,
} from '../core/index.ts';

export interface CellAdvice {
  tile: Tile;
  gain: Gain;
  goals: { goal: GoalId; index: number; after: Feasibility }[];
}

export function coachAdvice(
  game: Game,
  score: GameScore,
  player: number,
  hand: readonly (Tile | null)[],
): Map<number, CellAdvice[]> {
  const tiles = hand.filter((t): t is Tile => !!t);
  const out = new Map<number, CellAdvice[]>();
  if (!tiles.length) return out;
  const sheet = game.players[player]!;
  const grid = [...gridOf(sheet.board, sheet.cells)];
  const rules = rulesOf(game);
  const claimed = new Map<CatId, number>();
  for (const p of score.players) for (const c of p.cats) claimed.set(c.cat, (claimed.get(c.cat) ?? 0) + 1);
  const ctx = {
    goals: sheet.goals,
    cats: game.cats,
    rules,
    mode: game.mode,
    nextCatValue: (cat: CatId) => {
      const stack = rules.tokenStacks[cat];
      return stack ? (stack[claimed.get(cat) ?? 0] ?? 0) : CATS[cat].points;
    },
  };
  for (const cell of PLAYABLE_CELLS) {
    if (sheet.cells[keyOf(cell)]) continue;
    out.set(
      cell,
      tiles.map((tile) => {
        const gain = gainOf(grid, cell, tile, ctx);
        const goals = GOAL_RING.flatMap((ring, index) => {
          if (!ring.includes(cell)) return [];
          const after = goalFeasibility(
            sheet.goals[index]!,
            ring.map((c) => (c === cell ? tile : (grid[c] ?? null))),
          );
          return [{ goal: sheet.goals[index]!, index, after }];
        });
        return { tile, gain, goals };
      }),
    );
  }
  return out;
}

export const bestGains = (advice: Map<number, CellAdvice[]>): Map<number, number> =>
  new Map([...advice].map(([cell, list]) => [cell, Math.max(...list.map((a) => a.gain.points))]));
