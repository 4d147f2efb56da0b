// Kaliko tap → paint: `npx tsx bench/kaliko-paint.bench.ts` (after `npx vite build`). A real Kaliko game (the
// core's random legal game, seed 5, the one `e2e/kaliko.spec.ts` enters on a phone) is played through the UI at
// 390×844 with the CPU throttled 4× (`Emulation.setCPUThrottlingRate`), every tap of every turn a real mouse input
// (bench/tapPaint.ts: Playwright's mouse through the DevTools protocol, timed by the Event Timing API): the empty
// cell, a filter of the picker when the tile is not in view, the tile in the picker, each turn of a tile the picker
// did not lay as played, Score; a pass or an exchange is one tap. Medians with p10–p90 and the load, per kind of tap
// and all together. TURNS (default 30) plays that many turns of the game; BENCH_PORT (default 4216) the server's
// port; BENCH_DIST serves another build (bench/preview.ts). TRACE=1 prints main-thread time by kind of work (TRACE=tasks: and each task over 30 ms); PROFILE=1 also prints the app's functions by self time
// (PROFILE=total: by total time, with what they called;
// PROFILE_CHUNK=kaliko: only the functions of chunks so named)
// over all the taps (its chunks only: Playwright's locators run in the page too) (bench/trace.ts; the profiler slows the taps: their times are then not the figures).
import { chromium, type Locator, type Page } from '@playwright/test';
import { randomGame } from '../src/games/kaliko/core/test/random.ts';
import { KalikoPage } from '../e2e/pages/KalikoPage.ts';
import { startPreview } from './preview.ts';
import { load, spread } from './stats.ts';
import { lastParts, observeEvents, tapToPaint } from './tapPaint.ts';
import { describeLongTasks, profileTop, startTrace } from './trace.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4216);
const TURNS = Number(process.env.TURNS ?? 30);
const SORT_NAMES: Record<string, string> = {
  TX: 'Triple cross',
  TB: 'Triple bend',
  DB: 'Double bend',
  DX: 'Double cross',
  SX: 'Single cross',
};
const COLOUR_NAMES: Record<string, string> = { R: 'Red', W: 'White', B: 'Blue' };

const game = randomGame(5, 2, TURNS);
const server = await startPreview(PORT);

type Kind = 'cell' | 'filter' | 'tile' | 'turn' | 'score' | 'pass/exchange';
const times: Record<Kind, number[]> = { cell: [], filter: [], tile: [], turn: [], score: [], 'pass/exchange': [] };

/** The picture is in the picker's grid and on screen (as KalikoPage's check: a player taps what they see). */
const inView = (pic: Locator): Promise<boolean> =>
  pic
    .evaluate((el) => {
      const r = el.getBoundingClientRect(),
        g = el.closest('.kpicker-grid')!.getBoundingClientRect();
      return r.top >= g.top - 1 && r.bottom <= g.bottom + 1 && r.top >= 0 && r.bottom <= window.innerHeight;
    })
    .catch(() => false);

const parts: Record<string, { waiting: number[]; handlers: number[]; toPaint: number[] }> = {};
async function tap(page: Page, kind: Kind, target: Locator) {
  times[kind].push(await tapToPaint(page, target));
  const p = (parts[kind] ??= { waiting: [], handlers: [], toPaint: [] });
  if (lastParts) for (const k of ['waiting', 'handlers', 'toPaint'] as const) p[k].push(lastParts[k]);
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
  await k.setup(['Ana', 'Ben'], game.start.tile, game.start.rotation);
  await k.start();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await observeEvents(page);
  const started = Date.now();
  let tiles = 0;
  const play = async () => {
    for (const turn of game.turns) {
      if (turn.kind === 'pass')
        await tap(page, 'pass/exchange', page.getByRole('button', { name: 'Pass', exact: true }));
      else if (turn.kind === 'exchange')
        await tap(
          page,
          'pass/exchange',
          page.getByRole('button', { name: `Exchange ${turn.count} tile${turn.count > 1 ? 's' : ''}`, exact: true }),
        );
      else {
        for (const [i, t] of turn.tiles.entries()) {
          await tap(page, 'cell', k.cell(t.q, t.r));
          const pic = page.locator(`.kpicker [data-tile="${t.tile}"]`);
          await pic.waitFor({ state: 'attached' });
          const narrow = (group: string, name: string) =>
            tap(
              page,
              'filter',
              page.getByRole('group', { name: group }).getByRole('button', { name: new RegExp(`^${name}\\b`) }),
            );
          if (!(await inView(pic))) await narrow("Your tile's sort", SORT_NAMES[t.tile.slice(0, 2)]!);
          for (const c of new Set(t.tile.slice(3)))
            if (!(await inView(pic))) await narrow('Colours on your tile', COLOUR_NAMES[c]!);
          await tap(page, 'tile', pic);
          const draft = k.draftTile(i);
          for (let n = 0; !((await draft.getAttribute('aria-label')) ?? '').includes(`turned ${t.rotation}.`); n++) {
            if (n === 6) throw new Error(`tile ${t.tile} never turned to ${t.rotation}`);
            await tap(page, 'turn', draft);
          }
          tiles++;
        }
        await tap(page, 'score', page.getByRole('button', { name: /^Score \d+$/ }));
        await k.draftTile(0).waitFor({ state: 'detached' });
      }
    }
  };
  if (process.env.TRACE) {
    // Where the main thread's time goes over all the taps: wall and CPU ms per trace event name (nested events
    // counted in their parents too), the renderer's main thread only.
    const stop = await startTrace(cdp);
    await play();
    const events = await stop();
    const main = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const sum = new Map<string, [number, number]>();
    for (const e of events) {
      if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
      const [wall, cpu] = sum.get(e.name) ?? [0, 0];
      sum.set(e.name, [wall + (e.dur ?? 0) / 1000, cpu + (e.tdur ?? 0) / 1000]);
    }
    console.log(
      `main thread over all the taps (Playwright's own page work included), wall and CPU ms (load ${load()}):`,
    );
    console.log(
      [...sum]
        .sort((a, b) => b[1][1] - a[1][1])
        .slice(0, 16)
        .map(([n, [wall, cpu]]) => `  ${wall.toFixed(0).padStart(6)} ${cpu.toFixed(0).padStart(6)} ${n}`)
        .join('\n'),
    );
    if (process.env.TRACE === 'tasks') console.log(describeLongTasks(events, 30).join('\n'));
  }
  const profile = process.env.TRACE
    ? []
    : process.env.PROFILE
      ? (await profileTop(cdp, play, 400, process.env.PROFILE === 'total'))
          .filter((l) => new RegExp(` ${process.env.PROFILE_CHUNK ?? '[\\w-]+'}-[\\w-]{8}\\.js:`).test(l))
          .slice(0, 40)
      : (await play(), []);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const all = Object.values(times).flat();
  console.log(
    `Kaliko, ${game.turns.length} turns of random game 5 (${tiles} tiles laid), 390×844, CPU 4×, real input timed by Event Timing; ${((Date.now() - started) / 1000).toFixed(0)} s; load ${load()}`,
  );
  for (const [kind, xs] of Object.entries(times))
    if (xs.length) console.log(`  tap on ${kind.padEnd(14)} → paint: ${spread(xs)}`);
  console.log(`  every tap → paint:           ${spread(all)}`);
  // Where a tap's time goes (Event Timing: the longest event of each tap): waiting to be handled, the handlers, and
  // from their end to the paint. Medians, each part on its own (they need not add up to the median tap).
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;
  for (const [kind, p] of Object.entries(parts))
    if (p.handlers.length)
      console.log(
        `  ${kind.padEnd(14)} parts: waiting ${med(p.waiting).toFixed(0)}, handlers ${med(p.handlers).toFixed(0)}, handlers' end → paint ${med(p.toPaint).toFixed(0)} ms`,
      );
  if (profile.length) console.log(`page functions by self time over all the taps:\n  ${profile.join('\n  ')}`);
  await browser.close();
} finally {
  server.stop();
}
