// First visit and tap → paint in Chromium, Firefox ESR and WebKitGTK in one run, with each engine's ratio to
// Chromium: `npx tsx bench/engines.bench.ts` after `npx vite build`. The app is served as `npm start` serves it (the
// group's server, server/main.ts, through bench/preview.ts); Chromium is Playwright's, Firefox and WebKitGTK are
// driven by e2e/engines/ (the browsers the engines' flows use), each at 390×844 with a new profile per run, the
// engines taking turns run by run so that the machine's load falls on all three alike. WebDriver has no CPU
// throttling: figures are at the machine's own speed.
// - first visit: the browser's own first-contentful-paint and load-event end of home, from navigation start.
// - tap → paint: a real tap (Playwright's mouse, WebDriver's pointer) on a Calico tile in a dealt game; in the page,
//   from the click event's timestamp to the start of the frame after the screen changed (requestAnimationFrame after
//   the first mutation of <main>: that frame draws it). Event Timing, which bench/tapPaint.ts reads in Chromium,
//   is missing in WebKit.
// RUNS (3) first visits and games per engine, TAPS (10) taps per game, BENCH_PORT (4196), ENGINES=chromium,webkit.
import { chromium, type Page } from '@playwright/test';
import { launch, type EngineName } from '../e2e/engines/driver.ts';
import { EnginePage } from '../e2e/engines/page.ts';
import { ANA_TILES, startDealt } from '../e2e/flows.ts';
import { startPreview } from './preview.ts';
import { load, median, spread } from './stats.ts';

process.env.BENCH_SERVER ??= 'group';
const PORT = Number(process.env.BENCH_PORT ?? 4196);
const RUNS = Number(process.env.RUNS ?? 3);
const TAPS = Number(process.env.TAPS ?? 10);
type Engine = 'chromium' | EngineName;
const ENGINES = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',') as Engine[];

/** A fresh browser on a new profile, its page as the page objects take it. */
async function open(engine: Engine, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  if (engine === 'chromium') {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
    return { page: await context.newPage(), close: () => browser.close() };
  }
  const driver = await launch(engine, { width: 390, height: 844 });
  return { page: new EnginePage(driver, url).asPage, close: () => driver.close() };
}

async function firstVisit(page: Page, url: string): Promise<{ fcp: number; loaded: number }> {
  await page.goto(`${url}/`);
  await page.locator('main.home').waitFor();
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { fcp: fcp ? fcp.startTime : -1, loaded: nav ? nav.loadEventEnd : -1 };
  });
}

/** Arms the page for one tap: resolves `window.tapPaint` with click → the frame that draws the change (ms). */
const ARM = () => {
  const w = window as unknown as { tapPaint: Promise<number> };
  w.tapPaint = new Promise<number>((done) => {
    let clicked = -1;
    addEventListener('click', (e) => (clicked = e.timeStamp), { capture: true, once: true });
    const seen = new MutationObserver(() => {
      seen.disconnect();
      requestAnimationFrame(() => done(clicked < 0 ? -1 : performance.now() - clicked));
    });
    seen.observe(document.querySelector('main')!, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
};

async function taps(page: Page): Promise<number[]> {
  const game = await startDealt(page, ['Ana', 'Ben']);
  const out: number[] = [];
  for (const tile of ANA_TILES.slice(0, TAPS)) {
    await page.evaluate(ARM);
    await game.pick(tile);
    const ms = await page.evaluate(() => (window as unknown as { tapPaint: Promise<number> }).tapPaint);
    if (ms >= 0) out.push(ms);
  }
  return out;
}

const { url, stop } = await startPreview(PORT);
const visits: Record<string, { fcp: number[]; loaded: number[] }> = {};
const tapTimes: Record<string, number[]> = {};
console.log(`engines: ${ENGINES.join(', ')}; ${RUNS} runs; load at start ${load()}`);
try {
  for (let run = 0; run < RUNS; run++)
    for (const engine of ENGINES) {
      const b = await open(engine, url);
      try {
        const v = await firstVisit(b.page, url);
        (visits[engine] ??= { fcp: [], loaded: [] }).fcp.push(v.fcp);
        visits[engine].loaded.push(v.loaded);
        (tapTimes[engine] ??= []).push(...(await taps(b.page)));
      } finally {
        await b.close();
      }
      console.log(`  run ${run + 1} ${engine} done (load ${load()})`);
    }
} finally {
  stop();
}
const ratio = (engine: string, pick: (e: string) => number[]) =>
  engine === 'chromium' || !visits.chromium
    ? ''
    : ` — ×${(median(pick(engine)) / median(pick('chromium'))).toFixed(2)} Chromium`;
for (const engine of ENGINES) {
  console.log(`${engine}:`);
  console.log(
    `  first visit → first contentful paint: ${spread(visits[engine]!.fcp, 'ms', 0)}${ratio(engine, (e) => visits[e]!.fcp)}`,
  );
  console.log(
    `  first visit → load event end: ${spread(visits[engine]!.loaded, 'ms', 0)}${ratio(engine, (e) => visits[e]!.loaded)}`,
  );
  console.log(
    `  tap → paint (Calico tile): ${spread(tapTimes[engine]!, 'ms', 0)}${ratio(engine, (e) => tapTimes[e]!)}`,
  );
}
