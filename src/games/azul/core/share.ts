// How an Azul game travels between phones (docs/sharing.md): a seat's board is that player's wall tiles and floor
// for every round; the host's game takes them round by round.
import { problemList } from '../../shared/issues.ts';
import type { GameShare } from '../../types.ts';
import { emptyRound, parseGame, scoreGame, type AzulGame, type PlayerRound } from './index.ts';
import { packWall, type Thumb } from './gameSummary.ts';
import { msg } from '../../shared/msg.ts';

const isEntered = (e: PlayerRound | undefined): boolean =>
  !!e && (e.tiles.length > 0 || e.floor > 0 || !!e.firstPlayer);
const sameEntry = (a: PlayerRound | undefined, b: PlayerRound | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const azulShare: GameShare<AzulGame> = {
  setup(doc) {
    const { finishedAt: _f, ...rest } = doc;
    return { ...rest, rounds: [emptyRound(doc.players.length)] };
  },
  seatGame(setup, seat, id, at) {
    const { finishedAt: _f, ...rest } = setup;
    return { ...rest, id, createdAt: at, updatedAt: at, players: [setup.players[seat]!], rounds: [emptyRound(1)] };
  },
  board: (doc, seat) => doc.rounds.map((r) => r.players[seat] ?? { tiles: [], floor: 0 }),
  withBoard(doc, seat, board, at) {
    if (!Array.isArray(board)) return { ok: false, reason: msg('core.shared.board.none', { game: 'Azul' }) };
    if (!doc.players[seat]) return { ok: false, reason: msg('core.shared.board.noSeat', { seat: seat + 1 }) };
    const entries = board as PlayerRound[];
    // Trailing rounds the player added but left empty are not carried over.
    let last = entries.length;
    while (last > 0 && !isEntered(entries[last - 1])) last--;
    const count = Math.max(doc.rounds.length, last);
    let replaced = 0;
    const rounds = Array.from({ length: count }, (_, r) => {
      const round = doc.rounds[r] ?? emptyRound(doc.players.length);
      const mine = entries[r] ?? { tiles: [], floor: 0 };
      if (isEntered(round.players[seat]) && !sameEntry(round.players[seat], mine)) replaced++;
      return { ...round, players: round.players.map((p, i) => (i === seat ? mine : p)) };
    });
    const parsed = parseGame({ ...doc, updatedAt: at, rounds });
    if (!parsed.ok) return { ok: false, reason: problemList(parsed.problems.slice(0, 3).map((p) => p.words)) };
    return { ok: true, game: parsed.game, replaced };
  },
  boardThumb: (doc, seat) =>
    ({
      name: doc.players[seat]!.name,
      side: doc.side,
      wall: packWall(scoreGame(doc).players[seat]!.wall),
    }) satisfies Thumb,
  boardSize(doc, seat) {
    const rounds = doc.rounds.filter((r) => isEntered(r.players[seat])).length;
    const tiles = doc.rounds.reduce((n, r) => n + (r.players[seat]?.tiles.length ?? 0), 0);
    return msg('core.azul.board.size', { rounds, tiles });
  },
};
