// Turns: replaying a game's record turn by turn, with running scores, hands, the bag and the end of the game.
// Everything follows from the record, so undoing a turn is just dropping it and replaying.
import { addTiles, emptyPattern, place, type Pattern, type Placed } from './pattern.ts';
import { checkPlay, tileOrdinal, type PathReport, type PlayProblem } from './play.ts';
import { TILE_COUNT, TILES, tileById, type Tile } from './tiles.ts';
import { END_REASON_TEXT, HAND_SIZE, type EndReason, type KalikoGame, type Turn } from './game.ts';

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
  /** "turns[4].tiles[1]: tile "…" was already played in turn 2". */
  error: string;
  /** For players: "Turn 5 (Ben), second tile: tile "…" was already played in turn 2". */
  plain: string;
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

const turnLabel = (game: KalikoGame, t: number): string => {
  const n = game.players.length;
  const name = n ? game.players[t % n]?.name : undefined;
  return `Turn ${t + 1}${name ? ` (${name})` : ''}`;
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
  return { pattern, turns: [], totals: game.players.map(() => 0), hands, bag, nextPlayer: 0, passesInRow: 0, ended: null, problems: [] };
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
  const say = (message: string): TurnProblem => ({ turn: game.turns.length, tile: null, path: 'ended', error: `ended: ${message}`, plain: `End of the game: ${message}`, rule: 'ended', cells: [] });
  if (state.ended && game.ended !== state.ended) {
    return say(`"${game.ended}" does not agree with the turns: the game ended because ${END_REASON_TEXT[state.ended]}`);
  }
  if (!state.ended && game.ended !== 'players') {
    return say(`"${game.ended}" does not agree with the turns: ${game.ended === 'bag-empty' ? 'no player has played their last tile with the bag empty' : 'the players have not all passed in succession'}`);
  }
  return null;
}

/**
 * Applies one turn to the state in place; returns its problems (and leaves the state unchanged) when it breaks a rule.
 */
export function applyTurn(state: GameState, game: KalikoGame, turn: Turn, t: number): TurnProblem[] {
  const at = `turns[${t}]`;
  const label = turnLabel(game, t);
  const fail = (rule: string, path: string, message: string, tile: number | null = null, cells: TurnProblem['cells'] = []): TurnProblem[] => [{
    turn: t, tile, path, rule, cells, error: `${path}: ${message}`, plain: `${label}${tile !== null ? `, ${tileOrdinal(tile)}` : ''}: ${message}`,
  }];
  const n = game.players.length;
  if (state.ended) return fail('after-end', at, `the game already ended (${END_REASON_TEXT[state.ended]}); no turn can follow`);
  if (turn.player !== state.nextPlayer) {
    const who = game.players[turn.player]?.name;
    return fail('turn-order', `${at}.player`, `it is ${game.players[state.nextPlayer]!.name}'s turn (players take turns in seat order), not ${who ?? `player ${turn.player}`}'s`);
  }
  const p = turn.player;
  let points = 0;
  let paths: PathReport[] = [];
  let unscored: PathReport[] = [];
  if (turn.kind === 'play') {
    const hand = state.hands[p]!;
    if (turn.tiles.length > hand) {
      return fail('hand-size', `${at}.tiles`, `${turn.tiles.length} tiles placed, but ${game.players[p]!.name} holds only ${hand}`);
    }
    const placed: Placed[] = [];
    for (let i = 0; i < turn.tiles.length; i++) {
      const x = turn.tiles[i]!;
      const tile = tileById(x.tile);
      if (!tile) return fail('unknown-tile', `${at}.tiles[${i}].tile`, `"${x.tile}" is not a Kaliko tile`, i);
      placed.push(place(tile, x.q, x.r, x.rotation));
    }
    const result = checkPlay(state.pattern, placed, (laid) => `turn ${laid + 1}`);
    if (!result.ok) {
      return result.problems.flatMap((pr: PlayProblem) =>
        fail(pr.rule, pr.tile === null ? `${at}.tiles` : `${at}.tiles[${pr.tile}]`, pr.message, pr.tile, pr.cells));
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
      return fail('exchange-count', `${at}.count`, state.bag === 0
        ? 'the bag is empty, so no tile can be exchanged'
        : `${turn.count} tiles exchanged, but at most ${most} can be (${state.hands[p]} in hand, ${state.bag} in the bag to draw from)`);
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
export function addTurn(game: KalikoGame, turn: Turn): { ok: true; game: KalikoGame; state: GameState; result: TurnResult } | { ok: false; problems: TurnProblem[] } {
  const state = replay(game);
  if (state.problems.length) return { ok: false, problems: state.problems };
  const problems = applyTurn(state, game, turn, game.turns.length);
  if (problems.length) return { ok: false, problems };
  return { ok: true, game: { ...game, turns: [...game.turns, turn] }, state, result: state.turns[state.turns.length - 1]! };
}
