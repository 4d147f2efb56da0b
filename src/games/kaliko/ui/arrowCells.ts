// The pattern is one Tab stop: the arrow keys move between the cells a player can act on (the play's tiles and
// the empty cells), to the nearest one in the arrow's direction on screen.
import { centre } from './hex.ts';

export interface CellKey {
  q: number;
  r: number;
}
const DIRS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** The cell an arrow key moves to from `from`, or null (not an arrow key, or nothing that way). */
export function nextCell(cells: readonly CellKey[], from: CellKey, key: string): CellKey | null {
  const d = DIRS[key];
  if (!d) return null;
  const [fx, fy] = centre(from.q, from.r);
  let best: CellKey | null = null,
    bestScore = Infinity;
  for (const c of cells) {
    const [x, y] = centre(c.q, c.r);
    const along = (x - fx) * d[0] + (y - fy) * d[1];
    if (along <= 1) continue; // behind, beside or the cell itself
    const across = Math.abs((x - fx) * d[1] - (y - fy) * d[0]);
    const score = along + 2 * across; // straight ahead wins over a closer cell far to the side
    if (score < bestScore) ((best = c), (bestScore = score));
  }
  return best;
}
