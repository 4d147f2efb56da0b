// Scoring-core benchmark: `npm run bench`. Prints medians; record them in docs/benchmarks.md.
// Each sample times a batch of calls, so timer resolution does not matter; the median of the samples is reported.
import { readFileSync } from 'node:fs';
import { gridOf, hintSweep, parseGameJson, rulesOf, scoreGame, type Game } from '../src/games/calico/core/index.ts';
import { PLAYABLE_CELLS, keyOf } from '../src/games/calico/core/geometry.ts';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Median time per call in microseconds. */
function measure(name: string, fn: () => unknown, batch: number, samples = 31): number {
  for (let i = 0; i < batch; i++) fn(); // warm up
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1000 / batch);
  }
  const m = median(times);
  console.log(`${name.padEnd(52)} ${m < 1000 ? `${m.toFixed(2)} µs` : `${(m / 1000).toFixed(2)} ms`}`);
  return m;
}

const parsed = parseGameJson(readFileSync(new URL('../docs/examples/ana-ben.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const example = parsed.game;
const onePlayer: Game = { ...example, players: [example.players[0]!] };
const fourPlayers: Game = {
  ...example,
  players: [0, 1, 2, 3].map((i) => ({ ...example.players[i % 2]!, name: `P${i}`, board: (['blue', 'green', 'yellow', 'purple'] as const)[i]! })),
};
// Half-filled: the first 11 playable cells of Ana's board.
const half = Object.fromEntries(PLAYABLE_CELLS.slice(0, 11).map((c) => [keyOf(c), example.players[0]!.cells[keyOf(c)]!]));
const halfGrid = gridOf('blue', half);
const ctx = { goals: example.players[0]!.goals, cats: example.cats, rules: rulesOf(example), mode: example.mode };

console.log(`node ${process.version}, ${process.arch}`);
const one = measure('score one full board', () => scoreGame(onePlayer), 2000);
const four = measure('score a 4-player game (4 full boards)', () => scoreGame(fourPlayers), 500);
const sweep = measure('hint sweep: 11 empty cells × 36 tiles (half board)', () => hintSweep(halfGrid, ctx), 50);
console.log(`\ntargets: one board ≤ 20 µs (${one <= 20 ? 'met' : 'MISSED'}), hint sweep ≤ 5 ms (${sweep <= 5000 ? 'met' : 'MISSED'}); 4 players ${four.toFixed(1)} µs`);
