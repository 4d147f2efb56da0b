// Scores a whole game round by round: wall points top to bottom, the floor, the clamp at 0; then, once the game
// has ended, the end bonuses; then places. Every point is kept with what earned it.
import type { AzulGame, PlayerRound, Round } from './game.ts';
import { floorPenalty, floorSlots, scoreAfterRound } from './floor.ts';
import { rank } from './ranking.ts';
import {
  COLORS, completeColumns, completeRows, filledOf, INDICES, patternColor, scoreTile,
  type Color, type Side, type TilePoints,
} from './wall.ts';

export interface TileScore extends TilePoints {
  color: Color;
}

export interface FloorScore {
  /** Floor count n, the first-player marker included. */
  count: number;
  firstPlayer: boolean;
  /** The value of each slot that counts (min(n, 7) of them). */
  slots: number[];
  /** Sum of `slots` (≤ 0). */
  penalty: number;
}

export interface PlayerRoundScore {
  /** 0-based round index. */
  round: number;
  /** The round's tiles in scoring order (top to bottom). */
  tiles: TileScore[];
  wallPoints: number;
  floor: FloorScore;
  before: number;
  /** Points the clamp at 0 gave back (after − (before + wallPoints + penalty)), 0 unless the score would go negative. */
  clamp: number;
  after: number;
  /** The round completed at least one row of this wall (the game ends with this round). */
  completedRows: number[];
}

export interface Bonuses {
  rows: { row: number; points: number }[];
  columns: { col: number; points: number }[];
  colors: { color: Color; points: number }[];
  total: number;
}

export const ROW_BONUS = 2;
export const COLUMN_BONUS = 7;
export const COLOR_BONUS = 10;

export interface PlayerScore {
  name: string;
  rounds: PlayerRoundScore[];
  /** The wall at the end (null = empty); colours as placed. */
  wall: (Color | null)[][];
  /** Sum of tile points over all rounds. */
  placement: number;
  /** Sum of floor penalties (≤ 0). */
  floor: number;
  /** Points given back by the clamp at 0 (≥ 0). */
  clamp: number;
  /** Score after the last round entered, before bonuses. */
  afterRounds: number;
  /** End bonuses; all empty until the game has ended. */
  bonuses: Bonuses;
  /** Complete horizontal rows (the tie-break). */
  completeRows: number;
  /** afterRounds + bonuses.total = placement + floor + clamp + bonuses.total. */
  total: number;
  place: number;
}

export interface GameScore {
  side: Side;
  players: PlayerScore[];
  /** Rounds scored. */
  rounds: number;
  /** The game has ended: some wall has a complete row (bonuses are then counted). */
  ended: boolean;
  /** 0-based index of the round after which the game ended, or null. */
  endedAfterRound: number | null;
  /** Indices of the players in 1st place (several when the victory is shared). */
  winners: number[];
  /** One sentence per tie on total. */
  notes: string[];
}

/** The colour of a tile as placed: the grey side records it; the coloured side prints it. */
export const tileColor = (side: Side, t: { row: number; col: number; color?: Color }): Color =>
  side === 'grey' && t.color ? t.color : patternColor(t.row, t.col);

/**
 * Scores one player's round on their wall, which it changes: the round's tiles are placed on it, top to bottom.
 * `before` is the score before the round; `round` the 0-based round index (kept in the result).
 */
export function scoreRound(
  wall: (Color | null)[][], entry: PlayerRound, side: Side, before: number, round = 0,
): PlayerRoundScore {
  const filled = filledOf(wall);
  const rowsBefore = completeRows(filled);
  const tiles: TileScore[] = [];
  for (const t of [...entry.tiles].sort((a, b) => a.row - b.row || a.col - b.col)) {
    const color = tileColor(side, t);
    wall[t.row]![t.col] = color;
    filled[t.row]![t.col] = true;
    tiles.push({ ...scoreTile(filled, t.row, t.col), color });
  }
  const wallPoints = tiles.reduce((s, t) => s + t.points, 0);
  const firstPlayer = entry.firstPlayer === true;
  const floor: FloorScore = { count: entry.floor, firstPlayer, slots: floorSlots(entry.floor), penalty: floorPenalty(entry.floor) };
  const after = scoreAfterRound(before, wallPoints, floor.penalty);
  const completedRows = completeRows(filled).filter((r) => !rowsBefore.includes(r));
  return { round, tiles, wallPoints, floor, before, clamp: after - (before + wallPoints + floor.penalty), after, completedRows };
}

/** End bonuses of a wall: +2 per complete row, +7 per complete column, +10 per colour with all 5 tiles. */
export function endBonuses(wall: readonly (readonly (Color | null)[])[]): Bonuses {
  const filled = filledOf(wall);
  const rows = completeRows(filled).map((row) => ({ row, points: ROW_BONUS }));
  const columns = completeColumns(filled).map((col) => ({ col, points: COLUMN_BONUS }));
  const colors = COLORS.filter((color) => wall.flat().filter((c) => c === color).length === 5).map((color) => ({ color, points: COLOR_BONUS }));
  const total = [...rows, ...columns, ...colors].reduce((s, b) => s + b.points, 0);
  return { rows, columns, colors, total };
}

const NO_BONUS: Bonuses = { rows: [], columns: [], colors: [], total: 0 };

/** Scores a valid game (see parseGame). Rounds after the end, if any, are ignored. */
export function scoreGame(game: AzulGame): GameScore {
  const walls = game.players.map(() => INDICES.map(() => INDICES.map((): Color | null => null)));
  const players = game.players.map((p, i) => ({ name: p.name, rounds: [] as PlayerRoundScore[], score: 0, wall: walls[i]! }));
  let endedAfterRound: number | null = null;
  for (let r = 0; r < game.rounds.length && endedAfterRound === null; r++) {
    const round = game.rounds[r]!;
    players.forEach((p, i) => {
      const entry = round.players[i] ?? { tiles: [], floor: 0 };
      const result = scoreRound(p.wall, entry, game.side, p.score, r);
      p.rounds.push(result);
      p.score = result.after;
    });
    if (players.some((p) => p.rounds[r]!.completedRows.length > 0)) endedAfterRound = r;
  }
  const ended = endedAfterRound !== null;
  const scored: PlayerScore[] = players.map((p) => {
    const bonuses = ended ? endBonuses(p.wall) : NO_BONUS;
    const sum = (f: (x: PlayerRoundScore) => number) => p.rounds.reduce((s, x) => s + f(x), 0);
    return {
      name: p.name,
      rounds: p.rounds,
      wall: p.wall,
      placement: sum((x) => x.wallPoints),
      floor: sum((x) => x.floor.penalty),
      clamp: sum((x) => x.clamp),
      afterRounds: p.score,
      bonuses,
      completeRows: completeRows(filledOf(p.wall)).length,
      total: p.score + bonuses.total,
      place: 0,
    };
  });
  const { places, notes } = rank(scored);
  scored.forEach((p, i) => (p.place = places[i]!));
  return {
    side: game.side,
    players: scored,
    rounds: players[0]?.rounds.length ?? 0,
    ended,
    endedAfterRound,
    winners: places.flatMap((pl, i) => (pl === 1 ? [i] : [])),
    notes,
  };
}

/**
 * The rows a round being entered would complete, per player, on the walls the game has so far (for the warning
 * "this round ends the game"). Any non-empty list means the game ends after this round.
 */
export function rowsCompletedBy(game: AzulGame, round: Round): number[][] {
  const walls = scoreGame(game).players.map((p) => p.wall.map((row) => [...row]));
  return walls.map((wall, i) => {
    const before = completeRows(filledOf(wall));
    for (const t of round.players[i]?.tiles ?? []) if (wall[t.row]?.[t.col] === null) wall[t.row]![t.col] = tileColor(game.side, t);
    return completeRows(filledOf(wall)).filter((r) => !before.includes(r));
  });
}
