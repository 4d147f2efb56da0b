// The first and the last minute at the table, on a phone: a new game opens at the board's top with focus on its
// heading; Back goes where the player came from; an empty game is never kept; setup problems are said in words at
// the field; Finish asks first and a rematch keeps the players and seats; axe on each of these screens.
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES, startAnaBen } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a new game opens at the top of its board with focus on the heading; Back goes home; an empty game is not kept', async ({
  page,
}) => {
  await page.goto('/#/');
  await page.getByRole('link', { name: /^Calico/ }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  // Problems in words at the field (and at the top), never a path.
  await page.getByRole('button', { name: 'Start game' }).click();
  const name1 = page.getByLabel('Player 1 name');
  await expect(name1).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await name1.getAttribute('aria-describedby')}`)).toHaveText(
    "Player 1's name is empty: every player needs a name",
  );
  await expect(page.getByRole('alert').first()).toContainText("Player 2's name is empty");
  await expect(page.locator('main')).not.toContainText(/players\[|goals\[|cats\[/);
  await expectNoAxeViolations(page, 'setup with problems');

  await name1.fill('Ana');
  await page.getByLabel('Player 2 name').fill('Ben');
  await page.getByRole('button', { name: 'Deal for us' }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the player scrolled down the form
  await page.getByRole('button', { name: 'Start game' }).click();
  const game = new GamePage(page);
  await game.cell('1,1').waitFor();
  await expect(page.locator('main h1')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await game.board().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(844 / 2);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Tile Tally' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  await expect(page.locator('main')).not.toContainText('Ana');
});

test('a game with an entry is kept; opened from history, Back goes back to history', async ({ page }) => {
  const game = await startAnaBen(page);
  await game.fillInReadingOrder(ANA_TILES.slice(0, 1));
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Ana' }).getByRole('link').click();
  await page.getByRole('link', { name: 'Edit this game' }).click();
  await game.cell('1,1').waitFor();
  await expect(page.locator('main h1')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/#\/history\//);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Past games' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ana' })).toHaveCount(1);
});

test('corrections and Coach pass axe; Finish asks first; Rematch starts the same players in the same seats', async ({
  page,
}) => {
  const game = await startAnaBen(page);
  await page.locator('summary', { hasText: 'Corrections for Ana' }).click();
  await expectNoAxeViolations(page, 'game with corrections open');
  await page.getByRole('button', { name: 'Coach' }).click();
  await expectNoAxeViolations(page, 'game with Coach open');
  await page.getByRole('button', { name: 'Coach' }).click();
  await game.fillAtOnce(ANA_TILES);
  await game.switchTo('Ben');
  await game.fillAtOnce(BEN_TILES);
  await game.openResults();

  await page.getByRole('button', { name: 'Finish game' }).click();
  await expect(page.getByText('Finish this game with these scores?')).toBeVisible();
  await page.getByRole('button', { name: 'Not yet' }).click();
  await expect(page.getByRole('button', { name: /^Rematch/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await expect(page.getByRole('link', { name: 'New game' })).toBeVisible();
  await expectNoAxeViolations(page, 'results, finished');

  await page.getByRole('button', { name: 'Rematch (same players and seats)' }).click();
  await game.cell('1,1').waitFor();
  await expect(page.getByRole('navigation', { name: 'Players' }).getByRole('button')).toHaveText([
    /^Ana\s*0$/,
    /^Ben\s*0$/,
  ]);
  await expect(game.board()).toHaveAttribute('aria-label', "Ana's board, 0 of 22 cells filled");
  await expect(page.getByTestId('notice')).toContainText('Rematch');
});
