// Calico scoring-core benchmark: `npx tsx bench/core.bench.ts`. The core is bundled as it ships (bench/bundle.ts);
// each figure is the median CPU time per call over batches, with p10–p90 and the load average (bench/stats.ts).
import { readFileSync } from 'node:fs';
import { bundled } from './bundle.ts';
import { measure } from './stats.ts';
import type { Game } from '../src/games/calico/core/index.ts';

const { gridOf, hintSweep, parseGameJson, rulesOf, scoreGame, PLAYABLE_CELLS, keyOf } = await bundled<
  typeof import('../src/games/calico/core/index.ts')
>('src/games/calico/core/index.ts');

const parsed = parseGameJson(readFileSync(new URL('../docs/examples/ana-ben.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.path).join('\n'));
const example = parsed.game;
const onePlayer: Game = { ...example, players: [example.players[0]!] };
const fourPlayers: Game = {
  ...example,
  players: [0, 1, 2, 3].map((i) => ({
    ...example.players[i % 2]!,
    name: `P${i}`,
    board: (['blue', 'green', 'yellow', 'purple'] as const)[i]!,
  })),
};
// Half-filled: the first 11 playable cells of Ana's board.
const half = Object.fromEntries(
  PLAYABLE_CELLS.slice(0, 11).map((c) => [keyOf(c), example.players[0]!.cells[keyOf(c)]!]),
);
const halfGrid = gridOf('blue', half);
const ctx = { goals: example.players[0]!.goals, cats: example.cats, rules: rulesOf(example), mode: example.mode };

console.log(`node ${process.version}, ${process.arch}`);
const one = measure('score one full board', () => scoreGame(onePlayer), 2000);
const four = measure('score a 4-player game (4 full boards)', () => scoreGame(fourPlayers), 500);
const sweep = measure('hint sweep: 11 empty cells × 36 tiles (half board)', () => hintSweep(halfGrid, ctx), 50);
console.log(
  `\ntargets: one board ≤ 20 µs (${one <= 20 ? 'met' : 'MISSED'}), hint sweep ≤ 5 ms (${sweep <= 5000 ? 'met' : 'MISSED'}); 4 players ${four.toFixed(1)} µs`,
);
