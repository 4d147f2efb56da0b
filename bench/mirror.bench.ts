// The OPFS mirror's cost: `npm run bench:mirror` (after `npx vite build`). Real Chromium, persistent profile.
// - per save: from the IndexedDB commit to the mirror file written (User Timing 'calico-mirror-write', recorded by
//   src/db/mirror.ts), over a board filled one tap at a time; and the main thread's share (JSON of the row), plus
//   long tasks (> 50 ms) seen while tapping;
// - 1,000 games: the import's copies, start-up recovery before the first screen ('calico-recover') and the idle
//   revision check ('calico-check-revisions') with 1,000 games mirrored.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { ANA_TILES, startAnaBen } from '../e2e/flows.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4196); // away from the other benchmarks' ports
const N = 1000;
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

function randomGame(i: number): Game {
  const t = new Date(Date.UTC(2024, 0, 1) + i * 36e5 * 20).toISOString();
  const names = ['Ana', 'Ben', 'Cy', 'Dee'].slice(0, 2 + (i % 3));
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

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const entries = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
const mirrored = (page: Page) =>
  page.evaluate(async () => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('games', { create: true });
    let n = 0;
    for await (const _ of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) n++;
    return n;
  });

const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'ignore' },
);
await new Promise((r) => setTimeout(r, 2500));
const profile = mkdtempSync(join(tmpdir(), 'calico-mirror-bench-'));
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    serviceWorkers: 'block',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${PORT}`,
  });
  // Long tasks (> 50 ms) on the main thread, from the start of every page load.
  await context.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => w.longTasks.push({ start: e.startTime, duration: e.duration })),
    ).observe({ type: 'longtask', buffered: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');

  // One save per tap: 22 taps, a pause after each so every tap is its own save (not coalesced).
  const game = await startAnaBen(page);
  for (const t of ANA_TILES) {
    await game.pick(t);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(500);
  const perSave = await entries(page, 'calico-mirror-write');
  const longTasks = await page.evaluate(() =>
    (window as unknown as { longTasks: { duration: number }[] }).longTasks.map((t) => t.duration),
  );
  console.log(
    `save → mirror file written (${perSave.length} saves): median ${ms(pct(perSave, 0.5))}, p90 ${ms(pct(perSave, 0.9))}`,
  );
  console.log(
    `long tasks (> 50 ms) while tapping: ${longTasks.length}${longTasks.length ? ` (${longTasks.map((d) => d.toFixed(0)).join(', ')} ms)` : ''}`,
  );
  const stringify = await page.evaluate(async () => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('games');
    let text = '';
    for await (const h of (dir as unknown as { values(): AsyncIterable<FileSystemFileHandle> }).values()) {
      const t = await (await h.getFile()).text();
      if (t.length > text.length) text = t;
    }
    const row = JSON.parse(text);
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) JSON.stringify(row);
    return { us: performance.now() - t0, bytes: text.length };
  });
  console.log(
    `main thread per save: JSON of the row ${stringify.us.toFixed(1)} µs (${stringify.bytes} bytes); the file write itself is asynchronous`,
  );

  // 1,000 games through the importer; time until every copy is written.
  const file = join(profile, 'backup.json');
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
  await page.getByLabel('Import games…').setInputFiles(file);
  await page.getByText(`Imported: ${N} new`).waitFor({ timeout: 120_000 });
  const t0 = Date.now();
  while ((await mirrored(page)) < N + 1) await page.waitForTimeout(50);
  console.log(`import ${N} games: all ${N} copies written ${Date.now() - t0} ms after the import finished`);

  const recover: number[] = [],
    check: number[] = [],
    longDuringCheck: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('/#/settings'); // a light screen: long tasks seen during the check are the check's own
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('calico-check-revisions').length > 0, undefined, {
      timeout: 60_000,
    });
    recover.push((await entries(page, 'calico-recover'))[0]!);
    check.push((await entries(page, 'calico-check-revisions'))[0]!);
    longDuringCheck.push(
      ...(await page.evaluate(() => {
        const c = performance.getEntriesByName('calico-check-revisions')[0]!;
        return (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((t) => t.start + t.duration > c.startTime && t.start < c.startTime + c.duration)
          .map((t) => t.duration);
      })),
    );
  }
  console.log(
    `start with ${N} games: recovery check before the first screen median ${ms(pct(recover, 0.5))} (${recover.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `idle revision check of ${N} games (reads every copy): median ${ms(pct(check, 0.5))} (${check.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `long tasks overlapping the check, 5 loads: ${longDuringCheck.length ? longDuringCheck.map((d) => d.toFixed(0)).join(', ') + ' ms' : 'none'}`,
  );

  // The disaster: IndexedDB will not open until deleted (as in e2e/storage-recovery.spec.ts); 1,000 games restored.
  await context.addInitScript(() => {
    let broken = true;
    const open = IDBFactory.prototype.open;
    const remove = IDBFactory.prototype.deleteDatabase;
    IDBFactory.prototype.deleteDatabase = function (name: string) {
      broken = false;
      return remove.call(this, name);
    };
    IDBFactory.prototype.open = function (name: string, version?: number) {
      if (!broken) return version === undefined ? open.call(this, name) : open.call(this, name, version);
      const req = {
        error: new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError'),
        readyState: 'done',
      } as unknown as IDBOpenDBRequest;
      setTimeout(() =>
        req.onerror?.({ type: 'error', target: req, preventDefault() {}, stopPropagation() {} } as unknown as Event),
      );
      return req;
    };
  });
  await page.reload();
  await page.getByRole('alert').filter({ hasText: 'restored' }).waitFor({ timeout: 120_000 });
  console.log(
    `restore: database deleted, created again and ${N + 1} games put back before the first screen: ${ms((await entries(page, 'calico-recover'))[0]!)}`,
  );
  await context.close();
} finally {
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
