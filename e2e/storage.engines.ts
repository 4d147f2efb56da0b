// Storage lost under the app, in Firefox ESR and WebKitGTK as in Chromium (e2e/recovery.faults.ts,
// e2e/stash.faults.ts): the database deleted under an open game, and a reload while the app starts. Firefox keeps
// its second copy in OPFS; WebKit, whose page cannot write OPFS files, in a second IndexedDB database
// (src/db/copyDb.ts). Expected boards and totals are worked out by hand, never read back from the app.
import { startAnaBen, startDealt } from './flows.ts';
import { cellsOnScreen, onDisk, tapInPage } from './stored.ts';
import { test, expect } from './engines/test.ts';
import type { EnginePage } from './engines/page.ts';

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

// What the deletion makes the app say, expected here: Dexie's warning that it lets another connection delete the
// database (it closes its own), and start-up's line on what it put back from the copy (the player is told on
// screen). Both name the fault the test makes; nothing else may be said. A storage module whose load the reload
// cuts off is not reported (src/ui/leaving.ts). One pattern: an array of two would read as a fixture's
// [value, options].
test.use({
  expectedConsole: [/Another connection wants to delete database|calico: storage recovery/],
});

const idOf = async (ep: EnginePage) => decodeURIComponent(new URL(await ep.currentUrl()).hash.split('/').pop()!);

test.describe('the browser killed', () => {
  test.use({ ownBrowser: true });

  test('the database deleted under an open game, then the browser killed: both games come back, every tap in them', async ({
    ep,
    driver,
  }) => {
    const page = ep.asPage;
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

test('a tap and a reload in its own task, then a reload while the app starts: the tap is there', async ({ ep }) => {
  const page = ep.asPage;
  await startDealt(page);
  await page.getByRole('group', { name: 'Tiles' }).getByRole('button').first().waitFor(); // a moment after the board
  // No wait between the tap and the reload: the journal's write and the game's may both be cut off with the page.
  await ep.evaluate(() => {
    (window as unknown as { before?: boolean }).before = true;
    document.querySelector('[data-cell="1,1"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')]
      .find((b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === 'Navy quatrefoil')!
      .click();
    setTimeout(() => window.location.reload());
  });
  // Reloaded again as soon as the new document is there: its start-up (recovery of the tap) under way.
  await ep.until('the page reloaded', 60_000, () =>
    ep.evaluate(() => !(window as unknown as { before?: boolean }).before && document.readyState !== 'loading'),
  );
  await ep.reload();
  await ep.until('the tap on the board', 60_000, async () => (await cellsOnScreen(page))['1,1'] === 'Navy quatrefoil');
  await ep.reload();
  await ep.until(
    'the tap on the board after one more reload',
    60_000,
    async () => (await cellsOnScreen(page))['1,1'] === 'Navy quatrefoil',
  );
});
