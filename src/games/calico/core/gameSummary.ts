// What history and stats need of a Calico game, computed when it is saved: totals, places, points by category,
// and the winner's board packed small for the history list.
import { msg } from '../../shared/msg.ts';
import type { GameSummary } from '../../types.ts';
import {
  COLOR_CODES,
  keyOf,
  PATTERN_CODES,
  PLAYABLE_CELLS,
  scoreGame,
  tileCode,
  type Color,
  type Game,
  type Pattern,
  type PlayerSheet,
} from './index.ts';

export const CATEGORIES = [
  { id: 'buttons', label: msg('calico.stats.buttons') },
  { id: 'cats', label: msg('calico.stats.cats') },
  { id: 'goals', label: msg('calico.stats.goals') },
] as const;

/** A board in 60 characters rather than 22 objects: history reads a thousand of these. */
export interface Thumb {
  name: string;
  board: PlayerSheet['board'];
  goals: PlayerSheet['goals'];
  /** Two characters per playable cell in reading order: tile code ("Bd") or "..". */
  codes: string;
}

export function summarise(game: Game): GameSummary {
  const score = scoreGame(game);
  const first = Math.max(
    0,
    score.players.findIndex((p) => p.place === 1),
  );
  const { name, board, goals, cells } = game.players[first]!;
  const thumb: Thumb = { name, board, goals, codes: packCells(cells) };
  return {
    complete: score.finished,
    exact: score.source === 'history',
    tags: game.cats.map((c) => c.cat),
    players: score.players.map((p, i) => ({
      name: p.name,
      total: p.total,
      place: p.place,
      parts: { buttons: p.points.buttons + p.points.rainbow, cats: p.points.cats, goals: p.points.goals },
      facts: { rainbow: p.rainbow.earned ? 1 : 0 },
      tags: [...game.players[i]!.goals],
    })),
    thumb,
  };
}

const COLOR_BY_CODE = Object.fromEntries(Object.entries(COLOR_CODES).map(([c, k]) => [k, c])) as Record<string, Color>;
const PATTERN_BY_CODE = Object.fromEntries(Object.entries(PATTERN_CODES).map(([p, k]) => [k, p])) as Record<
  string,
  Pattern
>;

export function packCells(cells: PlayerSheet['cells']): string {
  return PLAYABLE_CELLS.map((c) => {
    const t = cells[keyOf(c)];
    return t ? tileCode(t) : '..';
  }).join('');
}

export function thumbSheet(t: Thumb): PlayerSheet {
  const cells: PlayerSheet['cells'] = {};
  PLAYABLE_CELLS.forEach((c, i) => {
    const color = COLOR_BY_CODE[t.codes[2 * i]!];
    const pattern = PATTERN_BY_CODE[t.codes[2 * i + 1]!];
    if (color && pattern) cells[keyOf(c)] = { color, pattern };
  });
  return { name: t.name, board: t.board, goals: t.goals, cells };
}
