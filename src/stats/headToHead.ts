// Two players against each other in one game kind: the finished games they both played, who placed higher in
// each, and by how many points on average (from the first player's side).
import { nameKey } from '../games/shared/names.ts';
import { counts, playerKey, type StatsInput } from './stats.ts';

export interface HeadToHead {
  games: number;
  /** Games in which each placed higher than the other. */
  winsA: number;
  winsB: number;
  /** Games in which they shared a place. */
  level: number;
  /** Average of (A's total − B's total), one decimal; 0 when they never met. */
  margin: number;
}

export function headToHead(rows: readonly StatsInput[], a: string, b: string): HeadToHead {
  const out: HeadToHead = { games: 0, winsA: 0, winsB: 0, level: 0, margin: 0 };
  let sum = 0;
  const ka = nameKey(a),
    kb = nameKey(b);
  for (const row of rows) {
    if (!counts(row)) continue;
    const pa = row.summary.players.find((p) => playerKey(p.name) === ka);
    const pb = row.summary.players.find((p) => playerKey(p.name) === kb);
    if (!pa || !pb || pa === pb) continue;
    out.games++;
    sum += pa.total - pb.total;
    if (pa.place < pb.place) out.winsA++;
    else if (pb.place < pa.place) out.winsB++;
    else out.level++;
  }
  out.margin = out.games ? Math.round((sum / out.games) * 10) / 10 : 0;
  return out;
}
