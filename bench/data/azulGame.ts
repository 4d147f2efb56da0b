// The Azul benchmark game: four players, six rounds, busy but legal. In rounds 1–4 each player gives rows 1–4 one
// tile each (a diagonal shifted per round and per player), so those rows hold 4 tiles; round 5 starts row 5; round
// 6 completes row 1 (the game ends) and adds to row 5. Floors vary; the marker goes round the table.
import { GAME_FORMAT, GAME_VERSION, type AzulGame } from '../../src/games/azul/core/game.ts';

export const ROUNDS = 6;
export const cellsOf = (p: number, r: number): { row: number; col: number }[] =>
  r < 4
    ? [0, 1, 2, 3].map((row) => ({ row, col: (row + r + p) % 5 }))
    : r === 4
      ? [{ row: 4, col: p }]
      : [
          { row: 0, col: (4 + p) % 5 },
          { row: 4, col: (p + 1) % 5 },
        ];

export const benchGame = (): AzulGame => ({
  format: GAME_FORMAT,
  version: GAME_VERSION,
  id: 'bench',
  createdAt: '2026-11-22T20:00:00.000Z',
  updatedAt: '2026-11-22T20:00:00.000Z',
  side: 'coloured',
  players: ['Ana', 'Ben', 'Cy', 'Di'].map((name) => ({ name })),
  rounds: Array.from({ length: ROUNDS }, (_, r) => ({
    players: [0, 1, 2, 3].map((p) => ({
      tiles: cellsOf(p, r),
      floor: (r + p) % 4,
      ...(p === r % 4 ? { firstPlayer: true } : {}),
    })),
  })).map((round) => ({
    players: round.players.map((e) => (e.firstPlayer && e.floor === 0 ? { ...e, floor: 1 } : e)),
  })),
});
