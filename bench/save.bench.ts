// Save benchmark: `npm run bench:save` (after `npx vite build`). Time from a tap on a tile in the picker to the
// write of its journal entry to the file (from then on a killed browser keeps the tap: the system holds it), to its
// flush to the device, and to the game write, with the CPU throttled 4×. The app records these as performance
// measures ("journal-written" and "journal", timed on the worker, and "save"); the tap time is taken in the page
// just before the click. BENCH_HOGS=n runs n CPU-bound processes
// beside it (other work on the machine), BENCH_ROUNDS=n enters n boards (22 taps each).
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { FULL_BOARD, FULL_CATS, FULL_GOALS } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf, cellsOf } from '../src/games/calico/core/test/notation.ts';
import { SetupPage } from '../e2e/pages/SetupPage.ts';
import { startPreview } from './preview.ts';
import { say } from '../src/games/shared/test/say.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4192);
const HOGS = Number(process.env.BENCH_HOGS ?? 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const cells = cellsOf(FULL_BOARD, 'blue');
const tiles = PLAYABLE_CELLS.map((c) => cells[keyOf(c)]!);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;

/** ms from the tap to the commit of its journal entry and of its game write (the first "journal" and "save"
 * measures that start after the tap). */
function tapToCommit(page: Page, name: string): Promise<[number, number, number, number]> {
  return page.evaluate(
    (label) =>
      new Promise<[number, number, number, number]>((resolve) => {
        const btn = [...document.querySelectorAll<HTMLButtonElement>('.tile-btn')].find(
          (b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === label,
        )!;
        const t0 = performance.now();
        const seen = new Map<string, number>();
        const obs = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.startTime < t0 || seen.has(e.name)) continue;
            seen.set(e.name, e.startTime + e.duration - t0);
            if (e.name === 'journal') seen.set('posted', e.startTime - t0); // the page's part: tap → sent to the worker
          }
          if (seen.has('journal') && seen.has('journal-written') && seen.has('save'))
            (obs.disconnect(),
              resolve([seen.get('journal')!, seen.get('save')!, seen.get('posted')!, seen.get('journal-written')!]));
        });
        obs.observe({ type: 'measure' });
        btn.click();
      }),
    name,
  );
}

const server = await startPreview(PORT);
const hogs = Array.from({ length: HOGS }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
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
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: server.url });
  const setup = new SetupPage(page);
  const journal: number[] = [],
    save: number[] = [],
    posted: number[] = [],
    written: number[] = [];
  const slow: string[] = []; // which taps were slow to be durable: the first of a game, or any
  for (let round = 0; round < ROUNDS; round++) {
    await setup.open();
    await setup.setPlayers([
      { name: `Ana${round}`, board: 'blue', goals: FULL_GOALS },
      { name: `Ben${round}`, board: 'green', goals: FULL_GOALS },
    ]);
    await setup.setCats(catsOf(FULL_CATS));
    await setup.start();
    await page.getByTestId('player-total').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const [i, t] of tiles.entries()) {
      const [j, s, p, w] = await tapToCommit(page, say(tileName(t)));
      posted.push(p);
      written.push(w);
      if (j > 50)
        slow.push(
          `board ${round + 1} tap ${i + 1}: ${j.toFixed(0)} ms (page ${p.toFixed(0)} ms, written ${w.toFixed(0)} ms)`,
        );
      journal.push(j);
      save.push(s);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const line = (what: string, xs: number[]) =>
    console.log(
      `${what}, CPU 4× throttled, ${HOGS} CPU hogs beside: median ${quantile(xs, 0.5).toFixed(1)} ms, p90 ${quantile(xs, 0.9).toFixed(1)} ms, p99 ${quantile(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms over ${xs.length} taps`,
    );
  line('tap → edit written to the journal file (a killed browser keeps it)', written);
  line('tap → edit flushed to the device (the journal durable: a power cut keeps it)', journal);
  line('  of which tap → edit sent to the journal worker (the page)', posted);
  line('tap → game written (history and other tabs see it)', save);
  console.log(`taps over 50 ms to the journal: ${slow.join('; ') || 'none'}`);
  await browser.close();
} finally {
  for (const h of hogs) h.kill('SIGKILL');
  server.stop();
}
