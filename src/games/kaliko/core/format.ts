// The Kaliko game file (docs/kaliko-format.md): one versioned JSON document per game. Parsing validates the shape
// with valibot, then the game's own rules by replaying the turns. Every problem comes twice: "path: reason" for
// tools, and in plain words for players ("Turn 5 (Ben), second tile: …"). No input makes parsing throw.
import * as v from 'valibot';
import { KALIKO_FORMAT, KALIKO_VERSION, HAND_SIZE, MAX_PLAYERS, MAX_TURNS, type KalikoGame } from './game.ts';
import { MAX_COORD } from './geometry.ts';
import { nameKey, nameProblem, normaliseName } from '../../shared/names.ts';
import { describeIssue, isNot, show } from '../../shared/issues.ts';
import { fileHeader } from '../../shared/fileHeader.ts';
import { TILE_IDS } from './tiles.ts';
import { replay, type TurnProblem } from './turns.ts';


const whole = (what: string, min: number, max: number, range: string) =>
  v.pipe(v.number(isNot(what)), v.integer('must be a whole number'), v.minValue(min, `is not ${range}`), v.maxValue(max, `is not ${range}`));
const TileIdSchema = v.picklist(TILE_IDS, isNot('a Kaliko tile id (like "SX-RWB")'));
const Rotation = whole('a rotation', 0, 5, 'a rotation from 0 to 5');
const Coord = whole('a coordinate', -MAX_COORD, MAX_COORD, `a coordinate from -${MAX_COORD} to ${MAX_COORD}`);
const PlayerIndex = whole('a player number', 0, MAX_PLAYERS - 1, 'a player of this game');

const Placement = v.object({ tile: TileIdSchema, q: Coord, r: Coord, rotation: Rotation }, isNot('a tile placement like {"tile": "SX-RWB", "q": 1, "r": 0, "rotation": 2}'));
const TurnSchema = v.variant('kind', [
  v.object({
    player: PlayerIndex,
    kind: v.literal('play'),
    tiles: v.pipe(v.array(Placement, isNot('a list of tiles')), v.minLength(1, 'is empty: a scoring play places at least one tile'), v.maxLength(HAND_SIZE, `has more than ${HAND_SIZE} tiles, more than a hand holds`)),
  }, isNot('a play')),
  v.object({ player: PlayerIndex, kind: v.literal('exchange'), count: whole('a number of tiles', 1, HAND_SIZE, `a number of tiles from 1 to ${HAND_SIZE}`) }, isNot('an exchange')),
  v.object({ player: PlayerIndex, kind: v.literal('pass') }, isNot('a pass')),
], (issue) => (issue.input === undefined ? 'is missing' : `${show(issue.input)} is not a kind of turn ("play", "exchange" or "pass")`));

const Name = v.pipe(
  v.string(isNot('a name')),
  v.maxLength(1000, 'is longer than 40 characters'),
  v.transform(normaliseName),
  v.check((s) => nameProblem(s) === null, (issue) => nameProblem(issue.input as string) ?? 'is not a name'),
);

export const KalikoGameSchema = v.object({
  ...fileHeader(KALIKO_FORMAT, KALIKO_VERSION),
  players: v.pipe(
    v.array(v.object({ name: Name }, isNot('a player like {"name": "Ana"}')), isNot('a list of players')),
    v.minLength(1, 'must have at least 1 player'),
    v.maxLength(MAX_PLAYERS, `has more than ${MAX_PLAYERS} players; the sheet seats 1 to ${MAX_PLAYERS}`),
  ),
  start: v.object({ tile: TileIdSchema, rotation: Rotation }, isNot('a starting tile like {"tile": "TX-RWB", "rotation": 0}')),
  turns: v.pipe(v.array(TurnSchema, isNot('a list of turns')), v.maxLength(MAX_TURNS, `has more than ${MAX_TURNS} turns`)),
  ended: v.optional(v.picklist(['bag-empty', 'all-passed', 'players'], isNot('an end ("bag-empty", "all-passed" or "players")'))),
  draft: v.optional(v.pipe(v.array(Placement, isNot('a list of tiles')), v.maxLength(HAND_SIZE, `has more than ${HAND_SIZE} tiles, more than a hand holds`))),
}, isNot('a Kaliko game'));

export type KalikoParseResult =
  | { ok: true; game: KalikoGame }
  | { ok: false; errors: string[]; plain: string[]; problems?: TurnProblem[] };

/** Validates anything (already JSON-parsed) as a Kaliko game: shape first, then the game's own rules. */
export function parseKalikoGame(input: unknown): KalikoParseResult {
  try {
    return parseUnsafe(input);
  } catch (e) {
    // A last guard: nothing may escape parsing (say, a stack overflow on some pathological input).
    const why = `the file could not be read (${e instanceof Error ? e.message.slice(0, 80) : 'unreadable'})`;
    return { ok: false, errors: [why], plain: [`This game ${why.slice(9)}.`] };
  }
}

function parseUnsafe(input: unknown): KalikoParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const e = `${show(input)} is not a Kaliko game (a JSON object is expected)`;
    return { ok: false, errors: [e], plain: [`This is not a Kaliko game: ${e}.`] };
  }
  const migrated = migrate(input as Record<string, unknown>);
  if (typeof migrated === 'string') return { ok: false, errors: [migrated], plain: [plainOf(migrated, input)] };
  // Refuse absurd lengths before validating every element.
  const turns = migrated.turns;
  if (Array.isArray(turns) && turns.length > MAX_TURNS) {
    const e = `turns: has more than ${MAX_TURNS} turns`;
    return { ok: false, errors: [e], plain: [plainOf(e, migrated)] };
  }
  const result = v.safeParse(KalikoGameSchema, migrated);
  if (!result.success) {
    const errors = result.issues.slice(0, 20).map(describeIssue);
    return { ok: false, errors, plain: errors.map((e) => plainOf(e, migrated)) };
  }
  const game = result.output as KalikoGame;
  const problems = checkKalikoGame(game);
  return problems.errors.length ? { ok: false, ...problems } : { ok: true, game };
}

/** Parses JSON text as a game; a syntax error is reported, never thrown. */
export function parseKalikoJson(text: string): KalikoParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const why = `not valid JSON (${e instanceof Error ? e.message : 'unreadable'})`;
    return { ok: false, errors: [why], plain: [`This file is ${why}.`] };
  }
  return parseKalikoGame(data);
}

// Each entry upgrades a game from format version N to N + 1. Version 1 is the first; none are needed yet.
export const MIGRATIONS: Record<number, (game: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older game up to the current version, or says why it cannot be read. */
function migrate(input: Record<string, unknown>): Record<string, unknown> | string {
  let game = input;
  if (game.format !== KALIKO_FORMAT) return game;
  const version = game.version;
  if (typeof version === 'number' && version > KALIKO_VERSION) {
    return `version: this game was saved by a newer version of the app (format version ${version}; this app reads up to ${KALIKO_VERSION}). Update the app to open it.`;
  }
  for (let n = typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : KALIKO_VERSION; n < KALIKO_VERSION; n++) {
    const step = MIGRATIONS[n];
    if (!step) return `version: format version ${n} is not known`;
    game = { ...step(game), version: n + 1 };
  }
  return game;
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const FIELD_WORDS: Record<string, string> = {
  tile: 'tile', q: 'q', r: 'r', rotation: 'rotation', count: 'number of tiles', player: 'player', kind: 'kind',
  name: 'name', start: 'starting tile', createdAt: 'created', updatedAt: 'updated', finishedAt: 'finished',
  draft: 'play being entered', format: 'format', version: 'version', id: 'id', ended: 'end of the game', players: 'players', turns: 'turns', tiles: 'tiles',
};

// What each rule of a turn says, in plain English, for file refusals (which are English for now, like every other
// file-format problem; the turn's own message, with its specifics, is data in \`problems\`).
const RULE_WORDS: Record<string, string> = {
  'empty-play': 'a scoring play places at least one tile',
  'bad-rotation': 'a tile\'s rotation is not 0 to 5',
  'already-played': 'the tile was already played',
  'twice-in-play': 'the same tile is used twice in this play',
  occupied: 'the cell is already taken',
  'same-cell': 'two tiles of this play are on the same cell',
  'not-touching': 'a tile is not joined to the pattern',
  'colour-mismatch': 'colours do not match on a shared edge',
  'no-scoring-path': 'the play forms no scoring path',
  'no-main-path': 'no single scoring path runs through every tile placed',
  'after-end': 'a turn comes after the end of the game',
  'turn-order': 'the players do not take turns in order',
  'hand-size': 'a player holds the wrong number of tiles',
  'unknown-tile': 'a tile is not in the game',
  'exchange-count': 'an exchange takes the wrong number of tiles',
  'bag-empty': 'the bag is empty',
  'all-passed': 'every player passed',
  ended: 'the game did not end as the rules say',
};

/** "turns[4].tiles[1].rotation: …" → "Turn 5 (Ben), second tile, rotation: …". */
function plainOf(error: string, data: unknown): string {
  const m = /^([A-Za-z_][\w.[\]"]*): ([\s\S]*)$/.exec(error);
  if (!m) return error;
  const [, path, reason] = m;
  const names = playerNames(data);
  const parts: string[] = [];
  let turnIndex = -1;
  for (const seg of path!.match(/[A-Za-z_]\w*|\[\d+\]|\["[^"]*"\]/g) ?? []) {
    const idx = /^\[(\d+)\]$/.exec(seg);
    const last = parts[parts.length - 1];
    if (idx) {
      const i = Number(idx[1]);
      if (last === 'turns') {
        turnIndex = i;
        const name = names.length ? names[i % names.length] : undefined;
        parts[parts.length - 1] = `Turn ${i + 1}${name ? ` (${name})` : ''}`;
      } else if (last === 'tiles' && turnIndex >= 0) parts[parts.length - 1] = i < ORDINAL.length ? `${ORDINAL[i]} tile` : `tile ${i + 1}`;
      else if (last === 'players') parts[parts.length - 1] = `Player ${i + 1}`;
      else parts[parts.length - 1] = `${last} ${i + 1}`;
    } else parts.push(FIELD_WORDS[seg] ?? seg);
  }
  const head = parts.join(', ');
  return `${head.charAt(0).toUpperCase()}${head.slice(1)}: ${reason}`;
}

function playerNames(data: unknown): string[] {
  const players = (data as { players?: unknown })?.players;
  if (!Array.isArray(players) || players.length > MAX_PLAYERS) return [];
  return players.map((p) => (typeof (p as { name?: unknown })?.name === 'string' ? normaliseName((p as { name: string }).name).slice(0, 40) : ''));
}

/** The rules a well-formed game must also follow: distinct names, and every turn legal when replayed. */
export function checkKalikoGame(game: KalikoGame): { errors: string[]; plain: string[]; problems?: TurnProblem[] } {
  const errors: string[] = [];
  const plain: string[] = [];
  const seen = new Map<string, number>();
  game.players.forEach((p, i) => {
    const key = nameKey(p.name);
    const other = seen.get(key);
    if (other !== undefined) {
      errors.push(`players[${i}].name: "${p.name}" is already players[${other}]; names must differ`);
      plain.push(`Player ${i + 1}: "${p.name}" is already the name of player ${other + 1}; names must differ`);
    } else seen.set(key, i);
  });
  if (errors.length) return { errors, plain };
  // A turn that breaks a rule: its message is data (pr.message, pr.plain), which the CLI puts into words; the
  // strings here only say where and which rule until every file problem is a message too.
  const problems = replay(game).problems;
  for (const pr of problems) {
    const why = RULE_WORDS[pr.rule] ?? 'a play breaks the rules';
    errors.push(`${pr.path}: ${why}`);
    plain.push(`${pr.path === 'ended' ? 'End of the game' : `Turn ${pr.turn + 1}${pr.tile !== null ? `, ${ORDINAL[pr.tile] ?? `tile ${pr.tile + 1}`}${pr.tile < ORDINAL.length ? ' tile' : ''}` : ''}`}: ${why}`);
  }
  return problems.length ? { errors, plain, problems } : { errors, plain };
}
