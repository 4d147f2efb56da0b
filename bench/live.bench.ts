// A tap on one phone shown on the others (issues 31 and 32), in Chromium against the real server on 127.0.0.1
// (bench/phones.ts), every phone's CPU throttled 4×:
//  - a live Calico game on 4 phones (one browser context each), each entering its own player's board; the tapping
//    phone rotates, TAPS taps (default 40). From the tap (the tile's click, timed in the tapping page) to the change
//    drawn on each other phone: the tile's count in their picker (drawn in the same render as the boards and the
//    totals), the frame after it changed. Times are performance.timeOrigin + now() in each page: one browser, one
//    clock.
//  - a 2-phone group (not live): a game open on both phones, phone A taps, phone B shows it (the cell on B's board,
//    the same board on both), GROUP_TAPS taps (default 20).
//  - joining a live game by its link on a slow phone (CPU 6×, a fresh phone: nothing cached, its service worker
//    installing beside it; WITH_APP=1: a phone that has the app, its files cached and compiled, as a group's phones
//    do): from navigation to the invite to its board and totals drawn, with the player's one tap (their name, "I am
//    Ben", which joins) made by a script in the page the moment it is on screen (PACE_MS=1000: a second after, as a
//    player reading the screen; the app goes on meanwhile, and the player's own wait is printed too). JOINS runs
//    (default 5).
// `npx vite build && npm run bench:live` (ONLY=live|group|join to run one part). In the live part, where Ben's
// phone spends its time, and in the join part the first joining phone's: PROFILE=1 (JavaScript by function, TOP
// lines; TOTAL=1 by total time; read it with BENCH_DIST=<a build made with --minify false>; PROFILE=tap in the join
// part: from just before the tap), TRACE=1 (main-thread time by kind from a message received to drawn, per tap; in
// the join part, per step; TRACE_FILE=<path> keeps the trace's events), MARKS=1 (the performance marks the page made
// in that span); in the join part EACH=1 prints each join's two waits (name shown + tap → board).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { keyOf, PLAYABLE_CELLS, tileName, type Tile } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';
import { ANA_TILES, BEN_TILES, startDealt } from '../e2e/flows.ts';
import { goLive, joinLive } from '../e2e/pages/LivePage.ts';
import { launch, phone, phoneWithApp, startServer, until, within, type Phone } from './phones.ts';
import { spread } from './stats.ts';
import { cpuBetween, profileTop, selfTimeBetween, startTrace } from './trace.ts';

const TAPS = Number(process.env.TAPS ?? 40);
const GROUP_TAPS = Number(process.env.GROUP_TAPS ?? 20);
const JOINS = Number(process.env.JOINS ?? 5);
const ONLY = process.env.ONLY;
/** WITH_APP=1: the joining phone has the app already (bench/phones.ts phoneWithApp), instead of a fresh one. */
const WITH_APP = process.env.WITH_APP === '1';
/** PACE_MS: the joining player's taps each made this long after what they tap shows (default 0: at once). */
const PACE_MS = Number(process.env.PACE_MS ?? 0);
/** How often the bench asks the joining page whether its board is there: each ask is a task on that throttled page
 * (the page notes the time itself, so a slower poll only ends the wait later; POLL_MS to change it). */
const POLL_MS = Number(process.env.POLL_MS ?? 250);
/** How long a change may take to show before the bench says where it stuck. */
const SHOW_TIMEOUT = 20_000;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// In each page: arm(tile, cell, watchCell) notes the tile's label in the picker (its count left) and the cell's,
// and resolves `done` with the times the change was in the DOM and drawn (the next frame); tap(cell, tile) selects
// the cell and clicks the tile, returning the time of the click.
const HELPER = `window.__bench = {
  tileBtn(name) {
    return [...document.querySelectorAll('[aria-label="Tiles"] button')].find(
      (b) => b.getAttribute('aria-label').split(',')[0].replace(/^.*: /, '') === name) ?? null;
  },
  label(el) { return el ? el.getAttribute('aria-label') : null; },
  cell(key) { return document.querySelector('[data-cell="' + key + '"]'); },
  arm(tile, key, watchCell) {
    const before = this.label(this.tileBtn(tile));
    const cellBefore = watchCell ? this.label(this.cell(key)) : null;
    const r = { before, cellBefore, seen: null, painted: null, cellSeen: null, from: performance.now() };
    this.armed = r;
    this.done = new Promise((resolve) => {
      const check = () => {
        const now = performance.timeOrigin + performance.now();
        if (r.seen === null && this.label(this.tileBtn(tile)) !== before) {
          r.seen = now;
          requestAnimationFrame(() => { r.painted = performance.timeOrigin + performance.now(); performance.mark('bench-drawn'); if (!watchCell || r.cellSeen !== null) (obs.disconnect(), resolve(r)); });
        }
        if (watchCell && r.cellSeen === null && this.label(this.cell(key)) !== cellBefore) r.cellSeen = now;
        if (r.painted !== null && (!watchCell || r.cellSeen !== null)) (obs.disconnect(), resolve(r));
      };
      const obs = new MutationObserver(check);
      obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    return before;
  },
  tap(key, tile) {
    const c = this.cell(key);
    if (!c) return 'no cell ' + key;
    c.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const b = this.tileBtn(tile);
    if (!b) return 'no tile button ' + tile;
    const t0 = performance.timeOrigin + performance.now();
    b.click();
    return t0;
  },
};`;
/** What a phone shows, when a wait gives up: its live bar and status chip, and the armed watch. */
const EXPLAIN = `({ url: location.hash, bar: document.querySelector('.live-bar')?.innerText ?? null,
  chip: document.querySelector('header a.group-chip')?.innerText ?? null, armed: window.__bench?.armed ?? null,
  notice: document.querySelector('[data-testid="notice"]')?.innerText ?? null })`;

interface Shown {
  before: string | null;
  seen: number | null;
  painted: number | null;
  cellSeen: number | null;
}

/** One tap on `tapper`, watched on `watchers` (and on the tapper itself: a tap that did not apply is said, not
 * waited for). ms from the tap to drawn on each watcher. */
async function tapAndWatch(
  tapper: Page,
  watchers: Page[],
  cell: string,
  tile: string,
  watchCell: boolean,
): Promise<{ painted: number[]; cell: number[]; sent: number; got: number[] }> {
  await Promise.all(
    [tapper, ...watchers].map((p, i) =>
      p.evaluate(`window.__bench.arm(${JSON.stringify(tile)}, ${JSON.stringify(cell)}, ${i === 0 || watchCell})`),
    ),
  );
  const t0 = await tapper.evaluate(`window.__bench.tap(${JSON.stringify(cell)}, ${JSON.stringify(tile)})`);
  if (typeof t0 !== 'number') throw new Error(`the tap could not be made: ${String(t0)}`);
  const results = await Promise.all(
    [tapper, ...watchers].map(async (p, i) => {
      try {
        return await within(p.evaluate('window.__bench.done') as Promise<Shown>, SHOW_TIMEOUT, `phone ${i}`);
      } catch (e) {
        const seen = await p.evaluate(EXPLAIN).catch(() => null);
        throw new Error(
          `${i === 0 ? 'the tapping phone' : `watching phone ${i}`} did not show ${tile} on ${cell} within ${SHOW_TIMEOUT} ms (${(e as Error).message}); it shows ${JSON.stringify(seen)}`,
        );
      }
    }),
  );
  const others = results.slice(1);
  const after = (xs: number[]) => xs.find((x) => x >= t0)! - t0;
  const sent = after((await tapper.evaluate('window.__wsSent')) as number[]);
  const got = await Promise.all(watchers.map(async (p) => after((await p.evaluate('window.__wsGot')) as number[])));
  return {
    sent,
    got,
    painted: others.map((r) => r.painted! - t0),
    cell: watchCell ? others.map((r) => r.cellSeen! - t0) : [],
  };
}

/** The page's sampling profiler from now: stopped by the function returned, which gives the top functions by total
 * time (PROFILE=1; read with BENCH_DIST holding a build made with --minify false). */
async function startProfile(p: Phone): Promise<() => Promise<string[]>> {
  let stop!: () => void;
  const running = new Promise<void>((r) => (stop = r));
  let top: Promise<string[]> | null = null;
  await new Promise<void>((started) => {
    top = profileTop(p.cdp, async () => (started(), await running), Number(process.env.TOP ?? 40), !!process.env.TOTAL);
  });
  return async () => (stop(), await top!);
}

const taps = (tiles: Tile[]): [string, string][] => PLAYABLE_CELLS.map((c, i) => [keyOf(c), say(tileName(tiles[i]!))]);

/** A new Calico game dealt on `page` for `names`; its id. */
async function newGame(page: Page, names: string[]): Promise<string> {
  await startDealt(page, names);
  return decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
}

async function switchTo(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Players' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('group', { name: new RegExp(`^${name}'s board,`) }).waitFor();
}

/** Waits until every phone's live bar says it is up to date. */
async function allSynced(phones: Phone[]): Promise<void> {
  for (const [i, p] of phones.entries())
    await until(
      p.page,
      `/up to date/i.test(document.querySelector('.live-bar')?.innerText ?? '')`,
      `phone ${i} up to date`,
      {
        explain: EXPLAIN,
      },
    );
}

const line = (what: string, xs: number[]) =>
  console.log(`  ${what}: ${spread(xs, 'ms', 0)}, max ${Math.max(...xs).toFixed(0)} ms`);

async function liveTable(url: string): Promise<void> {
  const browser = await launch();
  try {
    const names = ['Ana', 'Ben', 'Cleo', 'Dan'];
    const boards = [ANA_TILES, BEN_TILES, BEN_TILES, ANA_TILES].map(taps);
    const phones: Phone[] = [];
    for (let i = 0; i < 4; i++) phones.push(await phone(browser, url));
    const id = await newGame(phones[0]!.page, names);
    const invite = await goLive(phones[0]!.page, id, 'Ana');
    for (const [i, p] of phones.entries()) if (i > 0) await joinLive(p.page, invite, names[i]!);
    for (const [i, p] of phones.entries()) {
      await switchTo(p.page, names[i]!);
      await p.page.evaluate(HELPER);
    }
    await allSynced(phones);
    for (const p of phones) await p.throttle(4);
    const shown: number[] = [];
    const sent: number[] = [],
      got: number[] = [],
      after: number[] = [];
    const byPhone: number[][] = [[], [], [], []];
    const profiled = process.env.PROFILE ? await startProfile(phones[1]!) : null;
    const traced: string[] = [];
    const cpu: number[] = [];
    for (let k = 0; k < TAPS; k++) {
      const who = k % 4;
      const [cell, tile] = boards[who]![Math.floor(k / 4) % 22]!;
      const watchers = phones.filter((_, i) => i !== who).map((p) => p.page);
      const trace = process.env.TRACE && who !== 1 ? await startTrace(phones[1]!.cdp) : null;
      const r = await tapAndWatch(phones[who]!.page, watchers, cell, tile, false);
      if (process.env.MARKS && who !== 1)
        console.log(
          `  marks on Ben's phone: ${await phones[1]!.page.evaluate(`performance.getEntriesByType('mark').filter((m) => m.startTime >= window.__bench.armed.from).map((m) => m.name + ' ' + (m.startTime - window.__bench.armed.from).toFixed(0)).join(', ')`)}`,
        );
      if (trace) {
        const events = await trace();
        cpu.push(cpuBetween(events, 'bench-got', 'bench-drawn'));
        traced.push(selfTimeBetween(events, 'bench-got', 'bench-drawn', 10).join('; '));
      }
      shown.push(...r.painted);
      byPhone[who]!.push(...r.painted);
      sent.push(r.sent);
      got.push(...r.got);
      after.push(...r.painted.map((x, i) => x - r.got[i]!));
      // A table's pace: the next player taps a moment later, not in the same instant.
      await new Promise((res) => setTimeout(res, 300));
    }
    if (profiled)
      console.log(
        `where Ben's phone spent its time (JavaScript, total by function):\n  ${(await profiled()).join('\n  ')}`,
      );
    if (traced.length) {
      line(`Ben's phone, received → drawn: main-thread CPU (traced taps)`, cpu);
      console.log(`  Ben's phone, received → drawn, self time by kind, per tap:\n    ${traced.join('\n    ')}`);
    }
    console.log(`live Calico game, 4 phones at CPU 4×, ${TAPS} taps rotating the tapping phone (load ${loadavg()}):`);
    line('tap → drawn on each other phone', shown);
    line('  tap → its update sent (the tapping page)', sent);
    line('  tap → a message received on the other phone', got);
    line('  received → drawn (the receiving page)', after);
    for (const [i, xs] of byPhone.entries()) line(`  taps on ${names[i]}'s phone`, xs);
    for (const p of phones) if (p.errors.length) console.log(`  errors on a phone: ${p.errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

async function groupGame(url: string): Promise<void> {
  const browser = await launch();
  try {
    const [a, b] = [await phone(browser, url), await phone(browser, url)];
    await a.page.goto('/#/group');
    await a.page.getByLabel('Your name', { exact: true }).fill('Ana');
    await a.page.getByRole('button', { name: 'Start a group' }).click();
    await a.page.getByText('Show the link').click();
    const invite = await a.page.getByRole('textbox', { name: /^Link: Invite to the group/ }).inputValue();
    await b.page.goto(invite);
    await b.page.getByLabel('Your name', { exact: true }).fill('Ben');
    await b.page.getByRole('button', { name: 'Join', exact: true }).click();
    await b.page.waitForURL(/#\/history$/);
    const id = await newGame(a.page, ['Ana', 'Ben']);
    const board = taps(ANA_TILES);
    // The game goes to the group with its first entry; B opens it once it has arrived.
    await a.page.evaluate(HELPER);
    await a.page.evaluate(`window.__bench.tap(${JSON.stringify(board[0]![0])}, ${JSON.stringify(board[0]![1])})`);
    const stored = `new Promise((resolve) => { const o = indexedDB.open('calico-score-sheet'); o.onsuccess = () => {
      const g = o.result.transaction('games').objectStore('games').get(${JSON.stringify(id)});
      g.onsuccess = () => (o.result.close(), resolve(!!g.result)); }; o.onerror = () => resolve(false); })`;
    await until(b.page, stored, `the game on phone B`, { explain: EXPLAIN });
    await b.page.goto(`/#/game/${encodeURIComponent(id)}`);
    await b.page.locator('[data-cell="1,1"]').waitFor();
    await b.page.evaluate(HELPER);
    for (const p of [a, b])
      await until(
        p.page,
        `/Up to date/.test(document.querySelector('header a.group-chip')?.innerText ?? '')`,
        'up to date',
        {
          explain: EXPLAIN,
        },
      );
    await a.throttle(4);
    await b.throttle(4);
    const painted: number[] = [];
    const cells: number[] = [];
    const sent: number[] = [],
      got: number[] = [];
    for (let k = 1; k <= GROUP_TAPS; k++) {
      const [cell, tile] = board[k % 22]!;
      const r = await tapAndWatch(a.page, [b.page], cell, tile, true);
      painted.push(...r.painted);
      cells.push(...r.cell);
      sent.push(r.sent);
      got.push(...r.got);
      await new Promise((res) => setTimeout(res, 300));
    }
    console.log(
      `group game (not live), 2 phones at CPU 4×, the game open on both, ${GROUP_TAPS} taps on A (load ${loadavg()}):`,
    );
    line("tap on A → the cell in B's DOM", cells);
    line('tap on A → drawn on B (the frame after)', painted);
    line('  tap → its update sent (A)', sent);
    line('  tap → a message received on B', got);
    line(
      '  received → drawn (B)',
      painted.map((x, i) => x - got[i]!),
    );
    for (const p of [a, b]) if (p.errors.length) console.log(`  errors on a phone: ${p.errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

// On the joining phone, before any of the app's scripts: the player's taps, each made PACE_MS after what it taps is
// on screen (0: at once, a machine's worst case; a player reads first, and the app works on meanwhile), and the
// moments each step showed and each tap was made (ms from navigation start).
const JOINER = (seat: string) => `(() => {
  const PACE = ${PACE_MS};
  const at = (k) => { if (window['__' + k] === undefined) (window['__' + k] = performance.now()), performance.mark('bench-' + k); };
  const later = (f) => (PACE ? setTimeout(f, PACE) : f());
  performance.mark('bench-open');
  const text = (el) => (el.textContent ?? '').trim();
  const buttons = () => [...document.querySelectorAll('button')];
  const step = () => {
    const me = buttons().find((b) => text(b) === ${JSON.stringify('I am ' + seat)});
    if (me && window.__joinShown === undefined) {
      at('joinShown');
      later(() => (at('joinTapped'), buttons().find((b) => text(b) === ${JSON.stringify('I am ' + seat)})?.click()));
    }
    const filled = [...document.querySelectorAll('[data-cell]')].some((c) => !/: empty$/.test(c.getAttribute('aria-label') ?? ''));
    const totals = document.querySelectorAll('.player-tabs .tab-total').length > 0;
    if (filled && totals && window.__board === undefined) {
      window.__board = 0;
      obs.disconnect();
      requestAnimationFrame(() => ((window.__board = performance.now()), performance.mark('bench-board')));
    }
  };
  addEventListener('hashchange', () => at('gameRoute'));
  const obs = new MutationObserver(step);
  obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__long = []; window.__longAt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration), window.__longAt.push(e.startTime); }).observe({ type: 'longtask', buffered: true });
})();`;

/** TIMELINE=1: on the first join, what the page fetched and its long tasks, in the order they happened. */
const TIMELINE = `(() => {
  const rows = [
    ...performance.getEntriesByType('resource').map((e) => [e.startTime, 'fetch ' + e.name.replace(location.origin, '') + ' → ' + Math.round(e.responseEnd)]),
    ...performance.getEntriesByType('navigation').map((e) => [e.startTime, 'html → ' + Math.round(e.responseEnd) + ', DOMContentLoaded ' + Math.round(e.domContentLoadedEventEnd)]),
    ...window.__long.map((d, i) => [window.__longAt[i], 'long task ' + Math.round(d) + ' ms']),
    ...performance.getEntriesByType('mark').map((e) => [e.startTime, 'mark ' + e.name]),
    ...['joinShown', 'joinTapped', 'gameRoute', 'board'].map((k) => [window['__' + k], k]),
  ];
  return rows.sort((a, b) => a[0] - b[0]).map(([t, what]) => '    ' + Math.round(t) + ' ' + what).join('\\n');
})()`;

async function joinSlow(url: string): Promise<void> {
  const browser = await launch();
  try {
    const host = await phone(browser, url);
    const id = await newGame(host.page, ['Ana', 'Ben']);
    await host.page.evaluate(HELPER);
    // A few tiles on both boards, so that the board shown has something on it.
    for (const [who, tiles] of [
      ['Ana', ANA_TILES],
      ['Ben', BEN_TILES],
    ] as const) {
      await switchTo(host.page, who);
      for (const [cell, tile] of taps(tiles).slice(0, 6))
        await host.page.evaluate(`window.__bench.tap(${JSON.stringify(cell)}, ${JSON.stringify(tile)})`);
    }
    const invite = await goLive(host.page, id, 'Ana');
    const board: number[] = [],
      joinShown: number[] = [],
      waited: number[] = [],
      longest: number[] = [];
    for (let run = 0; run < JOINS; run++) {
      const p = WITH_APP ? await phoneWithApp(url) : await phone(browser, url, 'allow');
      try {
        await p.ctx.addInitScript(JOINER('Ben'));
        await p.throttle(6);
        // PROFILE=1: the first join's JavaScript by function, from navigation to the board.
        // PROFILE=tap: from just before the tap (PACE_MS at least 1500, the work the name starts over by then).
        const fromTap = process.env.PROFILE === 'tap';
        let profiled = process.env.PROFILE && !fromTap && run === 0 ? await startProfile(p) : null;
        const traced = process.env.TRACE && run === 0 ? await startTrace(p.cdp) : null;
        await p.page.goto(invite);
        if (fromTap && run === 0) {
          await until(p.page, 'window.__joinShown', "the player's name");
          await new Promise((r) => setTimeout(r, PACE_MS - 300));
          profiled = await startProfile(p);
        }
        // What the page shows when the board does not come, and which games its storage holds.
        const explain = `(async () => ({
          hash: location.hash,
          text: document.querySelector('main')?.innerText?.slice(0, 300),
          times: [window.__joinShown, window.__joinTapped, window.__gameRoute],
          stored: await new Promise((resolve) => {
            const o = indexedDB.open('calico-score-sheet');
            o.onsuccess = () => {
              const keys = o.result.transaction('games').objectStore('games').getAllKeys();
              keys.onsuccess = () => resolve(keys.result);
            };
          }).catch(String),
        }))()`;
        board.push(
          (await until(p.page, 'window.__board', 'the board and totals on the joining phone', {
            explain,
            every: POLL_MS,
          })) as number,
        );
        if (profiled) console.log((await profiled()).join('\n'));
        // TRACE=1: the first join's main-thread CPU per step, and what it was spent on.
        if (traced) {
          const events = await traced();
          if (process.env.TRACE_FILE)
            (await import('node:fs')).writeFileSync(process.env.TRACE_FILE, JSON.stringify(events));
          const steps = ['open', 'joinShown', 'joinTapped', 'board'];
          for (const [i, to] of steps.slice(1).entries())
            console.log(
              `  ${steps[i]} → ${to}: CPU ${cpuBetween(events, `bench-${steps[i]}`, `bench-${to}`).toFixed(0)} ms; ${selfTimeBetween(events, `bench-${steps[i]}`, `bench-${to}`, 8).join('; ')}`,
            );
        }
        joinShown.push((await p.page.evaluate('window.__joinShown')) as number);
        // The player's wait on the app: until their name shows, and from its tap to the board.
        waited.push((await p.page.evaluate('window.__joinShown + (window.__board - window.__joinTapped)')) as number);
        if (process.env.EACH)
          console.log(
            `  run ${run}: ${await p.page.evaluate("[window.__joinShown, window.__board - window.__joinTapped].map(Math.round).join(' + ')")}`,
          );
        longest.push(Math.max(0, ...((await p.page.evaluate('window.__long')) as number[])));
        if (p.errors.length) console.log(`  errors on the joining phone: ${p.errors.join('; ')}`);
        if (process.env.TIMELINE && run === 0) console.log(await p.page.evaluate(TIMELINE));
      } finally {
        await p.ctx.close();
      }
    }
    console.log(
      `joining a live game by its link, ${WITH_APP ? 'a phone with the app (opened before, its files cached)' : 'a fresh phone'} at CPU 6× (localhost network), ${PACE_MS ? `each tap ${PACE_MS} ms after it shows` : 'each tap at once'}, ${JOINS} runs (load ${loadavg()}):`,
    );
    line("navigation → the player's name on screen (I am Ben)", joinShown);
    line('navigation → board and totals drawn', board);
    line('the player waiting on the app (their name shown, its tap → board)', waited);
    line('longest task until then', longest);
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  console.log(`uptime: ${loadavg()}`);
  if (!ONLY || ONLY === 'live') await liveTable(server.url);
  if (!ONLY || ONLY === 'group') await groupGame(server.url);
  // A join that does not end says what the server said meanwhile (a connection it closed, an update it refused).
  if (!ONLY || ONLY === 'join')
    await joinSlow(server.url).catch((e) => {
      console.log(`the server said:\n${server.output()}`);
      throw e;
    });
  console.log(`uptime: ${loadavg()}`);
} finally {
  await server.stop();
}
