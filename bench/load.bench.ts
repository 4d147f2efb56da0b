// First load on a slow phone: `npx tsx bench/load.bench.ts` (after `npx vite build`). Chromium at 390×844 with the
// CPU throttled 6× and the network at "Slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up) through the
// DevTools protocol. Per run, a fresh browser profile:
//  - first visit: navigation start → home interactive: the home screen drawn and the main thread free of long
//    tasks (> 50 ms) after it for a second; the longest task seen is reported too;
//  - repeat visit (the service worker installed, everything cached): the same after a reload;
//  - a game screen opened from home: after the player looks at home for LOOK_MS (default 4 s; the longest task in
//    that time is reported), tap on "Calico" → its setup screen drawn (next frame after its heading).
// Each figure: median over RUNS runs (default 5) with p10–p90 and the load average. TRACE=1 also prints what the
// first run's long tasks were made of (a Chromium trace of the first and the repeat visit). CPU=1 traces every first
// visit and adds the main thread's CPU time until home is drawn: the work, less stretched by a busy machine.
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreview } from './preview.ts';
import { spread } from './stats.ts';
import { describeLongTasks, mainThreadCpu, startTrace } from './trace.ts';
import { until } from './until.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4207);
const RUNS = Number(process.env.RUNS ?? 5);
/** How long the player looks at home (repeat visit) before opening a game. */
const LOOK_MS = Number(process.env.LOOK_MS ?? 4000);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return cdp;
}

// Installed before any page script: records long tasks from the start, and when the home screen (main.home) is
// first drawn (the frame after it is in the DOM). Watched from inside the page, and read from Node by plain
// evaluation: Playwright's locators would inject their own script into the page and poll on its main thread,
// which at 6× CPU shows up as long tasks of its own (200–400 ms) and slows the page being measured.
const OBSERVE = `window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, obs) => { if (document.querySelector('main.home')) { obs.disconnect(); requestAnimationFrame(() => (window.__home = performance.now())); } }).observe(document, { subtree: true, childList: true });`;

/** ms from navigation start to home interactive, the longest task (ms) up to then, and ms to home drawn. */
async function homeInteractive(page: Page): Promise<[number, number, number]> {
  const drawn = (await until(page, 'window.__home')) as number;
  // Wait for a quiet second (no long task ending in it), then read the tasks.
  const quiet = `performance.now() - Math.max(${drawn}, ...window.__long.map(([s, d]) => s + d)) > 1000`;
  await until(page, quiet, 120_000);
  const long: [number, number][] = await page.evaluate('window.__long');
  const end = Math.max(drawn, ...long.map(([s, d]) => s + d));
  return [end, Math.max(0, ...long.map(([, d]) => d)), drawn];
}

const server = await startPreview(PORT);
const first: number[] = [], firstLong: number[] = [], repeat: number[] = [], repeatLong: number[] = [], game: number[] = [];
const firstDrawn: number[] = [], repeatDrawn: number[] = [], firstCpu: number[] = [], lookLong: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'tile-tally-load-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS, viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(OBSERVE);
      const page = context.pages()[0] ?? await context.newPage();
      const cdp = await slowPhone(page);
      const trace = (process.env.TRACE && run === 0) || process.env.CPU ? await startTrace(cdp) : null;
      await page.goto(`http://127.0.0.1:${PORT}/`);
      const [t1, l1, d1] = await homeInteractive(page);
      first.push(t1); firstLong.push(l1); firstDrawn.push(d1);
      if (trace) {
        const events = await trace();
        if (process.env.TRACE && run === 0) console.log(`first visit, tasks over 50 ms:\n  ${describeLongTasks(events).join('\n  ')}`);
        if (process.env.CPU) firstCpu.push(mainThreadCpu(events, d1));
      }
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForTimeout(1500); // the precache fills
      const trace2 = process.env.TRACE && run === 0 ? await startTrace(cdp) : null;
      await page.reload();
      const [t2, l2, d2] = await homeInteractive(page);
      repeat.push(t2); repeatLong.push(l2); repeatDrawn.push(d2);
      if (trace2) console.log(`repeat visit, tasks over 50 ms:\n  ${describeLongTasks(await trace2()).join('\n  ')}`);
      // A player looks at home before tapping: the app may use that time (a repeat visit warms the games' code,
      // games/warm.ts). The longest task in that wait is reported, so work moved there is not hidden.
      const waited = await page.evaluate('performance.now()') as number;
      await page.waitForTimeout(LOOK_MS);
      const later: [number, number][] = await page.evaluate('window.__long');
      lookLong.push(Math.max(0, ...later.filter(([s]) => s >= waited).map(([, d]) => d)));
      game.push(await page.evaluate(() => new Promise<number>((resolve) => {
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          // The setup screen's heading (home's is "Tile Tally").
          if (![...document.querySelectorAll('main h1')].some((h) => /^New/.test(h.textContent ?? ''))) return;
          obs.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        obs.observe(document.body, { subtree: true, childList: true, characterData: true });
        (document.querySelector('a[href="#/new/calico"]') as HTMLAnchorElement).click();
      })));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  console.log(`slow phone (CPU 6×, Slow 4G), ${RUNS} runs:`);
  console.log(`  first visit → home drawn: ${spread(firstDrawn, 'ms', 0)}`);
  if (firstCpu.length) console.log(`  first visit, main-thread CPU until home drawn: ${spread(firstCpu, 'ms', 0)}`);
  console.log(`  first visit → home interactive: ${spread(first, 'ms', 0)}; longest task ${spread(firstLong, 'ms', 0)}`);
  console.log(`  repeat visit → home drawn: ${spread(repeatDrawn, 'ms', 0)}`);
  console.log(`  repeat visit → home interactive: ${spread(repeat, 'ms', 0)}; longest task ${spread(repeatLong, 'ms', 0)}`);
  console.log(`  longest task while the player looks at home (${LOOK_MS} ms, repeat visit): ${spread(lookLong, 'ms', 0)}`);
  console.log(`  game screen opened from home (New Calico game): ${spread(game, 'ms', 0)}`);
} finally {
  server.stop();
}
