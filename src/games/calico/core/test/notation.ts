// Test notation for boards: 7 lines of 7 two-letter cells, odd rows indented. Colour upper case + pattern lower
// case ("Bd" = blue dots; codes in catalog.ts), ".." empty, "@1" "@2" "@3" the goal spaces. Border cells must be
// drawn as printed on the chosen board, so a picture never hides what touches the interior.
import { BOARD_BORDERS, type BoardId } from '../boards.ts';
import { COLOR_CODES, PATTERN_CODES, type Color, type Pattern, type Tile } from '../catalog.ts';
import { GOAL_SPACES, indexOf, isBorder, keyOf, type CellKey } from '../geometry.ts';
import {
  GAME_FORMAT,
  GAME_VERSION,
  type CatChoice,
  type Game,
  type HouseRules,
  type Mode,
  type Placement,
  type PlayerSheet,
} from '../game.ts';
import type { CatId, GoalId } from '../catalog.ts';

const colorOf = Object.fromEntries(Object.entries(COLOR_CODES).map(([k, v]) => [v, k])) as Record<string, Color>;
const patternOf = Object.fromEntries(Object.entries(PATTERN_CODES).map(([k, v]) => [v, k])) as Record<string, Pattern>;

export function tile(code: string): Tile {
  const color = colorOf[code[0]!];
  const pattern = patternOf[code[1]!];
  if (!color || !pattern || code.length !== 2) throw new Error(`bad tile code ${code}`);
  return { color, pattern };
}

/** Placed cells of a picture; throws when the picture's border differs from the board's. */
export function cellsOf(picture: string, board: BoardId): Partial<Record<CellKey, Tile>> {
  const rows = picture
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  if (rows.length !== 7 || rows.some((r) => r.length !== 7)) throw new Error('a picture has 7 rows of 7 cells');
  const cells: Partial<Record<CellKey, Tile>> = {};
  rows.forEach((row, r) =>
    row.forEach((code, c) => {
      const i = indexOf(c, r);
      const key = keyOf(i);
      if (isBorder(i)) {
        const printed = BOARD_BORDERS[board][key]!;
        if (code !== COLOR_CODES[printed.color] + PATTERN_CODES[printed.pattern]) {
          throw new Error(
            `picture shows ${code} at border ${key}, the ${board} board has ${COLOR_CODES[printed.color]}${PATTERN_CODES[printed.pattern]}`,
          );
        }
      } else if (GOAL_SPACES.includes(i)) {
        if (code !== `@${GOAL_SPACES.indexOf(i) + 1}`)
          throw new Error(`goal space ${key} must be drawn @${GOAL_SPACES.indexOf(i) + 1}`);
      } else if (code !== '..') cells[key] = tile(code);
    }),
  );
  return cells;
}

/** "millie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil" */
export function catsOf(spec: string): CatChoice[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [cat, pats] = part.split(':');
      return { cat: cat as CatId, patterns: pats!.split(',') as [Pattern, Pattern] };
    });
}

export const DEFAULT_CATS = 'millie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil';
export const DEFAULT_GOALS: [GoalId, GoalId, GoalId] = ['aa-bb-cc', 'aaa-bbb', 'a-b-c-d-e-f'];

export interface PlayerSpec {
  name?: string;
  board?: BoardId;
  goals?: [GoalId, GoalId, GoalId];
  picture: string;
  corrections?: PlayerSheet['corrections'];
}

export function makeGame(opts: {
  players: PlayerSpec[];
  cats?: string;
  mode?: Mode;
  rules?: Partial<HouseRules>;
  history?: string[];
}): Game {
  const players: PlayerSheet[] = opts.players.map((p, i) => ({
    name: p.name ?? `P${i + 1}`,
    board: p.board ?? 'blue',
    goals: p.goals ?? DEFAULT_GOALS,
    cells: cellsOf(p.picture, p.board ?? 'blue'),
    ...(p.corrections ? { corrections: p.corrections } : {}),
  }));
  const game: Game = {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id: 'test',
    createdAt: '2026-11-21T20:00:00.000Z',
    updatedAt: '2026-11-21T20:00:00.000Z',
    mode: opts.mode ?? 'standard',
    cats: catsOf(opts.cats ?? DEFAULT_CATS),
    players,
    ...(opts.rules ? { rules: opts.rules } : {}),
  };
  if (opts.history) game.history = opts.history.map(parsePlacement);
  return game;
}

/** "1: 2,3 Gd" = player 1 (1-based) places green dots on (2,3). */
export function parsePlacement(s: string): Placement {
  const m = /^(\d):\s*(\d,\d)\s+(\w\w)$/.exec(s.trim());
  if (!m) throw new Error(`bad placement ${s}`);
  const t = tile(m[3]!);
  return { player: Number(m[1]) - 1, cell: m[2] as CellKey, color: t.color, pattern: t.pattern };
}
