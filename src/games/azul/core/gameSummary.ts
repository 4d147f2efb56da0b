// What history and stats need of an Azul game, computed when it is saved: totals, places, points by category,
// and the winner's wall packed small for the history list.
import { msg, type Msg } from '../../shared/msg.ts';
import type { GameSummary } from '../../types.ts';
import { COLORS, INDICES, scoreGame, type AzulGame, type Color, type Side } from './index.ts';

export const CATEGORIES = [
  { id: 'placement', label: msg('azul.stats.placement') },
  { id: 'floor', label: msg('azul.stats.floor') },
  { id: 'rows', label: msg('azul.stats.rows') },
  { id: 'columns', label: msg('azul.stats.columns') },
  { id: 'colors', label: msg('azul.stats.colors') },
] as const;

export const LABELS: Record<string, Msg> = { coloured: msg('azul.stats.coloured'), grey: msg('azul.stats.grey') };

/** A wall in 25 characters: one letter per cell in reading order (b y r k w), "." when empty. */
export interface Thumb {
  name: string;
  side: Side;
  wall: string;
}

const LETTER: Record<Color, string> = { blue: 'b', yellow: 'y', red: 'r', black: 'k', white: 'w' };
const BY_LETTER = Object.fromEntries(COLORS.map((c) => [LETTER[c], c])) as Record<string, Color>;

export const packWall = (wall: readonly (readonly (Color | null)[])[]): string =>
  wall
    .flat()
    .map((c) => (c ? LETTER[c] : '.'))
    .join('');
export const unpackWall = (s: string): (Color | null)[][] =>
  INDICES.map((r) => INDICES.map((c) => BY_LETTER[s[r * 5 + c] ?? '.'] ?? null));

export function summarise(game: AzulGame): GameSummary {
  const score = scoreGame(game);
  const first = Math.max(
    0,
    score.players.findIndex((p) => p.place === 1),
  );
  const winner = score.players[first];
  const thumb: Thumb = {
    name: winner?.name ?? '',
    side: game.side,
    wall: winner ? packWall(winner.wall) : '.'.repeat(25),
  };
  const sum = (xs: { points: number }[]) => xs.reduce((s, x) => s + x.points, 0);
  return {
    complete: score.ended,
    exact: true, // scored from every round as entered
    tags: [game.side],
    players: score.players.map((p) => ({
      name: p.name,
      total: p.total,
      place: p.place,
      // The floor as it cost: penalties less what the clamp at 0 gave back, so the parts add up to the total.
      parts: {
        placement: p.placement,
        floor: p.floor + p.clamp,
        rows: sum(p.bonuses.rows),
        columns: sum(p.bonuses.columns),
        colors: sum(p.bonuses.colors),
      },
    })),
    thumb,
  };
}
