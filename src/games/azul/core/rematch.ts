// A rematch: the same players in the same seats, the same wall side, round 1 empty.
import { emptyRound } from './edits.ts';
import { GAME_FORMAT, GAME_VERSION, type AzulGame } from './game.ts';

export function rematch(last: AzulGame, id: string, at: string): AzulGame {
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id,
    createdAt: at,
    updatedAt: at,
    side: last.side,
    players: last.players.map((p) => ({ name: p.name })),
    rounds: [emptyRound(last.players.length)],
  };
}

export { isBlank } from './edits.ts';
