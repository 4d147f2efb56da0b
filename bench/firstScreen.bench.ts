// First-screen JavaScript per language: `npx tsx bench/firstScreen.bench.ts` (after `npx vite build`). Home is
// opened in each language (the service worker blocked: a first visit) and every script it loads until the network
// is idle is counted gzipped — what a first visit pays before the app can be used, storage start-up included.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startPreview } from './preview.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4194);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const server = await startPreview(PORT);
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  for (const lang of ['en', 'de', 'fr', 'es', 'ja']) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: lang });
    const page = await context.newPage();
    const js = new Set<string>();
    page.on('response', (r) => r.url().endsWith('.js') && js.add(new URL(r.url()).pathname));
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    const sizes = [...js].map((p) => ({ p, gz: gzipSync(readFileSync(join('dist', p)), { level: 9 }).length }));
    const catalogues = sizes.filter((s) => /\/words-/.test(s.p));
    console.log(`${lang} (html lang=${await page.evaluate(() => document.documentElement.lang)}): ${kb(sizes.reduce((a, s) => a + s.gz, 0))} gzipped in ${sizes.length} files, of which the language's catalogues ${kb(catalogues.reduce((a, s) => a + s.gz, 0))} in ${catalogues.length}`);
    if (process.env.FILES) for (const s of sizes.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(s.gz).padStart(8)}  ${s.p}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.stop();
}
