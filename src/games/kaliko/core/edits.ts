// Changes to a Kaliko game as small operations. A save applies each to the newest stored game, so an edit made
// against an older record (another tab added a turn meanwhile) is refused rather than written over it.
import { msg, type Msg } from '../../shared/msg.ts';
import { series } from '../../shared/words.ts';
import { renamed, withName } from '../../shared/names.ts';
import { reseated, seatsTooLate } from '../../shared/seats.ts';
import { isBlank } from './rematch.ts';
import {
  addTurn,
  endReason,
  replay,
  undoTurns,
  type GameState,
  type KalikoGame,
  type TilePlacement,
  type Turn,
} from './index.ts';

export type KalikoEdit =
  /** Adds the turn as turn number `at` (0-based); refused when the record no longer has `at` turns. */
  | { kind: 'turn'; at: number; turn: Turn }
  /** Drops the turns from `to` on, while the record has exactly `from` turns (undo). */
  | { kind: 'undo'; from: number; to: number }
  /** The play being entered (tiles not yet scored); an empty list clears it. */
  | { kind: 'draft'; tiles: TilePlacement[] }
  /** The players end the game now. */
  | { kind: 'end' }
  /** Takes back the players' end. */
  | { kind: 'resume' }
  /** Closes the game (ending it if the turns did not). */
  | { kind: 'finish' }
  | { kind: 'reopen' }
  /** The player's name from now on (checked as at setup); their seat and every turn stay. */
  | { kind: 'rename'; player: number; name: string }
  /** The seat order (`order[k]`: the seat before of who sits k-th; the first plays first); only before the first
   * turn. */
  | { kind: 'seats'; order: number[] };

export type KalikoEditResult = { ok: true; game: KalikoGame } | { ok: false; game: KalikoGame; reason: Msg };

const refuse = (game: KalikoGame, reason: Msg): KalikoEditResult => ({ ok: false, game, reason });

function without<K extends keyof KalikoGame>(game: KalikoGame, ...keys: K[]): KalikoGame {
  const copy = { ...game };
  for (const k of keys) delete copy[k];
  return copy;
}

// A turn's edit replays the record to check the turn: the state it ends in is kept with the game it returns, so
// that showing that game does not replay the record a second time. Nothing changes a game or its state once made.
const replayed = new WeakMap<KalikoGame, GameState>();

/** The record replayed: as the edit that made `game` left it, or replayed now. */
export const replayOf = (game: KalikoGame): GameState => replayed.get(game) ?? replay(game);

export function applyKalikoEdit(game: KalikoGame, edit: KalikoEdit, at: string): KalikoEditResult {
  switch (edit.kind) {
    case 'turn': {
      if (game.turns.length !== edit.at)
        return refuse(game, msg('core.kaliko.edit.turnAdded', { count: game.turns.length, expected: edit.at }));
      if (game.finishedAt) return refuse(game, msg('core.kaliko.edit.finished'));
      const r = addTurn(game, edit.turn);
      if (!r.ok) return refuse(game, series(r.problems.map((p) => p.plain)));
      const next = { ...without(r.game, 'draft'), updatedAt: at };
      replayed.set(next, r.state); // what replay(next) gives: a game that takes a turn has no recorded end
      return { ok: true, game: next };
    }
    case 'undo': {
      if (game.turns.length !== edit.from)
        return refuse(game, msg('core.kaliko.edit.changed', { count: game.turns.length, expected: edit.from }));
      if (edit.to < 0 || edit.to > edit.from)
        return refuse(game, msg('core.kaliko.edit.noTurn', { turn: edit.to + 1 }));
      return { ok: true, game: { ...undoTurns(game, edit.from - edit.to), updatedAt: at } };
    }
    case 'draft': {
      if (edit.tiles.length > 7) return refuse(game, msg('core.kaliko.edit.tooMany'));
      return {
        ok: true,
        game: edit.tiles.length
          ? { ...game, draft: edit.tiles, updatedAt: at }
          : { ...without(game, 'draft'), updatedAt: at },
      };
    }
    case 'end': {
      const s = replay(game);
      if (s.ended) return refuse(game, msg('core.kaliko.edit.ended', { reason: endReason(s.ended) }));
      return { ok: true, game: { ...without(game, 'draft'), ended: 'players', updatedAt: at } };
    }
    case 'resume': {
      if (game.ended !== 'players') return refuse(game, msg('core.kaliko.edit.notByPlayers'));
      return { ok: true, game: { ...without(game, 'ended', 'finishedAt'), updatedAt: at } };
    }
    case 'finish': {
      if (game.finishedAt) return refuse(game, msg('core.shared.edit.finished'));
      const ended = replay(game).ended;
      return {
        ok: true,
        game: {
          ...without(game, 'draft'),
          ...(ended ? {} : { ended: 'players' as const }),
          finishedAt: at,
          updatedAt: at,
        },
      };
    }
    case 'reopen': {
      if (!game.finishedAt) return refuse(game, msg('core.shared.edit.notFinished'));
      const g = without(game, 'finishedAt');
      return { ok: true, game: { ...(game.ended === 'players' ? without(g, 'ended') : g), updatedAt: at } };
    }
    case 'seats': {
      if (!isBlank(game)) return refuse(game, seatsTooLate());
      const players = reseated(game.players, edit.order);
      return Array.isArray(players) ? { ok: true, game: { ...game, players, updatedAt: at } } : refuse(game, players);
    }
    case 'rename': {
      const r = renamed(game.players, edit.player, edit.name);
      if (!r.ok) return refuse(game, r.reason);
      const next = { ...game, players: withName(game.players, edit.player, r.name), updatedAt: at };
      const state = replayed.get(game);
      if (state && !state.problems.length) replayed.set(next, state); // names play no part in a replay without problems
      return { ok: true, game: next };
    }
  }
}

/** The edit that takes `edit` back, from the game before it and after it; null when it cannot be taken back. */
export function inverseOf(before: KalikoGame, after: KalikoGame, edit: KalikoEdit): KalikoEdit | null {
  switch (edit.kind) {
    case 'turn':
      return { kind: 'undo', from: edit.at + 1, to: edit.at };
    case 'undo':
      return null; // redo of an undo is the turn kept by the store
    case 'draft':
      return { kind: 'draft', tiles: before.draft ?? [] };
    case 'end':
      return { kind: 'resume' };
    case 'resume':
      return before.ended === 'players' ? { kind: 'end' } : null;
    case 'finish':
      return after.finishedAt ? { kind: 'reopen' } : null;
    case 'reopen':
      return { kind: 'finish' };
    case 'rename':
      return { kind: 'rename', player: edit.player, name: before.players[edit.player]?.name ?? edit.name };
    case 'seats':
      return null; // not an undo step (Undo takes back turns)
  }
}

/** What an edit sets, for the saver (a failed older draft is never written over a newer one). */
export const targetOf = (e: KalikoEdit): string | null =>
  e.kind === 'draft'
    ? 'draft'
    : e.kind === 'finish' || e.kind === 'reopen'
      ? 'finish'
      : e.kind === 'rename'
        ? `name ${e.player}`
        : e.kind === 'seats'
          ? 'seats'
          : null;
