// The browser killed in Firefox ESR and WebKitGTK (a kill is SIGKILL of the browser and every process it started:
// e2e/engines/driver.ts), each time started again on the same profile: a Calico game over a reload, then a burst of
// taps, the browser killed as soon as it is on disk, and both games there after the restart; the database deleted
// under an open game, then the browser killed (as in Chromium: e2e/recovery.faults.ts). Firefox keeps each edit in
// the journal's OPFS file (a synchronous access handle in the worker) and its second copy in OPFS; WebKitGTK has no
// synchronous access, so the page writes the edit to the journal's own IndexedDB database ('strict'), and its second
// copy is a second IndexedDB database (src/db/copyDb.ts). The tab's stash (localStorage) does not count here: WebKit
// writes localStorage to disk later, and a kill at once after a write loses it. Expected boards and totals are worked
// out by hand, never read back from the app.
//
// The measurement (ENGINE_KILLS=N) kills 0–50 ms after the burst was taken, without waiting, and counts the taps lost.
import { ALL_TILES, keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';
import { ANA_TILES, startAnaBen, startDealt } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { cellsOnScreen, onDisk, tapInPage } from './stored.ts';
import { test, expect, uncleanConsole } from './engines/test.ts';
import type { Driver } from './engines/driver.ts';
import type { EnginePage } from './engines/page.ts';

const CELLS = PLAYABLE_CELLS.map(keyOf);

// Each test restarts and kills its browser: a browser of its own, not the worker's.
test.use({ ownBrowser: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Kills after each burst (after it is on disk when `afterDisk`) and counts the taps not on screen after the
 * restart. */
async function trials(ep: EnginePage, driver: Driver, delays: number[], afterDisk: boolean) {
  const page = ep.asPage;
  await startDealt(page, ['Ana', 'Ben']);
  const id = decodeURIComponent(new URL(await ep.currentUrl()).hash.split('/').pop()!);
  const expected: Record<string, string> = {};
  let lost = 0;
  const lostAt: string[] = [];
  for (const [trial, delay] of delays.entries()) {
    const steps = [0, 1, 2].map((k): [string, string] => [
      CELLS[(trial * 3 + k) % CELLS.length]!,
      say(tileName(ALL_TILES[((trial * 3 + k) * 5) % 36]!)),
    ]);
    if (afterDisk) await ep.evaluate(onDisk(steps.length));
    await tapInPage(page, steps);
    for (const [c, t] of steps) expected[c] = t;
    if (afterDisk) await ep.evaluate('window.__onDisk');
    await sleep(delay);
    await driver.killAndRestart();
    await ep.goto(`/#/game/${id}`);
    await ep.locator('[data-cell="1,1"]').waitFor();
    const shown = await cellsOnScreen(page);
    const missing = Object.entries(expected).filter(([c, t]) => shown[c] !== t);
    if (missing.length) lostAt.push(`${delay} ms: ${missing.map(([c]) => c).join(' ')}`);
    lost += missing.length;
    // What was lost is entered again and waited for on disk, so each trial counts only its own burst (re-entered
    // taps killed before their journal write were counted again by the next trial).
    if (missing.length) {
      await ep.evaluate(onDisk(missing.length));
      await tapInPage(page, missing as [string, string][]);
      await ep.evaluate('window.__onDisk');
      await ep.until('the taps entered again', 60_000, async () => {
        const now = await cellsOnScreen(page);
        return missing.every(([c, t]) => now[c] === t);
      });
    }
  }
  return { lost, taps: delays.length * 3, lostAt };
}

/** The revision of a game's second copy, wherever this engine keeps it (OPFS's games folder, else the copy's own
 * database); null while there is none. */
const copyRev = (ep: EnginePage, id: string) =>
  ep.evaluate(async (gameId: string) => {
    const name = `${encodeURIComponent(gameId)}.json`;
    const fromFile = async () => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('games');
      return (await (await dir.getFileHandle(name)).getFile()).text();
    };
    const fromDb = () =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('tile-tally-copy');
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(name);
          get.onsuccess = () => (open.result.close(), resolve(get.result as string | undefined));
          get.onerror = () => (open.result.close(), resolve(undefined));
        };
      });
    const text = await fromFile().catch(fromDb);
    return text ? (JSON.parse(text) as { rev: number }).rev : null;
  }, id);

const idOf = async (ep: EnginePage) => decodeURIComponent(new URL(await ep.currentUrl()).hash.split('/').pop()!);

const LEFT: [string, string][] = [
  ['1,1', 'Purple vines'],
  ['2,1', 'Pink dots'],
  ['3,1', 'Light blue ferns'],
  ['4,1', 'Green flowers'],
  ['5,1', 'Yellow stripes'],
];
const TAPS: [string, string][] = [
  ['1,1', 'Navy quatrefoil'],
  ['2,1', 'Yellow flowers'],
  ['3,1', 'Green stripes'],
];

// One browser for the three: each start of it costs more than the flow it serves. Each part checks its own games.
test('a Calico game over a reload, then the browser killed twice: a burst of taps and the database deleted under an open game, nothing lost', async ({
  ep,
  driver,
  expectedConsole,
}) => {
  // Two starts of the browser after its first, each on a machine that may be busy.
  test.setTimeout(600_000);
  const page = ep.asPage;

  let calico = '';
  await test.step('a Calico game: five tiles and a reload: every tile is there', async () => {
    const game = await startAnaBen(page);
    await game.fillInReadingOrder(ANA_TILES.slice(0, 5));
    // Yellow and pink buttons (as in saving.spec): 3 + 3 = 6.
    await ep.getByTestId('player-total').toHaveText('6');
    await ep.reload();
    await ep.getByTestId('player-total').toHaveText('6');
    calico = await ep.currentUrl();
  });

  await test.step('killed 0 ms after a burst of taps is on disk, the browser started again shows every tap, and the Calico game before it', async () => {
    // One kill, at once: the journal's word that the burst is on disk is what is checked, and a kill 0 ms after it
    // is the one that finds that word given too early (a later kill only gives the write more time). The
    // measurement below kills across the whole 0–50 ms range.
    const r = await trials(ep, driver, [0], true);
    expect(r.lostAt).toEqual([]);
    // The browser started again on its profile is the restart the Calico game must come through: a kill gives the
    // browser no chance to write anything on its way out, which a close as a player makes it would.
    await ep.goto(calico);
    await new GamePage(page).cell('5,1').waitFor();
    expect(await new GamePage(page).cell('5,1').getAttribute('aria-label')).toBe('Nq, Cell 5,1: Navy quatrefoil');
    await ep.getByTestId('player-total').toHaveText('6');
  });

  // Nothing said so far, not even what the deletion below makes the app say.
  expect(uncleanConsole(driver.messages, []), `${driver.engine}'s console before the database is deleted`).toEqual([]);
  // What the deletion makes the app say, expected from here on: Dexie's warning that it lets another connection
  // delete the database (it closes its own), and start-up's line on what it put back from the copy (the player is
  // told on screen). Both name the fault the test makes; nothing else may be said.
  expectedConsole.push(/Another connection wants to delete database|calico: storage recovery/);

  await test.step('the database deleted under an open game, then the browser killed: both games come back, every tap in them', async () => {
    // A game left earlier: the new game and its five taps, revision 6 in the copy.
    await startAnaBen(page);
    const left = await idOf(ep);
    await tapInPage(page, LEFT);
    await ep.until('the first game in the second copy', 60_000, async () => (await copyRev(ep, left)) === 6);

    await startAnaBen(page);
    const open = await idOf(ep);
    await tapInPage(page, TAPS);
    await ep.until('the open game in the second copy', 60_000, async () => (await copyRev(ep, open)) === 4);
    await ep.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const del = indexedDB.deleteDatabase('calico-score-sheet');
          del.onsuccess = () => resolve();
          del.onerror = () => reject(del.error);
        }),
    );
    // One more tap, once it is on disk the browser is killed.
    await ep.evaluate(onDisk(1));
    await tapInPage(page, [['1,2', 'Yellow flowers']]);
    await ep.evaluate('window.__onDisk');
    await driver.killAndRestart();

    await ep.goto(`/#/game/${open}`);
    await ep.until('the open game with its four tiles', 60_000, async () => {
      const shown = await cellsOnScreen(page);
      return Object.keys(shown).length >= 4;
    });
    expect(await cellsOnScreen(page)).toEqual({
      '1,1': 'Navy quatrefoil',
      '2,1': 'Yellow flowers',
      '3,1': 'Green stripes',
      '1,2': 'Yellow flowers',
    });

    await ep.goto(`/#/game/${left}`);
    await ep.until(
      'the game left earlier with its five tiles',
      60_000,
      async () => Object.keys(await cellsOnScreen(page)).length >= 5,
    );
    expect(await cellsOnScreen(page)).toEqual(Object.fromEntries(LEFT));
  });
});

test('measure: taps lost per 100 kills 0–50 ms after a burst (ENGINE_KILLS=N)', async ({ ep, driver, engine }) => {
  const n = Number(process.env.ENGINE_KILLS ?? 0);
  test.skip(!n, 'a measurement, run by hand: ENGINE_KILLS=40');
  test.setTimeout(n * 60_000);
  const delays = Array.from({ length: n }, (_, i) => Math.round((i * 50) / Math.max(1, n - 1)));
  const r = await trials(ep, driver, delays, false);
  console.log(
    `${engine}: ${r.lost} of ${r.taps} taps lost in ${n} kills 0–50 ms after the burst (${((r.lost / n) * 100).toFixed(0)} per 100 kills)${r.lostAt.length ? `: ${r.lostAt.join('; ')}` : ''}`,
  );
});
