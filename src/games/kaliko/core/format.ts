// The Kaliko game file (docs/kaliko-format.md): one versioned JSON document per game. Parsing validates the shape
// with valibot, then the game's own rules by replaying the turns. Every problem is its path in the file and what is
// wrong, as messages, and the whole in a player's words ("Turn 5 (Ben), second tile: …"). Nothing makes it throw.
import * as v from 'valibot';
import { KALIKO_FORMAT, KALIKO_VERSION, HAND_SIZE, MAX_PLAYERS, MAX_TURNS, type KalikoGame } from './game.ts';
import { MAX_COORD } from './geometry.ts';
import { MAX_NAME_LENGTH, nameKey, nameProblem, normaliseName } from '../../shared/names.ts';
import {
  fieldWord,
  fileProblem,
  isNot,
  issuePath,
  said,
  show,
  whatOf,
  type FileProblem,
  type PathItem,
  readJson,
} from '../../shared/issues.ts';
import { fileHeader } from '../../shared/fileHeader.ts';
import { msg, type Msg } from '../../shared/msg.ts';
import { tileOrdinal } from './play.ts';
import { TILE_IDS } from './tiles.ts';
import { replay, type TurnProblem } from './turns.ts';

const whole = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(isNot(what)),
    v.integer(said('core.shared.file.whole')),
    v.minValue(min, said('core.shared.file.range', { min, max })),
    v.maxValue(max, said('core.shared.file.range', { min, max })),
  );
const TileIdSchema = v.picklist(TILE_IDS, isNot('kalikoTile'));
const Rotation = whole('rotation', 0, 5);
const Coord = whole('coordinate', -MAX_COORD, MAX_COORD);
const PlayerIndex = v.pipe(
  v.number(isNot('playerNumber')),
  v.integer(said('core.shared.file.whole')),
  v.minValue(0, said('core.shared.file.notAPlayer')),
  v.maxValue(MAX_PLAYERS - 1, said('core.shared.file.notAPlayer')),
);
const handFull = said('core.kaliko.file.handFull', { max: HAND_SIZE });

const Placement = v.object({ tile: TileIdSchema, q: Coord, r: Coord, rotation: Rotation }, isNot('kalikoPlacement'));
const TurnSchema = v.variant(
  'kind',
  [
    v.object(
      {
        player: PlayerIndex,
        kind: v.literal('play'),
        tiles: v.pipe(
          v.array(Placement, isNot('tileList')),
          v.minLength(1, said('core.kaliko.file.emptyPlay')),
          v.maxLength(HAND_SIZE, handFull),
        ),
      },
      isNot('play'),
    ),
    v.object(
      { player: PlayerIndex, kind: v.literal('exchange'), count: whole('tileCount', 1, HAND_SIZE) },
      isNot('exchange'),
    ),
    v.object({ player: PlayerIndex, kind: v.literal('pass') }, isNot('pass')),
  ],
  isNot('turnKind'),
);

const Name = v.pipe(
  v.string(isNot('name')),
  v.maxLength(1000, said('core.shared.file.tooLong', { max: MAX_NAME_LENGTH })),
  v.transform(normaliseName),
  v.check(
    (s) => nameProblem(s) === null,
    (issue) =>
      JSON.stringify(
        nameProblem(issue.input as string) ?? msg('core.shared.file.invalid', { value: show(issue.input) }),
      ),
  ),
);

const tooManyTurns = msg('core.shared.file.tooMany', { max: MAX_TURNS, what: 'turns' });

export const KalikoGameSchema = v.object(
  {
    ...fileHeader(KALIKO_FORMAT, KALIKO_VERSION),
    players: v.pipe(
      v.array(v.object({ name: Name }, isNot('player')), isNot('playerList')),
      v.minLength(1, said('core.shared.file.noPlayer')),
      v.maxLength(MAX_PLAYERS, said('core.shared.file.seats', { max: MAX_PLAYERS, game: 'Kaliko' })),
    ),
    start: v.object({ tile: TileIdSchema, rotation: Rotation }, isNot('startTile')),
    turns: v.pipe(v.array(TurnSchema, isNot('turnList')), v.maxLength(MAX_TURNS, JSON.stringify(tooManyTurns))),
    ended: v.optional(v.picklist(['bag-empty', 'all-passed', 'players'], isNot('end'))),
    draft: v.optional(v.pipe(v.array(Placement, isNot('tileList')), v.maxLength(HAND_SIZE, handFull))),
  },
  isNot('game'),
);

/** `problems`: every problem, its path in the file and what is wrong (messages); `turns`: when a turn breaks a
 * rule, the turn's own problem with its cells (for a screen to mark them). */
export type KalikoParseResult =
  { ok: true; game: KalikoGame } | { ok: false; problems: FileProblem[]; turns?: TurnProblem[] };

const MAX_PROBLEMS = 20;

/** Validates anything (already JSON-parsed) as a game: shape first, then the game's own rules. */
export function parseKalikoGame(input: unknown): KalikoParseResult {
  try {
    return parseUnsafe(input);
  } catch {
    // A last guard: nothing may escape parsing (say, a stack overflow on some pathological input).
    return fail([problem([], msg('core.shared.file.unreadable'))]);
  }
}

const fail = (problems: FileProblem[]): KalikoParseResult => ({ ok: false, problems });

function parseUnsafe(input: unknown): KalikoParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail([problem([], msg('core.shared.file.notAnObject', { value: show(input), game: 'Kaliko' }))]);
  }
  const migrated = migrate(input as Record<string, unknown>);
  if (!('game' in migrated)) return fail([problem(['version'], migrated)]);
  const names = playerNames(migrated.game);
  // Refuse absurd lengths before validating every element.
  const turns = migrated.game.turns;
  if (Array.isArray(turns) && turns.length > MAX_TURNS) return fail([problem(['turns'], tooManyTurns, names)]);
  const result = v.safeParse(KalikoGameSchema, migrated.game);
  if (!result.success)
    return fail(result.issues.slice(0, MAX_PROBLEMS).map((issue) => problem(issuePath(issue), whatOf(issue), names)));
  const game = result.output as KalikoGame;
  const problems = checkKalikoGame(game);
  return problems.problems.length ? { ok: false, ...problems } : { ok: true, game };
}

/** Parses JSON text as a game; a syntax error is reported, never thrown. */
export const parseKalikoJson = (text: string): KalikoParseResult =>
  readJson(text, parseKalikoGame, () => fail([problem([], msg('core.shared.file.notJson'))]));

// Each entry upgrades a game from format version N to N + 1. Version 1 is the first; none are needed yet.
export const MIGRATIONS: Record<number, (game: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older game up to the current version, or says why it cannot be read (a message). */
function migrate(input: Record<string, unknown>): { game: Record<string, unknown> } | Msg {
  let game = input;
  if (game.format !== KALIKO_FORMAT) return { game };
  const version = game.version;
  if (typeof version === 'number' && version > KALIKO_VERSION)
    return msg('core.shared.file.newer', { version, max: KALIKO_VERSION });
  for (
    let n = typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : KALIKO_VERSION;
    n < KALIKO_VERSION;
    n++
  ) {
    const step = MIGRATIONS[n];
    if (!step) return msg('core.shared.file.unknownVersion', { version: n });
    game = { ...step(game), version: n + 1 };
  }
  return { game };
}

/** "Turn 5 (Ben)": a turn as the players see it (seats take turns in order). */
const turnWords = (t: number, names: readonly string[]): Msg => {
  const name = names.length ? (names[t % names.length] ?? '') : '';
  return msg('core.kaliko.turn', { turn: t + 1, name, named: name ? 'yes' : 'no' });
};

/** Where a problem is, in words: turns[4].tiles[1].rotation → turn 5 (Ben), second tile, rotation. */
export function whereInWords(path: readonly PathItem[], names: readonly string[] = []): Msg[] {
  const parts: Msg[] = [];
  let inTurn = false;
  path.forEach((key, i) => {
    const parent = path[i - 1];
    if (typeof key === 'number') {
      if (parent === 'turns') {
        parts.pop(); // "turns, turn 5" says it once
        inTurn = true;
        parts.push(turnWords(key, names));
      } else if ((parent === 'tiles' && inTurn) || parent === 'draft') {
        if (parent === 'tiles') parts.pop();
        parts.push(tileOrdinal(key));
      } else {
        if (parent === 'players') parts.pop();
        parts.push(
          msg('core.shared.file.item', {
            list: parent === 'players' ? parent : 'other',
            n: key + 1,
            name: parent === 'players' ? (names[key] ?? '') : '',
            named: parent === 'players' && names[key] ? 'yes' : 'no',
          }),
        );
      }
    } else parts.push(fieldWord(key));
  });
  return parts;
}

const problem = (path: readonly PathItem[], what: Msg, names: readonly string[] = []): FileProblem =>
  fileProblem(path, what, (p) => whereInWords(p, names));

function playerNames(data: unknown): string[] {
  const players = (data as { players?: unknown })?.players;
  if (!Array.isArray(players) || players.length > MAX_PLAYERS) return [];
  return players.map((p) =>
    typeof (p as { name?: unknown })?.name === 'string' ? normaliseName((p as { name: string }).name).slice(0, 40) : '',
  );
}

/** The rules a well-formed game must also follow: distinct names, and every turn legal when replayed. */
export function checkKalikoGame(game: KalikoGame): { problems: FileProblem[]; turns?: TurnProblem[] } {
  const names = game.players.map((p) => p.name);
  const problems: FileProblem[] = [];
  const seen = new Map<string, number>();
  game.players.forEach((p, i) => {
    const key = nameKey(p.name);
    const other = seen.get(key);
    if (other !== undefined)
      problems.push(
        problem(['players', i, 'name'], msg('core.shared.file.sameName', { name: p.name, other: other + 1 }), names),
      );
    else seen.set(key, i);
  });
  if (problems.length) return { problems };
  // A turn that breaks a rule says so itself, in words (which turn, which tile, what rule: pr.plain).
  const turns = replay(game).problems;
  for (const pr of turns) problems.push({ path: pr.path, what: pr.message, words: pr.plain });
  return turns.length ? { problems, turns } : { problems };
}
