// Every point as a message, for a screen or the CLI to put into words. Rounds, rows and columns are counted from 1.
import { msg, type Msg } from '../../shared/msg.ts';
import type { PlayerRoundScore, PlayerScore, TileScore } from './score.ts';
import type { Cell, Color } from './wall.ts';

export const colorName = (c: Color): Msg => msg(`core.azul.color.${c}`);

const run = (cells: readonly Cell[], key: 'row' | 'col') => ({
  from: cells[0]![key] + 1,
  to: cells[cells.length - 1]![key] + 1,
});

/** "Row 2, column 3 (red): 3 across (columns 1–3) + 2 down (rows 1–2) = 5 points". */
export function explainTile(t: TileScore): Msg {
  const where = { row: t.row + 1, col: t.col + 1, color: colorName(t.color), points: t.points };
  if (t.alone) return msg('core.azul.tile.alone', where);
  const parts: Msg[] = [];
  if (t.horizontalPoints)
    parts.push(msg('core.azul.tile.across', { points: t.horizontalPoints, ...run(t.horizontal, 'col') }));
  if (t.verticalPoints) parts.push(msg('core.azul.tile.down', { points: t.verticalPoints, ...run(t.vertical, 'row') }));
  return parts.length > 1
    ? msg('core.azul.tile.both', { ...where, across: parts[0]!, down: parts[1]! })
    : msg('core.azul.tile.one', { ...where, run: parts[0]! });
}

/** "Floor: 3 items (the first-player marker included): -1 -1 -2 = -4". */
export function explainFloor(r: PlayerRoundScore): Msg {
  const f = r.floor;
  if (f.count === 0) return msg('core.azul.floor.empty');
  return msg('core.azul.floor.line', {
    count: f.count,
    marker: f.firstPlayer ? 'yes' : 'no',
    slots: f.slots.join(' '),
    penalty: f.penalty,
    over: f.count > f.slots.length ? 'yes' : 'no',
  });
}

export function explainRound(r: PlayerRoundScore): Msg[] {
  const lines = [msg('core.azul.round', { round: r.round + 1 })];
  if (r.tiles.length === 0) lines.push(msg('core.azul.noTile'));
  for (const t of r.tiles) lines.push(explainTile(t));
  lines.push(explainFloor(r));
  lines.push(
    msg('core.azul.score', {
      before: r.before,
      wall: r.wallPoints,
      penalty: Math.abs(r.floor.penalty),
      raw: r.before + r.wallPoints + r.floor.penalty,
      raised: r.clamp > 0 ? 'yes' : 'no',
    }),
  );
  return lines;
}

export function explainBonuses(p: PlayerScore): Msg[] {
  const b = p.bonuses;
  return [
    ...b.rows.map((x) => msg('core.azul.bonus.row', { row: x.row + 1, points: x.points })),
    ...b.columns.map((x) => msg('core.azul.bonus.column', { col: x.col + 1, points: x.points })),
    ...b.colors.map((x) => msg('core.azul.bonus.color', { color: colorName(x.color), id: x.color, points: x.points })),
  ];
}

/** The whole sheet of one player, line by line. */
export function explainPlayer(p: PlayerScore): Msg[] {
  return [...p.rounds.flatMap(explainRound), ...explainBonuses(p), msg('core.azul.total', { total: p.total })];
}
