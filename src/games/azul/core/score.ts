// Scores a whole game round by round: wall points top to bottom, the floor, the clamp at 0; then, once the game
// has ended, the end bonuses; then places. Every point is kept with what earned it.
import type { Msg } from '../../shared/msg.ts';
import type { AzulGame, PlayerRound, Round } from './game.ts';
import { floorSlots, scoreAfterRound } from './floor.ts';
import { rank } from './ranking.ts';
import {
  COLORS,
  completeRows,
  filledOf,
  patternColor,
  runsAt,
  SIZE,
  type Color,
  type Side,
  type TilePoints,
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
  /** The wall at the end (null = empty); colours as placed. Shared with later scores of the game: read only. */
  wall: readonly (readonly (Color | null)[])[];
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
  wall: (Color | null)[][],
  entry: PlayerRound,
  side: Side,
  before: number,
  round = 0,
): PlayerRoundScore {
  return scoreEntry(wall, filledOf(wall), entry, side, before, round);
}

/** scoreRound on a wall and its `filled` twin, both changed. */
function scoreEntry(
  wall: (Color | null)[][],
  filled: boolean[][],
  entry: PlayerRound,
  side: Side,
  before: number,
  round: number,
): PlayerRoundScore {
  const tiles: TileScore[] = [];
  const completedRows: number[] = [];
  let wallPoints = 0;
  // Entries are kept in the order placed; a copy is sorted only when that is not top to bottom already.
  const sorted = isSorted(entry.tiles) ? entry.tiles : [...entry.tiles].sort(byCell);
  for (const t of sorted) {
    const { row, col } = t;
    const color = tileColor(side, t);
    const wasComplete = rowFull(filled[row]!);
    wall[row]![col] = color;
    filled[row]![col] = true;
    // scoreTile's points, built straight into the tile's record (no copy of a scoreTile result per tile).
    const { horizontal, vertical } = runsAt(filled, row, col);
    const horizontalPoints = horizontal.length > 1 ? horizontal.length : 0;
    const verticalPoints = vertical.length > 1 ? vertical.length : 0;
    const alone = horizontalPoints === 0 && verticalPoints === 0;
    const points = alone ? 1 : horizontalPoints + verticalPoints;
    wallPoints += points;
    tiles.push({ row, col, horizontal, vertical, horizontalPoints, verticalPoints, alone, points, color });
    // A row completes only when a tile of this round lands in it (one new tile per row and round).
    if (!wasComplete && rowFull(filled[row]!) && !completedRows.includes(row)) completedRows.push(row);
  }
  const firstPlayer = entry.firstPlayer === true;
  const slots = floorSlots(entry.floor);
  let penalty = 0;
  for (const x of slots) penalty += x;
  const floor: FloorScore = { count: entry.floor, firstPlayer, slots, penalty };
  const after = scoreAfterRound(before, wallPoints, penalty);
  return {
    round,
    tiles,
    wallPoints,
    floor,
    before,
    clamp: after - (before + wallPoints + penalty),
    after,
    completedRows,
  };
}

type Placed = PlayerRound['tiles'][number];
const byCell = (a: Placed, b: Placed): number => a.row - b.row || a.col - b.col;
const isSorted = (tiles: readonly Placed[]): boolean => {
  for (let k = 1; k < tiles.length; k++) if (byCell(tiles[k - 1]!, tiles[k]!) > 0) return false;
  return true;
};
const rowFull = (line: readonly boolean[]): boolean =>
  line[0] === true && line[1] === true && line[2] === true && line[3] === true && line[4] === true;

/** End bonuses of a wall: +2 per complete row, +7 per complete column, +10 per colour with all 5 tiles. */
export function endBonuses(wall: readonly (readonly (Color | null)[])[]): Bonuses {
  const rows: Bonuses['rows'] = [];
  const columns: Bonuses['columns'] = [];
  const perColor = [0, 0, 0, 0, 0];
  for (let row = 0; row < SIZE; row++) {
    let full = true,
      down = true;
    for (let k = 0; k < SIZE; k++) {
      const c = wall[row]![k]!;
      if (c === null) full = false;
      else perColor[COLOR_INDEX[c]]!++;
      if (wall[k]![row] === null) down = false;
    }
    if (full) rows.push({ row, points: ROW_BONUS });
    if (down) columns.push({ col: row, points: COLUMN_BONUS });
  }
  const colors: Bonuses['colors'] = [];
  for (let k = 0; k < SIZE; k++) if (perColor[k] === 5) colors.push({ color: COLORS[k]!, points: COLOR_BONUS });
  const total = ROW_BONUS * rows.length + COLUMN_BONUS * columns.length + COLOR_BONUS * colors.length;
  return { rows, columns, colors, total };
}

const COLOR_INDEX = Object.fromEntries(COLORS.map((c, k) => [c, k])) as Record<Color, number>;

const NO_BONUS: Bonuses = { rows: [], columns: [], colors: [], total: 0 };
const NO_ENTRY: PlayerRound = { tiles: [], floor: 0 };

/**
 * What is kept of the last game scored, per player: a player's round result depends only on the side, what the
 * entry holds and the player's rounds before it. An edit changes one entry, so scoring the edited game again
 * redoes one player's rounds from the edit on and reuses the rest; a player with every round reused gets the kept
 * wall (read only: typed so, and scoring never writes to a wall it handed out), row count and bonuses back too. Reuse compares what
 * the entry holds with what the kept result was scored from (not object identity), so it stays right whatever the
 * caller changed. One game only.
 */
interface Kept {
  rounds: PlayerRoundScore[];
  wall: readonly (readonly (Color | null)[])[];
  completeRows: number;
  bonuses: Bonuses | null;
}
let last: { side: Side; players: Kept[] } | null = null;

/** `result` was scored from an entry holding exactly what `entry` holds (tiles in any order). */
function scoredFrom(result: PlayerRoundScore, entry: PlayerRound, side: Side): boolean {
  if (result.floor.count !== entry.floor || result.floor.firstPlayer !== (entry.firstPlayer === true)) return false;
  const n = entry.tiles.length;
  if (result.tiles.length !== n) return false;
  let used = 0;
  for (const t of entry.tiles) {
    // On the coloured side a cell's colour is printed: the same cell is the same colour.
    const color = side === 'grey' ? tileColor(side, t) : null;
    let k = 0;
    while (
      k < n &&
      ((used & (1 << k)) !== 0 ||
        result.tiles[k]!.row !== t.row ||
        result.tiles[k]!.col !== t.col ||
        (color !== null && result.tiles[k]!.color !== color))
    )
      k++;
    if (k === n) return false;
    used |= 1 << k;
  }
  return true;
}

const emptyWall = (): (Color | null)[][] => [
  [null, null, null, null, null],
  [null, null, null, null, null],
  [null, null, null, null, null],
  [null, null, null, null, null],
  [null, null, null, null, null],
];
const noneFilled = (): boolean[][] => [
  [false, false, false, false, false],
  [false, false, false, false, false],
  [false, false, false, false, false],
  [false, false, false, false, false],
  [false, false, false, false, false],
];

/** One player while a game is scored. `reusing`: every round so far is the kept one (the wall is then not built). */
interface Scoring {
  name: string;
  rounds: PlayerRoundScore[];
  score: number;
  kept: Kept | undefined;
  reusing: boolean;
  wall: (Color | null)[][];
  filled: boolean[][];
}

/** Builds the player's wall from the rounds reused so far: the first time a round must be scored again. */
function stopReusing(p: Scoring): void {
  p.reusing = false;
  p.wall = emptyWall();
  p.filled = noneFilled();
  for (const x of p.rounds) {
    for (const t of x.tiles) {
      p.wall[t.row]![t.col] = t.color;
      p.filled[t.row]![t.col] = true;
    }
  }
}

/** Scores a valid game (see parseGame). Rounds after the end, if any, are ignored. */
export function scoreGame(game: AzulGame): GameScore {
  const kept = last?.side === game.side ? last.players : [];
  const players: Scoring[] = game.players.map((p, i) => {
    const reusing = kept[i] !== undefined;
    return {
      name: p.name,
      rounds: [],
      score: 0,
      kept: kept[i],
      reusing,
      wall: reusing ? [] : emptyWall(),
      filled: reusing ? [] : noneFilled(),
    };
  });
  let endedAfterRound: number | null = null;
  for (let r = 0; r < game.rounds.length && endedAfterRound === null; r++) {
    const round = game.rounds[r]!;
    let ends = false;
    for (let i = 0; i < players.length; i++) {
      const p = players[i]!;
      const entry = round.players[i] ?? NO_ENTRY;
      const old = p.reusing ? p.kept!.rounds[r] : undefined;
      let result: PlayerRoundScore;
      if (old && scoredFrom(old, entry, game.side)) result = old;
      else {
        if (p.reusing) stopReusing(p); // the rounds after a changed one are scored again too
        result = scoreEntry(p.wall, p.filled, entry, game.side, p.score, r);
      }
      p.rounds.push(result);
      p.score = result.after;
      if (result.completedRows.length > 0) ends = true;
    }
    if (ends) endedAfterRound = r;
  }
  const ended = endedAfterRound !== null;
  const keep: Kept[] = [];
  const scored: PlayerScore[] = players.map((p) => {
    let k: Kept;
    if (p.reusing && p.rounds.length === p.kept!.rounds.length) k = p.kept!;
    else {
      if (p.reusing) stopReusing(p); // fewer rounds than were kept
      let rows = 0;
      for (const line of p.filled) if (rowFull(line)) rows++;
      k = { rounds: p.rounds, wall: p.wall, completeRows: rows, bonuses: null };
    }
    const bonuses = ended ? (k.bonuses ??= endBonuses(k.wall)) : NO_BONUS;
    keep.push(k);
    let placement = 0,
      floor = 0,
      clamp = 0;
    for (const x of p.rounds) {
      placement += x.wallPoints;
      floor += x.floor.penalty;
      clamp += x.clamp;
    }
    return {
      name: p.name,
      rounds: p.rounds,
      wall: k.wall,
      placement,
      floor,
      clamp,
      afterRounds: p.score,
      bonuses,
      completeRows: k.completeRows,
      total: p.score + bonuses.total,
      place: 0,
    };
  });
  last = { side: game.side, players: keep };
  const { places, notes } = rank(scored);
  const winners: number[] = [];
  for (let i = 0; i < scored.length; i++) {
    scored[i]!.place = places[i]!;
    if (places[i] === 1) winners.push(i);
  }
  return {
    side: game.side,
    players: scored,
    rounds: players[0]?.rounds.length ?? 0,
    ended,
    endedAfterRound,
    winners,
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
    for (const t of round.players[i]?.tiles ?? [])
      if (wall[t.row]?.[t.col] === null) wall[t.row]![t.col] = tileColor(game.side, t);
    return completeRows(filledOf(wall)).filter((r) => !before.includes(r));
  });
}
