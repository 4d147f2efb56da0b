// Joining a group that holds many games (issue 31: 1,000 games all in history ≤ 15 s at CPU 4×; with 10,000,
// history usable before all have arrived, and what it costs), against the real server on 127.0.0.1 serving the
// production build (bench/phones.ts).
// The group is seeded from Node by a bare replica on y-websocket's client (as src/store/link/group.test.ts does),
// writing records in the app's own format (src/sync/records.ts: each record's JSON text), in parts as the app sends them:
//  - SHAPE=tiles (default): each game entered tile by tile on a phone of the group: a blank `doc`, one `edit` per
//    tile, a `finish` edit (~68 records a Calico game), parts of 50 games;
//  - SHAPE=docs: each game offered whole, one `doc` record (a phone joining with its games, or an import), parts of
//    100 games as the app's offerAll sends them.
// Then a fresh phone (CPU 4×, its own context) opens the invite, types its name and taps Join; from the tap: the
// first game card in history (history usable), every game arrived (history's count says N), and meanwhile the
// longest task, the worst lateness of a 100 ms timer (what a tap would wait), the page's JS heap and its storage;
// then when every game's second copy (OPFS) is written.
// Bounded: after LIMIT_S seconds (default 300) it stops and says how far it got.
// `npx vite build && npx tsx bench/groupJoin.bench.ts` (N=1000; N=10000 SHAPE=docs; RUNS=1).
import { readFileSync } from 'node:fs';
import { keyOf, PLAYABLE_CELLS } from '../src/games/calico/core/index.ts';
import { recordText, type SyncRecord } from '../src/sync/records.ts';
import { randomGames } from '../src/test/games.ts';
import { connectPhone, createGroup, synced } from '../server/test/harness.ts';
import { profileTop } from './trace.ts';
import { launch, phone, startServer, until, within } from './phones.ts';

const N = Number(process.env.N ?? 1000);
const SHAPE = (process.env.SHAPE ?? 'tiles') as 'tiles' | 'docs';
const RUNS = Number(process.env.RUNS ?? 1);
const LIMIT_S = Number(process.env.LIMIT_S ?? 300);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The group's records, as a phone of the group (replica "seedphone.t1", its player Ana) writes them. */
function records(): { parts: SyncRecord[][]; count: number } {
  const by = 'seedphone.t1';
  let n = 0;
  const parts: SyncRecord[][] = [];
  let part: SyncRecord[] = [];
  const games = randomGames(N, 7, 'g');
  for (const [i, game] of games.entries()) {
    const at = (k: number) => new Date(Date.parse(game.createdAt) + k * 1000).toISOString();
    if (SHAPE === 'docs') {
      part.push({ t: 'doc', g: game.id, by, n: ++n, l: 1, at: game.updatedAt, who: 'Ana', doc: game as never });
    } else {
      let l = 1;
      const blank = { ...game, finishedAt: undefined, players: game.players.map((p) => ({ ...p, cells: {} })) };
      part.push({ t: 'doc', g: game.id, by, n: ++n, l, at: at(0), who: 'Ana', doc: blank as never });
      game.players.forEach((p, player) => {
        for (const c of PLAYABLE_CELLS) {
          const cell = keyOf(c);
          const tile = (p.cells as Record<string, unknown>)[cell];
          part.push({
            t: 'edit',
            g: game.id,
            by,
            n: ++n,
            l: ++l,
            at: at(l),
            who: 'Ana',
            e: { kind: 'cell', player, cell, tile },
          });
        }
      });
      part.push({ t: 'edit', g: game.id, by, n: ++n, l: ++l, at: at(l), who: 'Ana', e: { kind: 'finish' } });
    }
    if ((i + 1) % (SHAPE === 'docs' ? 100 : 50) === 0) (parts.push(part), (part = []));
  }
  if (part.length) parts.push(part);
  return { parts, count: n };
}

/** A group on the server holding the records; its invite's hash. */
async function seed(url: string): Promise<string> {
  const t0 = performance.now();
  const g = await createGroup(url);
  const { parts, count } = records();
  const { doc, provider } = connectPhone(url, g.id, g.secret);
  await within(synced(provider), 30_000, 'the seeding replica connected');
  const log = doc.getArray('log');
  for (const part of parts) doc.transact(() => log.push(part.map(recordText)));
  // Done when a second replica has all of it from the server.
  const check = connectPhone(url, g.id, g.secret);
  const deadline = Date.now() + LIMIT_S * 1000;
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (Date.now() > deadline) {
        clearInterval(timer);
        reject(
          new Error(
            `seeding: the server gave back ${check.doc.getArray('log').length} of ${count} records in ${LIMIT_S} s`,
          ),
        );
      }
    }, 1000);
    const done = () => check.doc.getArray('log').length === count && (clearInterval(timer), resolve());
    check.doc.on('update', done);
    done();
  });
  check.provider.destroy();
  provider.destroy();
  console.log(`seeded: ${N} games as ${SHAPE}, ${count} records, in ${s(performance.now() - t0)} (load ${loadavg()})`);
  return `#/group/${g.id}.${g.secret}`;
}

// On the joining phone, before the app's scripts: when history first shows a game card and when its count says
// every game is there (the frame after each), long tasks, and a 100 ms timer's lateness.
const WATCH = `(() => {
  window.__long = []; window.__late = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  let last = performance.now();
  setInterval(() => { const now = performance.now(); window.__late.push([now, now - last - 100]); last = now; }, 100);
  const frame = (k) => { if (window[k] === undefined) { window[k] = 0; requestAnimationFrame(() => (window[k] = performance.now())); } };
  new MutationObserver(() => {
    if (window.__tapped === undefined) return;
    if (document.querySelector('main.history .game-card')) frame('__firstCard');
    const count = /^([\\d,.\\s]+) games?$/.exec(document.querySelector('main.history p.muted')?.textContent?.trim() ?? '');
    if (count) window.__shown = Number(count[1].replace(/[^\\d]/g, ''));
    if (window.__shown === ${N}) frame('__all');
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/** Games in the phone's storage (its summaries table), read with the raw IndexedDB API. */
const STORED = `new Promise((resolve) => { const o = indexedDB.open('calico-score-sheet'); o.onsuccess = () => {
  const c = o.result.transaction('summaries').objectStore('summaries').count();
  c.onsuccess = () => (o.result.close(), resolve(c.result)); }; o.onerror = () => resolve(-1); })`;

/** Games with their second copy in the phone's OPFS mirror (db/mirror.ts: games/<id>.json). */
const COPIED = `navigator.storage.getDirectory().then((r) => r.getDirectoryHandle('games')).then(async (d) => {
  let n = 0; for await (const k of d.keys()) if (k.endsWith('.json')) n++; return n; }).catch(() => 0)`;

async function joinOnce(url: string, invite: string): Promise<void> {
  const browser = await launch();
  try {
    const p = await phone(browser, url);
    await p.ctx.addInitScript(WATCH);
    await p.throttle(4);
    await p.page.goto(`/${invite}`);
    await p.page.getByLabel('Your name', { exact: true }).fill('Zed');
    await until(
      p.page,
      `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Join')`,
      'the Join button',
    );
    const t0 = (await p.page.evaluate(
      `(() => { const t = performance.now(); window.__tapped = t; [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Join').click(); return t; })()`,
    )) as number;
    // AWAY=1: the phone leaves history for Settings once joined, and comes back when storage holds every game:
    // what the arrival costs without history drawn meanwhile.
    if (process.env.AWAY) {
      await until(p.page, `location.hash === '#/history'`, 'history after joining', { timeout: 60_000 });
      await p.page.evaluate(`location.hash = '#/settings'`);
      await until(p.page, `${STORED}.then((n) => n >= ${N})`, `${N} games stored`, {
        timeout: LIMIT_S * 1000,
        every: 1000,
      });
      const stored = (await p.page.evaluate('performance.now()')) as number;
      console.log(`  (away from history) Join tapped → all ${N} stored: ${s(stored - t0)}`);
      await p.page.evaluate(`location.hash = '#/history'`);
    }
    const end = Date.now() + LIMIT_S * 1000;
    let all: number | undefined;
    const wait = async () => {
      while (Date.now() < end) {
        all = (await p.page.evaluate('window.__all').catch(() => undefined)) as number | undefined;
        if (all) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
    };
    if (process.env.PROFILE)
      console.log(
        `where the page's time went (PROFILE; TOTAL=1 by total time):\n  ${(await profileTop(p.cdp, wait, 40, !!process.env.TOTAL)).join('\n  ')}`,
      );
    else await wait();
    const first = (await p.page.evaluate('window.__firstCard')) as number | undefined;
    const shown = (await p.page.evaluate('window.__shown')) as number | undefined;
    const stored = (await p.page.evaluate(STORED)) as number;
    const stop = all || ((await p.page.evaluate('performance.now()')) as number);
    const long = ((await p.page.evaluate('window.__long')) as [number, number][]).filter(([t]) => t >= t0 && t <= stop);
    const late = (await p.page.evaluate('window.__late')) as [number, number][];
    const lateAfter = (from: number) => late.filter(([t]) => t >= from && t <= stop).map(([, d]) => d);
    const { metrics } = (await p.cdp.send('Performance.enable').then(() => p.cdp.send('Performance.getMetrics'))) as {
      metrics: { name: string; value: number }[];
    };
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')!.value / 2 ** 20;
    const usage = (await p.page.evaluate('navigator.storage.estimate().then((e) => e.usage)')) as number;
    const worst = (xs: number[]) => (xs.length ? Math.max(...xs).toFixed(0) : '–');
    const over = (xs: [number, number][], ms: number) => xs.filter(([, d]) => d > ms).length;
    console.log(`joining a group of ${N} games (${SHAPE}), a fresh phone at CPU 4× (load ${loadavg()}):`);
    console.log(`  Join tapped → first game card in history: ${first ? s(first - t0) : 'never'}`);
    console.log(
      all
        ? `  Join tapped → all ${N} in history: ${s(all - t0)}`
        : `  not all in ${LIMIT_S} s: history says ${shown ?? 'no count'}; ${stored} stored`,
    );
    console.log(
      `  meanwhile: longest task ${worst(long.map(([, d]) => d))} ms, ${over(long, 200)} tasks over 200 ms (${(long.reduce((a, [, d]) => a + d, 0) / 1000).toFixed(1)} s in long tasks); a 100 ms timer late by up to ${worst(lateAfter(t0))} ms (after the first card: ${first ? worst(lateAfter(first)) : '–'} ms)`,
    );
    console.log(`  the page's JS heap ${heap.toFixed(0)} MB; its storage ${(usage / 2 ** 20).toFixed(0)} MB`);
    // The copies of a join's parts wait until the parts stop: when the page has done that too.
    const copied = await until(p.page, `${COPIED}.then((n) => n >= ${N} && performance.now())`, `${N} copies`, {
      timeout: LIMIT_S * 1000,
      every: 500,
    }).catch(() => null);
    console.log(
      `  every game's second copy (OPFS) written: ${typeof copied === 'number' ? s(copied - t0) : `not in ${LIMIT_S} s`} after Join`,
    );
    if (p.errors.length) console.log(`  errors: ${p.errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  console.log(`uptime: ${loadavg()}`);
  console.log(`server at ${server.url} (pid ${server.proc.pid})`);
  const invite = await seed(server.url);
  for (let run = 0; run < RUNS; run++) await joinOnce(server.url, invite);
  console.log(`uptime: ${loadavg()}`);
} finally {
  await server.stop();
}
process.exit(0); // the seeding replicas' sockets keep Node alive otherwise
