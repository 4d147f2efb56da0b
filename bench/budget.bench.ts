// Budget benchmark: `npm run bench:budget` (after `npx vite build`). Measures the JavaScript the first screen
// loads (gzipped), the total precache size, and runs Lighthouse (npm package, system Chromium, mobile emulation).
import { startPreview } from './preview.ts';
import { execSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = 4193;
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const server = await startPreview(PORT);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

try {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  for (const [label, path] of [
    ['home (first visit)', '/'],
    ['new Calico game form', '/#/new/calico'],
  ] as const) {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const js = new Set<string>();
    page.on('response', (r) => r.url().endsWith('.js') && js.add(new URL(r.url()).pathname));
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
    const sizes = [...js].map((p) => gzipSync(readFileSync(join('dist', p)), { level: 9 }).length);
    console.log(`JavaScript for the ${label}: ${kb(sizes.reduce((a, b) => a + b, 0))} gzipped in ${js.size} files`);
    await page.close();
  }
  await browser.close();

  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  const total = urls.reduce((s, u) => s + statSync(join('dist', u)).size, 0) + statSync('dist/sw.js').size;
  console.log(`precache: ${urls.length} entries, ${kb(total)} (uncompressed, sw.js included)`);

  const out = execSync(
    `npx --yes lighthouse@13.5.0 http://127.0.0.1:${PORT}/ --output=json --quiet --only-categories=performance,accessibility,best-practices --form-factor=mobile ` +
      `--chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run"`,
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(out);
  const score = (k: string) => Math.round(report.categories[k].score * 100);
  console.log(
    `Lighthouse (mobile): performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`,
  );
  const failed = Object.values(
    report.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>,
  )
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.title);
  if (failed.length) console.log(`  audits not passed: ${failed.join('; ')}`);
  console.log(
    `  FCP ${report.audits['first-contentful-paint'].displayValue}, LCP ${report.audits['largest-contentful-paint'].displayValue}, TBT ${report.audits['total-blocking-time'].displayValue}, CLS ${report.audits['cumulative-layout-shift'].displayValue}`,
  );
} finally {
  server.stop();
}
