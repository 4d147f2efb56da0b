// Every game kind goes through a link and back unchanged; a board sent from a player's phone lands in the host's
// game with that player's score; a full 4-player Calico game fits one QR code.
import { inEnglish } from '../test/english.ts';
import { readFileSync } from 'node:fs';
import { correction, generate } from 'lean-qr';
import { describe, expect, it } from 'vitest';
import { crc32, deflateRawSync } from 'node:zlib';
import { loadGame } from '../games/registry.ts';
import { parseGameJson as parseAzul, type AzulGame } from '../games/azul/core/index.ts';
import { randomGame as randomKaliko } from '../games/kaliko/core/test/random.ts';
import type { Game } from '../games/calico/core/index.ts';
import { exampleGame, randomGames } from '../test/games.ts';
import { encode } from './codec.ts';
import { encodeBoard, encodeCopy, encodeJoin, readCode } from './payload.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import type { Msg } from '../games/shared/msg.ts';

const words = (m: Msg) => renderMsg(nodeI18n('en'), m);

const azulExample = (): AzulGame => {
  const r = parseAzul(/```json\n([\s\S]*?)```/.exec(readFileSync('docs/azul-format.md', 'utf8'))![1]!);
  if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
  return r.game;
};
const at = '2026-11-23T20:00:00.000Z';
/** The game with a record of play that matches its boards: every seat in turn, cell by cell. */
const playedAlong = (g: Game): Game => ({
  ...g,
  history: Object.keys(g.players[0]!.cells).flatMap((cell) =>
    g.players.map((p, player) => ({
      player,
      cell: cell as keyof typeof p.cells,
      ...p.cells[cell as keyof typeof p.cells]!,
    })),
  ),
});

/** The code of the first version (A, still read) for the same JSON: deflated as it is. */
const firstVersion = (value: unknown) => {
  const json = Buffer.from(JSON.stringify(value));
  const body = Buffer.concat([Buffer.alloc(4), deflateRawSync(json)]);
  body.writeUInt32BE(crc32(json), 0);
  return 'A' + body.toString('base64url');
};

describe('join links', () => {
  it.each([
    ['Calico', 'calico', () => ({ ...randomGames(3)[1]!, id: 'e4c1d2a0-7b3f-4c55-9a0e-2f6b8d1c3e7a' })],
    ['Azul', 'azul', () => ({ ...azulExample(), id: 'e4c1d2a0-7b3f-4c55-9a0e-2f6b8d1c3e7a' })],
  ] as const)(
    '%s: at least 30 % shorter than the first version carried, and read back as the same setup',
    async (_, kind, make) => {
      const m = await loadGame(kind);
      const doc = m.core.parse(make());
      if (!doc.ok) throw new Error('not a game');
      const code = await encodeJoin(m, doc.game);
      const read = await readCode(code, 'join');
      expect(read.ok).toBe(true);
      if (!read.ok || read.value.kind !== 'join') return;
      const setup = m.share!.setup(doc.game);
      expect(read.value.game).toEqual({ ...setup, updatedAt: setup.createdAt });
      const before = firstVersion({ k: 'join', f: doc.game.format, g: m.share!.pack?.(setup) ?? setup });
      expect((await readCode(before, 'join')).ok).toBe(true); // links handed out before still open
      expect(code.length).toBeLessThanOrEqual(before.length * 0.7);
    },
  );
});

describe('copy links', () => {
  it.each([
    ['Calico (2 players)', 'calico', () => exampleGame()],
    ['Calico (4 players, played along)', 'calico', () => playedAlong(randomGames(3)[2]!)],
    ['Azul', 'azul', azulExample],
    ['Kaliko', 'kaliko', () => randomKaliko(7, 3, 12)],
  ] as const)('%s comes back deep-equal', async (_, kind, make) => {
    const m = await loadGame(kind);
    const doc = m.core.parse(make());
    expect(doc.ok).toBe(true);
    if (!doc.ok) return;
    const r = await readCode(await encodeCopy(m, doc.game), 'copy');
    expect(r.ok && r.value.kind === 'copy' && r.value.game).toEqual(doc.game);
  });

  it('a full 4-player Calico game fits one QR code of version 25 or less at correction M, link included', async () => {
    const m = await loadGame('calico');
    for (const g of randomGames(6).filter((x) => x.players.length === 4)) {
      const link = `https://tile-tally.example/#/copy/${await encodeCopy(m, g)}`;
      const qr = generate(link, { minCorrectionLevel: correction.M });
      expect((qr.size - 17) / 4).toBeLessThanOrEqual(25);
    }
  });

  it('a game with problems inside a sound link is refused in words', async () => {
    const bad = { ...exampleGame(), players: [] };
    const r = await readCode(await encode({ k: 'copy', f: bad.format, g: bad }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.message)).toMatch(/Calico game with problems.*at least 1 player/);
  });

  it('a link of the wrong kind, or for an unknown game, says so', async () => {
    const m = await loadGame('calico');
    const r = await readCode(await encodeCopy(m, exampleGame()), 'board');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.message)).toBe("This is a copy of a game, not a player's board.");
    const u = await readCode(await encode({ k: 'copy', f: 'chess/game', g: {} }));
    expect(u.ok).toBe(false);
  });
});

describe('players entering their own boards', () => {
  it('Calico: the join link carries the setup without boards; the seat game has only that player; the board lands in the host game with the score the host would get', async () => {
    const m = await loadGame('calico');
    const full = exampleGame(); // Ana and Ben, both boards hand-scored
    const host = { ...full, players: full.players.map((p) => ({ ...p, cells: {} })) };
    const join = await readCode(await encodeJoin(m, host), 'join');
    if (!join.ok || join.value.kind !== 'join') throw new Error('join link not read');
    const setup = join.value.game as Game;
    expect(setup.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(setup.cats).toEqual(full.cats);
    const mine = m.share!.seatGame(setup, 1, `${host.id}-seat2`, at) as Game;
    expect(mine.players).toHaveLength(1);
    expect(mine.players[0]!.goals).toEqual(full.players[1]!.goals);
    // Ben enters his board on his phone.
    const entered = { ...mine, players: [{ ...mine.players[0]!, cells: full.players[1]!.cells }] };
    const sent = await readCode(await encodeBoard(m, entered, host.id, 1), 'board');
    if (!sent.ok || sent.value.kind !== 'board') throw new Error('board link not read');
    expect(sent.value).toMatchObject({ gameId: host.id, seat: 1, name: 'Ben' });
    const r = m.share!.withBoard(host, 1, sent.value.board, at);
    if (!r.ok) throw new Error(inEnglish(r.reason));
    expect(r.replaced).toBe(0);
    expect(m.core.summarise(r.game).players.find((p) => p.name === 'Ben')!.total).toBe(
      m.core.summarise(full).players.find((p) => p.name === 'Ben')!.total,
    );
    expect(inEnglish(m.share!.boardSize(r.game, 1))).toBe('22 cells');
  });

  it('Calico: cells the host already entered differently are counted as replaced; the same cells are not', async () => {
    const m = await loadGame('calico');
    const full = exampleGame();
    const board = m.share!.board(full, 0);
    const same = m.share!.withBoard(full, 0, board, at);
    expect(same.ok && same.replaced).toBe(0);
    const other = m.share!.withBoard(full, 0, m.share!.board(full, 1), at);
    expect(other.ok && other.replaced).toBeGreaterThan(0);
    expect(m.share!.withBoard(full, 0, { cells: { '9,9': { color: 'blue', pattern: 'dots' } } }, at).ok).toBe(false);
    expect(m.share!.withBoard(full, 0, 'nonsense', at).ok).toBe(false);
  });

  it("Azul: a player's walls and floors for every round land in the host game with their score", async () => {
    const m = await loadGame('azul');
    const full = azulExample();
    const host = m.share!.setup(full) as AzulGame;
    const mine = m.share!.seatGame(host, 0, 'x-seat1', at) as AzulGame;
    expect(mine.players).toEqual([full.players[0]]);
    const entered: AzulGame = { ...mine, rounds: full.rounds.map((r) => ({ players: [r.players[0]!] })) };
    const sent = await readCode(await encodeBoard(m, entered, host.id, 0), 'board');
    if (!sent.ok || sent.value.kind !== 'board') throw new Error('board link not read');
    const r = m.share!.withBoard(host, 0, sent.value.board, at);
    if (!r.ok) throw new Error(inEnglish(r.reason));
    expect(m.core.summarise(r.game).players[0]!.total).toBe(m.core.summarise(full).players[0]!.total);
    // Sent again over what is now there: nothing is replaced; a different wall would replace rounds.
    const again = m.share!.withBoard(r.game as AzulGame, 0, sent.value.board, at);
    expect(again.ok && again.replaced).toBe(0);
    const other = m.share!.withBoard(r.game as AzulGame, 0, m.share!.board(full, 1), at);
    expect(!other.ok || other.replaced > 0).toBe(true);
  });
});

it('Calico: a board put into a played-along game says the game is scored from the boards from then on', async () => {
  const m = await loadGame('calico');
  const g = playedAlong(randomGames(3)[2]!);
  const r = m.share!.withBoard(g, 0, m.share!.board(g, 0), at);
  expect(r.ok && r.note && inEnglish(r.note)).toMatch(/played along turn by turn/);
  expect(r.ok && (r.game as Game).history).toBeUndefined();
});
