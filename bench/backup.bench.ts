// Backup benchmark: `npx tsx bench/backup.bench.ts` (after `npx vite build`; N games, default 10,000; ROOT=another
// checkout, built, to measure it instead). Imports N generated games through Settings into Chromium's IndexedDB,
// then exports them: import time, the longest main-thread task during each (PerformanceObserver 'longtask'),
// the export file's size. TRACE=trace.json (TRACE_EXPORT=…) records a Chromium trace of the import (export).
import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { randomGames } from '../src/test/games.ts';

const PORT = 4192;
const N = Number(process.env.N ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'calico-backup-bench-'));
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', cwd: process.env.ROOT ?? process.cwd(), detached: true });
await new Promise((r) => setTimeout(r, 2500));
try {
  const file = join(dir, 'games.json');
  writeFileSync(file, JSON.stringify({ format: 'calico-score-sheet/backup', version: 1, exportedAt: '', games: randomGames(N) }));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${PORT}`, acceptDownloads: true });
  // A string, not a function: the bundler's name helpers do not exist in the page.
  await page.addInitScript(`window.longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });`);
  const longest = async () => page.evaluate(`(() => { const t = window.longTasks; window.longTasks = []; return { max: Math.round(Math.max(0, ...t)), total: Math.round(t.reduce((a, b) => a + b, 0)) }; })()`) as Promise<{ max: number; total: number }>;
  await page.goto('/#/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await longest();
  if (process.env.TRACE) await browser.startTracing(page, { path: process.env.TRACE, categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
  const t0 = Date.now();
  await page.getByLabel('Import games…').setInputFiles(file);
  await page.locator('[role=status]:has-text("Imported"), [role=alert]').first().waitFor({ timeout: 300_000 });
  const ms = Date.now() - t0;
  const text = await page.locator('[role=status]:has-text("Imported"), [role=alert]').first().innerText();
  const tasks = await longest();
  if (process.env.TRACE) await browser.stopTracing();
  console.log(`import ${N} games (${(statSync(file).size / 1e6).toFixed(1)} MB compact JSON): ${ms} ms; longest main-thread task ${tasks.max} ms, long tasks ${tasks.total} ms in all — "${text.replace(/\s+/g, ' ').slice(0, 140)}"`);
  if (process.env.TRACE_EXPORT) await browser.startTracing(page, { path: process.env.TRACE_EXPORT, categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
  const e0 = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), page.getByRole('button', { name: 'Export all games' }).click()]);
  const out = join(dir, download.suggestedFilename());
  await download.saveAs(out);
  const exportTasks = await longest();
  if (process.env.TRACE_EXPORT) await browser.stopTracing();
  console.log(`export ${N} games: ${download.suggestedFilename()} ${(statSync(out).size / 1e6).toFixed(2)} MB in ${Date.now() - e0} ms; longest main-thread task ${exportTasks.max} ms`);
  await browser.close();
} finally {
  process.kill(-server.pid!); // the whole group: npx and the vite it started
}
