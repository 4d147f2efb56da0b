// Scores a whole game round by round: wall points top to bottom, the floor, the clamp at 0; then, once the game
// has ended, the end bonuses; then places. Every point is kept with what earned it.
import type { Msg } from '../../shared/msg.ts';
import type { AzulGame, PlayerRound, Round } from './game.ts';
import { floorPenalty, floorSlots, scoreAfterRound } from './floor.ts';
import { rank } from './ranking.ts';
import {
  COLORS, completeRows, emptyFilled, filledOf, INDICES, isRowComplete, patternColor, scoreTile,
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
  notes: Msg[];
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
  return scoreEntry(wall, filledOf(wall), entry, side, before, round);
}

/** scoreRound on a wall and its `filled` twin, both changed. */
function scoreEntry(
  wall: (Color | null)[][], filled: boolean[][], entry: PlayerRound, side: Side, before: number, round: number,
): PlayerRoundScore {
  const tiles: TileScore[] = [];
  const completedRows: number[] = [];
  let wallPoints = 0;
  const sorted = entry.tiles.length > 1 ? [...entry.tiles].sort((a, b) => a.row - b.row || a.col - b.col) : entry.tiles;
  for (const t of sorted) {
    const color = tileColor(side, t);
    const wasComplete = isRowComplete(filled, t.row);
    wall[t.row]![t.col] = color;
    filled[t.row]![t.col] = true;
    const s = scoreTile(filled, t.row, t.col);
    wallPoints += s.points;
    tiles.push({ row: s.row, col: s.col, horizontal: s.horizontal, vertical: s.vertical, horizontalPoints: s.horizontalPoints, verticalPoints: s.verticalPoints, alone: s.alone, points: s.points, color });
    // A row completes only when a tile of this round lands in it (one new tile per row and round).
    if (!wasComplete && isRowComplete(filled, t.row) && !completedRows.includes(t.row)) completedRows.push(t.row);
  }
  const firstPlayer = entry.firstPlayer === true;
  const floor: FloorScore = { count: entry.floor, firstPlayer, slots: floorSlots(entry.floor), penalty: floorPenalty(entry.floor) };
  const after = scoreAfterRound(before, wallPoints, floor.penalty);
  return { round, tiles, wallPoints, floor, before, clamp: after - (before + wallPoints + floor.penalty), after, completedRows };
}

/** End bonuses of a wall: +2 per complete row, +7 per complete column, +10 per colour with all 5 tiles. */
export function endBonuses(wall: readonly (readonly (Color | null)[])[]): Bonuses {
  const rows: Bonuses['rows'] = [];
  const columns: Bonuses['columns'] = [];
  const perColor = [0, 0, 0, 0, 0];
  for (const row of INDICES) {
    if (wall[row]!.every((c) => c !== null)) rows.push({ row, points: ROW_BONUS });
    if (wall.every((line) => line[row] !== null)) columns.push({ col: row, points: COLUMN_BONUS });
    for (const c of wall[row]!) if (c !== null) perColor[COLOR_INDEX[c]]!++;
  }
  const colors = COLORS.filter((_, k) => perColor[k] === 5).map((color) => ({ color, points: COLOR_BONUS }));
  const total = ROW_BONUS * rows.length + COLUMN_BONUS * columns.length + COLOR_BONUS * colors.length;
  return { rows, columns, colors, total };
}

const COLOR_INDEX = Object.fromEntries(COLORS.map((c, k) => [c, k])) as Record<Color, number>;

const NO_BONUS: Bonuses = { rows: [], columns: [], colors: [], total: 0 };

/**
 * The rounds of the last game scored, kept: a player's round result depends only on the side, what the entry holds
 * and the player's rounds before it. An edit changes one entry, so scoring the edited game again redoes one
 * player's rounds from the edit on and reuses the rest. Reuse compares what the entry holds with what the kept
 * result was scored from (not object identity), so it stays right whatever the caller changed. One game only.
 */
let last: { side: Side; results: PlayerRoundScore[][] } | null = null;

/** `result` was scored from an entry holding exactly what `entry` holds (tiles in any order). */
function scoredFrom(result: PlayerRoundScore, entry: PlayerRound, side: Side): boolean {
  if (result.floor.count !== entry.floor || result.floor.firstPlayer !== (entry.firstPlayer === true)) return false;
  if (result.tiles.length !== entry.tiles.length) return false;
  let used = 0;
  for (const t of entry.tiles) {
    const color = tileColor(side, t);
    const k = result.tiles.findIndex((s, i) => (used & (1 << i)) === 0 && s.row === t.row && s.col === t.col && s.color === color);
    if (k < 0) return false;
    used |= 1 << k;
  }
  return true;
}

/** Scores a valid game (see parseGame). Rounds after the end, if any, are ignored. */
export function scoreGame(game: AzulGame): GameScore {
  const kept = last?.side === game.side ? last.results : [];
  const players = game.players.map((p, i) => ({
    name: p.name, rounds: [] as PlayerRoundScore[], score: 0, kept: kept[i] ?? [],
    wall: INDICES.map(() => INDICES.map((): Color | null => null)), filled: emptyFilled(),
  }));
  let endedAfterRound: number | null = null;
  for (let r = 0; r < game.rounds.length && endedAfterRound === null; r++) {
    const round = game.rounds[r]!;
    players.forEach((p, i) => {
      const entry = round.players[i] ?? { tiles: [], floor: 0 };
      const old = p.kept[r];
      let result: PlayerRoundScore;
      if (old && scoredFrom(old, entry, game.side)) {
        result = old;
        for (const t of old.tiles) {
          p.wall[t.row]![t.col] = t.color;
          p.filled[t.row]![t.col] = true;
        }
      } else {
        p.kept = []; // the rounds after a changed one are scored again too
        result = scoreEntry(p.wall, p.filled, entry, game.side, p.score, r);
      }
      p.rounds.push(result);
      p.score = result.after;
    });
    if (players.some((p) => p.rounds[r]!.completedRows.length > 0)) endedAfterRound = r;
  }
  last = { side: game.side, results: players.map((p) => p.rounds) };
  const ended = endedAfterRound !== null;
  const scored: PlayerScore[] = players.map((p) => {
    const bonuses = ended ? endBonuses(p.wall) : NO_BONUS;
    let placement = 0, floor = 0, clamp = 0;
    for (const x of p.rounds) {
      placement += x.wallPoints;
      floor += x.floor.penalty;
      clamp += x.clamp;
    }
    return {
      name: p.name,
      rounds: p.rounds,
      wall: p.wall,
      placement,
      floor,
      clamp,
      afterRounds: p.score,
      bonuses,
      completeRows: completeRows(p.filled).length,
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
