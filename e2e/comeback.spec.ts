// Coming back to a game (issue 30 §4): the screen left is kept when the page is hidden and shown the moment the app is
// opened on the same address, before the app's code has run (public/snapshot.js); the app's own screen then takes
// its place. It must show what the app is about to draw: after a change made since, in any tab, or in another
// language, it is not shown at all.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './test.ts';
import { ANA_TILES, startAnaBen } from './flows.ts';
import { gameIdOf } from './stored.ts';

test.use({ failOnPageErrors: true });

/** Opens `path` with the app's own code held back, so that only what shows before it runs is on screen; returns a
 * function that lets the code come. */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let go = false;
  const entry = /\/assets\/index-[^/]+\.js$/;
  await page.route(entry, (r) => (go ? r.continue() : void held.push(r)));
  await page.goto(path, { waitUntil: 'commit' });
  // Parsed: public/snapshot.js has run (the app's module runs only after, and is held).
  await page.waitForFunction(() => document.readyState !== 'loading');
  return async () => {
    go = true;
    for (const r of held.splice(0)) await r.continue();
    await page.unroute(entry);
  };
}

const snapshot = (page: Page) => page.locator('#snapshot');
const filledLabels = (page: Page) =>
  page
    .locator('[data-cell]')
    .evaluateAll((cells) =>
      cells.map((c) => c.getAttribute('aria-label') ?? '').filter((label) => !label.endsWith(': empty')),
    );

/** Ana's first five tiles entered and stored (no edit still on its way), then the game left: its id. */
async function enterAndLeave(page: Page): Promise<{ id: string; labels: string[]; empty: { x: number; y: number } }> {
  const game = await startAnaBen(page);
  await game.fillInReadingOrder(ANA_TILES.slice(0, 5));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('calico-pending:')).length))
    .toBe(0);
  const labels = await filledLabels(page);
  expect(labels).toHaveLength(5);
  const box = (await page.locator('[data-cell="3,3"]').boundingBox())!;
  const id = gameIdOf(page);
  await page.goto('about:blank'); // the page hidden: what a phone going to sleep does
  return { id, labels, empty: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

test("coming back: a game's address shows the board left at once, then the app's own", async ({ page }) => {
  const left = await enterAndLeave(page);
  const release = await openHeld(page, `/#/game/${left.id}`);
  await expect(snapshot(page)).toBeAttached();
  // What it shows is the board as it was left: every filled cell, as the screen named it.
  const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('tile-tally.snapshot.game')))!) as {
    html: string;
  };
  for (const label of left.labels) expect(kept.html).toContain(`aria-label="${label}"`);
  // A tap on it does nothing: the empty cell under the finger stays empty once the app is there.
  await page.mouse.click(left.empty.x, left.empty.y);
  await release();
  await expect(page.locator('[data-cell="3,3"]')).toHaveAttribute('aria-label', 'Cell 3,3: empty');
  await expect(snapshot(page)).toHaveCount(0);
  expect(await filledLabels(page)).toEqual(left.labels);
  // The app's own board takes taps.
  await page.locator('[data-cell="3,3"]').click();
  await expect(page.locator('[data-cell="3,3"]')).toHaveAttribute('aria-pressed', 'true');
});

test('coming back: a change made since in another tab, and the board left is not shown', async ({ page, context }) => {
  const left = await enterAndLeave(page);
  // Another tab enters one more tile and stays open.
  const other = await context.newPage();
  await other.goto(`/#/game/${left.id}`);
  await other.locator('[data-cell="3,3"]').click();
  await other.getByRole('group', { name: 'Tiles' }).getByRole('button').first().click();
  await expect(other.locator('[data-cell="3,3"]')).not.toHaveAttribute('aria-label', 'Cell 3,3: empty');
  const release = await openHeld(page, `/#/game/${left.id}`);
  await expect(snapshot(page)).toHaveCount(0);
  await release();
  await expect(page.locator('[data-cell="3,3"]')).not.toHaveAttribute('aria-label', 'Cell 3,3: empty');
});

test('coming back: in another language, the board left is not shown', async ({ page }) => {
  const left = await enterAndLeave(page);
  // Another language chosen since (the page left before the app ran: nothing new kept).
  await openHeld(page, `/#/game/${left.id}`);
  await expect(snapshot(page)).toBeAttached();
  await page.evaluate(() => localStorage.setItem('tile-tally.language', 'de'));
  await page.unrouteAll();
  await page.goto('about:blank');
  const release = await openHeld(page, `/#/game/${left.id}`);
  await expect(snapshot(page)).toHaveCount(0);
  await release();
  await expect(page.getByRole('link', { name: 'Verlauf' })).toBeVisible();
});
