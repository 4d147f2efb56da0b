// The game file format: one versioned JSON document per game (docs/game-format.md). Parsing validates the shape
// with valibot, then the rules of a sensible game; every problem is its path in the file and what is wrong, as a
// message (src/games/shared/issues.ts), with the path also in a player's words.
import * as v from 'valibot';
import { BOARD_IDS } from './boards.ts';
import { CAT_IDS, CATS, COLORS, GOAL_IDS, MAX_PLAYERS, PATTERNS, patternName } from './catalog.ts';
import { GAME_FORMAT, GAME_VERSION, type Game } from './game.ts';
import { isBorder, isGoalSpace, parseKey, PLAYABLE_CELLS } from './geometry.ts';
import { MAX_NAME_LENGTH, nameKey, normaliseName } from '../../shared/names.ts';
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
import { msg, type Msg } from '../../shared/msg.ts';
import { fileHeader } from '../../shared/fileHeader.ts';

const Count = v.pipe(
  v.number(isNot('number')),
  v.integer(said('core.shared.file.whole')),
  v.minValue(0, said('core.shared.file.negative')),
  v.maxValue(30, said('core.shared.file.atMost', { max: 30 })),
);
const Points = v.pipe(
  v.number(isNot('number')),
  v.integer(said('core.shared.file.whole')),
  v.minValue(0, said('core.shared.file.negative')),
  v.maxValue(99, said('core.shared.file.atMost', { max: 99 })),
);
const Color = v.picklist(COLORS, isNot('colour'));
const PatternSchema = v.picklist(PATTERNS, isNot('pattern'));
const CatIdSchema = v.picklist(CAT_IDS, isNot('cat'));
const GoalIdSchema = v.picklist(GOAL_IDS, isNot('goal'));
const Tile = v.object({ color: Color, pattern: PatternSchema }, isNot('calicoTile'));
const tooLong = said('core.shared.file.tooLong', { max: MAX_NAME_LENGTH });
const notCellKey = said('core.shared.file.notCellKey');

const Rules = v.partial(
  v.object(
    {
      buttonValue: Points,
      rainbowValue: v.nullable(Points),
      tokenStacks: v.record(
        CatIdSchema,
        v.pipe(
          v.array(Points, isNot('tokenValues')),
          v.maxLength(30, said('core.shared.file.tooMany', { max: 30, what: 'tokens' })),
        ),
      ),
      goalValues: v.record(GoalIdSchema, v.object({ low: Points, high: Points }, isNot('lowHigh'))),
      goalsRequireBoth: v.boolean(isNot('trueFalse')),
      tieBreak: v.picklist(['buttons-first', 'cats-first'], isNot('tieBreak')),
    },
    isNot('houseRules'),
  ),
);

const Player = v.object(
  {
    // Normalised on the way in (src/games/shared/names.ts); a huge string is refused before it is scanned.
    name: v.pipe(
      v.string(isNot('name')),
      v.maxLength(MAX_NAME_LENGTH * 10, tooLong),
      v.transform(normaliseName),
      v.minLength(1, said('core.shared.file.emptyName')),
      v.maxLength(MAX_NAME_LENGTH, tooLong),
    ),
    board: v.picklist(BOARD_IDS, isNot('board')),
    goals: v.tuple([GoalIdSchema, GoalIdSchema, GoalIdSchema], isNot('threeGoals')),
    cells: v.record(v.pipe(v.string(), v.maxLength(10, notCellKey)), Tile, isNot('cells')),
    corrections: v.optional(
      v.object(
        {
          buttons: v.optional(v.record(Color, Count, isNot('buttonsByColour'))),
          cats: v.optional(v.record(CatIdSchema, Count, isNot('tokensByCat'))),
        },
        isNot('corrections'),
      ),
    ),
  },
  isNot('player'),
);

const Placement = v.object(
  {
    player: v.pipe(
      v.number(isNot('playerNumber')),
      v.integer(said('core.shared.file.whole')),
      v.minValue(0, said('core.shared.file.notAPlayer')),
      v.maxValue(MAX_PLAYERS - 1, said('core.shared.file.notAPlayer')),
    ),
    cell: v.pipe(v.string(isNot('cell')), v.maxLength(10, notCellKey)),
    color: Color,
    pattern: PatternSchema,
  },
  isNot('placement'),
);

export const GameSchema = v.object(
  {
    ...fileHeader(GAME_FORMAT, GAME_VERSION),
    mode: v.picklist(['standard', 'family', 'solo'], isNot('mode')),
    cats: v.pipe(
      v.array(
        v.object(
          { cat: CatIdSchema, patterns: v.tuple([PatternSchema, PatternSchema], isNot('twoPatterns')) },
          isNot('catChoice'),
        ),
        isNot('catList'),
      ),
      v.length(3, said('core.calico.file.threeCats')),
    ),
    rules: v.optional(Rules),
    players: v.pipe(
      v.array(Player, isNot('playerList')),
      v.minLength(1, said('core.shared.file.noPlayer')),
      v.maxLength(MAX_PLAYERS, said('core.shared.file.seats', { max: MAX_PLAYERS, game: 'Calico' })),
    ),
    history: v.optional(
      v.pipe(
        v.array(Placement, isNot('placementList')),
        v.maxLength(PLAYABLE_CELLS.length * MAX_PLAYERS, said('core.calico.file.tooManyPlacements')),
      ),
    ),
  },
  isNot('game'),
);

export type ParseResult = { ok: true; game: Game } | { ok: false; problems: FileProblem[] };

const MAX_PROBLEMS = 20;

/** Validates anything (already JSON-parsed) as a game: shape first, then the game's own rules. */
export function parseGame(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail([problem([], msg('core.shared.file.notAnObject', { value: show(input), game: 'Calico' }))]);
  }
  const migrated = migrate(input);
  if (!('game' in migrated)) return fail([migrated]);
  const result = v.safeParse(GameSchema, migrated.game);
  if (!result.success) {
    const names = namesIn(migrated.game);
    return fail(result.issues.slice(0, MAX_PROBLEMS).map((issue) => problem(issuePath(issue), whatOf(issue), names)));
  }
  const game = result.output as Game;
  const problems = checkGame(game);
  return problems.length ? fail(problems) : { ok: true, game };
}

const fail = (problems: FileProblem[]): ParseResult => ({ ok: false, problems });

/** Parses JSON text as a game; a syntax error is reported, never thrown. */
export const parseGameJson = (text: string): ParseResult =>
  readJson(text, parseGame, () => fail([problem([], msg('core.shared.file.notJson'))]));

// Each entry upgrades a game from format version N to N + 1. Version 1 is the first; none are needed yet.
const MIGRATIONS: Record<number, (game: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings an older game up to the current version, or says why it cannot be read. */
function migrate(input: object): { game: Record<string, unknown> } | FileProblem {
  let game = input as Record<string, unknown>;
  if (game.format !== GAME_FORMAT) return { game };
  const version = game.version;
  if (typeof version === 'number' && version > GAME_VERSION) {
    return problem(['version'], msg('core.shared.file.newer', { version, max: GAME_VERSION }));
  }
  for (let n = typeof version === 'number' ? version : GAME_VERSION; n < GAME_VERSION; n++) {
    const step = MIGRATIONS[n];
    if (!step) return problem(['version'], msg('core.shared.file.unknownVersion', { version: n }));
    game = { ...step(game), version: n + 1 };
  }
  return { game };
}

/** The players' names in a file, for saying where a problem is. */
function namesIn(game: Record<string, unknown>): string[] {
  const players = game.players;
  if (!Array.isArray(players) || players.length > MAX_PLAYERS) return [];
  return players.map((p) =>
    typeof (p as { name?: unknown })?.name === 'string' ? normaliseName((p as { name: string }).name).slice(0, 40) : '',
  );
}

// The lists of a Calico file whose items a player counts ("player 2", "turn 5"), and the records keyed by cell.
const ITEMS = new Set(['players', 'cats', 'history', 'goals', 'cells']);

/** Where a problem is, in words: 'players[1].cells["3,3"].color' → player 2 (Ben), cell 3,3, colour. */
export function whereInWords(path: readonly PathItem[], names: readonly string[] = []): Msg[] {
  const parts: Msg[] = [];
  path.forEach((key, i) => {
    const parent = i > 0 ? path[i - 1] : undefined;
    if (typeof parent === 'string' && ITEMS.has(parent) && (typeof key === 'number' || parent === 'cells')) {
      parts.pop(); // "players, player 2" says it once
      const name = parent === 'players' && typeof key === 'number' ? (names[key] ?? '') : '';
      parts.push(
        msg('core.shared.file.item', {
          list: parent,
          n: typeof key === 'number' ? key + 1 : key.slice(0, 12),
          name,
          named: name ? 'yes' : 'no',
        }),
      );
    } else
      parts.push(
        typeof key === 'number'
          ? msg('core.shared.file.item', { list: 'other', n: key + 1, name: '', named: 'no' })
          : fieldWord(key),
      );
  });
  return parts;
}

const problem = (path: readonly PathItem[], what: Msg, names: readonly string[] = []): FileProblem =>
  fileProblem(path, what, (p) => whereInWords(p, names));

/** The rules a well-formed game must also follow. */
export function checkGame(game: Game): FileProblem[] {
  const problems: FileProblem[] = [];
  const names = game.players.map((p) => p.name);
  const add = (path: PathItem[], what: Msg) => problems.push(problem(path, what, names));
  const seenTiles = new Map<string, string>();
  game.cats.forEach((c, i) => {
    for (const p of c.patterns) {
      const other = seenTiles.get(p);
      if (other)
        add(['cats', i, 'patterns'], msg('core.calico.file.patternTaken', { pattern: patternName(p), cat: other }));
      else seenTiles.set(p, CATS[c.cat].name);
    }
    const twin = game.cats.findIndex((o, j) => j < i && CATS[o.cat].tile === CATS[c.cat].tile);
    if (twin >= 0) {
      const a = CATS[game.cats[twin]!.cat].name;
      add(
        ['cats', i, 'cat'],
        a === CATS[c.cat].name
          ? msg('core.calico.file.catTwice', { cat: a })
          : msg('core.calico.file.catSides', { cat: CATS[c.cat].name, other: a }),
      );
    }
  });
  if (game.mode === 'solo' && game.players.length !== 1)
    add(['players'], msg('core.calico.file.solo', { count: game.players.length }));
  const seen = new Map<string, number>();
  game.players.forEach((p, i) => {
    const key = nameKey(p.name);
    const other = seen.get(key);
    if (other !== undefined)
      add(['players', i, 'name'], msg('core.shared.file.sameName', { name: p.name, other: other + 1 }));
    else seen.set(key, i);
    p.goals.forEach((g, j) => {
      if (p.goals.indexOf(g) < j)
        add(['players', i, 'goals', j], msg('core.calico.file.goalTwice', { goal: g.toUpperCase() }));
    });
    for (const key of Object.keys(p.cells)) {
      const bad = cellProblem(key);
      if (bad) add(['players', i, 'cells', key], bad);
    }
  });
  if (game.history) checkHistory(game, add);
  return problems.slice(0, MAX_PROBLEMS);
}

function cellProblem(key: string): Msg | null {
  const i = parseKey(key);
  if (i === null) return msg('core.calico.file.notCell', { cell: key.slice(0, 12) });
  if (isBorder(i)) return msg('core.calico.file.border', { cell: key });
  if (isGoalSpace(i)) return msg('core.calico.file.goalSpace', { cell: key });
  return null;
}

function checkHistory(game: Game, add: (path: PathItem[], what: Msg) => void): void {
  let errors = 0;
  const placed = game.players.map(() => new Map<string, number>());
  game.history!.forEach((p, t) => {
    const board = placed[p.player];
    if (!board)
      return void (
        errors++,
        add(['history', t, 'player'], msg('core.calico.file.noSuchPlayer', { player: p.player + 1 }))
      );
    const bad = cellProblem(p.cell);
    if (bad) return void (errors++, add(['history', t, 'cell'], bad));
    const before = board.get(p.cell);
    if (before !== undefined) {
      errors++;
      return void add(
        ['history', t],
        msg('core.calico.file.cellTwice', { cell: p.cell, name: game.players[p.player]!.name, turn: before + 1 }),
      );
    }
    board.set(p.cell, t);
  });
  if (errors) return;
  // The boards must be exactly what the history placed.
  game.players.forEach((pl, i) => {
    const fromHistory = new Map<string, string>(
      game.history!.filter((h) => h.player === i).map((h) => [h.cell, `${h.color} ${h.pattern}`]),
    );
    const cells = Object.entries(pl.cells).map(([k, t]) => [k, `${t!.color} ${t!.pattern}`] as const);
    const mismatch = cells.find(([k, t]) => fromHistory.get(k) !== t);
    if (mismatch || cells.length !== fromHistory.size) {
      add(
        ['players', i, 'cells'],
        msg('core.calico.file.notHistory', { cell: mismatch?.[0] ?? '', known: mismatch ? 'yes' : 'no' }),
      );
    }
  });
}
