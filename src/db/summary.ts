// What history and stats need of a game, computed once when it is saved.
import { scoreGame, type Game } from '../calico/index.ts';

export interface PlayerSummary {
  name: string;
  board: string;
  total: number;
  place: number;
  goals: number;
  buttons: number;
  cats: number;
  rainbow: boolean;
  goalIds: string[];
}

export interface GameSummary {
  finished: boolean;
  exact: boolean;
  catIds: string[];
  players: PlayerSummary[];
}

export function summarise(game: Game): GameSummary {
  const score = scoreGame(game);
  return {
    finished: score.finished,
    exact: score.source === 'history',
    catIds: game.cats.map((c) => c.cat),
    players: score.players.map((p, i) => ({
      name: p.name,
      board: game.players[i]!.board,
      total: p.total,
      place: p.place,
      goals: p.points.goals,
      buttons: p.points.buttons + p.points.rainbow,
      cats: p.points.cats,
      rainbow: p.rainbow.earned,
      goalIds: [...game.players[i]!.goals],
    })),
  };
}
