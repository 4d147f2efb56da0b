// Nothing moves once shown (issue 46, "At the table, round three"): a Calico board opened on a phone keeps its cells
// where they were first drawn while the picker and the rest of the screen come in after it, and fitting the board
// raises no "ResizeObserver loop" error.
import type { Page } from '@playwright/test';
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
