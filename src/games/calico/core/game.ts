// The shape of one game as the core scores it (and as the game file stores it; see docs/game-format.md).
import type { CatId, Color, GoalId, Pattern, Tile } from './catalog.ts';
import type { BoardId } from './boards.ts';
import type { CellKey } from './geometry.ts';

export type Mode = 'standard' | 'family' | 'solo';
export type TieBreak = 'buttons-first' | 'cats-first';

export interface CatChoice {
  cat: CatId;
  patterns: [Pattern, Pattern];
}

export interface HouseRules {
  buttonValue: number;
  /** null: no rainbow button. */
  rainbowValue: number | null;
  /** Per-cat token stacks shared by the table, highest first; a cat without one has unlimited tokens. */
  tokenStacks: Partial<Record<CatId, number[]>>;
  goalValues: Partial<Record<GoalId, { low: number; high: number }>>;
  /** Published restriction: a goal scores only when met by colour and pattern. */
  goalsRequireBoth: boolean;
  tieBreak: TieBreak;
}

export const DEFAULT_RULES: HouseRules = {
  buttonValue: 3,
  rainbowValue: 3,
  tokenStacks: {},
  goalValues: {},
  goalsRequireBoth: false,
  tieBreak: 'buttons-first',
};

/** Hand corrections for what a finished board cannot show (groups that earned a token and merged later). */
export interface Corrections {
  buttons?: Partial<Record<Color, number>>;
  cats?: Partial<Record<CatId, number>>;
}

export interface PlayerSheet {
  name: string;
  board: BoardId;
  /** Goal tiles on the goal spaces (3,2), (4,3), (2,4), in that order. */
  goals: [GoalId, GoalId, GoalId];
  /** Placed tiles by "col,row"; only the 22 playable cells. */
  cells: Partial<Record<CellKey, Tile>>;
  corrections?: Corrections;
}

export interface Placement {
  player: number;
  cell: CellKey;
  color: Color;
  pattern: Pattern;
}

export interface Game {
  format: typeof GAME_FORMAT;
  version: number;
  id: string;
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
  mode: Mode;
  cats: CatChoice[];
  rules?: Partial<HouseRules>;
  players: PlayerSheet[];
  /** Present when the game was played along turn by turn: every placement in play order. */
  history?: Placement[];
}

export const GAME_FORMAT = 'calico-score-sheet/game';
export const GAME_VERSION = 1;

export const rulesOf = (game: Pick<Game, 'rules'>): HouseRules => ({ ...DEFAULT_RULES, ...game.rules });
