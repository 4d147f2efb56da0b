// A two-player game entered through the UI at a phone viewport, checked against the boards scored by hand in
// src/games/calico/core/test/fixtures.ts (Ana 69, Ben 62), with axe checks on the setup, editor and results screens.
import { expect, test } from './test.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES, startDealt } from './flows.ts';
import { inLanguage } from './pseudo-checks.ts';
import { GamePage } from './pages/GamePage.ts';
import { ResultsPage } from './pages/ResultsPage.ts';
import { SetupPage } from './pages/SetupPage.ts';

test('set up a 2-player game, fill both boards, and the totals match the hand-scored boards', async ({ page }) => {
  const setup = new SetupPage(page);
  await setup.open();
  await setup.setPlayers([
    { name: 'Ana', board: 'blue', goals: FULL_GOALS },
    { name: 'Ben', board: 'green', goals: FULL_GOALS_GREEN },
  ]);
  await setup.setCats(catsOf(FULL_CATS));
  await expectNoAxeViolations(page, 'setup');
  await setup.start();

  const game = new GamePage(page);
  await expect(game.cell('1,1')).toHaveAttribute('aria-pressed', 'true');
  await game.fillInReadingOrder(ANA_TILES);
  await expect(page.getByTestId('player-total')).toHaveText('69');
  await expectNoAxeViolations(page, 'editor');

  await game.switchTo('Ben');
  await game.fillInReadingOrder(BEN_TILES);
  await expect(page.getByTestId('player-total')).toHaveText('62');
  await expect(page.getByText('Board complete.')).toBeVisible();

  await game.openResults();
  const results = new ResultsPage(page);
  expect(await results.total(0)).toBe('69');
  expect(await results.total(1)).toBe('62');
  await expect(results.winner()).toHaveText('Winner: Ana with 69 points');
  await expectNoAxeViolations(page, 'results');
});

test('a phone held upright (390×844): the board and the whole tile picker on the first screen, coach on, in German', async ({
  page,
}) => {
  await startDealt(page);
  await page.getByRole('button', { name: 'OK' }).click(); // "Lay the table out as dealt", read
  await page.getByRole('button', { name: /Coach/ }).click();
  // The coach's code loads on first use: its panel is there before the screen is measured.
  await expect(page.getByRole('region', { name: 'Coach' })).toBeVisible();
  const firstScreen = () =>
    page.evaluate(() => {
      window.scrollTo(0, 0);
      const rows = document.querySelectorAll('.picker-row');
      const cells = [...document.querySelectorAll('.board [data-cell]')].map((c) => c.getBoundingClientRect());
      return {
        pinkBottom: rows[rows.length - 1]!.getBoundingClientRect().bottom <= innerHeight,
        boardTop: document.querySelector('.board')!.getBoundingClientRect().top >= 0,
        cellsTappable: Math.min(...cells.map((r) => Math.min(r.width, r.height))) >= 24,
      };
    });
  const all = { pinkBottom: true, boardTop: true, cellsTappable: true };
  await expect.poll(firstScreen).toEqual(all);
  await inLanguage(page, 'de', async () => {
    await expect(page.getByRole('button', { name: /Trainer/ })).toBeVisible();
    await expect.poll(firstScreen).toEqual(all);
  });
});
