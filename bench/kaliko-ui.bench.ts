// Kaliko UI benchmark: `npx tsx bench/kaliko-ui.bench.ts` (after `npx vite build`). A legal game with the most tiles
// the core's random games reach (79 of 85 on the table, the empty cells around it shown: some 125 SVG groups) is put in the
// page's IndexedDB, then, with the CPU throttled 4× through the Chrome DevTools protocol: frame times while
// dragging the pattern (pan) and pinching it (two pointers), and tap → next frame for the zoom buttons.
import { chromium, type Page } from '@playwright/test';
import { replay } from '../src/games/kaliko/core/index.ts';
import { randomGame } from '../src/games/kaliko/core/test/random.ts';
import { KalikoPage } from '../e2e/pages/KalikoPage.ts';
import { startPreview } from './preview.ts';

const PORT = 4215;
const server = await startPreview(PORT);
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

// The random game with the most tiles, cut after its last play so it is still open (empty cells shown).
let best = randomGame(1, 2, 400);
for (let seed = 2; seed <= 12; seed++) {
  const g = randomGame(seed, 2, 400);
  if (replay(g).pattern.placed.length > replay(best).pattern.placed.length) best = g;
}
const lastPlay = best.turns.map((t) => t.kind).lastIndexOf('play');
const turns = best.turns.slice(0, lastPlay + 1);
const tiles = replay({ ...best, turns, ended: undefined }).pattern.placed.length;

/** Frame intervals (ms) recorded in the page while `during` runs. */
async function frames(page: Page, during: () => Promise<void>): Promise<number[]> {
  // A string, not a function: tsx would name the inner function with a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__on = true;
    let last = performance.now();
    function tick(t) {
      window.__frames.push(t - last);
      last = t;
      if (window.__on) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })()`);
  await during();
  return page.evaluate('(window.__on = false, window.__frames.slice(1))') as Promise<number[]>;
}

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
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${PORT}` });
  const k = new KalikoPage(page);
  await k.setup(['P1', 'P2'], best.start.tile, 0);
  await k.start();
  const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
  await page.waitForTimeout(500);
  // The record of the random game written into the stored document (raw IndexedDB, not the app's code).
  await page.evaluate(
    ({ gameId, start, list }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('calico-score-sheet');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('games', 'readwrite');
          const store = tx.objectStore('games');
          const get = store.get(gameId);
          get.onsuccess = () => {
            const row = get.result;
            row.doc = { ...row.doc, start, turns: list };
            store.put(row);
          };
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { gameId: id, start: best.start, list: turns },
  );
  await page.goto('about:blank');
  await page.goto(`/#/game/${id}`);
  await page.getByRole('list', { name: 'Scores' }).waitFor();
  const groups = await page.locator('.kpattern svg > g').count();
  const svg = page.locator('.kpattern svg');
  const box = (await svg.boundingBox())!;
  const cx = box.x + box.width / 2,
    cy = box.y + box.height / 2;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const pan = await frames(page, async () => {
    for (let round = 0; round < 3; round++) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 1; i <= 40; i++) await page.mouse.move(cx + Math.sin(i / 6) * 120, cy + Math.cos(i / 7) * 100);
      await page.mouse.up();
    }
  });
  const pinch = await frames(page, () =>
    page.evaluate(`new Promise((resolve) => {
    const x = ${cx}, y = ${cy};
    const el = document.querySelector('.kpattern svg');
    function fire(type, id, px) {
      el.dispatchEvent(new PointerEvent(type, { pointerId: id, clientX: px, clientY: y, bubbles: true, pointerType: 'touch', isPrimary: id === 1 }));
    }
    fire('pointerdown', 1, x - 20);
    fire('pointerdown', 2, x + 20);
    let i = 0;
    function step() {
      i++;
      const d = 20 + 60 * Math.abs(Math.sin(i / 10));
      fire('pointermove', 1, x - d);
      fire('pointermove', 2, x + d);
      if (i < 90) requestAnimationFrame(step);
      else { fire('pointerup', 1, x - d); fire('pointerup', 2, x + d); resolve(); }
    }
    requestAnimationFrame(step);
  })`),
  );
  const zoom: number[] = [];
  for (let i = 0; i < 20; i++) {
    zoom.push(
      (await page.evaluate(`new Promise((resolve) => {
      const b = document.querySelector('button[aria-label="${i % 2 ? 'Zoom in' : 'Zoom out'}"]');
      const t0 = performance.now();
      b.click();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
    })`)) as number,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const say = (name: string, xs: number[]) =>
    console.log(
      `${name}: median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms over ${xs.length}`,
    );
  console.log(
    `pattern: ${tiles} tiles on the table, ${groups} SVG groups (tiles, empty cells); CPU 4× throttled, 390×844`,
  );
  say('pan (drag) frame interval', pan);
  say('pinch-zoom frame interval', pinch);
  say('zoom button tap → second frame', zoom);
  await browser.close();
} finally {
  server.stop();
}
