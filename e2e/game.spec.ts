// A two-player game entered through the UI at a phone viewport, checked against the boards scored by hand in
// src/games/calico/core/test/fixtures.ts (Ana 69, Ben 62), with axe checks on the setup, editor and results screens.
import { expect, test } from './test.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES } from './flows.ts';
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
