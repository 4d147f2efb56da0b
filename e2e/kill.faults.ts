// A browser killed (SIGKILL) right after a burst of taps keeps every tap (issue: a kill 0–48 ms after the last
// tap lost cells, because the only fast copy, localStorage, is not on disk yet after a kill). Each edit is now
// committed to IndexedDB's journal within a few milliseconds (median 3.1 ms, p90 6.5 ms: docs/benchmarks.md), and
// the next start applies it. A kill before that commit (0–4 ms) can lose the burst: no page can do better.
import type { BrowserContext } from '@playwright/test';
import { ALL_TILES, keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { startAnaBen } from './flows.ts';
import { killBrowser } from './profile.ts';
import { cellsOnScreen, gameIdOf, tapInPage } from './stored.ts';
import { expect, test } from './test.ts';

const CELLS = PLAYABLE_CELLS.map(keyOf);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('killing the browser 6–48 ms after the last tap of a burst loses nothing, trial after trial', async ({ playwright, baseURL }, info) => {
  test.setTimeout(180_000);
  const profile = info.outputPath('profile');
  const launch = () => playwright.chromium.launchPersistentContext(profile, { ...info.project.use.launchOptions, baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const kill = (ctx: BrowserContext) => {
    ctx.on('close', () => undefined);
    expect(killBrowser(profile), 'the browser processes to kill').toBeGreaterThan(0);
  };

  let ctx = await launch();
  let page = ctx.pages()[0] ?? (await ctx.newPage());
  await startAnaBen(page);
  const id = gameIdOf(page);
  const expected: Record<string, string> = {};
  const delays = process.env.KILL_DELAYS ? process.env.KILL_DELAYS.split(",").map(Number) : [6, 8, 10, 12, 15, 20, 25, 35, 48];
  for (const [trial, delay] of delays.entries()) {
    // a burst of three taps on the next cells, as fast as the page takes them
    const steps = [0, 1, 2].map((k): [string, string] => [CELLS[(trial * 3 + k) % CELLS.length]!, tileName(ALL_TILES[(trial * 3 + k) * 5 % 36]!)]);
    await page.waitForTimeout(300); // the journal's worker is up (it starts with the app)
    await tapInPage(page, steps);
    for (const [c, t] of steps) expected[c] = t;
    await sleep(delay);
    kill(ctx);
    await ctx.close().catch(() => undefined);

    ctx = await launch();
    page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`/#/game/${id}`);
    await page.locator('[data-cell="1,1"]').waitFor();
    expect(await cellsOnScreen(page), `after the kill ${delay} ms after trial ${trial + 1}'s last tap`).toEqual(expected);
  }
  await ctx.close();
});
