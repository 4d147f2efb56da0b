// Every point in words, for a screen or the CLI. Rounds, rows and columns are counted from 1 here.
import type { PlayerRoundScore, PlayerScore, TileScore } from './score.ts';
import type { Cell } from './wall.ts';

/** "columns 1–3" for a horizontal run (key 'col'), "rows 2–4" for a vertical one (key 'row'). */
const cells = (run: readonly Cell[], key: 'row' | 'col'): string =>
  `${key === 'col' ? 'columns' : 'rows'} ${run[0]![key] + 1}–${run[run.length - 1]![key] + 1}`;
const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? '' : 's'}`;

/** "Row 2, column 3 (red): 3 across (columns 1–3) + 2 down (rows 1–2) = 5 points". */
export function explainTile(t: TileScore): string {
  const where = `Row ${t.row + 1}, column ${t.col + 1} (${t.color})`;
  if (t.alone) return `${where}: touches no tile, 1 point`;
  const parts: string[] = [];
  if (t.horizontalPoints) parts.push(`${t.horizontalPoints} across (${cells(t.horizontal, 'col')})`);
  if (t.verticalPoints) parts.push(`${t.verticalPoints} down (${cells(t.vertical, 'row')})`);
  return `${where}: ${parts.join(' + ')}${parts.length > 1 ? ` = ${plural(t.points, 'point')}` : `, ${plural(t.points, 'point')}`}`;
}

export function explainFloor(r: PlayerRoundScore): string {
  const f = r.floor;
  if (f.count === 0) return 'Floor: empty, no penalty';
  const what = `${plural(f.count, 'item')}${f.firstPlayer ? ' (the first-player marker included)' : ''}`;
  return `Floor: ${what}: ${f.slots.join(' ')} = ${f.penalty}${f.count > f.slots.length ? ' (only 7 count)' : ''}`;
}

export function explainRound(r: PlayerRoundScore): string[] {
  const lines = [`Round ${r.round + 1}:`];
  if (r.tiles.length === 0) lines.push('No tile moved to the wall');
  for (const t of r.tiles) lines.push(explainTile(t));
  lines.push(explainFloor(r));
  const raw = r.before + r.wallPoints + r.floor.penalty;
  lines.push(`Score: ${r.before} + ${r.wallPoints} ${r.floor.penalty < 0 ? `− ${-r.floor.penalty}` : '− 0'} = ${raw}` +
    (r.clamp > 0 ? `, raised to 0 (a score never goes below 0)` : ''));
  return lines;
}

export function explainBonuses(p: PlayerScore): string[] {
  const b = p.bonuses;
  return [
    ...b.rows.map((x) => `Complete row ${x.row + 1}: +${x.points}`),
    ...b.columns.map((x) => `Complete column ${x.col + 1}: +${x.points}`),
    ...b.colors.map((x) => `All 5 ${x.color} tiles: +${x.points}`),
  ];
}

/** The whole sheet of one player, line by line. */
export function explainPlayer(p: PlayerScore): string[] {
  return [
    ...p.rounds.flatMap(explainRound),
    ...explainBonuses(p),
    `Total: ${p.total}`,
  ];
}
