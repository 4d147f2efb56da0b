// One Azul game as the core scores it and as the game file stores it (docs/azul-format.md).
import type { Color, Side } from './wall.ts';

export const GAME_FORMAT = 'tile-tally/azul';
export const GAME_VERSION = 1;
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;
/** More rounds than any real game has; the file refuses more. */
export const MAX_ROUNDS = 30;
export const MAX_FLOOR = 7;

/** A tile moved to the wall: `color` is required on the grey side; on the coloured side it may be given and must match. */
export interface WallTile {
  row: number;
  col: number;
  color?: Color;
}

/** One player's part of one round. */
export interface PlayerRound {
  /** The tiles moved to the wall this round, at most one per row, in any order (they are scored top to bottom). */
  tiles: WallTile[];
  /** Floor count 0–7: tiles on the floor plus the first-player marker if this player took it ("7 or more" is 7). */
  floor: number;
  /** This player took the first-player marker this round (it is counted in `floor`) and starts the next one. */
  firstPlayer?: boolean;
}

export interface Round {
  /** One entry per player, in seat order. */
  players: PlayerRound[];
}

export interface Player {
  name: string;
}

export interface AzulGame {
  format: typeof GAME_FORMAT;
  version: number;
  id: string;
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
  side: Side;
  players: Player[];
  rounds: Round[];
}
