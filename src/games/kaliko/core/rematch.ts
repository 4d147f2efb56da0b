// A rematch: the same players in the same seat (turn) order, a new starting tile drawn from all tiles as the box
// does, no turns.
import { KALIKO_FORMAT, KALIKO_VERSION, type KalikoGame } from './game.ts';
import { TILES } from './tiles.ts';

export function rematch(last: KalikoGame, id: string, at: string, random: () => number = Math.random): KalikoGame {
  return {
    format: KALIKO_FORMAT,
    version: KALIKO_VERSION,
    id,
    createdAt: at,
    updatedAt: at,
    players: last.players.map((p) => ({ name: p.name })),
    start: { tile: TILES[Math.floor(random() * TILES.length)]!.id, rotation: 0 },
    turns: [],
  };
}

/** Nothing entered: no turn, no play half-entered, not ended by the table. */
export const isBlank = (g: KalikoGame): boolean => g.turns.length === 0 && !g.draft?.length && !g.ended;
