// Nothing moves once shown (issue 46, "At the table, round three"): a Calico board opened on a phone keeps its cells
// where they were first drawn while the picker and the rest of the screen come in after it, and fitting the board
// raises no "ResizeObserver loop" error.
import type { BrowserContext, Page } from '@playwright/test';
import { startDealt } from './flows.ts';
import { KalikoPage } from './pages/KalikoPage.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a Calico board opened on a phone never moves under a finger as the screen fills in', async ({ page }) => {
  // From the first moment the page has a board: where cell 1,1 is after every change to the page (each of the
  // screen's renders), until the picker's tiles are drawn. Errors the window hears are kept too.
  await page.addInitScript(() => {
    const w = window as unknown as { seen: string[]; errors: string[] };
    w.seen = [];
    w.errors = [];
    addEventListener('error', (e) => w.errors.push(e.message));
    const look = () => {
      const cell = document.querySelector('[data-cell="1,1"]');
      if (!cell) return;
      const r = cell.getBoundingClientRect();
      const at = `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      if (w.seen[w.seen.length - 1] !== at) w.seen.push(at);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    const frame = () => (look(), requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  });
  // A dealt game started (its board, then the picker, the notice to lay the table out, the score), then opened again.
  await startDealt(page, ['Ana', 'Ben', 'Cy']);
  await drawn(page);
  const started = await heard(page);
  await page.evaluate(() => ((window as unknown as { seen: string[] }).seen = []));
  await page.reload();
  await drawn(page);
  const reopened = await heard(page);
  for (const [what, { seen, errors }] of [
    ['started', started],
    ['opened again', reopened],
  ] as const) {
    expect(seen.length, `${what}: cell 1,1 was seen`).toBeGreaterThan(0);
    expect(seen, `${what}: cell 1,1's place and size, as the screen filled in`).toEqual([seen[0]]);
    expect(errors, `${what}: errors the page heard`).toEqual([]);
  }
});

/** The screen filled in: the picker's drawings and the score below it, the last of it to come, and two frames. */
async function drawn(page: Page) {
  await page.getByRole('group', { name: 'Tiles' }).locator('.tile-btn svg polygon').first().waitFor();
  await page.locator('.score-panel').first().waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Where cell 1,1 was seen, and the errors the window heard. */
function heard(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { seen: string[]; errors: string[] };
    return { seen: w.seen, errors: w.errors };
  });
}

test("Kaliko's pattern keeps its size when a play's first cell is tapped, and the picker is in view under it", async ({
  page,
}) => {
  const kaliko = new KalikoPage(page);
  await kaliko.setup(['Ana', 'Ben'], 'DB-RRR', 0);
  await kaliko.start();
  const pattern = page.locator('main .kpattern > svg').first();
  const before = await pattern.boundingBox();
  await kaliko.cell(0, -1).click();
  await page.locator('.kpicker [data-tile]').first().waitFor();
  expect(await pattern.boundingBox(), "the pattern's place and size once the picker is open").toEqual(before);
  const view = page.viewportSize()!;
  const tile = await page.locator('.kpicker [data-tile]').first().boundingBox();
  expect(tile!.y + tile!.height, "the picker's first tile: bottom within the screen").toBeLessThanOrEqual(view.height);
});

test('a save that is slow is said at the foot of the screen, and neither the board nor a tile moves as the note comes and goes', async ({
  page,
  context,
}) => {
  const game = await startDealt(page);
  await drawn(page);
  const places = () =>
    page.evaluate(() =>
      // In the page's own coordinates: the tap scrolls the tile into view.
      [...document.querySelectorAll('main .board, .picker .tile-btn')].map((el) => {
        const r = el.getBoundingClientRect();
        return `${Math.round(r.x + scrollX)},${Math.round(r.y + scrollY)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
    );
  const before = await places();
  expect(before).toHaveLength(37);
  // Another tab of the app holds a write on the stored games (as a long import would): this tab's save waits for
  // it, and after a second the player is told that saving is slow.
  const other = await holdWrites(context, ['games']);
  await game.pick({ color: 'yellow', pattern: 'stripes' });
  const note = page.getByRole('alert').filter({ hasText: 'Saving is taking longer than usual' });
  await expect(note).toBeVisible();
  expect(await places(), 'every cell and tile where it was, with the note shown').toEqual(before);
  const box = (await note.boundingBox())!;
  expect(box.y + box.height, 'the note: on the screen').toBeLessThanOrEqual(page.viewportSize()!.height);
  await other.evaluate(() => ((window as unknown as { release?: boolean }).release = true));
  await expect(note).toHaveCount(0);
  expect(await places(), 'every cell and tile where it was, the note gone').toEqual(before);
  await other.close();
});

test('storage slow to answer as the app opens is said after the screen, and nothing moves as the word comes and goes', async ({
  page,
  context,
}) => {
  await startDealt(page);
  // Another tab of the app holds a write on the stored games (as a long import would): the app opened again waits
  // for it, and after a moment the player is told that storage is slow to answer.
  const other = await holdWrites(context, ['games', 'summaries']);
  // Where the app bar's name and the screen's title are, at every frame from the page's load.
  await page.addInitScript(() => {
    const w = window as unknown as { places: Set<string> };
    w.places = new Set();
    const note = () => {
      const brand = document.querySelector('.app-bar .brand');
      const title = document.querySelector('main h1');
      if (brand && title) w.places.add(`${brand.getBoundingClientRect().top} ${title.getBoundingClientRect().top}`);
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  await page.goto('about:blank');
  await page.goto('/#/history');
  const word = page.getByRole('alert').filter({ hasText: 'storage is slow to answer' });
  await expect(word).toBeVisible();
  const box = (await word.boundingBox())!;
  expect(box.y + box.height, 'the word: on the screen').toBeLessThanOrEqual(page.viewportSize()!.height);
  await other.evaluate(() => ((window as unknown as { release?: boolean }).release = true));
  await expect(word).toHaveCount(0);
  await expect(page.getByText('1 game', { exact: true })).toBeVisible();
  const places = await page.evaluate(() => [...(window as unknown as { places: Set<string> }).places]);
  expect(places, 'the app bar and the title, frame by frame').toHaveLength(1);
  await other.close();
});

/** Another tab of the app that holds a write on `stores` until its window's `release` is set: every write of the
 * app, and every read of those stores, waits meanwhile. */
async function holdWrites(context: BrowserContext, stores: string[]): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/robots.txt');
  await other.evaluate(
    (names) =>
      new Promise<void>((held, failed) => {
        const open = indexedDB.open('calico-score-sheet');
        open.onerror = () => failed(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction(names, 'readwrite').objectStore('games');
          const w = window as unknown as { release?: boolean };
          const keep = () => {
            if (!w.release) store.count().onsuccess = keep;
          };
          keep();
          held();
        };
      }),
    stores,
  );
  return other;
}
