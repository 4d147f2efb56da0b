// Saved games in the real Chromium IndexedDB: reload, history, export → clear → import, broken imports, two tabs.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES, startAnaBenAtOnce } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { cellsOnScreen, gameIdOf, storedGame } from './stored.ts';

// What is looked at here is what is kept, not the taps that make it: each game's table and cells go in bursts (the
// Ana/Ben table, whose goals and cats score), and only the taps a test is about are real.

async function clearSiteData(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
}

test('half a board survives a reload, and opening the app offers to continue that game', async ({ page }) => {
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES.slice(0, 11));
  // Worked by hand from docs/rules/calico.md on the example's blue board (src/games/calico/core/test/fixtures.ts),
  // rows 1 to 3 up to 2,3: buttons yellow (1,0)(1,1)(2,1), pink (3,0)(3,1)(4,1), navy (5,1)(6,1)(5,2) = 9; Callie's
  // stripes triangle (1,1)(1,2)(2,2) 3 and Rumi's vines line (4,2)(5,2)(6,2) 5; no goal has its six cells: 17.
  await expect(page.getByTestId('player-total')).toHaveText('17');
  await page.reload();
  await expect(game.cell('1,1')).toHaveAttribute('aria-label', 'Ys, Cell 1,1: Yellow stripes');
  await expect(game.cell('2,3')).toHaveAttribute('aria-label', 'Nd, Cell 2,3: Navy dots'); // the 11th cell
  await expect(game.cell('3,3')).toHaveAttribute('aria-label', 'Cell 3,3: empty');
  await expect(page.getByTestId('player-total')).toHaveText('17');
  await page.goto('/');
  // Opening the app goes home, the game in progress first
  await page.getByRole('link', { name: /^Continue Calico: Ana, Ben/ }).click();
  await expect(game.cell('2,1')).toHaveAttribute('aria-label', 'Yf, Cell 2,1: Yellow flowers');
});

test('a game opened by its address in a new tab shows every entry, one the closed tab had only stashed too', async ({
  page,
  context,
}) => {
  // Where a phone that slept mid-game reopens: the game's address, in a fresh start of the app (storage and the
  // game's code then load at once, main.tsx). Start-up recovery must have applied the stashed edit before the
  // board shows: a board drawn from the stored game alone would lack cell 1,2.
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES.slice(0, 3));
  const id = gameIdOf(page);
  await expect.poll(async () => Object.keys((await storedGame(page, id))?.players[0]!.cells ?? {}).length).toBe(3);
  await page.goto('/');
  await page.locator('main.home').waitFor();
  // What a tab closed just after a tap leaves: the edit stashed (as the saver writes it), not in the stored game.
  await page.evaluate(
    (gameId) =>
      localStorage.setItem(
        `calico-pending:${gameId}:closed-tab`,
        JSON.stringify({
          id: gameId,
          seed: null,
          edits: [
            {
              edit: { kind: 'cell', player: 0, cell: '1,2', tile: { color: 'navy', pattern: 'dots' } },
              at: new Date(Date.now() + 1000).toISOString(),
            },
          ],
        }),
      ),
    id,
  );
  await page.close();
  const tab = await context.newPage();
  // The board as first drawn, kept by the page itself: a stale board put right a moment later would pass a wait.
  await tab.addInitScript(() =>
    new MutationObserver((_, obs) => {
      const filled = [...document.querySelectorAll('[data-cell]')].filter(
        (c) => !/: empty$/.test(c.getAttribute('aria-label') ?? ''),
      );
      if (!filled.length) return;
      obs.disconnect();
      (window as { firstBoard?: object }).firstBoard = Object.fromEntries(
        filled.map((c) => [
          c.getAttribute('data-cell'),
          c.getAttribute('aria-label')!.replace(/^([^,]+, )?Cell [^:]+: /, ''),
        ]),
      );
    }).observe(document, { subtree: true, childList: true, attributes: true }),
  );
  const all = { '1,1': 'Yellow stripes', '2,1': 'Yellow flowers', '3,1': 'Pink ferns', '1,2': 'Navy dots' };
  for (const open of [() => tab.goto(`/#/game/${id}`), () => tab.reload() /* and again, now from the stored game */]) {
    await open();
    await expect.poll(() => tab.evaluate(() => (window as { firstBoard?: object }).firstBoard)).toEqual(all);
    expect(await cellsOnScreen(tab)).toEqual(all);
  }
});

test('a finished game is in history with the right scores; it opens read-only with an explicit edit', async ({
  page,
}) => {
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES);
  await game.switchTo('Ben');
  await game.fillAtOnce(BEN_TILES);
  await game.openResults();
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await page.getByRole('link', { name: 'History' }).click();
  const card = page.getByRole('listitem').filter({ hasText: '1st Ana 69, 2nd Ben 62' });
  await expect(card).toContainText('Calico');
  await expectNoAxeViolations(page, 'history');
  await card.getByRole('link').click();
  await expect(page.getByTestId('total-0').locator('.pts')).toHaveText('69');
  await expect(page.getByRole('button', { name: /(^|, )Cell \d/ })).toHaveCount(0); // boards are pictures here
  await page.getByRole('link', { name: 'Edit this game' }).click();
  await new GamePage(page).switchTo('Ana');
  await expect(new GamePage(page).cell('1,1')).toHaveAttribute('aria-label', 'Ys, Cell 1,1: Yellow stripes');
  await page.getByRole('link', { name: 'Stats' }).click();
  await page.getByRole('button', { name: 'Ana' }).click(); // the leaderboard opens a player's detail
  await expect(page.getByRole('heading', { name: 'Ana' })).toBeVisible();
  await expectNoAxeViolations(page, 'stats');
});

test('export all, clear site data, import: everything is back; a broken file changes nothing', async ({
  page,
}, info) => {
  const game = await startAnaBenAtOnce(page, ['Ana', '<b>Bold</b>']);
  await game.fillAtOnce(ANA_TILES.slice(0, 5));
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor(); // the screen loads on first use: axe looks once it is drawn
  await expectNoAxeViolations(page, 'settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all games' }).click(),
  ]);
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(file).toMatch(/\.json\.gz$/); // compact JSON, gzip-compressed
  const json = gunzipSync(readFileSync(file)).toString('utf8');
  expect(JSON.parse(json).games).toHaveLength(1);

  await clearSiteData(page);
  await page.goto('/#/history');
  await expect(page.getByText('No saved games yet.')).toBeVisible();

  await page.goto('/#/settings');
  await page.getByLabel('Import games…').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 1 new, 0 updated, 0 already here.',
  );
  await page.goto('/#/history');
  // yellow (1,0)(1,1)(2,1) and pink (3,0)(3,1)(4,1) buttons; the name shows as text, never as markup
  await expect(page.getByText('Ana 6, <b>Bold</b> 0')).toBeVisible();

  const broken = info.outputPath('broken.json');
  writeFileSync(broken, json.slice(0, 300));
  await page.goto('/#/settings');
  await page.getByLabel('Import games…').setInputFiles(broken);
  await expect(page.getByRole('alert')).toContainText('Nothing was imported');
  await expect(page.getByRole('alert')).toContainText('cut short');
  await page.goto('/#/history');
  await expect(page.getByRole('listitem')).toHaveCount(1);
});

test('two tabs on one game: a change in one shows up in the other', async ({ page, context }) => {
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES.slice(0, 2));
  const other = await context.newPage();
  await other.goto(page.url());
  const otherGame = new GamePage(other);
  await expect(otherGame.cell('2,1')).toHaveAttribute('aria-label', 'Yf, Cell 2,1: Yellow flowers');
  await game.fillInReadingOrder(ANA_TILES.slice(2, 3));
  await expect(otherGame.cell('3,1')).toHaveAttribute('aria-label', 'Kr, Cell 3,1: Pink ferns');
  await expect(other.getByText('Updated from another tab: Ana 3,1.')).toBeVisible();
  await otherGame.cell('4,1').click();
  await otherGame.pick(ANA_TILES[3]!);
  await expect(game.cell('4,1')).toHaveAttribute('aria-label', 'Kd, Cell 4,1: Pink dots');
});
