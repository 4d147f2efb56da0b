// First load on a slow phone: `npx tsx bench/load.bench.ts` (after `npx vite build`). Chromium at 390×844 with the
// CPU throttled 6× and the network at "Slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up) through the
// DevTools protocol. Per run, a fresh browser profile:
//  - first visit: navigation start → home interactive: the home screen drawn and the main thread free of long
//    tasks (> 50 ms) after it for a second; the longest task seen is reported too;
//  - repeat visit (the service worker installed, everything cached): the same after a reload;
//  - a game screen opened from home: after the player looks at home for LOOK_MS (default 4 s; the longest task in
//    that time is reported), tap on "Calico" → its setup screen drawn (next frame after its heading).
// Coming back (a second fresh profile per run): the service worker installed and a Calico game with a few entries
// saved (unthrottled), then each in a new tab, the slow phone emulated, in turns (which goes first alternates):
//  - game by address, repeat visit: /#/game/<id> (where a phone that slept mid-game reopens) → its board seen (the
//    snapshot of the screen left, ui/snapshot.ts, or the app's own board, whichever shows first), its board drawn
//    by the app with its cells (the frame after a filled cell is in the DOM), and the longest task until a quiet
//    second;
//  - home, repeat visit, new tab: / → home drawn, interactive and its longest task.
// A new tab the service worker does not control stops the bench (it would measure the network). For the game by
// address it also counts the runs where storage start-up was asked for before the board was drawn (a game read
// ahead, db/readAhead.ts, starts it after; one with edits waiting for recovery before).
// Each figure: median over RUNS runs (default 5) with p10–p90 and the load average. TRACE=1 also prints what the
// first run's long tasks were made of (a Chromium trace of the first and the repeat visit), and for coming back the
// page's resources and marks in time order (where a game by address waits). CPU=1 traces every first visit and adds
// the main thread's CPU time until home is drawn: the work, less stretched by a busy machine (for coming back, both
// cases traced, until drawn). ONLY=back runs only
// the coming-back cases, ONLY=first only the others.
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreview } from './preview.ts';
import { spread } from './stats.ts';
import { describeLongTasks, mainThreadCpu, profileTop, startTrace } from './trace.ts';
import { until } from './until.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4207);
const RUNS = Number(process.env.RUNS ?? 5);
/** How long the player looks at home (repeat visit) before opening a game. */
const LOOK_MS = Number(process.env.LOOK_MS ?? 4000);
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return cdp;
}

// Installed before any page script: records long tasks from the start, and when the home screen (main.home) and a
// game's board with a filled cell are first drawn (the frame after they are in the DOM). Watched from inside the
// page, and read from Node by plain evaluation: Playwright's locators would inject their own script into the page
// and poll on its main thread, which at 6× CPU shows up as long tasks of its own (200–400 ms) and slows the page
// being measured.
const OBSERVE = `window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const seen = (name, found) => { if (window['__' + name] === undefined && found()) { window['__' + name] = 0; requestAnimationFrame(() => (window['__' + name] = performance.now())); } };
  new MutationObserver((_, obs) => {
    seen('home', () => document.querySelector('main.home'));
    seen('board', () => [...document.querySelectorAll('[data-cell]')].some((c) => !/: empty$/.test(c.getAttribute('aria-label') ?? '')));
    seen('snapshot', () => document.getElementById('snapshot'));
    if (window.__home !== undefined && window.__board !== undefined) obs.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });`;

/** ms from navigation start to `what` (home or board) interactive, the longest task (ms) up to then, and ms to it
 * drawn. */
async function interactive(page: Page, what: 'home' | 'board' = 'home'): Promise<[number, number, number]> {
  const drawn = (await until(page, `window.__${what}`)) as number;
  // Wait for a quiet second (no long task ending in it), then read the tasks.
  const quiet = `performance.now() - Math.max(${drawn}, ...window.__long.map(([s, d]) => s + d)) > 1000`;
  await until(page, quiet, 120_000);
  const long: [number, number][] = await page.evaluate('window.__long');
  const end = Math.max(drawn, ...long.map(([s, d]) => s + d));
  return [end, Math.max(0, ...long.map(([, d]) => d)), drawn];
}
const homeInteractive = (page: Page) => interactive(page, 'home');

async function firstVisits(): Promise<void> {
  const first: number[] = [],
    firstLong: number[] = [],
    repeat: number[] = [],
    repeatLong: number[] = [],
    game: number[] = [];
  const firstDrawn: number[] = [],
    repeatDrawn: number[] = [],
    firstCpu: number[] = [],
    lookLong: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'tile-tally-load-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ARGS,
      viewport: { width: 390, height: 844 },
    });
    try {
      await context.addInitScript(OBSERVE);
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await slowPhone(page);
      const trace = (process.env.TRACE && run === 0) || process.env.CPU ? await startTrace(cdp) : null;
      await page.goto(`http://127.0.0.1:${PORT}/`);
      const [t1, l1, d1] = await homeInteractive(page);
      first.push(t1);
      firstLong.push(l1);
      firstDrawn.push(d1);
      if (trace) {
        const events = await trace();
        if (process.env.TRACE && run === 0)
          console.log(`first visit, tasks over 50 ms:\n  ${describeLongTasks(events).join('\n  ')}`);
        if (process.env.CPU) firstCpu.push(mainThreadCpu(events, d1));
      }
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForTimeout(1500); // the precache fills
      const trace2 = process.env.TRACE && run === 0 ? await startTrace(cdp) : null;
      await page.reload();
      const [t2, l2, d2] = await homeInteractive(page);
      repeat.push(t2);
      repeatLong.push(l2);
      repeatDrawn.push(d2);
      if (trace2) console.log(`repeat visit, tasks over 50 ms:\n  ${describeLongTasks(await trace2()).join('\n  ')}`);
      // A player looks at home before tapping: the app may use that time (a repeat visit warms the games' code,
      // games/warm.ts). The longest task in that wait is reported, so work moved there is not hidden.
      const waited = (await page.evaluate('performance.now()')) as number;
      await page.waitForTimeout(LOOK_MS);
      const later: [number, number][] = await page.evaluate('window.__long');
      lookLong.push(Math.max(0, ...later.filter(([s]) => s >= waited).map(([, d]) => d)));
      game.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const t0 = performance.now();
              const obs = new MutationObserver(() => {
                // The setup screen's heading (home's is "Tile Tally").
                if (![...document.querySelectorAll('main h1')].some((h) => /^New/.test(h.textContent ?? ''))) return;
                obs.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - t0));
              });
              obs.observe(document.body, { subtree: true, childList: true, characterData: true });
              (document.querySelector('a[href="#/new/calico"]') as HTMLAnchorElement).click();
            }),
        ),
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  console.log(`slow phone (CPU 6×, Slow 4G), ${RUNS} runs:`);
  console.log(`  first visit → home drawn: ${spread(firstDrawn, 'ms', 0)}`);
  if (firstCpu.length) console.log(`  first visit, main-thread CPU until home drawn: ${spread(firstCpu, 'ms', 0)}`);
  console.log(
    `  first visit → home interactive: ${spread(first, 'ms', 0)}; longest task ${spread(firstLong, 'ms', 0)}`,
  );
  console.log(`  repeat visit → home drawn: ${spread(repeatDrawn, 'ms', 0)}`);
  console.log(
    `  repeat visit → home interactive: ${spread(repeat, 'ms', 0)}; longest task ${spread(repeatLong, 'ms', 0)}`,
  );
  console.log(
    `  longest task while the player looks at home (${LOOK_MS} ms, repeat visit): ${spread(lookLong, 'ms', 0)}`,
  );
  console.log(`  game screen opened from home (New Calico game): ${spread(game, 'ms', 0)}`);
}

/** What the page fetched and marked, in time order (ms from navigation start): where a screen waits. */
const WATERFALL = `[...performance.getEntriesByType('resource').map((e) => [e.startTime, e.responseEnd, e.name.replace(/^.*\\//, '')]),
  ...performance.getEntriesByType('mark').map((e) => [e.startTime, e.startTime, 'mark ' + e.name]),
  ...performance.getEntriesByType('measure').map((e) => [e.startTime, e.startTime + e.duration, 'measure ' + e.name])]
  .sort((a, b) => a[0] - b[0]).map(([s, e, n]) => s.toFixed(0).padStart(5) + '–' + e.toFixed(0).padStart(5) + ' ' + n).join('\\n  ')`;

/** A fresh profile with the service worker installed and a Calico game with a few cells entered and written to the
 * database, set up at full speed; the game's id. */
async function withSavedGame(context: BrowserContext): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.evaluate(() => navigator.serviceWorker.ready); // installed: the precache is filled
  await page.goto(`http://127.0.0.1:${PORT}/#/new/calico`);
  for (const [i, name] of ['Ana', 'Ben'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await page.getByRole('button', { name: /^Deal (the rest )?for us$/ }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('[data-cell="1,1"]').waitFor();
  const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
  for (const cell of ['1,1', '1,2', '1,3', '2,1', '2,2']) {
    await page.locator(`[data-cell="${cell}"]`).click();
    await page.getByRole('group', { name: 'Tiles' }).getByRole('button').first().click();
  }
  // Written to the database itself, not only journalled: what a player who left the phone a while finds.
  const stored = `new Promise((resolve) => { const o = indexedDB.open('calico-score-sheet'); o.onsuccess = () => {
    const g = o.result.transaction('games').objectStore('games').get(${JSON.stringify(id)});
    g.onsuccess = () => (o.result.close(), resolve(Object.values(g.result?.doc?.players?.[0]?.cells ?? {}).length >= 5)); }; })`;
  await until(page, stored);
  // Both addresses started once more, as on a phone that has used the app for days (the browser keeps compiled
  // code of the scripts it ran): neither case pays for being the first run.
  await page.reload();
  await page.locator('[data-cell="1,1"]').waitFor();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.locator('main.home').waitFor();
  await page.goto('about:blank'); // the tab kept (the browser stays open), the app no longer in it
  return id;
}

/** Per run of the game by address: storage start-up began before its board was drawn. */
const startedFirst: boolean[] = [];

/** A new tab on `path` with the slow phone emulated: ms to `what` drawn, to interactive, the longest task, and with
 * CPU=1 the main thread's CPU time until drawn (NaN without). */
async function inNewTab(
  context: BrowserContext,
  path: string,
  what: 'home' | 'board',
  trace: boolean,
): Promise<[number, number, number, number, number | null]> {
  const page = await context.newPage();
  try {
    const cdp = await slowPhone(page);
    const traced = trace || process.env.CPU ? await startTrace(cdp) : null;
    let end = 0,
      long = 0,
      drawn = 0,
      snapshot: number | null = null;
    const go = async () => {
      await page.goto(`http://127.0.0.1:${PORT}${path}`);
      [end, long, drawn] = await interactive(page, what);
      snapshot = ((await page.evaluate('window.__snapshot')) as number | undefined) ?? null;
      // A repeat visit is one the service worker serves: a tab it does not control measures the network instead.
      if (!(await page.evaluate('!!navigator.serviceWorker.controller')))
        throw new Error(`${path} in a new tab was not served by the service worker`);
    };
    if (process.env.PROFILE && trace) console.log((await profileTop(cdp, go, 40, !!process.env.TOTAL)).join('\n'));
    else await go();
    const events = traced ? await traced() : [];
    if (trace) {
      console.log(
        `${path} in a new tab (${what} drawn at ${drawn.toFixed(0)} ms):\n  ${await page.evaluate(WATERFALL)}`,
      );
      console.log(`  tasks over 50 ms:\n  ${describeLongTasks(events).join('\n  ')}`);
    }
    // Whether storage start-up (start.ts) was asked for before the board was drawn: a game read ahead starts it after.
    if (what === 'board')
      startedFirst.push(
        (await page.evaluate(
          `performance.getEntriesByType('resource').some((e) => /\\/start-[^/]*\\.js$/.test(e.name) && e.startTime < ${drawn})`,
        )) as boolean,
      );
    return [drawn, end, long, traced ? mainThreadCpu(events, drawn) : NaN, snapshot];
  } finally {
    await page.close();
  }
}

async function comingBack(): Promise<void> {
  const board: number[] = [],
    boardEnd: number[] = [],
    boardLong: number[] = [];
  const home: number[] = [],
    homeEnd: number[] = [],
    homeLong: number[] = [];
  const boardCpu: number[] = [],
    homeCpu: number[] = [];
  // Seen: the snapshot of the game screen left (ui/snapshot.ts) or the app's own, whichever showed first.
  const boardSeen: number[] = [];
  let boardSnapshots = 0;
  for (let run = 0; run < RUNS; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'tile-tally-back-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ARGS,
      viewport: { width: 390, height: 844 },
    });
    try {
      await context.addInitScript(OBSERVE);
      const id = await withSavedGame(context);
      const trace = !!process.env.TRACE && run === 0;
      const cases = [
        async () => {
          const [d, e, l, c, shot] = await inNewTab(context, `/#/game/${encodeURIComponent(id)}`, 'board', trace);
          board.push(d);
          boardSeen.push(Math.min(d, shot ?? d));
          if (shot !== null) boardSnapshots++;
          boardEnd.push(e);
          boardLong.push(l);
          boardCpu.push(c);
        },
        async () => {
          const [d, e, l, c] = await inNewTab(context, '/', 'home', trace);
          home.push(d);
          homeEnd.push(e);
          homeLong.push(l);
          homeCpu.push(c);
        },
      ];
      for (const c of run % 2 ? cases.reverse() : cases) await c();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  console.log(`coming back on a slow phone (CPU 6×, Slow 4G; service worker cached, a new tab), ${RUNS} runs:`);
  console.log(
    `  game by address, repeat visit → board seen: ${spread(boardSeen, 'ms', 0)} (from the snapshot in ${boardSnapshots} of ${RUNS} runs)`,
  );
  console.log(`  game by address, repeat visit → board drawn with its cells: ${spread(board, 'ms', 0)}`);
  console.log(
    `  storage start-up began before the board was drawn: ${startedFirst.filter(Boolean).length} of ${RUNS} runs`,
  );
  console.log(
    `  game by address, repeat visit → interactive: ${spread(boardEnd, 'ms', 0)}; longest task ${spread(boardLong, 'ms', 0)}`,
  );
  console.log(`  home, repeat visit, new tab → home drawn: ${spread(home, 'ms', 0)}`);
  console.log(
    `  home, repeat visit, new tab → interactive: ${spread(homeEnd, 'ms', 0)}; longest task ${spread(homeLong, 'ms', 0)}`,
  );
  if (process.env.CPU) {
    console.log(`  game by address, main-thread CPU until the board is drawn: ${spread(boardCpu, 'ms', 0)}`);
    console.log(`  home, new tab, main-thread CPU until home is drawn: ${spread(homeCpu, 'ms', 0)}`);
  }
}

const server = await startPreview(PORT);
try {
  if (process.env.ONLY !== 'back') await firstVisits();
  if (process.env.ONLY !== 'first') await comingBack();
} finally {
  server.stop();
}
