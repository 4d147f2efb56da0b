// Azul benchmark: `npx tsx bench/azul.bench.ts` (after `npx vite build`). Prints medians; record them in
// docs/benchmarks.md.
//  1. Scoring a 4-player game of 6 rounds (scoreGame, ranking included), and applying one edit (applyEdit checks
//     the whole game again), in Node.
//  2. In Chromium at 390×844 with the CPU throttled 4×: from a tap on a wall cell to the round preview showing
//     the new points (the next frame after the DOM changed), over a whole 4-player game's taps.
import { chromium, type Page } from '@playwright/test';
import { applyEdit, GAME_FORMAT, GAME_VERSION, parseGame, scoreGame, type AzulGame } from '../src/games/azul/core/index.ts';
import { startPreview } from './preview.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

/** Median time per call in microseconds (batches, so the timer's resolution does not matter). */
function measure(fn: () => unknown, batch: number, samples = 31): number {
  for (let i = 0; i < batch; i++) fn();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1000 / batch);
  }
  return median(times);
}

// Four players, six rounds, a busy but legal game: in rounds 1–4 each player gives rows 1–4 one tile each (a
// diagonal shifted per round and per player), so those rows hold 4 tiles; round 5 starts row 5; round 6 completes
// row 1 (the game ends) and adds to row 5. Floors vary; the marker goes round the table.
const ROUNDS = 6;
const cellsOf = (p: number, r: number): { row: number; col: number }[] =>
  r < 4 ? [0, 1, 2, 3].map((row) => ({ row, col: (row + r + p) % 5 }))
    : r === 4 ? [{ row: 4, col: p }] : [{ row: 0, col: (4 + p) % 5 }, { row: 4, col: (p + 1) % 5 }];
const game: AzulGame = {
  format: GAME_FORMAT, version: GAME_VERSION, id: 'bench', createdAt: '2026-11-22T20:00:00.000Z', updatedAt: '2026-11-22T20:00:00.000Z',
  side: 'coloured', players: ['Ana', 'Ben', 'Cy', 'Di'].map((name) => ({ name })),
  rounds: Array.from({ length: ROUNDS }, (_, r) => ({
    players: [0, 1, 2, 3].map((p) => ({ tiles: cellsOf(p, r), floor: (r + p) % 4, ...(p === r % 4 ? { firstPlayer: true } : {}) })),
  })).map((round) => ({ players: round.players.map((e) => (e.firstPlayer && e.floor === 0 ? { ...e, floor: 1 } : e)) })),
};
const parsed = parseGame(game);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const score = scoreGame(parsed.game);
if (score.endedAfterRound !== ROUNDS - 1) throw new Error(`the bench game should end after round ${ROUNDS}, not ${score.endedAfterRound}`);

console.log(`node ${process.version}, ${process.arch}`);
const scoreUs = measure(() => scoreGame(parsed.game), 2000);
console.log(`score a 4-player game of 6 rounds (totals ${score.players.map((p) => p.total).join(', ')}): median ${scoreUs.toFixed(1)} µs`);
const editUs = measure(() => applyEdit(parsed.game, { kind: 'floor', round: 2, player: 1, floor: 5 }, '2026-11-22T21:00:00.000Z'), 2000);
console.log(`apply one edit to it (the whole game checked again): median ${editUs.toFixed(1)} µs`);

// --- tap → round preview in Chromium ---
const PORT = Number(process.env.BENCH_PORT ?? 4206);
const server = await startPreview(PORT);

/** ms from a click on a wall cell to the next frame after the player's round preview changed. */
async function tapToPreview(page: Page, player: number, row: number, col: number): Promise<number> {
  return page.evaluate(({ player, row, col }) => new Promise<number>((resolve) => {
    const section = document.querySelectorAll<HTMLElement>('.az-player')[player]!;
    const cell = section.querySelectorAll<HTMLButtonElement>('.az-wall .az-cell')[row * 5 + col]!;
    const preview = section.querySelector('[data-testid^="preview-"]')!;
    const before = preview.textContent;
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (preview.textContent === before) return;
      obs.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    obs.observe(section, { subtree: true, childList: true, characterData: true });
    cell.click();
  }), { player, row, col });
}

try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${PORT}` });
  const samples: number[] = [];
  for (let run = 0; run < 2; run++) {
    await page.goto('/#/new/azul');
    await page.getByRole('heading', { name: 'New Azul game' }).waitFor();
    await page.getByRole('button', { name: 'Add a player' }).click();
    await page.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, n] of ['Ana', 'Ben', 'Cy', 'Di'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(`${n}${run}`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { level: 2, name: 'Round 1' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let r = 0; r < ROUNDS; r++) {
      for (let p = 0; p < 4; p++) for (const t of cellsOf(p, r)) samples.push(await tapToPreview(page, p, t.row, t.col));
      if (r < ROUNDS - 1) await page.getByRole('button', { name: 'Next round, marker not recorded' }).click();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  console.log(`tap on a wall cell → round preview on screen, CPU 4× throttled: median ${median(samples).toFixed(1)} ms, p90 ${p90(samples).toFixed(1)} ms over ${samples.length} taps (4 players, 6 rounds, twice)`);
  await browser.close();
} finally {
  server.stop();
}
