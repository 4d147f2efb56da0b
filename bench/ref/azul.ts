// The reference point for the Azul core: the same scoring (wall points, floor, clamp at 0, end bonuses on the
// game's end) on plain arrays, totals only, no explanations and no checks. Not used by the app.
const PENALTY = [0, -1, -2, -4, -6, -8, -11, -14];

export interface RefGame {
  side: 'coloured' | 'grey';
  players: unknown[];
  rounds: { players: { tiles: { row: number; col: number; color?: string }[]; floor: number }[] }[];
}
const COLOURS = ['blue', 'yellow', 'red', 'black', 'white'];

/** The players' totals. */
export function refScoreAzul(game: RefGame): number[] {
  const n = game.players.length;
  const walls = Array.from({ length: n }, () => new Int8Array(25).fill(-1));
  const scores = new Array<number>(n).fill(0);
  let ended = false;
  for (const round of game.rounds) {
    for (let p = 0; p < n; p++) {
      const wall = walls[p]!;
      const entry = round.players[p]!;
      const tiles = entry.tiles.slice().sort((a, b) => a.row - b.row);
      let points = 0;
      for (const t of tiles) {
        wall[t.row * 5 + t.col] = game.side === 'grey' && t.color ? COLOURS.indexOf(t.color) : (t.col - t.row + 5) % 5;
        let h = 1,
          v = 1;
        for (let c = t.col - 1; c >= 0 && wall[t.row * 5 + c]! >= 0; c--) h++;
        for (let c = t.col + 1; c < 5 && wall[t.row * 5 + c]! >= 0; c++) h++;
        for (let r = t.row - 1; r >= 0 && wall[r * 5 + t.col]! >= 0; r--) v++;
        for (let r = t.row + 1; r < 5 && wall[r * 5 + t.col]! >= 0; r++) v++;
        points += h === 1 && v === 1 ? 1 : (h > 1 ? h : 0) + (v > 1 ? v : 0);
      }
      scores[p] = Math.max(0, scores[p]! + points + PENALTY[Math.min(entry.floor, 7)]!);
    }
    for (const wall of walls) for (let r = 0; r < 5; r++) if (rowFull(wall, r)) ended = true;
    if (ended) break;
  }
  if (!ended) return scores;
  return scores.map((s, p) => {
    const wall = walls[p]!;
    let bonus = 0;
    const perColour = [0, 0, 0, 0, 0];
    for (let i = 0; i < 25; i++) if (wall[i]! >= 0) perColour[wall[i]!]!++;
    for (let k = 0; k < 5; k++) {
      if (rowFull(wall, k)) bonus += 2;
      if (wall[k]! >= 0 && wall[5 + k]! >= 0 && wall[10 + k]! >= 0 && wall[15 + k]! >= 0 && wall[20 + k]! >= 0)
        bonus += 7;
      if (perColour[k] === 5) bonus += 10;
    }
    return s + bonus;
  });
}

const rowFull = (wall: Int8Array, r: number) =>
  wall[r * 5]! >= 0 && wall[r * 5 + 1]! >= 0 && wall[r * 5 + 2]! >= 0 && wall[r * 5 + 3]! >= 0 && wall[r * 5 + 4]! >= 0;
