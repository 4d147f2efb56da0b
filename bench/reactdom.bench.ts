// The floor under "no task over 200 ms" at CPU 6× (issue 30 §4): React DOM alone, bundled and minified as the app
// ships it, loaded as a module on an otherwise empty page, and the one task its evaluation makes; beside it the same
// bundle with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`), and a page with no React at all.
// `npx tsx bench/reactdom.bench.ts` (RUNS fresh browser profiles on disk, each visiting a page 3 times, each visit's
// figure apart: from the second visit on, the browser has the script's compiled code kept, as a phone that used the
// app has; localhost only).
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spread } from './stats.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'tile-tally-reactdom-'));
writeFileSync(
  join(dir, 'entry.js'),
  "import { createRoot } from 'react-dom/client';\nwindow.__ready = !!createRoot;\n",
);
await build({
  entryPoints: [join(dir, 'entry.js')],
  nodePaths: [new URL('../node_modules', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: join(dir, 'react-dom.js'),
  logLevel: 'error',
});
writeFileSync(
  join(dir, 'hinted.js'),
  `//# allFunctionsCalledOnLoad\n${readFileSync(join(dir, 'react-dom.js'), 'utf8')}`,
);
writeFileSync(join(dir, 'empty.js'), 'window.__ready = true;\n');
// Long tasks recorded from the start, before the module runs.
const page = (script: string) =>
  `<!doctype html><html><head><script>window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });</script><script type="module" src="/${script}"></script></head><body><p>x</p></body></html>`;

let base = 'http://127.0.0.1/';
const server = createServer((req, res) => {
  const url = new URL(req.url!, base);
  const [name, kind] = url.pathname.endsWith('.js') ? [url.pathname.slice(1), 'text/javascript'] : [null, 'text/html'];
  const body = name ? readFileSync(join(dir, name)) : page(url.searchParams.get('s')!);
  res.writeHead(200, { 'content-type': kind, 'cache-control': 'max-age=3600' });
  res.end(body);
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
try {
  console.log(`uptime: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  for (const [what, script] of [
    ['React DOM, as shipped', 'react-dom.js'],
    ['React DOM with the compile hint', 'hinted.js'],
    ['no React (the page alone)', 'empty.js'],
  ] as const) {
    const longest: number[][] = [[], [], []];
    for (let run = 0; run < RUNS; run++) {
      const profile = mkdtempSync(join(tmpdir(), 'tile-tally-reactdom-profile-'));
      const context = await chromium.launchPersistentContext(profile, { executablePath, args: ARGS });
      for (let visit = 0; visit < 3; visit++) {
        const p = await context.newPage();
        const cdp = await context.newCDPSession(p);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await p.goto(`${base}?s=${script}`);
        await p.waitForFunction('window.__ready === true');
        await p.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)))');
        longest[visit]!.push(Math.max(0, ...((await p.evaluate('window.__long')) as number[])));
        await p.close();
      }
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
    for (const [visit, xs] of longest.entries())
      console.log(`${what}, visit ${visit + 1}: longest task at CPU 6× ${spread(xs, 'ms', 0)}`);
  }
  console.log(`uptime: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
} finally {
  server.close();
}
