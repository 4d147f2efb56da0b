// Turns: replaying a game's record turn by turn, with running scores, hands, the bag and the end of the game.
// Everything follows from the record, so undoing a turn is just dropping it and replaying.
import { msg, type Msg } from '../../shared/msg.ts';
import { addTiles, emptyPattern, place, type Pattern, type Placed } from './pattern.ts';
import { checkPlay, tileOrdinal, type PathReport, type PlayProblem } from './play.ts';
import { TILE_COUNT, TILES, tileById, type Tile } from './tiles.ts';
import { endReason, HAND_SIZE, type EndReason, type KalikoGame, type Turn } from './game.ts';

export interface TurnResult {
  /** 0-based index into game.turns. */
  index: number;
  player: number;
  kind: Turn['kind'];
  points: number;
  /** For a play: its scoring paths (main first) and the new paths that scored nothing. */
  paths: PathReport[];
  unscored: PathReport[];
  /** Every player's total after this turn. */
  totals: number[];
}

export interface TurnProblem {
  turn: number;
  /** Which tile of a play, when one tile is at fault. */
  tile: number | null;
  /** Where in the file: "turns[4].tiles[1]". */
  path: string;
  /** What is wrong: "tile "…" was already played in turn 2". */
  message: Msg;
  /** For players, with where: "Turn 5 (Ben), second tile: tile "…" was already played in turn 2". */
  plain: Msg;
  rule: string;
  cells: { q: number; r: number }[];
}

export interface GameState {
  pattern: Pattern;
  turns: TurnResult[];
  totals: number[];
  /** Tiles in each player's hand, and in the bag (tiles still to come = hands + bag). */
  hands: number[];
  bag: number;
  /** Whose turn is next (seat index). */
  nextPlayer: number;
  passesInRow: number;
  /** Set when the turns ended the game (bag-empty, all-passed) or the record says the players ended it. */
  ended: EndReason | null;
  /** The problems of the first turn that breaks a rule; the replay stops before it. */
  problems: TurnProblem[];
}

/** "Turn 5 (Ben)". */
const turnLabel = (game: KalikoGame, t: number): Msg => {
  const n = game.players.length;
  const name = (n ? game.players[t % n]?.name : undefined) ?? '';
  return msg('core.kaliko.turn', { turn: t + 1, name, named: name ? 'yes' : 'no' });
};

/** The state before any turn: the starting tile on (0, 0), hands dealt in seat order. */
export function initialState(game: KalikoGame): GameState {
  const pattern = emptyPattern();
  const start = tileById(game.start.tile);
  if (start) addTiles(pattern, [place(start, 0, 0, game.start.rotation)], -1);
  let bag = TILE_COUNT - 1;
  const hands = game.players.map(() => {
    const take = Math.min(HAND_SIZE, bag);
    bag -= take;
    return take;
  });
  return {
    pattern,
    turns: [],
    totals: game.players.map(() => 0),
    hands,
    bag,
    nextPlayer: 0,
    passesInRow: 0,
    ended: null,
    problems: [],
  };
}

/** Replays every turn; stops at the first turn that breaks a rule and reports it. */
export function replay(game: KalikoGame): GameState {
  const state = initialState(game);
  for (let t = 0; t < game.turns.length; t++) {
    const problems = applyTurn(state, game, game.turns[t]!, t);
    if (problems.length) {
      state.problems = problems;
      return state;
    }
  }
  if (game.ended) {
    const problem = endProblem(game, state);
    if (problem) state.problems = [problem];
    else state.ended ??= game.ended;
  }
  return state;
}

function endProblem(game: KalikoGame, state: GameState): TurnProblem | null {
  const say = (message: Msg): TurnProblem => ({
    turn: game.turns.length,
    tile: null,
    path: 'ended',
    message,
    plain: msg('core.kaliko.end.problem', { problem: message }),
    rule: 'ended',
    cells: [],
  });
  if (state.ended && game.ended !== state.ended) {
    return say(msg('core.kaliko.end.disagrees', { recorded: game.ended ?? '', reason: endReason(state.ended) }));
  }
  if (!state.ended && game.ended !== 'players') {
    return say(
      msg(game.ended === 'bag-empty' ? 'core.kaliko.end.notBagEmpty' : 'core.kaliko.end.notAllPassed', {
        recorded: game.ended ?? '',
      }),
    );
  }
  return null;
}

/**
 * Applies one turn to the state in place; returns its problems (and leaves the state unchanged) when it breaks a rule.
 */
export function applyTurn(state: GameState, game: KalikoGame, turn: Turn, t: number): TurnProblem[] {
  const at = `turns[${t}]`;
  const label = turnLabel(game, t);
  const fail = (
    rule: string,
    path: string,
    message: Msg,
    tile: number | null = null,
    cells: TurnProblem['cells'] = [],
  ): TurnProblem[] => [
    {
      turn: t,
      tile,
      path,
      rule,
      cells,
      message,
      plain:
        tile === null
          ? msg('core.kaliko.turnProblem', { turn: label, problem: message })
          : msg('core.kaliko.tileProblem', { turn: label, tile: tileOrdinal(tile), problem: message }),
    },
  ];
  const n = game.players.length;
  if (state.ended) return fail('after-end', at, msg('core.kaliko.afterEnd', { reason: endReason(state.ended) }));
  if (turn.player !== state.nextPlayer) {
    const who = game.players[turn.player]?.name;
    return fail(
      'turn-order',
      `${at}.player`,
      msg('core.kaliko.turnOrder', {
        next: game.players[state.nextPlayer]!.name,
        who: who ?? '',
        named: who ? 'yes' : 'no',
        seat: turn.player,
      }),
    );
  }
  const p = turn.player;
  let points = 0;
  let paths: PathReport[] = [];
  let unscored: PathReport[] = [];
  if (turn.kind === 'play') {
    const hand = state.hands[p]!;
    if (turn.tiles.length > hand) {
      return fail(
        'hand-size',
        `${at}.tiles`,
        msg('core.kaliko.handSize', { count: turn.tiles.length, name: game.players[p]!.name, hand }),
      );
    }
    const placed: Placed[] = [];
    for (let i = 0; i < turn.tiles.length; i++) {
      const x = turn.tiles[i]!;
      const tile = tileById(x.tile);
      if (!tile)
        return fail('unknown-tile', `${at}.tiles[${i}].tile`, msg('core.kaliko.unknownTile', { id: x.tile }), i);
      placed.push(place(tile, x.q, x.r, x.rotation));
    }
    const result = checkPlay(state.pattern, placed);
    if (!result.ok) {
      return result.problems.flatMap((pr: PlayProblem) =>
        fail(pr.rule, pr.tile === null ? `${at}.tiles` : `${at}.tiles[${pr.tile}]`, pr.message, pr.tile, pr.cells),
      );
    }
    points = result.points;
    paths = result.paths;
    unscored = result.unscored;
    addTiles(state.pattern, placed, t);
    const drawn = Math.min(placed.length, state.bag);
    state.bag -= drawn;
    state.hands[p] = hand - placed.length + drawn;
    state.passesInRow = 0;
    if (state.hands[p] === 0 && state.bag === 0) state.ended = 'bag-empty';
  } else if (turn.kind === 'exchange') {
    const most = Math.min(state.hands[p]!, state.bag);
    if (turn.count > most) {
      return fail(
        'exchange-count',
        `${at}.count`,
        state.bag === 0
          ? msg('core.kaliko.exchange.emptyBag')
          : msg('core.kaliko.exchange.tooMany', { count: turn.count, most, hand: state.hands[p]!, bag: state.bag }),
      );
    }
    state.passesInRow = 0;
  } else {
    state.passesInRow++;
    if (state.passesInRow >= n) state.ended = 'all-passed';
  }
  state.totals[p]! += points;
  state.nextPlayer = (p + 1) % n;
  state.turns.push({ index: t, player: p, kind: turn.kind, points, paths, unscored, totals: [...state.totals] });
  return [];
}

/** Tiles not on the table (the bag plus the players' hands), in catalogue order. */
export function tilesToCome(state: GameState): Tile[] {
  return TILES.filter((t) => state.pattern.laidIn[t.index] === undefined);
}

/** The game without its last k turns (and so not ended): replaying it rescores exactly. */
export function undoTurns(game: KalikoGame, k = 1): KalikoGame {
  const { ended: _e, finishedAt: _f, ...rest } = game;
  return { ...rest, turns: game.turns.slice(0, Math.max(0, game.turns.length - k)) };
}

/** The game with one more turn, when it is legal; else the turn's problems. */
export function addTurn(
  game: KalikoGame,
  turn: Turn,
): { ok: true; game: KalikoGame; state: GameState; result: TurnResult } | { ok: false; problems: TurnProblem[] } {
  const state = replay(game);
  if (state.problems.length) return { ok: false, problems: state.problems };
  const problems = applyTurn(state, game, turn, game.turns.length);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    game: { ...game, turns: [...game.turns, turn] },
    state,
    result: state.turns[state.turns.length - 1]!,
  };
}
