// The scoring cores as they ship: `npm run bench` (Node only). Each core is bundled and minified by esbuild
// (bench/bundle.ts) and imported from the bundle, not run under tsx. Beside each core, a minimal implementation
// of the same scoring (bench/ref/*.ts, plain arrays, totals only, bundled the same way) is the reference point:
// each core should be within 5× of it. Every figure: median CPU time per call over 31 batches, p10–p90, with the load average.
import { readFileSync } from 'node:fs';
import { bundled } from './bundle.ts';
import { benchGame } from './data/azulGame.ts';
import { measure } from './stats.ts';
import { patternWithScoringPlay } from '../src/games/kaliko/core/test/random.ts';

type Azul = typeof import('../src/games/azul/core/index.ts');
type Kaliko = typeof import('../src/games/kaliko/core/index.ts');
type Calico = typeof import('../src/games/calico/core/index.ts');
const azul = await bundled<Azul>('src/games/azul/core/index.ts');
const kaliko = await bundled<Kaliko>('src/games/kaliko/core/index.ts');
const calico = await bundled<Calico>('src/games/calico/core/index.ts');
// The references are bundled the same way: under tsx they ran 2–3× slower than they are.
const { refScoreAzul } = await bundled<typeof import('./ref/azul.ts')>('bench/ref/azul.ts');
const { refCheckPlay } = await bundled<typeof import('./ref/kaliko.ts')>('bench/ref/kaliko.ts');
const { refScoreCalico } = await bundled<typeof import('./ref/calico.ts')>('bench/ref/calico.ts');

const ratio = (core: number, ref: number) => `${(core / ref).toFixed(1)}× the reference`;
const verdict = (us: number, target: number) => `${us <= target ? 'met' : 'MISSED'} (≤ ${target} µs)`;
console.log(`node ${process.version}, ${process.arch}; cores bundled with esbuild`);

// --- Azul: a 4-player game of 6 rounds, and one edit + rescore ---
const parsed = azul.parseGame(benchGame());
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.path).join('\n'));
const game = parsed.game;
const totals = azul.scoreGame(game).players.map((p) => p.total);
if (String(refScoreAzul(game)) !== String(totals))
  throw new Error(`Azul reference totals ${refScoreAzul(game)} differ from the core's ${totals}`);
console.log(`\nAzul, 4 players, 6 rounds, totals ${totals.join(', ')}`);
// The core keeps the last game's rounds and reuses those whose entries hold the same, so a cold score alternates
// with a twin game whose first-round floors differ for every player (nothing of one can be reused for the other).
const twin = {
  ...game,
  rounds: game.rounds.map((round, r) =>
    r > 0 ? round : { players: round.players.map((e) => ({ ...e, floor: e.floor + 1 })) },
  ),
};
let flip = false;
const azulGame = measure('core: scoreGame, nothing kept', () => azul.scoreGame((flip = !flip) ? game : twin), 2000);
measure('core: scoreGame of the same game again (all rounds kept)', () => azul.scoreGame(game), 2000);
const azulRef = measure('reference: totals on plain arrays', () => refScoreAzul(game), 20000);
// An edit as the app makes it: a floor count in round 3 changes, then the game is scored again for the screen
// (the game before the edit was scored already: the screen showed it).
let floor = 0;
const azulEdit = measure(
  'core: applyEdit + scoreGame of the result',
  () => {
    const r = azul.applyEdit(
      game,
      { kind: 'floor', round: 2, player: 1, floor: (floor = (floor + 1) % 6) + 1 },
      '2026-11-22T21:00:00.000Z',
    );
    return azul.scoreGame(r.game);
  },
  2000,
);
console.log(`  game ${verdict(azulGame, 15)}, ${ratio(azulGame, azulRef)}; edit + rescore ${verdict(azulEdit, 5)}`);

// --- Kaliko: check and score a play on an 80-tile pattern ---
const { pattern, play } = patternWithScoringPlay(80, 2000);
// The pattern and play hold the test helper's tile objects; the bundled core has its own (equal) tile table.
const asBundled = (p: { tile: { id: string }; q: number; r: number; rotation: number }) =>
  kaliko.place(kaliko.tileById(p.tile.id)!, p.q, p.r, p.rotation);
const bPattern = kaliko.patternOf(pattern.placed.map(asBundled));
const bPlay = play.map(asBundled);
const result = kaliko.checkPlay(bPattern, bPlay);
if (!result.ok) throw new Error('the Kaliko bench play should be legal');
if (refCheckPlay(bPattern, bPlay) !== result.points)
  throw new Error(`Kaliko reference scores ${refCheckPlay(bPattern, bPlay)}, the core ${result.points}`);
console.log(
  `\nKaliko, pattern of ${bPattern.placed.length} tiles, a play of ${bPlay.length} tile(s) scoring ${result.points}`,
);
const kCore = measure('core: checkPlay', () => kaliko.checkPlay(bPattern, bPlay), 20000);
const kRef = measure('reference: placement checks + path points', () => refCheckPlay(bPattern, bPlay), 20000);
console.log(`  ${verdict(kCore, 1)}, ${ratio(kCore, kRef)}`);

// --- Calico: one full board ---
const cParsed = calico.parseGameJson(readFileSync(new URL('../docs/examples/ana-ben.json', import.meta.url), 'utf8'));
if (!cParsed.ok) throw new Error(cParsed.problems.map((p) => p.path).join('\n'));
const example = cParsed.game;
type Sheet = (typeof example.players)[number];
const alone = (sheet: Sheet) => ({ ...example, players: [sheet] });
const refTotal = (sheet: Sheet) => refScoreCalico(sheet.board, sheet.cells, sheet.goals, example.cats);
// The reference must give the core's totals: on both example boards and on 200 random full boards (each board,
// random goals and tiles from a seeded generator).
let seed = 22;
const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
const randomSheets: Sheet[] = Array.from({ length: 200 }, (_, k) => ({
  name: `R${k}`,
  board: calico.BOARD_IDS[k % 4]!,
  goals: [0, 1, 2].map(() => calico.GOAL_IDS[rand(6)]!) as Sheet['goals'],
  cells: Object.fromEntries(
    calico.PLAYABLE_CELLS.map((c) => [
      calico.keyOf(c),
      { color: calico.COLORS[rand(6)]!, pattern: calico.PATTERNS[rand(6)]! },
    ]),
  ),
}));
for (const sheet of [...example.players, ...randomSheets]) {
  const core = calico.scoreGame(alone(sheet)).players[0]!.total;
  if (refTotal(sheet) !== core)
    throw new Error(`Calico reference total ${refTotal(sheet)} differs from the core's ${core} (${sheet.name})`);
}
const onePlayer = alone(example.players[0]!);
console.log(
  `\nCalico, the hand-scored blue board of docs/examples/ana-ben.json, total ${calico.scoreGame(onePlayer).players[0]!.total} (reference agrees there, on Ben's board and on 200 random boards)`,
);
const cCore = measure('core: scoreGame, one board', () => calico.scoreGame(onePlayer), 5000);
const ana = example.players[0]!;
const cRef = measure('reference: board total on flat arrays', () => refTotal(ana), 5000);
console.log(`  ${verdict(cCore, 8)}, ${ratio(cCore, cRef)}`);
