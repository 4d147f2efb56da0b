// UI benchmark: `npm run bench:ui` (after `npx vite build`). Tap → paint for a tap on a tile in the picker (a real
// mouse input through the DevTools protocol, timed by the Event Timing API: bench/tapPaint.ts), with the CPU
// throttled 4×; the older in-page measure (a click dispatched in the page to the next frame after the DOM changed)
// beside it; and the number of taps a full board takes in each entry mode. Medians with p10–p90 and the load.
import { startPreview } from './preview.ts';
import { chromium, type Page } from '@playwright/test';
import { keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { FULL_BOARD, FULL_CATS, FULL_GOALS } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf, cellsOf } from '../src/games/calico/core/test/notation.ts';
import { SetupPage } from '../e2e/pages/SetupPage.ts';
import { spread } from './stats.ts';
import { observeEvents, tapToPaint } from './tapPaint.ts';
import { profileTop } from './trace.ts';
import { say } from '../src/games/shared/test/say.ts';

// Not 4190: that port is on the Fetch standard's blocked list (Node's fetch and Chromium refuse it).
const PORT = Number(process.env.BENCH_PORT ?? 4197);
const server = await startPreview(PORT);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cells = cellsOf(FULL_BOARD, 'blue');
const tiles = PLAYABLE_CELLS.map((c) => cells[keyOf(c)]!);

/** ms from the tap to the DOM holding the update (the app's work), and to the next frame after it. */
async function tapTimes(page: Page, name: string): Promise<[number, number]> {
  return page.evaluate(
    (label) =>
      new Promise<[number, number]>((resolve) => {
        // A tile's label is "<code> <count>: <name>, <n> left" (the code and count as shown on it, when shown). (No
        // named function in here: tsx would wrap it in a helper the page does not have.)
        const want = label.replace(/^[^:]*: /, '').split(',')[0];
        const btn = [...document.querySelectorAll<HTMLButtonElement>('.tile-btn')].find(
          (b) =>
            b
              .getAttribute('aria-label')!
              .replace(/^[^:]*: /, '')
              .split(',')[0] === want,
        );
        if (!btn) throw new Error(`no tile button named ${label}`);
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          obs.disconnect();
          const work = performance.now() - t0;
          requestAnimationFrame(() => resolve([work, performance.now() - t0]));
        });
        obs.observe(document.querySelector('main')!, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        btn.click();
      }),
    name,
  );
}
const tapToScreen = async (page: Page, name: string) => (await tapTimes(page, name))[1];

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
  const setup = new SetupPage(page);
  const samples: number[] = [],
    paints: number[] = [];
  for (let round = 0; round < 3; round++) {
    await setup.open();
    await setup.setPlayers([
      { name: `Ana${round}`, board: 'blue', goals: FULL_GOALS },
      { name: `Ben${round}`, board: 'green', goals: FULL_GOALS },
    ]);
    await setup.setCats(catsOf(FULL_CATS));
    await setup.start();
    await page.getByTestId('player-total').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Odd rounds: real taps timed by Event Timing; even rounds: the in-page measure.
    if (round % 2) {
      await observeEvents(page);
      const taps = async () => {
        for (const t of tiles) {
          const name = say(tileName(t)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          paints.push(
            await tapToPaint(
              page,
              page
                .locator('.tile-btn')
                .and(page.getByRole('button', { name: new RegExp(`(^|: )${name}(,|$)`) }))
                .first(),
            ),
          );
        }
      };
      // PROFILE=1 (or total): the app's functions by self (or total) time over these taps; the taps' times are then
      // not the figures. Best on a build without minifying (`npx vite build --minify false --outDir …`, BENCH_DIST).
      if (process.env.PROFILE)
        console.log(
          (await profileTop(cdp, taps, 3000, process.env.PROFILE === 'total'))
            .filter((l) => new RegExp(` ${process.env.PROFILE_CHUNK ?? '[\\w-]+'}-[\\w-]{8}\\.js:`).test(l))
            .slice(0, 40)
            .join('\n'),
        );
      else await taps();
    } else for (const t of tiles) samples.push(await tapToScreen(page, say(tileName(t))));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  // Coach: choosing a tile in hand shades all 22 empty cells of a fresh board (gain and goal effects per cell).
  const coach: number[] = [],
    coachWork: number[] = [];
  await setup.open();
  await setup.setPlayers([
    { name: 'Cy', board: 'blue', goals: FULL_GOALS },
    { name: 'Di', board: 'green', goals: FULL_GOALS },
  ]);
  await setup.setCats(catsOf(FULL_CATS));
  await setup.start();
  await page.getByRole('button', { name: 'Coach' }).click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let i = 0; i < 20; i++) {
    await page.getByRole('button', { name: /^Tile 1 in hand/ }).click();
    const [work, frame] = await tapTimes(page, say(tileName(tiles[i % tiles.length]!)));
    coachWork.push(work);
    coach.push(frame);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(
    `coach shading of 22 empty cells after choosing a tile, CPU 4× throttled: shading in the DOM after ${median(coachWork).toFixed(1)} ms, on the next frame after ${median(coach).toFixed(1)} ms (medians of ${coach.length})`,
  );
  const distinct = new Set(tiles.map(tileName)).size;
  console.log(`tap on a tile → paint (real input, Event Timing), CPU 4×: ${spread(paints)}`);
  console.log(`tap on a tile → updated score on screen (in-page click, next frame), CPU 4×: ${spread(samples)}`);
  console.log(
    `taps for a full board: tap mode ${tiles.length} (auto-advance: one tap per cell); without auto-advance ${tiles.length * 2}; paint mode ${distinct + tiles.length} (${distinct} distinct tiles + ${tiles.length} cells)`,
  );
  await browser.close();
} finally {
  server.stop();
}
