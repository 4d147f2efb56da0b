// Why each tab keeps a stash in localStorage beside the journal: a reload in the moments before the journal's worker
// runs (its script still loading, its file being opened: a slow phone just after start) takes the worker, and with
// it the edit it never wrote; if the game's own IndexedDB write has not committed either (it is aborted with the
// page), only the stash, written synchronously in the tap's task, is left for the next start. Both moments are made
// to happen here on purpose: the worker's script is held back, and another page of the origin holds a write
// transaction on the games, so the app's write waits behind it until the reload aborts it. Once the journal
// covered this moment too, the second test would fail: the stash could then go.
import type { BrowserContext, Page } from '@playwright/test';
import { startDealt } from './flows.ts';
import { gameIdOf, storedGame } from './stored.ts';
import { expect, test } from './test.ts';

test.use({ failOnPageErrors: true }); // an uncaught error in a page fails the test (e2e/test.ts)

const WORKER = '**/journal.worker-*.js';
const TILE = 'Navy quatrefoil';

/** Another page of the origin (not running the app) holding a write transaction on the games until released. */
async function holdGames(context: BrowserContext): Promise<() => Promise<void>> {
  const page = await context.newPage();
  await context.route('**/blank-for-test', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto('/blank-for-test');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('calico-score-sheet');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction(['games', 'summaries'], 'readwrite').objectStore('games');
          const w = window as unknown as { released?: boolean };
          // A request after each answer keeps the transaction alive (and the app's writes queued behind it).
          const spin = () => void (w.released || (store.get('-').onsuccess = spin));
          spin();
          resolve();
        };
      }),
  );
  return async () => {
    await page.evaluate(() => void ((window as unknown as { released?: boolean }).released = true));
    await page.close();
  };
}

/** A dealt game, stored blank; then, its page reloaded with the journal's worker held back, one tile tapped and the
 * page reloaded in the tap's own task while its write waits. Returns the stored game once the app started again
 * (null when start-up found it blank and removed it). */
async function tapThenReloadBeforeJournal(page: Page, context: BrowserContext) {
  await startDealt(page);
  const id = gameIdOf(page);
  await expect.poll(() => storedGame(page, id)).not.toBeNull();
  let releaseWorker = () => {};
  await page.route(WORKER, async (r) => {
    await new Promise<void>((res) => (releaseWorker = res));
    await r.continue().catch(() => undefined); // the page that asked for it may be gone
  });
  await page.reload();
  await page.locator('[data-cell="1,1"]').waitFor();
  await page.getByRole('group', { name: 'Tiles' }).getByRole('button').first().waitFor(); // a moment after the board
  const release = await holdGames(context);
  const loaded = page.waitForEvent('load');
  await page.evaluate((tile) => {
    document.querySelector('[data-cell="1,1"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')]
      .find((b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === tile)!
      .click();
    window.location.reload();
  }, TILE);
  await loaded;
  await release();
  releaseWorker();
  await page.unroute(WORKER);
  // History is drawn once start-up work is over, recovery included.
  await page.evaluate(() => void (window.location.hash = '#/history'));
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  await page.locator('main.history ul.game-list, main.history p.muted').first().waitFor();
  return storedGame(page, id);
}

test('a reload before the journal worker runs, its game write not committed: the stash keeps the tap', async ({
  page,
  context,
}) => {
  const game = await tapThenReloadBeforeJournal(page, context);
  expect(game?.players[0]!.cells['1,1']).toEqual({ color: 'navy', pattern: 'quatrefoil' });
});

test('the same reload with the stash turned off loses the tap: nothing else holds it at that moment', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (!k.startsWith('calico-pending')) set.call(this, k, v);
    };
  });
  const game = await tapThenReloadBeforeJournal(page, context);
  expect(game?.players[0]!.cells['1,1']).toBeUndefined();
});
