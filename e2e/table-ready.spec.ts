// Table-ready look and fit: 200 % text, a 320 px phone, a phone on its side, the offline note, dark mode and the
// keyboard, on the Calico board editor (the screen used at the table).
import type { Page } from '@playwright/test';
import { COLORS, PATTERNS, tileName } from '../src/games/calico/core/index.ts';
import { expectNoAxeViolations } from './axe.ts';
import { startAnaBenAtOnce } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { expect, test } from './test.ts';
import { say } from '../src/games/shared/test/say.ts';

const ALL_TILES = COLORS.flatMap((color) => PATTERNS.map((pattern) => ({ color, pattern })));
const picker = (page: Page) => page.getByRole('group', { name: 'Tiles' });

/** Text at 200 %, as a reader's browser setting would make it (the app's CSP forbids inline styles: bypassed here). */
async function largeText(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200%; }';
      document.head.append(style);
    }),
  );
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Setting up the table is not looked at here (the screen catalogue taps through it at every size): the Ana/Ben
// table's answers go in one burst, and the taps on the board editor stay real.
test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  test('at 200 % text every one of the 36 picker tiles is visible and tappable, and a tapped tile lands on the board', async ({
    page,
  }) => {
    await largeText(page);
    // No sideways scroll on home, setup and the board editor at this size and text (at 320 px and plain text, and at
    // 200 % on a 390 px phone, the screen catalogue checks every screen).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await sidewaysScroll(page), 'home').toBe(0);
    await page.goto('/#/new/calico');
    await expect(page.getByRole('heading', { name: /New/ })).toBeVisible();
    expect(await sidewaysScroll(page), 'setup').toBe(0);
    const game = await startAnaBenAtOnce(page);
    expect(await sidewaysScroll(page), 'board editor').toBe(0);
    await game.cell('1,1').click(); // the board is up: a tile tapped now lands on 1,1
    await picker(page)
      .getByRole('button', { name: /(^|: )Navy dots/ })
      .click();
    await expect(game.cell('1,1')).toHaveAttribute('aria-label', 'Nd, Cell 1,1: Navy dots');
    // Paint mode keeps the tapped tile chosen, so each tap shows as the pressed tile.
    await page.getByRole('radio', { name: 'Paint' }).click();
    for (const tile of ALL_TILES) {
      const button = picker(page).getByRole('button', { name: new RegExp(`(^|: )${say(tileName(tile))}(,|$)`) });
      await button.click(); // fails if the tile is off screen or covered (by the sticky tabs, a badge, a note)
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

test.describe('the offline note', () => {
  test.use({ serviceWorkers: 'allow' }); // blocked by default (playwright.config.ts)

  test('the one-time offline note covers no control and the picker does not move when it comes or goes', async ({
    page,
    context,
  }) => {
    // Hold the service worker's script back until the board editor is open, so the note appears on that screen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await context.route('**/sw.js', async (route) => (await held, await route.continue()));
    await startAnaBenAtOnce(page);
    const before = await picker(page).boundingBox();
    release();
    const note = page.getByTestId('offline-note');
    await expect(note).toBeAttached(); // at the end of the page: present, maybe below the fold
    expect(await picker(page).boundingBox()).toEqual(before);
    // It comes at the end of the page, below everything: not over the app bar, the board or the picker.
    const noteBox = (await note.boundingBox())!;
    for (const box of [
      await page.locator('.app-bar').boundingBox(),
      await picker(page).boundingBox(),
      await new GamePage(page).board().boundingBox(),
    ]) {
      expect(noteBox.y, 'the note lies below it').toBeGreaterThanOrEqual(box!.y + box!.height);
    }
    const scrollY = await page.evaluate(() => window.scrollY);
    await note.getByRole('button', { name: /^OK/ }).click(); // scrolled to: it is at the end of the page
    await expect(note).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    expect(await picker(page).boundingBox()).toEqual(before);
  });
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the board editor is dark and axe clean (colour contrast included)', async ({ page }) => {
    await startAnaBenAtOnce(page);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(21, 20, 27)');
    await expectNoAxeViolations(page, 'board editor, dark');
  });
});

test('keyboard: the picker is one Tab stop and the arrow keys move within it', async ({ page }) => {
  await startAnaBenAtOnce(page);
  const tiles = picker(page).getByRole('button');
  await expect(picker(page).locator('button[tabindex="0"]')).toHaveCount(1);
  await picker(page).locator('button[tabindex="0"]').focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(await focused()).toMatch(/(^|: )Light blue stripes,/);
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/(^|: )Light blue dots,/);
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toMatch(/(^|: )Green dots,/);
  await page.keyboard.press('Tab'); // leaves the picker in one step
  expect(await page.evaluate(() => !!document.activeElement?.closest('.picker'))).toBe(false);
  await expect(tiles).toHaveCount(36);
});

test('Settings switches to dark on a light device, the browser bar colour follows, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/#/settings');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const barColour = () =>
    page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));
  expect(await background()).toBe('rgb(251, 247, 239)');
  await page.getByRole('radio', { name: /^Dark/ }).check();
  expect(await background()).toBe('rgb(21, 20, 27)');
  expect(await barColour()).toBe('#1f2747');
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Dark/ })).toBeChecked();
  expect(await background()).toBe('rgb(21, 20, 27)');
  await expectNoAxeViolations(page, 'settings, dark');
  await page.getByRole('radio', { name: /^Light/ }).check();
  expect(await barColour()).toBe('#2b3a6b');
});
