// Random valid games for the property tests, built from small choices so that fast-check can shrink them.
import fc from 'fast-check';
import { GAME_FORMAT, GAME_VERSION, type AzulGame, type PlayerRound, type WallTile } from '../game.ts';
import { COLORS, completeRows, INDICES, type Color, type Side } from '../wall.ts';

/** Per round, per player: 5 row choices (0 = no tile; otherwise picks a free cell and a colour), a floor. */
const entryArb = fc.record({ rows: fc.array(fc.nat(9), { minLength: 5, maxLength: 5 }), floor: fc.nat(7) });
/** `sparse`: row choices below it place nothing (0–9; higher gives emptier walls). */
export const gameArb = (opts: { maxRounds?: number; side?: Side; sparse?: number } = {}): fc.Arbitrary<AzulGame> =>
  fc
    .record({
      side: opts.side ? fc.constant(opts.side) : fc.constantFrom<Side>('coloured', 'grey'),
      players: fc.integer({ min: 1, max: 4 }),
      rounds: fc.array(fc.record({ marker: fc.nat(3), entries: fc.array(entryArb, { minLength: 4, maxLength: 4 }) }), {
        minLength: 1,
        maxLength: opts.maxRounds ?? 12,
      }),
    })
    .map(({ side, players, rounds }) => build(side, players, rounds, opts.sparse ?? 1));

function build(
  side: Side,
  count: number,
  choices: { marker: number; entries: { rows: number[]; floor: number }[] }[],
  sparse: number,
): AzulGame {
  const walls = Array.from({ length: count }, () => INDICES.map(() => INDICES.map((): Color | null => null)));
  const rounds: { players: PlayerRound[] }[] = [];
  for (const choice of choices) {
    const marker = choice.marker % count;
    const players = walls.map((wall, p) => {
      const e = choice.entries[p]!;
      const tiles: WallTile[] = [];
      e.rows.forEach((pick, row) => {
        if (pick < sparse) return;
        const free = INDICES.filter((col) => wall[row]![col] === null);
        if (free.length === 0) return;
        const col = free[pick % free.length]!;
        if (side === 'grey') {
          const allowed = COLORS.filter((c) => INDICES.every((i) => wall[row]![i] !== c && wall[i]![col] !== c));
          if (allowed.length === 0) return;
          const color = allowed[pick % allowed.length]!;
          wall[row]![col] = color;
          tiles.push({ row, col, color });
        } else {
          wall[row]![col] = 'blue';
          tiles.push({ row, col });
        }
      });
      const first = p === marker;
      return { tiles, floor: first ? Math.max(1, e.floor) : e.floor, ...(first ? { firstPlayer: true } : {}) };
    });
    rounds.push({ players });
    if (walls.some((w) => completeRows(w.map((r) => r.map((c) => c !== null))).length > 0)) break;
  }
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id: 'prop',
    createdAt: '2026-11-22T20:00:00.000Z',
    updatedAt: '2026-11-22T20:00:00.000Z',
    side,
    players: Array.from({ length: count }, (_, i) => ({ name: `P${i + 1}` })),
    rounds,
  };
}
