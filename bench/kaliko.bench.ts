// Kaliko core benchmark: `npx tsx bench/kaliko.bench.ts`. Prints medians (CPU time, p10–p90, load average), the
// core bundled as it ships (bench/bundle.ts); the random material comes from the test helpers, re-made on the
// bundle's own tile table.
// Targets: fitting tiles for one cell of an 80-tile pattern ≤ 5 ms; checking and scoring a play on it ≤ 1 ms.
// Measured 2026-11-22 (node 20, shared 2-core box): one cell 0.5 µs (3 µs with all 85 tiles as candidates), the
// whole frontier of 94 cells 45 µs, a play on 80 tiles 7–17 µs, a 54-turn 4-player replay 0.6–0.8 ms.
// Each sample times a batch of calls, so timer resolution does not matter; the median of the samples is reported.
import {
  patternWithScoringPlay,
  randomGame,
  randomPattern as randomPatternSrc,
} from '../src/games/kaliko/core/test/random.ts';
import type { Pattern, Placed } from '../src/games/kaliko/core/index.ts';
import { readFileSync } from 'node:fs';
import { bundled } from './bundle.ts';
import { measure } from './stats.ts';

const k = await bundled<typeof import('../src/games/kaliko/core/index.ts')>('src/games/kaliko/core/index.ts');
const { checkPlay, fittingTiles, frontier, replay, parseKalikoJson, TILES } = k;
const asBundled = (p: Placed): Placed => k.place(k.tileById(p.tile.id)!, p.q, p.r, p.rotation);
const randomPattern = (seed: number, size: number): Pattern =>
  k.patternOf(randomPatternSrc(seed, size).placed.map(asBundled));

// An 80-tile pattern (colours matching everywhere) and a legal scoring play on it.
const found = patternWithScoringPlay(80, 2000, randomPattern);
const pattern = found.pattern;
const play = found.play.map(asBundled);
const cells = frontier(pattern);
// The frontier cell with the most fitting tiles (the most work and allocation per call).
const cell = cells.reduce((best, c) =>
  fittingTiles(pattern, c.q, c.r).length > fittingTiles(pattern, best.q, best.r).length ? c : best,
);
const game = randomGame(7, 4, 200);
const doc = /```json\n([\s\S]*?)```/.exec(
  readFileSync(new URL('../docs/kaliko-format.md', import.meta.url), 'utf8'),
)![1]!;

console.log(
  `node ${process.version}, ${process.arch}; pattern of ${pattern.placed.length} tiles, ${cells.length} frontier cells; play of ${play.length} tile(s) scoring ${(checkPlay(pattern, play) as { points?: number }).points}`,
);
console.log(`(the measured cell has ${fittingTiles(pattern, cell.q, cell.r).length} fitting tiles)`);
const fit = measure(
  'fitting tiles: the busiest empty cell, 80-tile pattern',
  () => fittingTiles(pattern, cell.q, cell.r),
  2000,
);
measure(
  'fitting tiles: same cell, all 85 tiles as candidates',
  () => fittingTiles(pattern, cell.q, cell.r, TILES),
  2000,
);
const sweep = measure(
  'fitting tiles: every frontier cell, 80-tile pattern',
  () => {
    for (const c of cells) fittingTiles(pattern, c.q, c.r);
  },
  50,
);
const score = measure('check and score a play, 80-tile pattern', () => checkPlay(pattern, play!), 2000);
const rep = measure(`replay a 4-player game (${game.turns.length} turns)`, () => replay(game), 20);
measure('parse and check the docs example game', () => parseKalikoJson(doc), 500);
console.log(
  `\ntargets: fitting ≤ 5 ms (${fit <= 5000 ? 'met' : 'MISSED'}; whole frontier ${sweep <= 5000 ? 'met too' : 'over'}), scoring ≤ 1 ms (${score <= 1000 ? 'met' : 'MISSED'}); replay ${rep.toFixed(0)} µs`,
);
