// What every game gives the shell: its core (pure: parse, summarise, apply an edit) and its screens. The shell
// (home, history, review, stats, backup, storage) knows games only through these.
import type { ComponentType } from 'react';
import type { Msg } from './shared/msg.ts';
import type { FileProblem } from './shared/issues.ts';

export type GameKind = 'calico' | 'azul' | 'kaliko';

/** The fields every game file has; the rest is the game's own. */
export interface GameDoc {
  format: string;
  version: number;
  id: string;
  createdAt: string;
  updatedAt: string;
  /** Set when the players closed the game; a later change keeps it finished (updatedAt > finishedAt: edited). */
  finishedAt?: string;
  players: { name: string }[];
}

/** Every game's edit set has this one: the player's name from now on, checked as at setup. */
export type RenameEdit = { kind: 'rename'; player: number; name: string };

export type EditResult<D> = { ok: true; game: D } | { ok: false; game: D; reason: Msg };
/** Applies one edit at time `at` (which becomes updatedAt); refused with a reason in plain words. */
export type ApplyEdit<D = GameDoc, E = unknown> = (doc: D, edit: E, at: string) => EditResult<D>;

export interface PlayerResult {
  name: string;
  total: number;
  /** 1 = first; shared places repeat. */
  place: number;
  /** Points by category (ids from the game's `categories`), for stats. */
  parts: Record<string, number>;
  /** Yes/no facts counted as rates in stats (Calico: rainbow button earned = 1). */
  facts?: Record<string, number>;
  /** Things this player had, tallied in stats (Calico: the goals on the board). */
  tags?: string[];
}

/** What history and stats need of a game, computed when it is saved. */
export interface GameSummary {
  /** Everything is entered (every board full, the last round played): the score is final. */
  complete: boolean;
  /** Scored from a full record of play (Calico played along), not only from the end state. */
  exact?: boolean;
  /** Things the whole table had, tallied in stats (Calico: the cats in play). */
  tags?: string[];
  players: PlayerResult[];
  /** The game's own small picture data for the history list (drawn by its Thumb). */
  thumb: unknown;
}

export type ParseResult<D> = { ok: true; game: D } | { ok: false; problems: readonly FileProblem[] };

export interface GameCore<D extends GameDoc = GameDoc, E = unknown> {
  kind: GameKind;
  /** The game file format name(s) this core reads; the first is the one it writes. */
  formats: readonly string[];
  /** Validates (and migrates) a game file; its problems are messages (where and what). Never throws. */
  parse(x: unknown): ParseResult<D>;
  summarise(doc: D): GameSummary;
  applyEdit: ApplyEdit<D, E>;
  /** Categories of points in display order, for stats. */
  categories: readonly { id: string; label: Msg }[];
  /** Names for the facts and tags of summaries, for stats (ids the game does not know are shown as they are). */
  labels?: Record<string, Msg>;
  /** What an edit sets ("cell 0 2,3"), so a failed older edit is never written over a newer one on the same
   * thing that committed meanwhile; null for edits whose order matters otherwise. */
  targetOf?(edit: E): string | null;
  /** Whose part of the game an edit changes (a player's index: their board, wall or turn); null for what the
   * table shares (finishing, names, seats). A live game's phone changes only its own player's part unless told. */
  partOf?(edit: E): number | null;
  /** A new game for the same table: the same players in the same seats, nothing entered (pure: id and time given). */
  rematch(last: D, id: string, at: string): D;
  /** Nothing is entered in it (no tile, round, turn or correction): a game left like this is not kept. */
  isBlank(doc: D): boolean;
}

/** A game's pure core as storage, workers and the command line know it before loading it: its kind, the formats
 * it reads and how to load it (no screens: see cores.ts). */
export interface CoreEntry {
  kind: GameKind;
  formats: readonly string[];
  load(): Promise<GameCore>;
}

export interface StoredGame<D extends GameDoc = GameDoc> {
  doc: D;
  rev: number;
}

export interface GameScreens<D extends GameDoc = GameDoc> {
  /** The new-game form; it opens the game when started. */
  Setup: ComponentType;
  /** Entering the game at the table (the game is open in the game's store). */
  Play: ComponentType;
  /** The results of the open game, with what closes it. */
  Results: ComponentType;
  /** Opens a stored game in the game's store (before Play or Results show). `player`: the one whose part this phone
   * enters (its seat in a live game), shown first where one player's part is shown at a time. */
  open(stored: StoredGame<D>, player?: number): void;
  /** The id of the game open in the game's store, if any. */
  openId(): string | null;
  /** Shows player `player`'s part, where one player's part is shown at a time: a live game's seat learnt after the
   * game opened (a reload opens it before the live link has started). Games that keep the place shown need none. */
  showSeat?(player: number): void;
  /** The score sheet, read-only (results and review). */
  Sheet: ComponentType<{ doc: D }>;
  /** A small picture for the history list. `blank`: only its frame, in the same box and with the same label (a
   * card below the first screen, drawn in full a frame later). */
  Thumb: ComponentType<{ thumb: unknown; label: string; blank?: boolean }>;
}

export type WithBoard<D> =
  | {
      ok: true;
      game: D;
      /** Cells or entries already entered that the board replaces. */ replaced: number;
      /** What else changes. */ note?: Msg;
    }
  | { ok: false; reason: Msg };

/** How a game travels between phones (src/share/, docs/sharing.md). Pure: no React, DOM or storage. */
export interface GameShare<D extends GameDoc = GameDoc> {
  /** The game for players joining: the same setup with nothing entered. */
  setup(doc: D): D;
  /** The game a player enters on their own phone: only their seat, nothing entered, under `id`. */
  seatGame(setup: D, seat: number, id: string, at: string): D;
  /** One seat's board as it travels (seat 0 of a seat game is its only player). */
  board(doc: D, seat: number): unknown;
  /** The game with `board` put in `seat`, checked like any game file; or why it cannot be. */
  withBoard(doc: D, seat: number, board: unknown, at: string): WithBoard<D>;
  /** How much of a board is entered ("22 cells"). */
  /** The seat's board as the game's Thumb draws it: the picture a host sees before accepting a board. */
  boardThumb(doc: D, seat: number): unknown;
  boardSize(doc: D, seat: number): Msg;
  /** A smaller form of the game for links, and back (what comes back is parsed like any file). */
  pack?(doc: D): unknown;
  unpack?(packed: unknown): unknown;
}

export interface GameModule<D extends GameDoc = GameDoc, E = unknown> {
  core: GameCore<D, E>;
  screens: GameScreens<D>;
  /** Players enter their own boards on their own phones (games without it are only copied whole). */
  share?: GameShare<D>;
}
