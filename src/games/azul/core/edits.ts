// Changes to an Azul game as small operations (like Calico's): a save applies the operation to the newest stored
// game, so two tabs entering different players' rounds both keep their entries. Every edit is checked against
// the game's rules (checkGame) after it is applied: an edit that would leave an impossible game is refused, with
// the reason in plain words, and nothing changes. Rounds, rows and columns are 0-based here, 1-based in messages.
import { msg, type Msg } from '../../shared/msg.ts';
import { renamed, withName } from '../../shared/names.ts';
import { reseated, seatsTooLate } from '../../shared/seats.ts';
import { colorName } from './explain.ts';
import { checkGame } from './format.ts';
import { MAX_FLOOR, type AzulGame, type PlayerRound, type Round } from './game.ts';
import { scoreGame } from './score.ts';
import { isInside, patternColor, type Color } from './wall.ts';

export type AzulEdit =
  /** Puts this round's new tile of `row` on `col` (the colour is required on the grey side). */
  | { kind: 'tile'; round: number; player: number; row: number; col: number; color?: Color }
  /** Takes this round's new tile of `row` off the wall. */
  | { kind: 'untile'; round: number; player: number; row: number }
  /** The floor count, 0–7: tiles on the floor line plus the first-player marker if this player took it. */
  | { kind: 'floor'; round: number; player: number; floor: number }
  /** Who took the first-player marker this round (null: nobody yet). It fills a floor slot: a floor of 0 becomes 1. */
  | { kind: 'marker'; round: number; player: number | null }
  /** Adds round `round` (it must be the next one), empty for every player. */
  | { kind: 'addRound'; round: number }
  /** Removes round `round` again: only the last one, and only while nothing is entered in it. */
  | { kind: 'dropRound'; round: number }
  | { kind: 'finish' }
  | { kind: 'reopen' }
  /** The player's name from now on (checked as at setup); their seat and every round entered stay. */
  | { kind: 'rename'; player: number; name: string }
  /** The seat order (`order[k]`: the seat before of who sits k-th; the first starts round 1); only while nothing
   * is entered. */
  | { kind: 'seats'; order: number[] };

export type AzulEditResult = { ok: true; game: AzulGame } | { ok: false; game: AzulGame; reason: Msg };

const refuse = (game: AzulGame, reason: Msg): AzulEditResult => ({ ok: false, game, reason });
const emptyEntry = (): PlayerRound => ({ tiles: [], floor: 0 });
export const emptyRound = (players: number): Round => ({ players: Array.from({ length: players }, emptyEntry) });

/** Nothing entered: no tile, floor or first-player marker in any round. */
export const isBlank = (g: AzulGame): boolean =>
  g.rounds.every((r) => r.players.every((e) => e.tiles.length === 0 && e.floor === 0 && !e.firstPlayer));

/** What an edit sets, for the saver: a failed older edit is never written over a newer one on the same thing. */
export function targetOf(edit: AzulEdit): string | null {
  switch (edit.kind) {
    case 'tile':
    case 'untile':
      return `tile ${edit.round} ${edit.player} ${edit.row}`;
    case 'floor':
      return `floor ${edit.round} ${edit.player}`;
    case 'marker':
      return `marker ${edit.round}`;
    case 'addRound':
    case 'dropRound':
      return `round ${edit.round}`;
    case 'finish':
    case 'reopen':
      return 'finish';
    case 'rename':
      return `name ${edit.player}`;
    case 'seats':
      return 'seats';
  }
}

/** The game has ended: some wall has a complete row (the round that completed it is the last one). */
export const hasEnded = (game: AzulGame): boolean => scoreGame(game).ended;

/** Applies one edit at time `at` (which becomes updatedAt), or refuses it with a reason in plain words. */
export function applyEdit(game: AzulGame, edit: AzulEdit, at: string): AzulEditResult {
  const r = change(game, edit);
  if (!('rounds' in r)) return refuse(game, r);
  // A plain copy, then the stamps: `{ ...r }` alone is a fast clone, a spread with more fields is the generic copy.
  const next: AzulGame = { ...r };
  next.updatedAt = at;
  if (edit.kind === 'finish') next.finishedAt = at;
  if (next.finishedAt && !hasEnded(next)) {
    return refuse(game, msg('core.azul.edit.wouldNotEnd'));
  }
  const problems = checkGame(next);
  if (problems.length) return refuse(game, problems[0]!.words);
  return { ok: true, game: next };
}

/** The changed game, or why the edit cannot apply (before the whole game is checked again). */
function change(game: AzulGame, edit: AzulEdit): AzulGame | Msg {
  if ('player' in edit && edit.player !== null && !game.players[edit.player])
    return msg('core.shared.edit.noPlayer', { player: edit.player + 1 });
  if (edit.kind === 'seats') {
    if (!isBlank(game)) return seatsTooLate();
    const players = reseated(game.players, edit.order);
    if (!Array.isArray(players)) return players;
    return { ...game, players, rounds: game.rounds.map((r) => ({ players: edit.order.map((i) => r.players[i]!) })) };
  }
  if (edit.kind === 'rename') {
    const r = renamed(game.players, edit.player, edit.name);
    return r.ok ? { ...game, players: withName(game.players, edit.player, r.name) } : r.reason;
  }
  if (edit.kind !== 'finish' && edit.kind !== 'reopen' && edit.kind !== 'addRound' && !game.rounds[edit.round]) {
    return msg('core.azul.edit.noRound', { round: edit.round + 1 });
  }
  const name = (p: number) => game.players[p]!.name;
  /** The game with one player's entry of round `r` replaced. */
  const withEntry = (r: number, p: number, f: (e: PlayerRound) => PlayerRound): AzulGame => ({
    ...game,
    rounds: game.rounds.map((round, i) =>
      i === r ? { players: round.players.map((e, j) => (j === p ? f(e) : e)) } : round,
    ),
  });
  switch (edit.kind) {
    case 'tile': {
      const { round: r, player: p, row, col } = edit;
      if (!isInside(row, col)) return msg('core.azul.edit.outside');
      const entry = game.rounds[r]!.players[p]!;
      const here = entry.tiles.find((t) => t.row === row);
      if (here && here.col !== col) {
        return msg('core.azul.edit.rowTaken', { name: name(p), row: row + 1, col: here.col + 1 });
      }
      for (let k = 0; k < game.rounds.length; k++) {
        if (k === r) continue;
        if (game.rounds[k]!.players[p]?.tiles.some((t) => t.row === row && t.col === col)) {
          return msg('core.azul.edit.cellTiled', { name: name(p), row: row + 1, col: col + 1, round: k + 1 });
        }
      }
      let color: Color | undefined = edit.color;
      if (game.side === 'grey') {
        if (!color) return msg('core.azul.edit.needsColour');
      } else {
        if (color && color !== patternColor(row, col))
          return msg('core.azul.edit.wrongColour', {
            row: row + 1,
            col: col + 1,
            printed: colorName(patternColor(row, col)),
            given: colorName(color),
          });
        color = undefined; // the printed colour is meant
      }
      const tile = color ? { row, col, color } : { row, col };
      // Kept in the order placed (scoring sorts its own copy), so the last tile placed can be taken back first.
      return withEntry(r, p, (e) => ({ ...e, tiles: [...e.tiles.filter((t) => t.row !== row), tile] }));
    }
    case 'untile': {
      const entry = game.rounds[edit.round]!.players[edit.player]!;
      if (!entry.tiles.some((t) => t.row === edit.row))
        return msg('core.azul.edit.noTile', { name: name(edit.player), row: edit.row + 1, round: edit.round + 1 });
      return withEntry(edit.round, edit.player, (e) => ({ ...e, tiles: e.tiles.filter((t) => t.row !== edit.row) }));
    }
    case 'floor': {
      const { floor } = edit;
      if (!Number.isInteger(floor) || floor < 0 || floor > MAX_FLOOR) return msg('core.azul.edit.floorRange');
      const entry = game.rounds[edit.round]!.players[edit.player]!;
      if (entry.firstPlayer && floor < 1) return msg('core.azul.edit.floorMarker', { name: name(edit.player) });
      return withEntry(edit.round, edit.player, (e) => ({ ...e, floor }));
    }
    case 'marker': {
      const r = edit.round;
      return {
        ...game,
        rounds: game.rounds.map((round, i) =>
          i !== r
            ? round
            : {
                players: round.players.map((e, j) => {
                  const { firstPlayer: _f, ...rest } = e;
                  return j === edit.player ? { ...rest, firstPlayer: true, floor: Math.max(1, e.floor) } : rest;
                }),
              },
        ),
      };
    }
    case 'addRound': {
      if (edit.round !== game.rounds.length) {
        return edit.round < game.rounds.length
          ? msg('core.azul.edit.roundAdded', { round: edit.round + 1 })
          : msg('core.azul.edit.roundFirst', { round: game.rounds.length + 1 });
      }
      const score = scoreGame(game);
      if (score.ended) {
        const who = score.players.find((pl) => pl.rounds[score.endedAfterRound!]?.completedRows.length);
        return msg('core.azul.edit.ended', {
          round: score.endedAfterRound! + 1,
          name: who?.name ?? '',
          named: who ? 'yes' : 'no',
        });
      }
      return { ...game, rounds: [...game.rounds, emptyRound(game.players.length)] };
    }
    case 'dropRound': {
      if (edit.round !== game.rounds.length - 1) return msg('core.azul.edit.dropLast');
      const round = game.rounds[edit.round]!;
      if (round.players.some((e) => e.tiles.length || e.floor || e.firstPlayer))
        return msg('core.azul.edit.dropEntries', { round: edit.round + 1 });
      return { ...game, rounds: game.rounds.slice(0, -1) };
    }
    case 'finish':
      if (game.finishedAt) return msg('core.shared.edit.finished');
      if (!hasEnded(game)) return msg('core.azul.edit.notEnded');
      return game; // finishedAt is set to `at` by applyEdit
    case 'reopen': {
      if (!game.finishedAt) return msg('core.shared.edit.notFinished');
      const { finishedAt: _f, ...rest } = game;
      return rest;
    }
  }
}
