// The Azul game file (docs/azul-format.md): valibot checks the shape, then the game's own rules are checked.
// Every problem is its path in the file and what is wrong, as a message, with the path also in a player's words
// ("Round 4, Ben: row 3 has two new tiles", rounds, rows and columns counted from 1). Nothing throws.
import * as v from 'valibot';
import { GAME_FORMAT, GAME_VERSION, MAX_FLOOR, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, type AzulGame } from './game.ts';
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
import { keptWith } from '../../shared/keptWith.ts';
import { msg, type Msg } from '../../shared/msg.ts';
import { dataText } from '../../shared/words.ts';
import { colorName } from './explain.ts';
import { COLORS, INDICES, patternColor, SIZE, type Color } from './wall.ts';

const range = said('core.shared.file.range', { min: 0, max: SIZE - 1 });
const Index = v.pipe(
  v.number(isNot('number')),
  v.integer(said('core.shared.file.whole')),
  v.minValue(0, range),
  v.maxValue(SIZE - 1, range),
);
const ColorSchema = v.picklist(COLORS, isNot('azulColour'));
const Name = v.pipe(
  v.string(isNot('name')),
  v.maxLength(1000, said('core.shared.file.tooLong', { max: MAX_NAME_LENGTH })),
  v.transform(normaliseName),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = nameProblem(dataset.value);
    if (problem) addIssue({ message: JSON.stringify(problem) });
  }),
);

const Tile = v.object({ row: Index, col: Index, color: v.optional(ColorSchema) }, isNot('azulTile'));
const PlayerRoundSchema = v.object(
  {
    tiles: v.pipe(v.array(Tile, isNot('tileList')), v.maxLength(SIZE, said('core.azul.file.fiveTiles'))),
    floor: v.pipe(
      v.number(isNot('number')),
      v.integer(said('core.shared.file.whole')),
      v.minValue(0, said('core.shared.file.negative')),
      v.maxValue(MAX_FLOOR, said('core.azul.file.floor', { max: MAX_FLOOR })),
    ),
    firstPlayer: v.optional(v.boolean(isNot('trueFalse'))),
  },
  isNot('playerRound'),
);
const RoundSchema = v.object(
  {
    players: v.pipe(
      v.array(PlayerRoundSchema, isNot('roundEntries')),
      v.maxLength(MAX_PLAYERS, said('core.shared.file.tooMany', { max: MAX_PLAYERS, what: 'entries' })),
    ),
  },
  isNot('round'),
);

const tooManyPlayers = msg('core.shared.file.seats', { max: MAX_PLAYERS, game: 'Azul' });
const tooManyRounds = msg('core.shared.file.tooMany', { max: MAX_ROUNDS, what: 'rounds' });

export const GameSchema = v.object(
  {
    ...fileHeader(GAME_FORMAT, GAME_VERSION),
    side: v.picklist(['coloured', 'grey'], isNot('side')),
    players: v.pipe(
      v.array(v.object({ name: Name }, isNot('player')), isNot('playerList')),
      v.minLength(MIN_PLAYERS, said('core.shared.file.noPlayer')),
      v.maxLength(MAX_PLAYERS, JSON.stringify(tooManyPlayers)),
    ),
    rounds: v.pipe(v.array(RoundSchema, isNot('roundList')), v.maxLength(MAX_ROUNDS, JSON.stringify(tooManyRounds))),
  },
  isNot('game'),
);

export type ParseResult = { ok: true; game: AzulGame } | { ok: false; problems: FileProblem[] };

const MAX_PROBLEMS = 20;

/** Validates anything (already JSON-parsed) as an Azul game: shape first, then the game's own rules. Never throws. */
export function parseGame(input: unknown): ParseResult {
  try {
    return parseUnsafe(input);
  } catch {
    return fail([problem([], msg('core.shared.file.unreadable'))]);
  }
}

/** Parses JSON text as a game; a syntax error is reported, never thrown. */
export const parseGameJson = (text: string): ParseResult =>
  readJson(text, parseGame, () => fail([problem([], msg('core.shared.file.notJson'))]));

function parseUnsafe(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail([problem([], msg('core.shared.file.notAnObject', { value: show(input), game: 'Azul' }))]);
  }
  const migrated = migrate(input as Record<string, unknown>);
  if (!('game' in migrated)) return fail([problem(['version'], migrated)]);
  const tooBig = sizeProblems(migrated.game);
  if (tooBig.length) return fail(tooBig);
  const result = v.safeParse(GameSchema, migrated.game);
  if (!result.success) {
    const players = migrated.game.players;
    const names = Array.isArray(players)
      ? players.map((p) =>
          typeof (p as { name?: unknown })?.name === 'string'
            ? normaliseName((p as { name: string }).name).slice(0, 40)
            : '',
        )
      : [];
    return fail(result.issues.slice(0, MAX_PROBLEMS).map((issue) => problem(issuePath(issue), whatOf(issue), names)));
  }
  const game = result.output as AzulGame;
  const problems = checkGame(game);
  return problems.length ? fail(problems) : { ok: true, game };
}

const fail = (problems: FileProblem[]): ParseResult => ({ ok: false, problems });

/** Refuses huge lists before validating them item by item. */
function sizeProblems(game: Record<string, unknown>): FileProblem[] {
  const over = (x: unknown, max: number) => Array.isArray(x) && x.length > max;
  if (over(game.players, MAX_PLAYERS)) return [problem(['players'], tooManyPlayers)];
  if (over(game.rounds, MAX_ROUNDS)) return [problem(['rounds'], tooManyRounds)];
  return [];
}

// Each entry upgrades a game from format version N to N + 1. Version 1 is the first; none are needed yet.
export const MIGRATIONS: Record<number, (game: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older game up to the current version, or says why it cannot be read (a message). */
export function migrate(
  input: Record<string, unknown>,
  migrations = MIGRATIONS,
): { game: Record<string, unknown> } | Msg {
  let game = input;
  if (game.format !== GAME_FORMAT) return { game };
  const version = game.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > GAME_VERSION) {
    return msg('core.shared.file.newer', { version, max: GAME_VERSION });
  }
  if (typeof version !== 'number' || !Number.isInteger(version)) return { game };
  for (let n = version; n < GAME_VERSION; n++) {
    const step = migrations[n];
    if (!step) return msg('core.shared.file.unknownVersion', { version: n });
    game = { ...step(game), version: n + 1 };
  }
  return { game };
}

/** A problem at `path`. `names`: player names for the words. */
const problem = (path: readonly PathItem[], what: Msg, names: readonly string[] = []): FileProblem =>
  fileProblem(path, what, (p) => pathInWords(p, names));

const item = (list: string, n: number | string, name = '') =>
  msg('core.shared.file.item', { list, n, name, named: name ? 'yes' : 'no' });

/** Where a problem is, for players: round 4, Ben, … for rounds[3].players[1]…, player 2 (Ana), name for players[1].name. */
export function pathInWords(path: readonly PathItem[], names: readonly string[] = []): Msg[] {
  const who = (i: number) => (names[i] ? dataText(names[i]) : item('players', i + 1));
  const parts: Msg[] = [];
  if (path[0] === 'rounds' && typeof path[1] === 'number') {
    parts.push(item('rounds', path[1] + 1));
    if (path[2] === 'players' && typeof path[3] === 'number') {
      parts.push(who(path[3]));
      if (path[4] === 'tiles' && typeof path[5] === 'number') {
        parts.push(item('tiles', path[5] + 1));
        if (path[6] === 'row' || path[6] === 'col') parts.push(fieldWord(path[6]));
      } else if (path[4] === 'floor' || path[4] === 'firstPlayer') parts.push(fieldWord(path[4]));
    }
  } else if (path[0] === 'players' && typeof path[1] === 'number') {
    parts.push(item('players', path[1] + 1, names[path[1]]));
    if (path[2] === 'name') parts.push(fieldWord('name'));
  } else if (typeof path[0] === 'string') parts.push(fieldWord(path[0]));
  return parts;
}

const cellName = (row: number, col: number) => msg('core.azul.file.cell', { row: row + 1, col: col + 1 });

/** Pairs of seats with the same name (second, first), kept per players list: an edit of a round keeps the list
 * itself, so its names are not normalised again on every tap. */
const sameNamesOf = keptWith((players: AzulGame['players']): [number, number][] => {
  const pairs: [number, number][] = [];
  const seen = new Map<string, number>();
  players.forEach((p, i) => {
    const key = nameKey(p.name);
    const other = seen.get(key);
    if (other !== undefined) pairs.push([i, other]);
    else seen.set(key, i);
  });
  return pairs;
});

/** Kept walls for checkGame, cleared per call: allocating three arrays (two typed) on every edit cost a third of
 * the check. checkGame never calls itself, so one set serves every call. */
const scratch = { colorAt: [] as (Color | null)[], roundAt: new Int8Array(0), inRowCount: new Int8Array(0) };
function scratchFor(players: number) {
  const cells = players * SIZE * SIZE;
  if (scratch.roundAt.length < cells) {
    scratch.roundAt = new Int8Array(cells);
    scratch.inRowCount = new Int8Array(players * SIZE);
  }
  scratch.colorAt.length = cells;
  scratch.colorAt.fill(null);
  scratch.roundAt.fill(0, 0, cells);
  scratch.inRowCount.fill(0, 0, players * SIZE);
  return scratch;
}

/** The rules a well-formed game must also follow. Runs on every edit: plain loops, and paths to a problem are
 * made only when there is one. */
export function checkGame(game: AzulGame): FileProblem[] {
  const problems: FileProblem[] = [];
  const names = game.players.map((p) => p.name);
  const add = (path: PathItem[], what: Msg) => problems.push(problem(path, what, names));
  for (const [i, other] of sameNamesOf(game.players))
    add(['players', i, 'name'], msg('core.shared.file.sameName', { name: names[i]!, other: other + 1 }));

  // Walls as they grow, cell row * 5 + col: the colour of each cell, the round that filled it, and how many tiles
  // each row holds (a row of five ends the game).
  const n = game.players.length;
  const { colorAt, roundAt, inRowCount } = scratchFor(n);
  let ended: { round: number; player: number; row: number } | null = null;
  for (let r = 0; r < game.rounds.length; r++) {
    const round = game.rounds[r]!;
    if (ended) {
      const e: { round: number; player: number; row: number } = ended;
      add(
        ['rounds', r],
        msg('core.azul.file.afterEnd', { round: e.round + 1, name: names[e.player]!, row: e.row + 1 }),
      );
      continue;
    }
    if (round.players.length !== n) {
      add(['rounds', r, 'players'], msg('core.azul.file.entries', { entries: round.players.length, players: n }));
      continue;
    }
    let marker: number | null = null;
    for (let p = 0; p < n; p++) {
      const entry = round.players[p]!;
      const at = (...rest: PathItem[]): PathItem[] => ['rounds', r, 'players', p, ...rest];
      const base = p * SIZE * SIZE;
      if (entry.firstPlayer) {
        if (marker !== null) add(at('firstPlayer'), msg('core.azul.file.markerTaken', { name: names[marker]! }));
        else marker = p;
        if (entry.floor < 1) add(at('floor'), msg('core.azul.file.markerFloor'));
      }
      let rowsUsed = 0;
      for (let j = 0; j < entry.tiles.length; j++) {
        const t = entry.tiles[j]!;
        if (rowsUsed & (1 << t.row)) {
          add(at('tiles'), msg('core.azul.file.rowTwice', { row: t.row + 1 }));
          continue;
        }
        rowsUsed |= 1 << t.row;
        const cell = base + t.row * SIZE + t.col;
        if (colorAt[cell] !== null) {
          add(
            at('tiles', j),
            msg('core.azul.file.cellTaken', { cell: cellName(t.row, t.col), round: roundAt[cell]! + 1 }),
          );
          continue;
        }
        let color: Color;
        if (game.side === 'coloured') {
          color = patternColor(t.row, t.col);
          if (t.color !== undefined && t.color !== color) {
            add(
              at('tiles', j, 'color'),
              msg('core.azul.file.notColour', {
                cell: cellName(t.row, t.col),
                color: colorName(color),
                given: colorName(t.color),
              }),
            );
            continue;
          }
        } else {
          if (t.color === undefined) {
            add(at('tiles', j, 'color'), msg('core.azul.file.greyColour'));
            continue;
          }
          color = t.color;
          const inRow = INDICES.find((c) => colorAt[base + t.row * SIZE + c] === color);
          if (inRow !== undefined) {
            add(
              at('tiles', j, 'color'),
              msg('core.azul.file.inRow', { color: colorName(color), row: t.row + 1, col: inRow + 1 }),
            );
            continue;
          }
          const inCol = INDICES.find((rr) => colorAt[base + rr * SIZE + t.col] === color);
          if (inCol !== undefined) {
            add(
              at('tiles', j, 'color'),
              msg('core.azul.file.inCol', { color: colorName(color), col: t.col + 1, row: inCol + 1 }),
            );
            continue;
          }
        }
        colorAt[cell] = color;
        roundAt[cell] = r;
        inRowCount[p * SIZE + t.row]!++;
      }
    }
    // The first player (in seat order) with a full row, and their first full row, ends the game.
    for (let p = 0; p < n && !ended; p++) {
      for (let row = 0; row < SIZE; row++) {
        if (inRowCount[p * SIZE + row] === SIZE) {
          ended = { round: r, player: p, row };
          break;
        }
      }
    }
  }
  if (game.finishedAt !== undefined && !ended && problems.length === 0) {
    add(['finishedAt'], msg('core.azul.file.notEnded'));
  }
  return problems.slice(0, MAX_PROBLEMS);
}
