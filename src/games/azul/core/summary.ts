// What history and stats need of a game, in one flat record per player.
import type { AzulGame } from './game.ts';
import { scoreGame } from './score.ts';

export interface PlayerSummary {
  name: string;
  total: number;
  place: number;
  /** Tile points over all rounds. */
  placement: number;
  /** Floor penalties over all rounds (≤ 0). */
  floor: number;
  /** Points given back by the clamp at 0 (≥ 0); placement + floor + clamp + the three bonuses = total. */
  clamp: number;
  rowBonus: number;
  columnBonus: number;
  colorBonus: number;
  completeRows: number;
  completeColumns: number;
  completeColors: number;
}

export interface GameSummary {
  /** The game has ended (a row was completed); totals include the end bonuses. */
  finished: boolean;
  side: AzulGame['side'];
  rounds: number;
  players: PlayerSummary[];
}

export function summarise(game: AzulGame): GameSummary {
  const score = scoreGame(game);
  return {
    finished: score.ended,
    side: score.side,
    rounds: score.rounds,
    players: score.players.map((p) => ({
      name: p.name,
      total: p.total,
      place: p.place,
      placement: p.placement,
      floor: p.floor,
      clamp: p.clamp,
      rowBonus: p.bonuses.rows.reduce((s, b) => s + b.points, 0),
      columnBonus: p.bonuses.columns.reduce((s, b) => s + b.points, 0),
      colorBonus: p.bonuses.colors.reduce((s, b) => s + b.points, 0),
      completeRows: p.completeRows,
      completeColumns: p.bonuses.columns.length,
      completeColors: p.bonuses.colors.length,
    })),
  };
}
