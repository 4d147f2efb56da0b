// Azul benchmark: `npx tsx bench/azul.bench.ts` (after `npx vite build`). Prints medians; record them in
// docs/benchmarks.md. The core is bundled as it ships (bench/bundle.ts); times are CPU time (bench/stats.ts).
//  1. Scoring a 4-player game of 6 rounds (scoreGame, ranking included), and applying one edit (applyEdit checks
//     the whole game again), in Node.
//  2. In Chromium at 390×844 with the CPU throttled 4×: from a tap on a wall cell to the round preview showing
//     the new points (the next frame after the DOM changed), over a whole 4-player game's taps.
import { chromium, type Page } from '@playwright/test';
import { bundled } from './bundle.ts';
import { benchGame, cellsOf, ROUNDS } from './data/azulGame.ts';
import { startPreview } from './preview.ts';
import { AzulSetupPage } from '../e2e/pages/AzulPages.ts';
import { measure, median, quantile, spread } from './stats.ts';
import { observeEvents, tapToPaint } from './tapPaint.ts';

const p90 = (xs: number[]) => quantile(xs, 0.9);
const { applyEdit, parseGame, scoreGame } =
  await bundled<typeof import('../src/games/azul/core/index.ts')>('src/games/azul/core/index.ts');
const parsed = parseGame(benchGame());
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.path).join('\n'));
const score = scoreGame(parsed.game);
if (score.endedAfterRound !== ROUNDS - 1)
  throw new Error(`the bench game should end after round ${ROUNDS}, not ${score.endedAfterRound}`);

console.log(`node ${process.version}, ${process.arch}`);
measure(
  `score a 4-player game of 6 rounds again, rounds kept (totals ${score.players.map((p) => p.total).join(', ')}; cold: npm run bench)`,
  () => scoreGame(parsed.game),
  2000,
);
measure(
  'apply one edit to it (the whole game checked again)',
  () => applyEdit(parsed.game, { kind: 'floor', round: 2, player: 1, floor: 5 }, '2026-11-22T21:00:00.000Z'),
  2000,
);

// --- tap → round preview in Chromium ---
const PORT = Number(process.env.BENCH_PORT ?? 4206);
const server = await startPreview(PORT);

/** ms from a click on a wall cell to the next frame after the player's round sum changed. On a phone one wall is
 * shown at a time (a tab per player): the shown wall is the only one on screen. */
async function tapToPreview(page: Page, player: number, row: number, col: number): Promise<number> {
  return page.evaluate(
    ({ player, row, col }) =>
      new Promise<number>((resolve) => {
        const section = document.querySelector<HTMLElement>('.az-player')!;
        const cell = section.querySelectorAll<HTMLButtonElement>('.az-wall .az-cell')[row * 5 + col]!;
        const preview = section.querySelector(`[data-testid="sum-${player}"]`)!;
        const before = preview.textContent;
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          if (preview.textContent === before) return;
          obs.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        obs.observe(section, { subtree: true, childList: true, characterData: true });
        cell.click();
      }),
    { player, row, col },
  );
}

/** Shows player `p`'s wall (their tab). */
const showWall = (page: Page, p: number) =>
  page.getByRole('group', { name: 'Whose wall' }).getByRole('button').nth(p).click();

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${PORT}` });
  const samples: number[] = [],
    paints: number[] = [];
  for (let run = 0; run < 2; run++) {
    await page.goto('/#/new/azul');
    await page.getByRole('heading', { name: 'New Azul game' }).waitFor();
    await new AzulSetupPage(page).setPlayers(['Ana', 'Ben', 'Cy', 'Di'].map((n) => `${n}${run}`));
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { level: 2, name: 'Round 1' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let r = 0; r < ROUNDS; r++) {
      // The first run: in-page clicks to the preview; the second: real taps timed by Event Timing.
      if (run === 1 && r === 0) await observeEvents(page);
      for (let p = 0; p < 4; p++) {
        await showWall(page, p);
        for (const t of cellsOf(p, r)) {
          if (run === 0) samples.push(await tapToPreview(page, p, t.row, t.col));
          else paints.push(await tapToPaint(page, page.locator('.az-player .az-wall .az-cell').nth(t.row * 5 + t.col)));
        }
      }
      if (r < ROUNDS - 1) await page.getByRole('button', { name: 'Next round', exact: true }).click();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  console.log(
    `tap on a wall cell → round preview on screen (in-page click), CPU 4×: median ${median(samples).toFixed(1)} ms, p90 ${p90(samples).toFixed(1)} ms over ${samples.length} taps`,
  );
  console.log(`tap on a wall cell → paint (real input, Event Timing), CPU 4×: ${spread(paints)}`);
  await browser.close();
} finally {
  server.stop();
}
