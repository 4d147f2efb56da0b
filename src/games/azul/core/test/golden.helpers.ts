// Shared by the golden tests: a compact, readable summary of one player's score.
import type { PlayerRoundScore, PlayerScore } from '../score.ts';

/** "1+2+6 | -2 | 7": tile points top to bottom ("-" for none), floor penalty, score after the round. */
export const roundLine = (r: PlayerRoundScore): string =>
  `${r.tiles.map((t) => t.points).join('+') || '-'} | ${r.floor.penalty} | ${r.after}`;

export interface Expect {
  rounds: string[];
  /** End bonuses: [rows, columns, colours] in points. */
  bonus: [number, number, number];
  total: number;
  place?: number;
}

export function summary(p: PlayerScore): Expect & { place: number } {
  const sum = (xs: { points: number }[]) => xs.reduce((s, x) => s + x.points, 0);
  return {
    rounds: p.rounds.map(roundLine),
    bonus: [sum(p.bonuses.rows), sum(p.bonuses.columns), sum(p.bonuses.colors)],
    total: p.total,
    place: p.place,
  };
}
