// The shape of one Kaliko game, as the core replays it and the game file stores it (docs/kaliko-format.md).
import { msg, type Msg } from '../../shared/msg.ts';
import type { TileId } from './tiles.ts';

export const KALIKO_FORMAT = 'tile-tally/kaliko';
export const KALIKO_VERSION = 1;

export const MAX_PLAYERS = 4;
/** Tiles in a full hand; a play places at most this many. */
export const HAND_SIZE = 7;
/** Upper bound on the turns of one file (exchanges could in theory go on for ever). */
export const MAX_TURNS = 1000;

/** A tile laid on the table: which tile, its cell in axial coordinates, and its rotation (0–5). */
export interface TilePlacement {
  tile: TileId;
  q: number;
  r: number;
  rotation: number;
}

export type Turn =
  | { player: number; kind: 'play'; tiles: TilePlacement[] }
  | { player: number; kind: 'exchange'; count: number }
  | { player: number; kind: 'pass' };

export type EndReason = 'bag-empty' | 'all-passed' | 'players';

export interface KalikoPlayer {
  name: string;
}

export interface KalikoGame {
  format: typeof KALIKO_FORMAT;
  version: number;
  id: string;
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
  /** Seat order = turn order: turn t belongs to players[t mod n]. */
  players: KalikoPlayer[];
  /** The starting tile, always on cell (0, 0). */
  start: { tile: TileId; rotation: number };
  turns: Turn[];
  /** Why the game ended; 'bag-empty' and 'all-passed' must agree with the turns, 'players' is the table's choice. */
  ended?: EndReason;
  /** The play being entered and not yet scored (tiles placed on the phone, in entry order): kept so a reload
   * mid-turn loses nothing. Not a turn: it is never replayed or scored, only checked for shape. */
  draft?: TilePlacement[];
}

/** Why the game ended, as the rest of a sentence: "a player played their last tile with the bag empty". */
export const endReason = (reason: EndReason): Msg => msg(`core.kaliko.end.${reason}`);
