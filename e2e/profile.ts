// Helpers for the storage-failure tests: a real Chromium profile on disk (closed and launched again like a browser
// restart), games put in through the app, and a look at the OPFS mirror from the page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect, watchPageErrors } from './test.ts';

export const BACKUP_FORMAT = 'calico-score-sheet/backup';

/** Launches Chromium on `dir` (a persistent profile) and opens `path`; requests leaving localhost fail the test. */
export async function launchProfile(
  playwright: PlaywrightWorkerArgs['playwright'],
  info: TestInfo,
  baseURL: string,
  dir: string,
  opts: { path?: string; before?: (context: BrowserContext) => Promise<unknown> } = {},
) {
  const context = await playwright.chromium.launchPersistentContext(dir, {
    ...info.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  watchPageErrors(context, info); // the fault tests fail on any (failOnPageErrors)
  await opts.before?.(context);
  const outside: string[] = [];
  context.on(
    'request',
    (r) => /^https?:/.test(r.url()) && !/^https?:\/\/127\.0\.0\.1[:/]/.test(r.url()) && outside.push(r.url()),
  );
  // Chromium's browser going down by itself, not closed by the test (a renderer crash is not counted: the app's
  // page may cause that).
  let closing = false;
  let gone = false;
  context.on('close', () => (gone ||= !closing));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(opts.path ?? '/');
  return {
    context,
    page,
    gone: () => gone,
    close: async () => {
      closing = true;
      await context.close();
      expect(outside, 'requests that left localhost').toEqual([]);
    },
  };
}

/** A backup file of `n` distinct finished games (the example game under other ids and names). */
export function backupOf(n: number, info: TestInfo): string {
  const example = JSON.parse(readFileSync('docs/examples/ana-ben.json', 'utf8'));
  const games = Array.from({ length: n }, (_, i) => ({
    ...example,
    id: `imported-${i + 1}`,
    createdAt: `2026-11-0${i + 1}T19:30:00.000Z`,
    updatedAt: `2026-11-0${i + 1}T20:41:12.000Z`,
    players: example.players.map((p: { name: string }, k: number) => ({ ...p, name: k ? p.name : `Player${i + 1}` })),
  }));
  const file = info.outputPath(`backup-${n}.json`);
  writeFileSync(
    file,
    JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '2026-11-22T00:00:00.000Z', games }),
  );
  return file;
}

export async function importBackup(page: Page, file: string) {
  await page.goto('/#/settings');
  await page.getByLabel('Import games…').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
}

/** How many games the OPFS mirror holds (-1 when the page has no OPFS). */
export function mirroredGames(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!navigator.storage?.getDirectory) return -1;
    try {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('games');
      let n = 0;
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys())
        if (name.endsWith('.json')) n++;
      return n;
    } catch {
      return 0;
    }
  });
}

/** How many cells of the first player the second copy (OPFS) holds for game `id`; -1 with no copy of it. */
export function mirroredCells(page: Page, id: string): Promise<number> {
  return page.evaluate(async (id) => {
    try {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('games');
      const file = await (await dir.getFileHandle(`${encodeURIComponent(id)}.json`)).getFile();
      const row = JSON.parse(await file.text()) as { doc?: { players?: { cells?: object }[] } };
      return Object.keys(row.doc?.players?.[0]?.cells ?? {}).length;
    } catch {
      return -1;
    }
  }, id);
}

/** The number of games history lists (after it has counted them all). */
export async function historyCount(page: Page): Promise<number> {
  await page.goto('/#/history');
  await expect(page.getByRole('heading', { name: 'Past games' })).toBeVisible();
  const empty = page.getByText('No saved games yet.');
  const count = page.getByText(/^\d+ games?$/);
  await expect(empty.or(count)).toBeVisible();
  if (await empty.isVisible()) return 0;
  return Number((await count.textContent())!.split(' ')[0]);
}

/** SIGKILL to the browser launched on `profile` and its helpers, found by their command line in /proc (Linux): a
 * crash or a pulled battery, with no chance to flush anything. Returns how many processes were killed. */
export function killBrowser(profile: string): number {
  let n = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(`--user-data-dir=${profile}`))
        (process.kill(Number(pid), 'SIGKILL'), n++);
    } catch {
      // gone already
    }
  }
  return n;
}
