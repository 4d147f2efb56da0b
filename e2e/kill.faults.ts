// A browser killed (SIGKILL) right after a burst of taps keeps every tap. Each edit is written to this tab's
// journal file in OPFS by the journal worker (a synchronous write, flushed once per burst) and the next start
// applies it. The app says when an edit is on disk (the "journal" measure, timed on the worker); a kill before that can lose the
// burst and no page can do better, so each kill comes 0–48 ms after the burst is on disk, racing the game's own
// write and its second copy, whatever the machine's speed. Tap → on disk is in docs/benchmarks.md.
import type { BrowserContext } from '@playwright/test';
import { ALL_TILES, keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { startDealt } from './flows.ts';
import { killBrowser } from './profile.ts';
import { cellsOnScreen, gameIdOf, onDisk, tapInPage } from './stored.ts';
import { expect, test, watchPageErrors } from './test.ts';
import { say } from '../src/games/shared/test/say.ts';

test.use({ failOnPageErrors: true }); // an uncaught error in a page fails the test (e2e/test.ts)

const CELLS = PLAYABLE_CELLS.map(keyOf);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('killing the browser 0–48 ms after a burst of taps is on disk loses nothing, trial after trial', async ({
  playwright,
  baseURL,
}, info) => {
  test.setTimeout(600_000); // six browser starts: slow on a busy machine, and no measure of the app
  const profile = info.outputPath('profile');
  const launch = async () => {
    const ctx = await playwright.chromium.launchPersistentContext(profile, {
      ...info.project.use.launchOptions,
      baseURL: baseURL!,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    watchPageErrors(ctx, info);
    return ctx;
  };
  const kill = (ctx: BrowserContext) => {
    ctx.on('close', () => undefined);
    expect(killBrowser(profile), 'the browser processes to kill').toBeGreaterThan(0);
  };

  let ctx = await launch();
  let page = ctx.pages()[0] ?? (await ctx.newPage());
  await startDealt(page);
  const id = gameIdOf(page);
  const expected: Record<string, string> = {};
  const delays = process.env.KILL_DELAYS
    ? process.env.KILL_DELAYS.split(',').map(Number)
    : // Five kills across the 0–48 ms the game's own write and its second copy race the kill in: each kill is a
      // browser start, the test's main cost, and with saving broken (journal, stash and write) the first already
      // loses its burst.
      [0, 3, 8, 20, 48];
  for (const [trial, delay] of delays.entries()) {
    // a burst of three taps on the next cells, as fast as the page takes them
    const steps = [0, 1, 2].map((k): [string, string] => [
      CELLS[(trial * 3 + k) % CELLS.length]!,
      say(tileName(ALL_TILES[((trial * 3 + k) * 5) % 36]!)),
    ]);
    await page.evaluate(onDisk(steps.length));
    await tapInPage(page, steps);
    for (const [c, t] of steps) expected[c] = t;
    await page.evaluate('window.__onDisk');
    await sleep(delay);
    kill(ctx);
    await ctx.close().catch(() => undefined);

    ctx = await launch();
    page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`/#/game/${id}`);
    await page.locator('[data-cell="1,1"]').or(page.getByText('This game is not on this device.')).waitFor();
    expect(
      await cellsOnScreen(page),
      `after the kill ${delay} ms after trial ${trial + 1}'s burst was on disk`,
    ).toEqual(expected);
  }
  await ctx.close();
});
