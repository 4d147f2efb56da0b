// Saved-games benchmark: `npm run bench:history` (after `npx vite build`; N=10000 for ten thousand games). Imports N
// games (default 1,000) into the real Chromium IndexedDB through the app, opens the app again and waits for its
// background work at start (the second copy's revision check) to end, then times opening history, filtering by
// a player, and computing all stats (from the route change to the screen showing the result), with the CPU
// throttled 4× through the DevTools protocol. Medians of 7 runs with p10–p90 and the load average. The filter is
// timed once the whole list is in (the count shown, not "Counting…"). PROFILE=1 prints where a last round's
// JavaScript time went (self time per function) for each of the three; TRACE=1 where its main thread's time went
// (script, style, layout, paint, idle: self time by trace event between the step's start and its frame).
// Two more lines time stats opened straight from home in a new page (the app opened again, nothing of this session
// in memory): once its start-up work is done ("cold from home"), and as soon as home shows ("at once").
import { startPreview } from './preview.ts';
import { spread } from './stats.ts';
import { cpuBetween, cpuDuring, describeLongTasks, profileTop, selfTimeBetween, startTrace } from './trace.ts';
import { until } from './until.ts';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  ALL_TILES,
  BOARD_IDS,
  GAME_FORMAT,
  GAME_VERSION,
  GOAL_IDS,
  PLAYABLE_CELLS,
  keyOf,
  randomPatterns,
  randomStandardCats,
  shuffle,
  type Game,
} from '../src/games/calico/core/index.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4191);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const N = Number(process.env.N ?? 1000);
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

function randomGame(i: number): Game {
  // 20 hours apart, closer for many games: all before 1 Nov 2026 (a game dated in the future is refused on import).
  const t = new Date(
    Date.UTC(2024, 0, 1) + i * Math.min(36e5 * 20, (Date.UTC(2026, 10, 1) - Date.UTC(2024, 0, 1)) / N),
  ).toISOString();
  const names = shuffle(NAMES, random).slice(0, 2 + (i % 3));
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id: `bench-${i}`,
    createdAt: t,
    updatedAt: t,
    finishedAt: t,
    mode: 'standard',
    cats: randomPatterns(randomStandardCats(random), random),
    players: names.map((name, k) => ({
      name,
      board: BOARD_IDS[k]!,
      goals: shuffle(GOAL_IDS, random).slice(0, 3) as Game['players'][number]['goals'],
      cells: Object.fromEntries(PLAYABLE_CELLS.map((c) => [keyOf(c), ALL_TILES[Math.floor(random() * 36)]!])),
    })),
  };
}

/** ms from setting the hash to `selector` matching (checked on every DOM change). */
async function timeRouteIn(page: Page, hash: string, selector: string): Promise<number> {
  await page.evaluate(() => (window.location.hash = '#/'));
  await page.waitForSelector('main');
  // A string, not a function: the bundler's name helpers do not exist in the page.
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    performance.mark('bench-from');
    const obs = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(selector)})) { obs.disconnect(); requestAnimationFrame(() => (performance.mark('bench-to'), resolve(performance.now() - t0))); }
    });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.location.hash = ${JSON.stringify(hash)};
  })`);
}

const server = await startPreview(PORT);
try {
  // BENCH_PROFILE_DIR keeps the browser profile (with its imported games) for the next run at the same port: a
  // 10,000-game import takes many minutes on a busy machine, and before/after builds (BENCH_DIST) can share it.
  const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'calico-bench-profile-'));
  const marker = join(dir, `tile-tally-imported-${N}-port-${PORT}`);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (!existsSync(marker)) {
    const file = process.env.BENCH_FILE ?? join(mkdtempSync(join(tmpdir(), 'calico-bench-')), 'backup.json');
    if (!existsSync(file))
      writeFileSync(
        file,
        JSON.stringify({
          format: 'calico-score-sheet/backup',
          version: 1,
          exportedAt: '',
          games: Array.from({ length: N }, (_, i) => randomGame(i)),
        }),
      );
    await page.goto('/#/settings');
    const t0 = Date.now();
    await page.getByLabel('Import games…').setInputFiles(file);
    // The count as the app writes it ("1000" or "1,000": either is accepted), and what the screen says meanwhile
    // every minute (a long import is seen to move, or where it stopped).
    const done = page.getByText(new RegExp(`Imported: ${String(N).replace(/\B(?=(\d{3})+$)/g, ',?')} new`));
    for (;;) {
      if (
        await done.waitFor({ timeout: 60_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      if (Date.now() - t0 > 3_600_000) throw new Error('import not done after an hour');
      console.log(
        `import, ${((Date.now() - t0) / 1000).toFixed(0)} s: ${(
          await page
            .locator('main')
            .innerText()
            .catch(() => '')
        )
          .replace(/\s+/g, ' ')
          .slice(-300)}`,
      );
    }
    console.log(`import ${N} games (validate all, then one transaction): ${Date.now() - t0} ms`);
    writeFileSync(marker, '');
  }
  // Measured as on a later day: the app opened again, and its background work done (the revision check of the
  // second copy, which reads every copy when idle; the import's own copies are written by then).
  await page.goto('/#/');
  const t1 = Date.now();
  await until(
    page,
    process.env.NO_CHECK ? 'true' : `performance.getEntriesByName('calico-check-revisions').length > 0`,
    1_200_000,
  );
  // The check's time from its start to its end; where its worker answered, the worker's part of it (the page only waits).
  const [check, inWorker] = await page.evaluate(() =>
    ['calico-check-revisions', 'calico-check-worker'].map((n) => performance.getEntriesByName(n)[0]?.duration),
  );
  console.log(
    `reopened; revision check of the second copy done after ${Date.now() - t1} ms (its own time ${check?.toFixed(0)} ms${inWorker === undefined ? ', all on the page' : `, of which its worker ${inWorker.toFixed(0)} ms`}, CPU 1×)`,
  );

  // The check's cost to the page: its main thread's CPU time while the check ran, the app opened again and left
  // on home (CPU 1×; what the page still does when a worker reads the copies).
  if (!process.env.NO_CHECK) {
    const stop = await startTrace(await page.context().newCDPSession(page));
    await page.reload();
    await until(page, `performance.getEntriesByName('calico-check-revisions').length > 0`, 1_200_000);
    const during = await page.evaluate(() => performance.getEntriesByName('calico-check-revisions')[0]!.duration);
    console.log(
      `revision check again: ${during.toFixed(0)} ms, main-thread CPU meanwhile ${cpuDuring(await stop(), 'calico-check-revisions').toFixed(0)} ms (CPU 1×)`,
    );
  }

  const history: number[] = [],
    filter: number[] = [],
    stats: number[] = [];
  const cpu: Record<'history' | 'filter' | 'stats', number[]> = { history: [], filter: [], stats: [] };
  const cdp = await page.context().newCDPSession(page);
  const RATE = Number(process.env.BENCH_CPU_RATE ?? 4); // 4 is the target's; 1 to compare work alone
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const timeRoute = (h: string, sel: string) => timeRouteIn(page, h, sel);
  const filterBy = (name: string) =>
    page.evaluate(`new Promise((resolve) => {
      const input = document.querySelector('input[type=search]');
      const count = () => document.querySelector('main p[aria-live]')?.textContent;
      const before = count();
      const t0 = performance.now();
      performance.mark('bench-from');
      const obs = new MutationObserver(() => {
        if (count() !== before) { obs.disconnect(); requestAnimationFrame(() => (performance.mark('bench-to'), resolve(performance.now() - t0))); }
      });
      obs.observe(document.body, { subtree: true, childList: true, characterData: true });
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(name)});
      input.dispatchEvent(new Event('input', { bubbles: true }));
    })`) as Promise<number>;
  // The count as History writes it: "1,000 games" (numbers follow the language).
  // CPU=1: each step traced, and its main-thread CPU time reported beside the wall time. On a busy machine the wall
  // time is mostly the wait for a core; with BENCH_CPU_RATE=1 the CPU time is the work alone and compares builds
  // run minutes apart (Chromium's 4× throttle is itself counted as CPU time).
  const timed = async (what: keyof typeof cpu, step: () => Promise<number>): Promise<number> => {
    if (!process.env.CPU) return step();
    const stop = await startTrace(cdp);
    const ms = await step();
    cpu[what].push(cpuBetween(await stop(), 'bench-from', 'bench-to'));
    return ms;
  };
  const round = async () => {
    history.push(await timed('history', () => timeRoute('#/history', '.game-list')));
    await until(page, `/^[\\d,]+ game/.test(document.querySelector('main p[aria-live]')?.textContent ?? '')`, 600_000);
    filter.push(await timed('filter', () => filterBy('gus')));
    stats.push(await timed('stats', () => timeRoute('#/stats', '.leaderboard tbody tr')));
  };
  for (let r = 0; r < ROUNDS; r++) await round();
  // Stats opened straight from home in a session just started: the app opened again (nothing read or worked out
  // in this page yet, as on a phone that closed the app), its start-up work done, then stats. The rounds above
  // open stats after history, whose idle time may have prepared them (or not yet: the first round).
  // "At once": stats opened as soon as home shows, before any of the app's idle work (the worst case).
  const cold: number[] = [],
    coldCpu: number[] = [],
    atOnce: number[] = [];
  const coldStats = async (traced?: (step: () => Promise<number>) => Promise<number>, wait = true): Promise<number> => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: wait ? 1 : RATE }); // the reload is not measured
    await page.evaluate(() => (window.location.hash = '#/'));
    await page.reload(); // (a goto that changes only the hash would stay in the same page)
    if (wait)
      await until(
        page,
        process.env.NO_CHECK ? 'true' : `performance.getEntriesByName('calico-check-revisions').length > 0`,
        1_200_000,
      );
    await page.waitForSelector('main');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const step = () => timeRoute('#/stats', '.leaderboard tbody tr');
    return traced ? traced(step) : step();
  };
  for (let r = 0; r < ROUNDS; r++) {
    cold.push(
      await coldStats(
        process.env.CPU
          ? async (step) => {
              const stop = await startTrace(cdp);
              const ms = await step();
              coldCpu.push(cpuBetween(await stop(), 'bench-from', 'bench-to'));
              return ms;
            }
          : undefined,
      ),
    );
  }
  for (let r = 0; r < ROUNDS; r++) atOnce.push(await coldStats(undefined, false));
  const steps = [
    ['open history', () => timeRoute('#/history', '.game-list')],
    [
      'filter by player',
      async () => {
        await until(
          page,
          `/^[\\d,]+ game/.test(document.querySelector('main p[aria-live]')?.textContent ?? '')`,
          600_000,
        );
        return filterBy('gus');
      },
    ],
    ['all stats', () => timeRoute('#/stats', '.leaderboard tbody tr')],
  ] as const;
  if (process.env.TRACE) {
    for (const [what, work] of steps) {
      const stop = await startTrace(cdp);
      const ms = await work();
      console.log(
        `${what} (${ms.toFixed(0)} ms), main thread by trace event:\n  ${selfTimeBetween(await stop(), 'bench-from', 'bench-to').join('\n  ')}`,
      );
    }
    await coldStats(async (step) => {
      const stop = await startTrace(cdp);
      const ms = await step();
      const events = await stop();
      console.log(
        `all stats, cold from home (${ms.toFixed(0)} ms), main thread by trace event:\n  ${selfTimeBetween(events, 'bench-from', 'bench-to').join('\n  ')}\n long tasks:\n  ${describeLongTasks(events).join('\n  ')}`,
      );
      return ms;
    });
    await coldStats(async (step) => {
      const stop = await startTrace(cdp);
      const ms = await step();
      const events = await stop();
      console.log(
        `all stats, at once after the app opens (${ms.toFixed(0)} ms), main thread by trace event:\n  ${selfTimeBetween(events, 'bench-from', 'bench-to').join('\n  ')}\n long tasks:\n  ${describeLongTasks(events).join('\n  ')}`,
      );
      return ms;
    }, false);
  }
  if (process.env.PROFILE) {
    for (const [what, work] of [
      ['open history', () => timeRoute('#/history', '.game-list')],
      [
        'filter by player',
        async () => {
          await until(
            page,
            `/^[\\d,]+ game/.test(document.querySelector('main p[aria-live]')?.textContent ?? '')`,
            600_000,
          );
          return filterBy('gus');
        },
      ],
      ['all stats', () => timeRoute('#/stats', '.leaderboard tbody tr')],
    ] as const)
      console.log(`${what}, self time:\n  ${(await profileTop(cdp, work)).join('\n  ')}`);
    await coldStats(async (step) => {
      let ms = 0;
      const top = await profileTop(cdp, async () => (ms = await step()), 25);
      console.log(`all stats, cold from home (${ms.toFixed(0)} ms), self time:\n  ${top.join('\n  ')}`);
      return ms;
    });
    await coldStats(async (step) => {
      let ms = 0;
      const top = await profileTop(cdp, async () => (ms = await step()), 25);
      console.log(`all stats, at once after the app opens (${ms.toFixed(0)} ms), self time:\n  ${top.join('\n  ')}`);
      return ms;
    }, false);
  }
  console.log(
    `with ${N} saved games, CPU ${RATE}×:\n  open history: ${spread(history, 'ms', 0)}\n  filter by player: ${spread(filter, 'ms', 0)}\n  all stats: ${spread(stats, 'ms', 0)} (first round ${stats[0]?.toFixed(0)} ms)\n  all stats, cold from home: ${spread(cold, 'ms', 0)}\n  all stats, from home at once after the app opens: ${spread(atOnce, 'ms', 0)}`,
  );
  if (process.env.CPU)
    console.log(
      `main-thread CPU time${RATE === 1 ? '' : ` (the throttle counts as CPU: run with BENCH_CPU_RATE=1 to compare builds)`}:\n  open history: ${spread(cpu.history, 'ms', 1)}\n  filter by player: ${spread(cpu.filter, 'ms', 1)}\n  all stats: ${spread(cpu.stats, 'ms', 1)}\n  all stats, cold from home: ${spread(coldCpu, 'ms', 1)}`,
    );
  await context.close();
} finally {
  server.stop();
}
