// First-screen JavaScript per language: `npx tsx bench/firstScreen.bench.ts` (after `npx vite build`). Home is
// opened in each language (the service worker blocked: a first visit) and every script it loads until the network
// is idle (home drawn, then no request for 3 s) is counted gzipped: what a first visit pays before the app can be
// used, storage start-up included. Then once more in English for a player who has something stored (a setting
// saved) but no code cached (cache cleared, or the service worker gone): start-up then loads the storage code.
// FILES=1 lists the files. BENCH_PORT picks the port (default 4194). Also what the server sent for the whole visit,
// as it went over the wire: BENCH_SERVER=group measures the group's server (bench/preview.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { startPreview } from './preview.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4194);
const URL_ = `http://127.0.0.1:${PORT}/`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const dist = process.env.BENCH_DIST ?? 'dist';

/** Opens home in a new context and returns the scripts it loaded by network idle, with their gzipped sizes. */
async function firstScreen(newContext: (o: BrowserContextOptions) => Promise<BrowserContext>, lang: string) {
  const context = await newContext({ serviceWorkers: 'block', locale: lang });
  const page = await context.newPage();
  const js = new Set<string>();
  let inFlight = 0,
    last = Date.now();
  const settle = () => (inFlight--, (last = Date.now()));
  page.on(
    'request',
    (r) => (inFlight++, (last = Date.now()), r.url().endsWith('.js') && js.add(new URL(r.url()).pathname)),
  );
  // What the server sent for every request, as it went over the wire (compressed or not).
  const sent: Promise<number>[] = [];
  page.on('requestfinished', (r) => (settle(), sent.push(r.sizes().then((s) => s.responseBodySize))));
  page.on('requestfailed', settle);
  // Playwright's 'networkidle' (no request for 0.5 s) came too early on a busy machine: evaluating the entry
  // took longer than that before the next request. Home drawn, then nothing in flight or started for 3 s.
  await page.goto(URL_);
  await page.waitForSelector('main.home');
  while (inFlight > 0 || Date.now() - last < 3000) await new Promise((r) => setTimeout(r, 100));
  const htmlLang = await page.evaluate(() => document.documentElement.lang);
  const wire = (await Promise.all(sent)).reduce((a, n) => a + n, 0);
  await context.close();
  const sizes = [...js].map((p) => ({ p, gz: gzipSync(readFileSync(join(dist, p)), { level: 9 }).length }));
  return { htmlLang, sizes, total: sizes.reduce((a, s) => a + s.gz, 0), wire };
}

function print(label: string, r: Awaited<ReturnType<typeof firstScreen>>) {
  const catalogues = r.sizes.filter((s) => /\/words-/.test(s.p));
  console.log(
    `${label}: ${kb(r.total)} gzipped in ${r.sizes.length} files, of which the language's catalogues ${kb(catalogues.reduce((a, s) => a + s.gz, 0))} in ${catalogues.length}; ${kb(r.wire)} sent by the server, every file`,
  );
  if (process.env.FILES)
    for (const s of r.sizes.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(s.gz).padStart(8)}  ${s.p}`);
}

const server = await startPreview(PORT);
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
  const fresh = (o: BrowserContextOptions) => browser.newContext(o);
  for (const lang of ['en', 'de', 'fr', 'es', 'ja']) {
    const r = await firstScreen(fresh, lang);
    print(`${lang} (html lang=${r.htmlLang})`, r);
  }
  // Something stored: a setting saved through Settings, the storage (IndexedDB) carried into a new context, whose
  // HTTP cache is empty.
  const seed = await browser.newContext({ serviceWorkers: 'block', locale: 'en' });
  const page = await seed.newPage();
  await page.goto(`${URL_}#/settings`);
  await page.locator('input[name="theme"][value="dark"]').check();
  await page.waitForFunction(async () => (await indexedDB.databases()).length > 0);
  await page.waitForTimeout(1000); // the write commits
  const storageState = await seed.storageState({ indexedDB: true });
  await seed.close();
  print(
    'en, something stored, no code cached',
    await firstScreen((o) => browser.newContext({ ...o, storageState }), 'en'),
  );
  await browser.close();
} finally {
  server.stop();
}
