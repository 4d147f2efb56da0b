// The 108 patch tiles (36 kinds × 3 copies): how many of each are still unplaced across every board.
import { ALL_TILES, COLORS, COPIES_PER_TILE, PATTERNS, type Tile } from './catalog.ts';
import type { Game } from './game.ts';

export const tileIndex = (t: Tile): number => COLORS.indexOf(t.color) * PATTERNS.length + PATTERNS.indexOf(t.pattern);

/** left[i] for ALL_TILES[i]: copies not yet placed on any board; negative when entered more often than the box holds. */
export function tilesLeft(game: Pick<Game, 'players'>): number[] {
  const left = ALL_TILES.map(() => COPIES_PER_TILE);
  for (const p of game.players) for (const t of Object.values(p.cells)) if (t) left[tileIndex(t)]!--;
  return left;
}
