// Random but legal material for property tests: colour-consistent patterns and games of legal turns, from a seed.
import { fittingTiles, frontier } from '../fit.ts';
import { KALIKO_FORMAT, KALIKO_VERSION, type KalikoGame, type Turn } from '../game.ts';
import { addTiles, emptyPattern, patternOf, place, type Pattern, type Placed } from '../pattern.ts';
import { checkPlay } from '../play.ts';
import { TILES } from '../tiles.ts';
import { applyTurn, initialState } from '../turns.ts';
import { say } from '../../../shared/test/say.ts';

/** mulberry32: a small seeded generator. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

/** A pattern of up to `size` tiles grown at random from (0,0), colours matching everywhere (not necessarily playable). */
export function randomPattern(seed: number, size: number): Pattern {
  const rand = rng(seed);
  const pattern = emptyPattern();
  const start = pick(rand, TILES);
  addTiles(pattern, [place(start, 0, 0, pick(rand, start.rotations))], -1);
  for (let tries = 0; pattern.placed.length < size && tries < size * 20; tries++) {
    const cells = frontier(pattern);
    const cell = pick(rand, cells);
    const fits = fittingTiles(pattern, cell.q, cell.r);
    if (!fits.length) continue;
    const f = pick(rand, fits);
    addTiles(pattern, [place(f.tile, cell.q, cell.r, pick(rand, f.rotations))], pattern.placed.length);
  }
  return pattern;
}

/** Up to `count` tiles on distinct frontier cells, each fitting its old neighbours (the play may still be illegal). */
export function randomPlay(seed: number, pattern: Pattern, count: number): Placed[] {
  const rand = rng(seed ^ 0x5bd1e995);
  const cells = frontier(pattern);
  const used = new Set<number>();
  const play: Placed[] = [];
  for (let tries = 0; play.length < count && tries < 30; tries++) {
    const cell = pick(rand, cells);
    if (play.some((p) => p.q === cell.q && p.r === cell.r)) continue;
    const fits = fittingTiles(pattern, cell.q, cell.r).filter((f) => !used.has(f.tile.index));
    if (!fits.length) continue;
    const f = pick(rand, fits);
    used.add(f.tile.index);
    play.push(place(f.tile, cell.q, cell.r, pick(rand, f.rotations)));
  }
  return play;
}

/** For benchmarks: the first pattern of `size` tiles (seeds 1, 2, …; `make` grows it) on which a legal scoring play
 * is found within `budget` tries, and that play. */
export function patternWithScoringPlay(
  size: number,
  budget: number,
  make = randomPattern,
): { pattern: Pattern; play: Placed[] } {
  for (let seed = 1; ; seed++) {
    const pattern = make(seed, size);
    const play = findScoringPlay(rng(seed), pattern, budget);
    if (pattern.placed.length >= size && play?.length) return { pattern, play };
  }
}

/** A legal scoring play of one or two tiles on the pattern, searched at random within a budget, or null. */
export function findScoringPlay(rand: () => number, pattern: Pattern, budget = 60): Placed[] | null {
  const cells = frontier(pattern);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  let spent = 0;
  for (const cell of cells) {
    for (const f of fittingTiles(pattern, cell.q, cell.r)) {
      for (const rot of f.rotations) {
        if (spent++ > budget) return findTwoTilePlay(rand, pattern, budget);
        const play = [place(f.tile, cell.q, cell.r, rot)];
        if (checkPlay(pattern, play).ok) return play;
      }
    }
  }
  return findTwoTilePlay(rand, pattern, budget);
}

/** Two touching tiles, the first next to the pattern: random tries. */
function findTwoTilePlay(rand: () => number, pattern: Pattern, budget: number): Placed[] | null {
  const cells = frontier(pattern);
  for (let n = 0; n < budget * 2; n++) {
    const a = pick(rand, cells);
    const fa = fittingTiles(pattern, a.q, a.r);
    if (!fa.length) continue;
    const ta = pick(rand, fa);
    const first = place(ta.tile, a.q, a.r, pick(rand, ta.rotations));
    const temp = patternOf([...pattern.placed, first]);
    for (const t of pattern.placed) temp.laidIn[t.tile.index] = 0;
    const b = pick(
      rand,
      frontier(temp).filter((c) => Math.abs(c.q - a.q) + Math.abs(c.r - a.r) + Math.abs(c.q + c.r - a.q - a.r) === 2),
    );
    if (!b) continue;
    const fb = fittingTiles(temp, b.q, b.r);
    if (!fb.length) continue;
    const tb = pick(rand, fb);
    const play = [first, place(tb.tile, b.q, b.r, pick(rand, tb.rotations))];
    if (checkPlay(pattern, play).ok) return play;
  }
  return null;
}

/** A legal game of up to `turns` turns for `players` players: scoring plays when found, else exchanges and passes. */
export function randomGame(seed: number, players: number, turns: number): KalikoGame {
  const rand = rng(seed);
  const start = pick(rand, TILES);
  const game: KalikoGame = {
    format: KALIKO_FORMAT,
    version: KALIKO_VERSION,
    id: `random-${seed >>> 0}`,
    createdAt: '2026-11-21T19:00:00.000Z',
    updatedAt: '2026-11-21T19:00:00.000Z',
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
    start: { tile: start.id, rotation: pick(rand, start.rotations) },
    turns: [],
  };
  const state = initialState(game);
  while (game.turns.length < turns && !state.ended) {
    const player = state.nextPlayer;
    const found = rand() < 0.85 ? findScoringPlay(rand, state.pattern) : null;
    // Late in the game a hand can hold fewer tiles than the play found: then it is not this player's play.
    const play = found && found.length <= state.hands[player]! ? found : null;
    const turn: Turn = play
      ? { player, kind: 'play', tiles: play.map((p) => ({ tile: p.tile.id, q: p.q, r: p.r, rotation: p.rotation })) }
      : rand() < 0.5 && state.bag > 0
        ? { player, kind: 'exchange', count: 1 + Math.floor(rand() * Math.min(state.hands[player]!, state.bag)) }
        : { player, kind: 'pass' };
    const problems = applyTurn(state, game, turn, game.turns.length);
    if (problems.length) throw new Error(problems.map((p) => `${p.path}: ${say(p.message)}`).join('\n'));
    game.turns.push(turn);
  }
  return game;
}
