// Kaliko core benchmark: `npx tsx bench/kaliko.bench.ts`. Prints medians.
// Targets: fitting tiles for one cell of an 80-tile pattern ≤ 5 ms; checking and scoring a play on it ≤ 1 ms.
// Measured 2026-11-22 (node 20, shared 2-core box): one cell 0.5 µs (3 µs with all 85 tiles as candidates), the
// whole frontier of 94 cells 45 µs, a play on 80 tiles 7–17 µs, a 54-turn 4-player replay 0.6–0.8 ms.
// Each sample times a batch of calls, so timer resolution does not matter; the median of the samples is reported.
import { checkPlay, fittingTiles, frontier, replay, parseKalikoJson, TILES } from '../src/games/kaliko/core/index.ts';
import { findScoringPlay, randomGame, randomPattern, rng } from '../src/games/kaliko/core/test/random.ts';
import { readFileSync } from 'node:fs';

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
  console.log(`${name.padEnd(60)} ${m < 1000 ? `${m.toFixed(2)} µs` : `${(m / 1000).toFixed(2)} ms`}`);
  return m;
}

// An 80-tile pattern (colours matching everywhere) and a legal scoring play on it.
let seed = 1;
let pattern = randomPattern(seed, 80);
let play = findScoringPlay(rng(seed), pattern, 2000);
while (pattern.placed.length < 80 || !play || play.length < 1) {
  seed++;
  pattern = randomPattern(seed, 80);
  play = findScoringPlay(rng(seed), pattern, 2000);
}
const cells = frontier(pattern);
// The frontier cell with the most fitting tiles (the most work and allocation per call).
const cell = cells.reduce((best, c) => (fittingTiles(pattern, c.q, c.r).length > fittingTiles(pattern, best.q, best.r).length ? c : best));
const game = randomGame(7, 4, 200);
const doc = /```json\n([\s\S]*?)```/.exec(readFileSync(new URL('../docs/kaliko-format.md', import.meta.url), 'utf8'))![1]!;

console.log(`node ${process.version}, ${process.arch}; pattern of ${pattern.placed.length} tiles, ${cells.length} frontier cells; play of ${play.length} tile(s) scoring ${(checkPlay(pattern, play) as { points?: number }).points}`);
console.log(`(the measured cell has ${fittingTiles(pattern, cell.q, cell.r).length} fitting tiles)`);
const fit = measure('fitting tiles: the busiest empty cell, 80-tile pattern', () => fittingTiles(pattern, cell.q, cell.r), 2000);
measure('fitting tiles: same cell, all 85 tiles as candidates', () => fittingTiles(pattern, cell.q, cell.r, TILES), 2000);
const sweep = measure('fitting tiles: every frontier cell, 80-tile pattern', () => { for (const c of cells) fittingTiles(pattern, c.q, c.r); }, 50);
const score = measure('check and score a play, 80-tile pattern', () => checkPlay(pattern, play!), 2000);
const rep = measure(`replay a 4-player game (${game.turns.length} turns)`, () => replay(game), 20);
measure('parse and check the docs example game', () => parseKalikoJson(doc), 500);
console.log(`\ntargets: fitting ≤ 5 ms (${fit <= 5000 ? 'met' : 'MISSED'}; whole frontier ${sweep <= 5000 ? 'met too' : 'over'}), scoring ≤ 1 ms (${score <= 1000 ? 'met' : 'MISSED'}); replay ${rep.toFixed(0)} µs`);
