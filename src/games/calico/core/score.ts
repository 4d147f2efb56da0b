// Scores a whole game: awards (from boards or from the placement history), goals, corrections, totals, places.
import { msg, type Msg } from '../../shared/msg.ts';
import {
  ALL_TILES,
  CATS,
  COLORS,
  COPIES_PER_TILE,
  PATTERNS,
  tileName,
  type CatId,
  type Color,
  type GoalId,
  type Pattern,
} from './catalog.ts';
import { awardsFromBoards, awardsFromHistory, type RawAward } from './awards.ts';
import { correctionValue, Supply } from './claims.ts';
import { rulesOf, type Game, type HouseRules } from './game.ts';
import { GOAL_RING, GOAL_SPACES, keyOf, PLAYABLE_CELLS, type CellKey } from './geometry.ts';
import { judgeGoal, type GoalVerdict } from './goals.ts';
import { borderGrid, gridOf } from './grid.ts';
import { groupAt, type Grid } from './groups.ts';
import { rank } from './ranking.ts';

export interface ButtonAward {
  color: Color;
  /** The cell the button sits on, and the group (as it ends up) that holds it. */
  token: CellKey;
  cells: CellKey[];
  turn: number | null;
  points: number;
}

export interface CatAward {
  cat: CatId;
  pattern: Pattern;
  token: CellKey;
  /** The whole pattern group at the end, and the cells that met the cat's requirement when claimed. */
  cells: CellKey[];
  claim: CellKey[];
  turn: number | null;
  points: number;
}

export interface GoalResult extends GoalVerdict {
  goal: GoalId;
  space: CellKey;
  cells: CellKey[];
}

/** An award a player earned but could not take because the box or stack had run out. */
export interface Shortfall {
  player: number;
  kind: 'button' | 'cat';
  id: Color | CatId;
  turn: number | null;
  message: Msg;
}

export interface PlayerScore {
  name: string;
  buttons: ButtonAward[];
  rainbow: { earned: boolean; points: number; missing: Color[] };
  cats: CatAward[];
  goals: GoalResult[];
  corrections: { buttons: Partial<Record<Color, number>>; cats: Partial<Record<CatId, number>>; points: number };
  points: { buttons: number; rainbow: number; cats: number; goals: number; corrections: number };
  /** Buttons including rainbow and corrections; cat tokens including corrections (the tie-break counts). */
  buttonCount: number;
  catCount: number;
  filled: number;
  total: number;
  place: number;
}

export interface GameScore {
  /** 'history': exact, from every placement in order. 'board': each final group once. */
  source: 'board' | 'history';
  finished: boolean;
  players: PlayerScore[];
  rules: HouseRules;
  tieNotes: Msg[];
  shortfalls: Shortfall[];
  /** Entry problems worth a look, e.g. a tile placed more often than the box holds. */
  warnings: Msg[];
}

export function scoreGame(game: Game): GameScore {
  const rules = rulesOf(game);
  const supply = new Supply(rules);
  let grids: Grid[];
  let awards: RawAward[];
  if (game.history) {
    const replay = awardsFromHistory(
      game.players.map((p) => borderGrid(p.board)),
      game.history,
      game.cats,
      supply,
    );
    ({ grids, awards } = replay);
  } else {
    grids = game.players.map((p) => gridOf(p.board, p.cells));
    awards = awardsFromBoards(grids, game.cats, supply);
  }
  const players = game.players.map((sheet, i) =>
    playerScore(
      sheet.name,
      grids[i]!,
      awards.filter((a) => a.player === i),
      sheet,
      game,
      rules,
    ),
  );
  const ranking = rank(players, rules.tieBreak);
  players.forEach((p, i) => (p.place = ranking.places[i]!));
  return {
    source: game.history ? 'history' : 'board',
    finished: players.every((p) => p.filled === PLAYABLE_CELLS.length),
    players,
    rules,
    tieNotes: ranking.notes,
    shortfalls: shortfalls(awards, players),
    warnings: overusedTiles(grids),
  };
}

function playerScore(
  name: string,
  grid: Grid,
  awards: RawAward[],
  sheet: Game['players'][number],
  game: Game,
  rules: HouseRules,
): PlayerScore {
  // One pass over the awards, in their order: the ones taken, as buttons and cats.
  const buttons: ButtonAward[] = [];
  const cats: CatAward[] = [];
  for (const a of awards) {
    if (a.points === null) continue;
    if (a.kind === 'button') {
      buttons.push({
        color: a.color,
        token: keyOf(a.token),
        cells: keysOf(a.group ?? groupAt(grid, a.token, 'color')),
        turn: a.turn,
        points: a.points,
      });
    } else {
      cats.push({
        cat: a.cat!,
        pattern: a.pattern,
        token: keyOf(a.token),
        cells: keysOf(a.group ?? groupAt(grid, a.token, 'pattern')),
        claim: keysOf(a.claim),
        turn: a.turn,
        points: a.points,
      });
    }
  }
  const goals: GoalResult[] = sheet.goals.map((goal, g) => {
    // Fields copied by name, not spread: spreading an object into a literal is the slow, generic copy.
    const { status, byColor, byPattern, points } = judgeGoal(
      goal,
      GOAL_RING[g]!.map((c) => grid[c] ?? null),
      rules,
      game.mode,
    );
    return { goal, space: keyOf(GOAL_SPACES[g]!), cells: [...RING_KEYS[g]!], status, byColor, byPattern, points };
  });

  const extraButtons = sheet.corrections?.buttons ?? {};
  const extraCats = sheet.corrections?.cats ?? {};
  const extraButtonCount = sum(Object.values(extraButtons));
  const extraCatCount = sum(Object.values(extraCats));
  const correctionPoints =
    extraButtonCount * rules.buttonValue +
    sum(Object.entries(extraCats).map(([cat, n]) => (n ?? 0) * correctionValue(cat as CatId)));

  const missing = COLORS.filter((c) => !buttons.some((b) => b.color === c) && !(extraButtons[c] ?? 0));
  const rainbowEarned = missing.length === 0 && rules.rainbowValue !== null;
  const points = {
    buttons: sum(buttons.map((b) => b.points)),
    rainbow: rainbowEarned ? rules.rainbowValue! : 0,
    cats: sum(cats.map((c) => c.points)),
    goals: sum(goals.map((g) => g.points)),
    corrections: correctionPoints,
  };
  return {
    name,
    buttons,
    rainbow: { earned: rainbowEarned, points: points.rainbow, missing },
    cats,
    goals,
    corrections: { buttons: extraButtons, cats: extraCats, points: correctionPoints },
    points,
    buttonCount: buttons.length + extraButtonCount + (rainbowEarned ? 1 : 0),
    catCount: cats.length + extraCatCount,
    filled: filledCells(grid),
    total: points.buttons + points.rainbow + points.cats + points.goals + points.corrections,
    place: 0,
  };
}

function keysOf(cells: readonly number[]): CellKey[] {
  const out: CellKey[] = [];
  for (let k = 0; k < cells.length; k++) out.push(keyOf(cells[k]!));
  return out;
}

function filledCells(grid: Grid): number {
  let n = 0;
  for (let k = 0; k < PLAYABLE_CELLS.length; k++) if (grid[PLAYABLE_CELLS[k]!]) n++;
  return n;
}

function shortfalls(awards: RawAward[], players: PlayerScore[]): Shortfall[] {
  return awards
    .filter((a) => a.points === null)
    .map((a) => {
      const values = { name: players[a.player]!.name, turn: a.turn === null ? 0 : a.turn + 1 };
      const message =
        a.kind === 'button'
          ? msg('core.calico.shortfall.button', { ...values, color: a.color })
          : msg('core.calico.shortfall.cat', { ...values, cat: CATS[a.cat!].name });
      return { player: a.player, kind: a.kind, id: a.kind === 'button' ? a.color : a.cat!, turn: a.turn, message };
    });
}

function overusedTiles(grids: readonly Grid[]): Msg[] {
  const counts: number[] = new Array<number>(ALL_TILES.length).fill(0); // a typed array costs more to allocate
  const warnings: Msg[] = [];
  for (const grid of grids)
    for (let k = 0; k < PLAYABLE_CELLS.length; k++) {
      const t = grid[PLAYABLE_CELLS[k]!];
      if (t) counts[COLOR_INDEX[t.color] * 6 + PATTERN_INDEX[t.pattern]]! += 1;
    }
  for (let i = 0; i < counts.length; i++) {
    if (counts[i]! > COPIES_PER_TILE)
      warnings.push(
        msg('core.calico.overused', { tile: tileName(ALL_TILES[i]!), count: counts[i]!, box: COPIES_PER_TILE }),
      );
  }
  return warnings;
}

const RING_KEYS: readonly (readonly CellKey[])[] = GOAL_RING.map((ring) => ring.map(keyOf));
const COLOR_INDEX = Object.fromEntries(COLORS.map((c, i) => [c, i])) as Record<Color, number>;
const PATTERN_INDEX = Object.fromEntries(PATTERNS.map((p, i) => [p, i])) as Record<Pattern, number>;

const sum = (xs: readonly (number | undefined)[]): number => xs.reduce<number>((a, b) => a + (b ?? 0), 0);
