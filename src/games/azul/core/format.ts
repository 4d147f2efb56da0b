// The Azul game file (docs/azul-format.md): valibot checks the shape, then the game's own rules are checked.
// Every problem is reported twice: "path: what is wrong" (file indices, 0-based) and in plain words for players
// ("Round 4, Ben: row 3 has two new tiles", rounds, rows and columns counted from 1). Nothing throws.
import * as v from 'valibot';
import { GAME_FORMAT, GAME_VERSION, MAX_FLOOR, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, type AzulGame } from './game.ts';
import { nameKey, nameProblem, normaliseName } from '../../shared/names.ts';
import { isNot, issuePath, pathText, show, type PathItem } from '../../shared/issues.ts';

export { pathText };
import { COLORS, INDICES, patternColor, SIZE, type Color } from './wall.ts';


const Index = v.pipe(v.number(isNot('a number')), v.integer('must be a whole number'), v.minValue(0, 'must be 0 to 4'), v.maxValue(SIZE - 1, 'must be 0 to 4'));
const ColorSchema = v.picklist(COLORS, isNot(`a colour (${COLORS.join(', ')})`));
const Timestamp = v.pipe(v.string(isNot('a date')), v.isoTimestamp('is not an ISO date and time'));
const Name = v.pipe(
  v.string(isNot('a name')),
  v.maxLength(1000, 'is longer than 40 characters'),
  v.transform(normaliseName),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = nameProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

const Tile = v.object({ row: Index, col: Index, color: v.optional(ColorSchema) }, isNot('a tile like {"row": 0, "col": 2}'));
const PlayerRoundSchema = v.object({
  tiles: v.pipe(v.array(Tile, isNot('a list of tiles')), v.maxLength(SIZE, 'has more than 5 tiles; a wall takes at most one new tile per row each round')),
  floor: v.pipe(v.number(isNot('a number')), v.integer('must be a whole number'), v.minValue(0, 'cannot be negative'), v.maxValue(MAX_FLOOR, 'must be 0 to 7 ("7 or more" is 7)')),
  firstPlayer: v.optional(v.boolean(isNot('true or false'))),
}, isNot('a player\'s round like {"tiles": [], "floor": 0}'));
const RoundSchema = v.object({
  players: v.pipe(v.array(PlayerRoundSchema, isNot('a list with one entry per player')), v.maxLength(MAX_PLAYERS, `has more than ${MAX_PLAYERS} entries`)),
}, isNot('a round like {"players": [...]}'));

export const GameSchema = v.object({
  format: v.literal(GAME_FORMAT, isNot(`the format name "${GAME_FORMAT}"`)),
  version: v.literal(GAME_VERSION, isNot(`format version ${GAME_VERSION}`)),
  id: v.pipe(v.string(isNot('an id')), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, "-" or "_"')),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  finishedAt: v.optional(Timestamp),
  side: v.picklist(['coloured', 'grey'], isNot('a side ("coloured" or "grey")')),
  players: v.pipe(
    v.array(v.object({ name: Name }, isNot('a player like {"name": "Ana"}')), isNot('a list of players')),
    v.minLength(MIN_PLAYERS, 'must have at least 1 player'),
    v.maxLength(MAX_PLAYERS, `has more than ${MAX_PLAYERS} players; Azul seats 1 to ${MAX_PLAYERS}`),
  ),
  rounds: v.pipe(v.array(RoundSchema, isNot('a list of rounds')), v.maxLength(MAX_ROUNDS, `has more than ${MAX_ROUNDS} rounds`)),
}, isNot('an Azul game'));

/** One problem: `path` in file terms; `message` uses file indices; `words` is for players. */
export interface Problem {
  path: string;
  message: string;
  words: string;
}

export type ParseResult =
  | { ok: true; game: AzulGame }
  | { ok: false; errors: string[]; problems: Problem[] };

/**
 * A message told with file indices (n = identity, a round is "rounds[2]") or for players (n = i + 1, a round is
 * "round 3").
 */
type Say = (n: (i: number) => number, round: (i: number) => string) => string;

const MAX_PROBLEMS = 20;

/** Validates anything (already JSON-parsed) as an Azul game: shape first, then the game's own rules. Never throws. */
export function parseGame(input: unknown): ParseResult {
  try {
    return parseUnsafe(input);
  } catch (e) {
    return fail([problem([], () => `the game could not be read (${e instanceof RangeError ? 'it is nested too deep or too large' : 'unexpected content'})`)]);
  }
}

/** Parses JSON text as a game; a syntax error is reported, never thrown. */
export function parseGameJson(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail([problem([], () => `not valid JSON (${e instanceof Error ? e.message : 'unreadable'})`)]);
  }
  return parseGame(data);
}

function parseUnsafe(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail([problem([], () => `${show(input)} is not an Azul game (a JSON object is expected)`)]);
  }
  const migrated = migrate(input as Record<string, unknown>);
  if (typeof migrated === 'string') return fail([problem(['version'], () => migrated)]);
  const tooBig = sizeProblems(migrated);
  if (tooBig.length) return fail(tooBig);
  const result = v.safeParse(GameSchema, migrated);
  if (!result.success) {
    const names = Array.isArray(migrated.players) ? migrated.players.map((p) => (typeof (p as { name?: unknown })?.name === 'string' ? normaliseName((p as { name: string }).name) : '')) : [];
    return fail(result.issues.slice(0, MAX_PROBLEMS).map((issue) => problem(issuePath(issue), () => issue.message, names)));
  }
  const game = result.output as AzulGame;
  const problems = checkGame(game);
  return problems.length ? fail(problems) : { ok: true, game };
}

const fail = (problems: Problem[]): ParseResult => ({ ok: false, errors: problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)), problems });

/** Refuses huge lists before validating them item by item. */
function sizeProblems(game: Record<string, unknown>): Problem[] {
  const over = (x: unknown, max: number) => Array.isArray(x) && x.length > max;
  if (over(game.players, MAX_PLAYERS)) return [problem(['players'], () => `has more than ${MAX_PLAYERS} players; Azul seats 1 to ${MAX_PLAYERS}`)];
  if (over(game.rounds, MAX_ROUNDS)) return [problem(['rounds'], () => `has more than ${MAX_ROUNDS} rounds`)];
  return [];
}

// Each entry upgrades a game from format version N to N + 1. Version 1 is the first; none are needed yet.
export const MIGRATIONS: Record<number, (game: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older game up to the current version, or says why it cannot be read. */
export function migrate(input: Record<string, unknown>, migrations = MIGRATIONS): Record<string, unknown> | string {
  let game = input;
  if (game.format !== GAME_FORMAT) return game;
  const version = game.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > GAME_VERSION) {
    return `this game was saved by a newer version of the app (format version ${version}; this app reads up to ${GAME_VERSION}). Update the app to open it.`;
  }
  if (typeof version !== 'number' || !Number.isInteger(version)) return game;
  for (let n = version; n < GAME_VERSION; n++) {
    const step = migrations[n];
    if (!step) return `format version ${n} is not known`;
    game = { ...step(game), version: n + 1 };
  }
  return game;
}

/** A problem at `path`, told both ways. `names`: player names for the words. */
function problem(path: PathItem[], say: Say, names: readonly string[] = []): Problem {
  return {
    path: pathText(path),
    message: say((i) => i, (i) => `rounds[${i}]`),
    words: `${pathInWords(path, names)}${say((i) => i + 1, (i) => `round ${i + 1}`)}`,
  };
}

/** The start of a message for players: "Round 4, Ben: " for rounds[3].players[1]…, "Player 2: " for players[1]. */
export function pathInWords(path: readonly PathItem[], names: readonly string[] = []): string {
  const who = (i: number) => names[i] || `Player ${i + 1}`;
  const parts: string[] = [];
  if (path[0] === 'rounds' && typeof path[1] === 'number') {
    parts.push(`Round ${path[1] + 1}`);
    if (path[2] === 'players' && typeof path[3] === 'number') {
      parts.push(who(path[3]));
      if (path[4] === 'tiles' && typeof path[5] === 'number') {
        parts.push(`tile ${path[5] + 1}`);
        if (path[6] === 'row') parts.push('row');
        else if (path[6] === 'col') parts.push('column');
      }
      else if (path[4] === 'floor') parts.push('floor');
      else if (path[4] === 'firstPlayer') parts.push('first-player marker');
    }
  } else if (path[0] === 'players' && typeof path[1] === 'number') {
    parts.push(`Player ${path[1] + 1}${names[path[1]] ? ` (${names[path[1]]})` : ''}`);
    if (path[2] === 'name') parts.push('name');
  } else if (path.length) {
    const words: Record<string, string> = { format: 'File format', version: 'Format version', id: 'Game id', createdAt: 'Start date', updatedAt: 'Last change', finishedAt: 'End date', side: 'Wall side', players: 'Players', rounds: 'Rounds' };
    parts.push(words[String(path[0])] ?? String(path[0]));
  }
  return parts.length ? `${parts.join(', ')}: ` : '';
}

/** Turns a path-form error back into words ("rounds[3].players[1].tiles: row 2 …" → "Round 4, Ben: row 2 …"). */
export function errorInWords(error: string, names: readonly string[] = []): string {
  const m = /^((?:[A-Za-z_]\w*|\[\d+\]|\.[A-Za-z_]\w*)+): ([\s\S]*)$/.exec(error);
  if (!m) return error;
  const path = [...m[1]!.matchAll(/\[(\d+)\]|\.?([A-Za-z_]\w*)/g)].map((x) => (x[1] !== undefined ? Number(x[1]) : x[2]!));
  return `${pathInWords(path, names)}${m[2]}`;
}

const cellName = (n: (i: number) => number, row: number, col: number) => `row ${n(row)}, column ${n(col)}`;

/** The rules a well-formed game must also follow. */
export function checkGame(game: AzulGame): Problem[] {
  const problems: Problem[] = [];
  const names = game.players.map((p) => p.name);
  const add = (path: PathItem[], say: Say) => problems.push(problem(path, say, names));

  const seen = new Map<string, number>();
  game.players.forEach((p, i) => {
    const key = nameKey(p.name);
    const other = seen.get(key);
    if (other !== undefined) add(['players', i, 'name'], (n) => `"${p.name}" is the same name as player ${n(other)} ("${names[other]}"); names must differ`);
    else seen.set(key, i);
  });

  // Walls as they grow, cell row * 5 + col: the colour of each cell and the round that filled it. Paths to a
  // problem are made only when there is one: this runs on every edit.
  const colorAt = game.players.map((): (Color | null)[] => new Array<Color | null>(SIZE * SIZE).fill(null));
  const roundAt = game.players.map(() => new Int8Array(SIZE * SIZE));
  let ended: { round: number; player: number; row: number } | null = null;
  game.rounds.forEach((round, r) => {
    if (ended) {
      const e = ended;
      add(['rounds', r], (n, round) => `the game ended after ${round(e.round)}, when ${names[e.player]} completed row ${n(e.row)}; no round can follow`);
      return;
    }
    if (round.players.length !== game.players.length) {
      add(['rounds', r, 'players'], () => `has ${round.players.length} ${round.players.length === 1 ? 'entry' : 'entries'} but the game has ${game.players.length} ${game.players.length === 1 ? 'player' : 'players'}; every round lists every player`);
      return;
    }
    let marker: number | null = null;
    round.players.forEach((entry, p) => {
      const at = (...rest: PathItem[]): PathItem[] => ['rounds', r, 'players', p, ...rest];
      const wall = colorAt[p]!;
      if (entry.firstPlayer) {
        if (marker !== null) {
          const m = marker;
          add(at('firstPlayer'), () => `${names[m]} already took the first-player marker this round; only one player takes it`);
        } else marker = p;
        if (entry.floor < 1) add(at('floor'), () => 'is 0, but this player took the first-player marker, which counts as one floor tile');
      }
      let rowsUsed = 0;
      entry.tiles.forEach((t, j) => {
        if (rowsUsed & (1 << t.row)) return void add(at('tiles'), (n) => `row ${n(t.row)} has two new tiles; a row takes at most one new tile per round`);
        rowsUsed |= 1 << t.row;
        const cell = t.row * SIZE + t.col;
        if (wall[cell] !== null) {
          const filledIn = roundAt[p]![cell]!;
          return void add(at('tiles', j), (n, round) => `${cellName(n, t.row, t.col)} already has a tile (placed in ${round(filledIn)}); a cell is tiled only once`);
        }
        let color: Color;
        if (game.side === 'coloured') {
          color = patternColor(t.row, t.col);
          if (t.color !== undefined && t.color !== color) {
            return void add(at('tiles', j, 'color'), (n) => `${cellName(n, t.row, t.col)} of the coloured side is ${color}, not ${t.color}`);
          }
        } else {
          if (t.color === undefined) return void add(at('tiles', j, 'color'), () => 'is missing; on the grey side every tile needs its colour');
          color = t.color;
          const inRow = INDICES.find((c) => wall[t.row * SIZE + c] === color);
          if (inRow !== undefined) return void add(at('tiles', j, 'color'), (n) => `${color} is already in row ${n(t.row)} (column ${n(inRow)}); the grey side takes each colour once per row`);
          const inCol = INDICES.find((rr) => wall[rr * SIZE + t.col] === color);
          if (inCol !== undefined) return void add(at('tiles', j, 'color'), (n) => `${color} is already in column ${n(t.col)} (row ${n(inCol)}); the grey side takes each colour once per column`);
        }
        wall[cell] = color;
        roundAt[p]![cell] = r;
      });
    });
    colorAt.forEach((wall, p) => {
      if (ended) return;
      const full = INDICES.find((row) => INDICES.every((c) => wall[row * SIZE + c] !== null));
      if (full !== undefined) ended = { round: r, player: p, row: full };
    });
  });
  if (game.finishedAt !== undefined && !ended && problems.length === 0) {
    add(['finishedAt'], () => 'is set, but the game has not ended: no wall has a complete row');
  }
  return problems.slice(0, MAX_PROBLEMS);
}
