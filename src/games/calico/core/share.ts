// How a Calico game travels between phones (docs/sharing.md): a seat's board is its cells and corrections; in
// links the 22 cells of a board are one letter each, so a full 4-player game fits one QR code.
import { msg } from '../../shared/msg.ts';
import { problemList } from '../../shared/issues.ts';
import type { GameShare } from '../../types.ts';
import { packCells as thumbCells, type Thumb } from './gameSummary.ts';
import {
  ALL_TILES,
  keyOf,
  parseKey,
  parseGame,
  PLAYABLE_CELLS,
  type Corrections,
  type Game,
  type Tile,
} from './index.ts';

/** A seat's board as it travels. */
export interface CalicoBoard {
  cells: Game['players'][number]['cells'];
  corrections?: Corrections;
}

// One letter per tile (ALL_TILES order); '.' is an empty cell.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij';
const letterOf = (t: Tile | undefined): string => {
  const i = t ? ALL_TILES.findIndex((a) => a.color === t.color && a.pattern === t.pattern) : -1;
  return i < 0 ? '.' : LETTERS[i]!;
};
const tileOf = (ch: string): Tile | undefined => ALL_TILES[LETTERS.indexOf(ch)];

const packCells = (cells: CalicoBoard['cells']): string =>
  PLAYABLE_CELLS.map((c) => letterOf(cells[keyOf(c)])).join('');
const unpackCells = (s: unknown): unknown => {
  if (typeof s !== 'string' || s.length !== PLAYABLE_CELLS.length) return s; // left for the parser to name
  const cells: Record<string, Tile> = {};
  [...s].forEach((ch, i) => {
    const t = tileOf(ch);
    if (t) cells[keyOf(PLAYABLE_CELLS[i]!)] = t;
  });
  return cells;
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const emptySeat = (p: Game['players'][number]): Game['players'][number] => {
  const { corrections: _, ...rest } = p;
  return { ...rest, cells: {} };
};

export const calicoShare: GameShare<Game> = {
  setup(doc) {
    const { history: _h, finishedAt: _f, ...rest } = doc;
    return { ...rest, players: doc.players.map(emptySeat) };
  },
  seatGame(setup, seat, id, at) {
    const { history: _h, finishedAt: _f, ...rest } = setup;
    return { ...rest, id, createdAt: at, updatedAt: at, players: [emptySeat(setup.players[seat]!)] };
  },
  board(doc, seat) {
    const p = doc.players[seat]!;
    return { cells: p.cells, ...(p.corrections ? { corrections: p.corrections } : {}) } satisfies CalicoBoard;
  },
  withBoard(doc, seat, board, at) {
    if (!isRecord(board) || !isRecord(board.cells))
      return { ok: false, reason: msg('core.shared.board.none', { game: 'Calico' }) };
    const before = doc.players[seat];
    if (!before) return { ok: false, reason: msg('core.shared.board.noSeat', { seat: seat + 1 }) };
    const cells = board.cells as CalicoBoard['cells'];
    const replaced = Object.entries(before.cells).filter(
      ([k, t]) => letterOf(t) !== letterOf(cells[k as keyof typeof cells]),
    ).length;
    const { history: _h, ...rest } = doc; // the record of play no longer describes a board entered elsewhere
    const player = {
      ...before,
      cells,
      ...(board.corrections !== undefined ? { corrections: board.corrections as Corrections } : {}),
    };
    const next = { ...rest, updatedAt: at, players: doc.players.map((p, i) => (i === seat ? player : p)) };
    const parsed = parseGame(next);
    if (!parsed.ok) return { ok: false, reason: problemList(parsed.problems.slice(0, 3).map((p) => p.words)) };
    const note = doc.history ? msg('core.calico.board.fromBoards') : undefined;
    return { ok: true, game: parsed.game, replaced, ...(note ? { note } : {}) };
  },
  boardThumb(doc, seat) {
    const { name, board, goals, cells } = doc.players[seat]!;
    return { name, board, goals, codes: thumbCells(cells) } satisfies Thumb;
  },
  boardSize: (doc, seat) => {
    const n = Object.keys(doc.players[seat]?.cells ?? {}).length;
    return msg('core.calico.board.size', { count: n });
  },
  pack(doc) {
    return {
      ...doc,
      players: doc.players.map((p) => ({ ...p, cells: packCells(p.cells) })),
      ...(doc.history
        ? {
            history: doc.history
              .map((h) => `${h.player}${LETTERS[PLAYABLE_CELLS.indexOf(parseKey(h.cell) ?? -1)] ?? '?'}${letterOf(h)}`)
              .join(''),
          }
        : {}),
    };
  },
  unpack(packed) {
    if (!isRecord(packed)) return packed;
    const players = Array.isArray(packed.players)
      ? packed.players.map((p) => (isRecord(p) ? { ...p, cells: unpackCells(p.cells) } : p))
      : packed.players;
    const h = packed.history;
    const history =
      typeof h === 'string'
        ? (h.match(/.{1,3}/g) ?? []).map((s) => {
            const cell = PLAYABLE_CELLS[LETTERS.indexOf(s[1] ?? '')];
            const t = tileOf(s[2] ?? '');
            return {
              player: Number(s[0]),
              cell: cell === undefined ? '?' : keyOf(cell),
              color: t?.color,
              pattern: t?.pattern,
            };
          })
        : h;
    return { ...packed, players, ...(h !== undefined ? { history } : {}) };
  },
};
