// Sharing benchmark: `npx tsx bench/share.bench.ts`. For each kind of link (a whole game to copy, the setup to
// join, one player's board), the JSON size, the code's size, the whole link's size and the QR code it needs at
// correction M and L; and the time to make and read a code (median of 31, in Node). Record in docs/benchmarks.md.
// A QR code stays readable from one phone screen by another up to about version 25 at M (117 modules a side).
import fc from 'fast-check';
import { correction, generate } from 'lean-qr';
import { readFileSync } from 'node:fs';
import { azulShare } from '../src/games/azul/core/share.ts';
import { parseGameJson as parseAzul, type AzulGame } from '../src/games/azul/core/index.ts';
import { gameArb } from '../src/games/azul/core/test/arbitraries.ts';
import { calicoShare } from '../src/games/calico/core/share.ts';
import { parseGame as parseCalico } from '../src/games/calico/core/index.ts';
import { randomGame as randomKaliko } from '../src/games/kaliko/core/test/random.ts';
import type { GameDoc, GameShare } from '../src/games/types.ts';
import { decode, encode } from '../src/share/codec.ts';
import { exampleGame, randomGames } from '../src/test/games.ts';

// As long as a real address: https + a host name + a path.
const ORIGIN = 'https://tile-tally.example.org/';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const qrVersion = (text: string, c: typeof correction.M) => {
  try {
    const q = generate(text, { minCorrectionLevel: c, maxCorrectionLevel: c });
    return String((q.size - 17) / 4);
  } catch {
    return 'too big';
  }
};

async function time(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < 31; i++) {
    const t0 = performance.now();
    await fn();
    xs.push(performance.now() - t0);
  }
  return median(xs);
}

const azulExample = (): AzulGame => {
  const r = parseAzul(/```json\n([\s\S]*?)```/.exec(readFileSync('docs/azul-format.md', 'utf8'))![1]!);
  if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
  return r.game;
};
const azul4 = fc
  .sample(gameArb({ maxRounds: 8 }), { seed: 7, numRuns: 200 })
  .filter((g) => g.players.length === 4)
  .sort((a, b) => b.rounds.length - a.rounds.length)[0]!;
const calico4 = randomGames(3)[2]!;
const calico4Along = {
  ...calico4,
  history: Object.keys(calico4.players[0]!.cells).flatMap((cell) =>
    calico4.players.map((p, player) => ({ player, cell, ...p.cells[cell as keyof typeof p.cells]! })),
  ),
};
if (!parseCalico(calico4Along).ok) throw new Error('played-along game does not parse');

type Case = [string, string, unknown];
const packed = <D extends GameDoc>(s: GameShare<D> | undefined, d: D) => s?.pack?.(d) ?? d;
const cases: Case[] = [
  [
    'copy',
    'Calico, 2 players (docs example)',
    { k: 'copy', f: exampleGame().format, g: packed(calicoShare, exampleGame()) },
  ],
  ['copy', 'Calico, 4 players, full boards', { k: 'copy', f: calico4.format, g: packed(calicoShare, calico4) }],
  [
    'copy',
    'Calico, 4 players, played along (88 placements)',
    { k: 'copy', f: calico4.format, g: packed(calicoShare, calico4Along as typeof calico4) },
  ],
  [
    'copy',
    'Calico, 4 players, full boards, unpacked JSON (for comparison)',
    { k: 'copy', f: calico4.format, g: calico4 },
  ],
  ['join', 'Calico, 4 players', { k: 'join', f: calico4.format, g: packed(calicoShare, calicoShare.setup(calico4)) }],
  [
    'board',
    'Calico, one full board',
    { k: 'board', f: calico4.format, id: calico4.id, seat: 3, name: 'Dee', b: calicoShare.board(calico4, 3) },
  ],
  ['copy', 'Azul, 2 players, 5 rounds (docs example)', { k: 'copy', f: azulExample().format, g: azulExample() }],
  ['copy', `Azul, 4 players, ${azul4.rounds.length} rounds`, { k: 'copy', f: azul4.format, g: azul4 }],
  [
    'board',
    `Azul, one player, ${azul4.rounds.length} rounds`,
    { k: 'board', f: azul4.format, id: azul4.id, seat: 0, name: 'Ana', b: azulShare.board(azul4, 0) },
  ],
  ['copy', 'Kaliko, 3 players, 12 turns', { k: 'copy', f: 'tile-tally/kaliko', g: randomKaliko(7, 3, 12) }],
  ['copy', 'Kaliko, 4 players, 30 turns', { k: 'copy', f: 'tile-tally/kaliko', g: randomKaliko(11, 4, 30) }],
];

console.log('| link | what | JSON bytes | code chars | link chars | QR version at M | at L | make | read |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [kind, what, payload] of cases) {
  const code = await encode(payload);
  const link = `${ORIGIN}#/${kind}/${code}`;
  const back = await decode(code);
  if (!back.ok || JSON.stringify(back.value) !== JSON.stringify(payload)) throw new Error(`${what}: round trip failed`);
  const make = await time(() => encode(payload));
  const read = await time(() => decode(code));
  console.log(
    `| ${kind} | ${what} | ${JSON.stringify(payload).length} | ${code.length} | ${link.length} | ${qrVersion(link, correction.M)} | ${qrVersion(link, correction.L)} | ${make.toFixed(2)} ms | ${read.toFixed(2)} ms |`,
  );
}
