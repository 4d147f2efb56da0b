// Backup benchmark: `npx tsx bench/backup.bench.ts` (after `npx vite build`; N games, default 10,000; RUNS
// repeats, default 3; ROOT=another checkout, built, to measure it instead). Each run opens a fresh browser context
// and imports N generated games through Settings, as plain JSON (what bench/history.bench.ts and browsers
// without CompressionStream write) and, in another fresh context, gzipped (what the app's export writes), then
// exports them. For each: the time from choosing the file to the report, and the longest main-thread task, both
// as the page saw it (PerformanceObserver 'longtask': wall time, stretched when the machine is busy) and as CPU
// time of the page's main thread (from a Chromium trace: what the page itself spent). Medians of the runs, and the
// load average before and after, since this machine is shared.
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { randomGames } from '../src/test/games.ts';
import { startPreview } from './preview.ts';

const PORT = 4192;
const N = Number(process.env.N ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Sample {
  ms: number;
  longestWall: number;
  longestCpu: number;
}

/** The longest task of the page's main thread between startTracing and now: wall and CPU (thread) time. */
function longestMainTask(trace: Buffer): { wall: number; cpu: number } {
  const events = (
    JSON.parse(trace.toString('utf8')) as {
      traceEvents: {
        name: string;
        ph: string;
        pid: number;
        tid: number;
        dur?: number;
        tdur?: number;
        args?: { name?: string };
      }[];
    }
  ).traceEvents;
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  return {
    wall: Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)),
    cpu: Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000)),
  };
}

const LONG_TASKS = `window.longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });`;
const takeLongest = (page: Page) =>
  page.evaluate(
    `(() => { const t = window.longTasks; window.longTasks = []; return Math.round(Math.max(0, ...t)); })()`,
  ) as Promise<number>;

async function importOnce(browser: Browser, url: string, file: string): Promise<{ sample: Sample; page: Page }> {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: url, acceptDownloads: true })
  ).newPage();
  // A string, not a function: the bundler's name helpers do not exist in the page.
  await page.addInitScript(LONG_TASKS);
  await page.goto('/#/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await takeLongest(page);
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const t0 = Date.now();
  await page.getByLabel('Import games…').setInputFiles(file);
  const done = page.locator('main [role=status]:has-text("Imported"), main [role=alert]').first();
  await done.waitFor({ timeout: 600_000 });
  const ms = Date.now() - t0;
  const longestWall = await takeLongest(page);
  const { cpu } = longestMainTask(await browser.stopTracing());
  const text = (await done.innerText()).replace(/\s+/g, ' ');
  if (!text.startsWith(`Imported: ${N} new`))
    throw new Error(`the import did not go as expected: ${text.slice(0, 200)}`);
  return { sample: { ms, longestWall, longestCpu: Math.round(cpu) }, page };
}

async function exportOnce(page: Page): Promise<Sample & { bytes: number }> {
  await takeLongest(page);
  const t0 = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 600_000 }),
    page.getByRole('button', { name: 'Export all games' }).click(),
  ]);
  const out = join(dir, download.suggestedFilename());
  await download.saveAs(out);
  return { ms: Date.now() - t0, longestWall: await takeLongest(page), longestCpu: NaN, bytes: statSync(out).size };
}

const dir = mkdtempSync(join(tmpdir(), 'tile-tally-backup-bench-'));
const plain = join(dir, 'games.json');
const text = JSON.stringify({ format: 'calico-score-sheet/backup', version: 1, exportedAt: '', games: randomGames(N) });
writeFileSync(plain, text);
const gz = join(dir, 'games.json.gz');
writeFileSync(gz, gzipSync(text));
console.log(
  `${N} games: ${(statSync(plain).size / 1e6).toFixed(1)} MB plain JSON, ${(statSync(gz).size / 1e6).toFixed(2)} MB gzipped; ${RUNS} runs; load average ${load()} (1, 5, 15 min) on ${availableParallelism()} cores`,
);

const server = await startPreview(PORT, process.env.ROOT);
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
  const results: Record<'plain' | 'gzip' | 'export', Sample[]> = { plain: [], gzip: [], export: [] };
  for (let r = 0; r < RUNS; r++) {
    const a = await importOnce(browser, server.url, plain);
    results.plain.push(a.sample);
    results.export.push(await exportOnce(a.page));
    await a.page.context().close();
    const b = await importOnce(browser, server.url, gz);
    results.gzip.push(b.sample);
    await b.page.context().close();
    console.log(
      `run ${r + 1}: plain ${JSON.stringify(a.sample)}, gzip ${JSON.stringify(b.sample)}, export ${JSON.stringify(results.export.at(-1))}; load ${load()}`,
    );
  }
  await browser.close();
  for (const [what, xs] of Object.entries(results)) {
    // CPU time needs the trace's thread times; a trace without them reads 0 and is not shown.
    const cpu = xs.every((x) => Number.isNaN(x.longestCpu) || x.longestCpu === 0)
      ? ''
      : `, CPU ${median(xs.map((x) => x.longestCpu))} ms`;
    console.log(
      `${what === 'export' ? 'export' : `import (${what})`} ${N} games: median ${(median(xs.map((x) => x.ms)) / 1000).toFixed(1)} s; longest main-thread task: wall ${median(xs.map((x) => x.longestWall))} ms${cpu}`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  server.stop(); // the whole process group: npx and the vite it started
}
