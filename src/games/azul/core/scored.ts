// A game's score, worked out once per game object: the screen shows it and the saved summary reads it, so a tap
// scores once. A game is never changed once made, so its object stands for its content.
import type { AzulGame } from './game.ts';
import { scoreGame as scoreNow, type GameScore } from './score.ts';

const scores = new WeakMap<AzulGame, GameScore>();

export function scoreGame(game: AzulGame): GameScore {
  let s = scores.get(game);
  if (!s) scores.set(game, (s = scoreNow(game)));
  return s;
}
