// The game file format: one versioned JSON document per game (docs/game-format.md). Parsing validates the shape
// with valibot, then the rules of a sensible game; every problem is reported as "path: what is wrong".
import * as v from 'valibot';
import { BOARD_IDS } from './boards.ts';
import { CAT_IDS, CATS, COLORS, GOAL_IDS, MAX_PLAYERS, PATTERNS } from './catalog.ts';
import { GAME_FORMAT, GAME_VERSION, type Game } from './game.ts';
import { isBorder, isGoalSpace, parseKey, PLAYABLE_CELLS } from './geometry.ts';
import { MAX_NAME_LENGTH, nameKey, normaliseName } from '../../shared/names.ts';
import { describeIssue, isNot, show } from '../../shared/issues.ts';
import { fileHeader } from '../../shared/fileHeader.ts';


const Count = v.pipe(v.number(isNot('a number')), v.integer('must be a whole number'), v.minValue(0, 'cannot be negative'), v.maxValue(30, 'is more than 30'));
const Points = v.pipe(v.number(isNot('a number')), v.integer('must be a whole number'), v.minValue(0, 'cannot be negative'), v.maxValue(99, 'is more than 99'));
const Color = v.picklist(COLORS, isNot('a colour'));
const PatternSchema = v.picklist(PATTERNS, isNot('a pattern'));
const CatIdSchema = v.picklist(CAT_IDS, isNot('a cat'));
const GoalIdSchema = v.picklist(GOAL_IDS, isNot('a design goal'));
const Tile = v.object({ color: Color, pattern: PatternSchema }, isNot('a tile like {"color": "blue", "pattern": "dots"}'));

const Rules = v.partial(
  v.object({
    buttonValue: Points,
    rainbowValue: v.nullable(Points),
    tokenStacks: v.record(CatIdSchema, v.pipe(v.array(Points, isNot('a list of token values')), v.maxLength(30, 'has more than 30 tokens'))),
    goalValues: v.record(GoalIdSchema, v.object({ low: Points, high: Points }, isNot('{"low": n, "high": n}'))),
    goalsRequireBoth: v.boolean(isNot('true or false')),
    tieBreak: v.picklist(['buttons-first', 'cats-first'], isNot('a tie-break ("buttons-first" or "cats-first")')),
  }, isNot('an object of house rules')),
);

const Player = v.object({
  // Normalised on the way in (src/calico/names.ts); a huge string is refused before it is scanned.
  name: v.pipe(
    v.string(isNot('a name')),
    v.maxLength(MAX_NAME_LENGTH * 10, `is longer than ${MAX_NAME_LENGTH} characters`),
    v.transform(normaliseName),
    v.minLength(1, 'is empty: every player needs a name'),
    v.maxLength(MAX_NAME_LENGTH, `is longer than ${MAX_NAME_LENGTH} characters`),
  ),
  board: v.picklist(BOARD_IDS, isNot('a board (blue, green, yellow or purple)')),
  goals: v.tuple([GoalIdSchema, GoalIdSchema, GoalIdSchema], isNot('a list of 3 design goals')),
  cells: v.record(v.pipe(v.string(), v.maxLength(10, 'is not a cell key')), Tile, isNot('an object of cells')),
  corrections: v.optional(v.object({
    buttons: v.optional(v.record(Color, Count, isNot('buttons by colour'))),
    cats: v.optional(v.record(CatIdSchema, Count, isNot('cat tokens by cat'))),
  }, isNot('corrections'))),
}, isNot('a player'));

const Placement = v.object({
  player: v.pipe(v.number(isNot('a player number')), v.integer('must be a whole number'), v.minValue(0, 'is not a player'), v.maxValue(MAX_PLAYERS - 1, 'is not a player')),
  cell: v.pipe(v.string(isNot('a cell')), v.maxLength(10, 'is not a cell key')),
  color: Color,
  pattern: PatternSchema,
}, isNot('a placement'));

export const GameSchema = v.object({
  ...fileHeader(GAME_FORMAT, GAME_VERSION),
  mode: v.picklist(['standard', 'family', 'solo'], isNot('a mode (standard, family or solo)')),
  cats: v.pipe(
    v.array(v.object({ cat: CatIdSchema, patterns: v.tuple([PatternSchema, PatternSchema], isNot('two patterns')) }, isNot('a cat choice')), isNot('a list of cats')),
    v.length(3, 'must name exactly 3 cats'),
  ),
  rules: v.optional(Rules),
  players: v.pipe(
    v.array(Player, isNot('a list of players')),
    v.minLength(1, 'must have at least 1 player'),
    v.maxLength(MAX_PLAYERS, `has more than ${MAX_PLAYERS} players; Calico seats 1 to ${MAX_PLAYERS}`),
  ),
  history: v.optional(v.pipe(v.array(Placement, isNot('a list of placements')), v.maxLength(PLAYABLE_CELLS.length * MAX_PLAYERS, 'has more placements than the boards have cells'))),
}, isNot('a Calico game'));

export type ParseResult = { ok: true; game: Game } | { ok: false; errors: string[] };

/** Validates anything (already JSON-parsed) as a game: shape first, then the game's own rules. */
export function parseGame(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [`${show(input)} is not a Calico game (a JSON object is expected)`] };
  }
  const migrated = migrate(input);
  if (typeof migrated === 'string') return { ok: false, errors: [migrated] };
  const result = v.safeParse(GameSchema, migrated);
  if (!result.success) return { ok: false, errors: result.issues.slice(0, 20).map(describeIssue) };
  const game = result.output as Game;
  const errors = checkGame(game);
  return errors.length ? { ok: false, errors } : { ok: true, game };
}

/** Parses JSON text as a game; a syntax error is reported, never thrown. */
export function parseGameJson(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`not valid JSON (${e instanceof Error ? e.message : 'unreadable'})`] };
  }
  return parseGame(data);
}

// Each entry upgrades a game from format version N to N + 1. Version 1 is the first; none are needed yet.
const MIGRATIONS: Record<number, (game: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older game up to the current version, or says why it cannot be read. */
function migrate(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  let game = input as Record<string, unknown>;
  if (game.format !== GAME_FORMAT) return game;
  const version = game.version;
  if (typeof version === 'number' && version > GAME_VERSION) {
    return `version: this game was saved by a newer version of the app (format version ${version}; this app reads up to ${GAME_VERSION}). Update the app to open it.`;
  }
  for (let n = typeof version === 'number' ? version : GAME_VERSION; n < GAME_VERSION; n++) {
    const step = MIGRATIONS[n];
    if (!step) return `version: format version ${n} is not known`;
    game = { ...step(game), version: n + 1 };
  }
  return game;
}

/** The rules a well-formed game must also follow. */
export function checkGame(game: Game): string[] {
  const errors: string[] = [];
  const seenTiles = new Map<string, string>();
  game.cats.forEach((c, i) => {
    for (const p of c.patterns) {
      const other = seenTiles.get(p);
      if (other) errors.push(`cats[${i}].patterns: ${p} is already given to ${other}; each pattern belongs to one cat`);
      else seenTiles.set(p, CATS[c.cat].name);
    }
    const twin = game.cats.findIndex((o, j) => j < i && CATS[o.cat].tile === CATS[c.cat].tile);
    if (twin >= 0) {
      const a = CATS[game.cats[twin]!.cat].name;
      errors.push(a === CATS[c.cat].name
        ? `cats[${i}].cat: ${a} is chosen twice`
        : `cats[${i}].cat: ${CATS[c.cat].name} and ${a} are two sides of one tile; choose cats from 3 different tiles`);
    }
  });
  if (game.mode === 'solo' && game.players.length !== 1) errors.push(`players: a solo game has exactly 1 player, not ${game.players.length}`);
  const names = new Map<string, number>();
  game.players.forEach((p, i) => {
    const at = `players[${i}]`;
    const key = nameKey(p.name);
    if (names.has(key)) errors.push(`${at}.name: "${p.name}" is already the name of player ${names.get(key)! + 1}; names must differ`);
    else names.set(key, i);
    p.goals.forEach((g, j) => {
      if (p.goals.indexOf(g) < j) errors.push(`${at}.goals[${j}]: "${g}" is already on another goal space; each goal tile is used once`);
    });
    for (const key of Object.keys(p.cells)) {
      const problem = cellProblem(key);
      if (problem) errors.push(`${at}.cells[${JSON.stringify(key)}]: ${problem}`);
    }
  });
  if (game.history) errors.push(...checkHistory(game));
  return errors;
}

function cellProblem(key: string): string | null {
  const i = parseKey(key);
  if (i === null) return 'is not a cell; keys are "col,row" with col and row from 0 to 6';
  if (isBorder(i)) return 'is on the printed border, which takes no tile';
  if (isGoalSpace(i)) return 'is a design goal space, which takes no tile';
  return null;
}

function checkHistory(game: Game): string[] {
  const errors: string[] = [];
  const placed = game.players.map(() => new Map<string, string>());
  game.history!.forEach((p, t) => {
    const at = `history[${t}]`;
    const board = placed[p.player];
    if (!board) return void errors.push(`${at}.player: ${p.player} is not a player of this game`);
    const problem = cellProblem(p.cell);
    if (problem) return void errors.push(`${at}.cell: "${p.cell}" ${problem}`);
    if (board.has(p.cell)) return void errors.push(`${at}: cell ${p.cell} of ${game.players[p.player]!.name} was already placed at ${board.get(p.cell)}; each cell takes one tile`);
    board.set(p.cell, at);
  });
  if (errors.length) return errors;
  // The boards must be exactly what the history placed.
  game.players.forEach((pl, i) => {
    const fromHistory = new Map<string, string>(game.history!.filter((h) => h.player === i).map((h) => [h.cell, `${h.color} ${h.pattern}`]));
    const cells = Object.entries(pl.cells).map(([k, t]) => [k, `${t!.color} ${t!.pattern}`] as const);
    const mismatch = cells.find(([k, t]) => fromHistory.get(k) !== t);
    if (mismatch || cells.length !== fromHistory.size) {
      errors.push(`players[${i}].cells: does not match the placement history${mismatch ? ` (cell ${mismatch[0]})` : ''}`);
    }
  });
  return errors;
}
