// A game at a glance, for history and stats: per player name, total, place, scoring plays, closed paths, crossings.
import type { EndReason, KalikoGame } from './game.ts';
import { placesOf } from './ranking.ts';
import { replay, type GameState, type TurnProblem } from './turns.ts';

export interface PlayerSummary {
  name: string;
  total: number;
  place: number;
  /** Scoring plays made. */
  plays: number;
  tilesPlaced: number;
  exchanges: number;
  passes: number;
  /** Closed scoring paths formed. */
  closedPaths: number;
  /** Crossings in the scoring paths of their plays. */
  crossings: number;
  bestPlay: number;
}

export interface GameSummary {
  players: PlayerSummary[];
  turns: number;
  tilesOnTable: number;
  ended: EndReason | null;
  /** Problems of the first bad turn (an unreadable record scores only up to it). */
  problems: TurnProblem[];
}

/** `state` is the record replayed, when the caller has it already (a turn just added): replay(game) otherwise. */
export function summarise(game: KalikoGame, state: GameState = replay(game)): GameSummary {
  const places = placesOf(state.totals);
  const players: PlayerSummary[] = game.players.map((p, i) => ({
    name: p.name,
    total: state.totals[i]!,
    place: places[i]!,
    plays: 0,
    tilesPlaced: 0,
    exchanges: 0,
    passes: 0,
    closedPaths: 0,
    crossings: 0,
    bestPlay: 0,
  }));
  for (const t of state.turns) {
    const s = players[t.player]!;
    const turn = game.turns[t.index]!;
    if (turn.kind === 'play') {
      s.plays++;
      s.tilesPlaced += turn.tiles.length;
      s.bestPlay = Math.max(s.bestPlay, t.points);
      for (const p of t.paths) {
        if (p.closed) s.closedPaths++;
        s.crossings += p.crossingCount;
      }
    } else if (turn.kind === 'exchange') s.exchanges++;
    else s.passes++;
  }
  return {
    players,
    turns: state.turns.length,
    tilesOnTable: state.pattern.placed.length,
    ended: state.ended,
    problems: state.problems,
  };
}
