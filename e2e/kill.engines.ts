// The browser killed right after a burst of taps, in Firefox ESR and WebKitGTK (SIGKILL of the browser and every
// process it started: e2e/engines/driver.ts), then started again on the same profile. Firefox keeps each edit in the
// journal's OPFS file (a synchronous access handle in the worker); WebKitGTK has no synchronous access, so the page
// writes the edit to the journal's own IndexedDB database ('strict'). The tab's stash (localStorage) does not count
// here: WebKit writes localStorage to disk later, and a kill at once after a write loses it.
//
// The test kills 0–50 ms after the burst is on disk (the app's "journal" measure) and must lose nothing. The
// measurement (ENGINE_KILLS=N) kills 0–50 ms after the burst was taken, without waiting, and counts the taps lost.
import { ALL_TILES, keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';
import { startDealt } from './flows.ts';
import { cellsOnScreen, onDisk, tapInPage } from './stored.ts';
import { test, expect } from './engines/test.ts';
import type { Driver } from './engines/driver.ts';
import type { EnginePage } from './engines/page.ts';

const CELLS = PLAYABLE_CELLS.map(keyOf);

// Each test kills its browser: a browser of its own, not the worker's.
test.use({ ownBrowser: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Kills after each burst (after it is on disk when `afterDisk`) and counts the taps not on screen after the
 * restart. */
async function trials(ep: EnginePage, driver: Driver, delays: number[], afterDisk: boolean) {
  const page = ep.asPage;
  await startDealt(page, ['Ana', 'Ben']);
  const id = decodeURIComponent(new URL(await ep.currentUrl()).hash.split('/').pop()!);
  const expected: Record<string, string> = {};
  let lost = 0;
  const lostAt: string[] = [];
  for (const [trial, delay] of delays.entries()) {
    const steps = [0, 1, 2].map((k): [string, string] => [
      CELLS[(trial * 3 + k) % CELLS.length]!,
      say(tileName(ALL_TILES[((trial * 3 + k) * 5) % 36]!)),
    ]);
    if (afterDisk) await ep.evaluate(onDisk(steps.length));
    await tapInPage(page, steps);
    for (const [c, t] of steps) expected[c] = t;
    if (afterDisk) await ep.evaluate('window.__onDisk');
    await sleep(delay);
    await driver.killAndRestart();
    await ep.goto(`/#/game/${id}`);
    await ep.locator('[data-cell="1,1"]').waitFor();
    const shown = await cellsOnScreen(page);
    const missing = Object.entries(expected).filter(([c, t]) => shown[c] !== t);
    if (missing.length) lostAt.push(`${delay} ms: ${missing.map(([c]) => c).join(' ')}`);
    lost += missing.length;
    // What was lost is entered again and waited for on disk, so each trial counts only its own burst (re-entered
    // taps killed before their journal write were counted again by the next trial).
    if (missing.length) {
      await ep.evaluate(onDisk(missing.length));
      await tapInPage(page, missing as [string, string][]);
      await ep.evaluate('window.__onDisk');
      await ep.until('the taps entered again', 60_000, async () => {
        const now = await cellsOnScreen(page);
        return missing.every(([c, t]) => now[c] === t);
      });
    }
  }
  return { lost, taps: delays.length * 3, lostAt };
}

test('killed 0–50 ms after a burst of taps is on disk, the browser started again shows every tap', async ({
  ep,
  driver,
}) => {
  // One kill, at once: the journal's word that the burst is on disk is what is checked, and a kill 0 ms after it is
  // the one that finds that word given too early (a later kill only gives the write more time). A restart costs a
  // browser start; the measurement below kills across the whole 0–50 ms range.
  const r = await trials(ep, driver, [0], true);
  expect(r.lostAt).toEqual([]);
});

test('measure: taps lost per 100 kills 0–50 ms after a burst (ENGINE_KILLS=N)', async ({ ep, driver, engine }) => {
  const n = Number(process.env.ENGINE_KILLS ?? 0);
  test.skip(!n, 'a measurement, run by hand: ENGINE_KILLS=40');
  test.setTimeout(n * 60_000);
  const delays = Array.from({ length: n }, (_, i) => Math.round((i * 50) / Math.max(1, n - 1)));
  const r = await trials(ep, driver, delays, false);
  console.log(
    `${engine}: ${r.lost} of ${r.taps} taps lost in ${n} kills 0–50 ms after the burst (${((r.lost / n) * 100).toFixed(0)} per 100 kills)${r.lostAt.length ? `: ${r.lostAt.join('; ')}` : ''}`,
  );
});
