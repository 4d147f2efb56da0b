// Profiles one core's hot call as it ships (bundled): `npx tsx bench/profile-core.ts azul-edit|kaliko|calico`, with
// `node --cpu-prof` semantics via the inspector; prints the functions by self time.
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { bundled } from './bundle.ts';
import { benchGame } from './data/azulGame.ts';
import { patternWithScoringPlay } from '../src/games/kaliko/core/test/random.ts';

const which = process.argv[2] ?? 'azul-edit';
let fn: () => unknown;
if (which === 'azul-edit') {
  const azul = await bundled<typeof import('../src/games/azul/core/index.ts')>('src/games/azul/core/index.ts', true);
  const parsed = azul.parseGame(benchGame());
  if (!parsed.ok) throw new Error('bench game');
  const game = parsed.game;
  let floor = 0;
  fn = () =>
    azul.scoreGame(
      azul.applyEdit(game, { kind: 'floor', round: 2, player: 1, floor: (floor = (floor + 1) % 6) + 1 }, 'x').game,
    );
} else if (which === 'kaliko') {
  const kaliko = await bundled<typeof import('../src/games/kaliko/core/index.ts')>(
    'src/games/kaliko/core/index.ts',
    true,
  );
  const { pattern, play } = patternWithScoringPlay(80, 2000);
  const b = (p: { tile: { id: string }; q: number; r: number; rotation: number }) =>
    kaliko.place(kaliko.tileById(p.tile.id)!, p.q, p.r, p.rotation);
  const pat = kaliko.patternOf(pattern.placed.map(b));
  const pl = play.map(b);
  fn = () => kaliko.checkPlay(pat, pl);
} else if (which === 'calico') {
  const calico = await bundled<typeof import('../src/games/calico/core/index.ts')>(
    'src/games/calico/core/index.ts',
    true,
  );
  const parsed = calico.parseGameJson(readFileSync(new URL('../docs/examples/ana-ben.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error('example game');
  const one = { ...parsed.game, players: [parsed.game.players[0]!] }; // one board, as bench/cores.bench.ts scores it
  fn = () => calico.scoreGame(one);
} else {
  throw new Error('azul-edit | kaliko | calico');
}
for (let i = 0; i < 200_000; i++) fn();
const s = new Session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.setSamplingInterval', { interval: 50 });
await s.post('Profiler.start');
const t0 = performance.now();
const N = 1_000_000;
for (let i = 0; i < N; i++) fn();
const t = performance.now() - t0;
const { profile } = await s.post('Profiler.stop');
const self = new Map<string, number>();
const dt = new Map<number, number>();
profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
let total = 0;
for (const n of profile.nodes) {
  const k = `${n.callFrame.functionName || '(anon)'} :${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  const v = dt.get(n.id) ?? 0;
  total += v;
  self.set(k, (self.get(k) ?? 0) + v);
}
console.log(`${which}: ${((t / N) * 1000).toFixed(2)} µs per call (wall, profiler on)`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
