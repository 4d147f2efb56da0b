// Play along turn by turn through the UI: the awards appear as they are earned, a merge of two buttoned groups
// keeps both buttons, undo takes an award back, and the final totals are exact.
// Ana's board is placed in reading order (no merges: 69, as scored by hand). Ben's yellow row is placed from both
// ends so that two yellow groups each earn a button before (3,1) joins them: 62 on the board + 3 = 65.
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { PLAYABLE_CELLS, keyOf, tileName, type Tile } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { SetupPage } from './pages/SetupPage.ts';
import { expect, test } from './test.ts';

const ana: [string, Tile][] = PLAYABLE_CELLS.map((c, i) => [keyOf(c), ANA_TILES[i]!]);
const benAt = (key: string): [string, Tile] => [key, BEN_TILES[PLAYABLE_CELLS.findIndex((c) => keyOf(c) === key)]!];
const benFirst = ['1,1', '2,1', '5,1', '4,1', '3,1'];
const ben: [string, Tile][] = [...benFirst, ...PLAYABLE_CELLS.map(keyOf).filter((k) => !benFirst.includes(k))].map(
  benAt,
);

/** The Ana/Ben table, its answers tapped inside the page in one burst: neither test is about setting up. */
async function anaBenTable(setup: SetupPage) {
  await setup.open();
  await setup.setTableAtOnce(
    [
      { name: 'Ana', board: 'blue', goals: FULL_GOALS },
      { name: 'Ben', board: 'green', goals: FULL_GOALS_GREEN },
    ],
    catsOf(FULL_CATS),
  );
}

/** Plays turns inside the page with no round trip between taps (the cell, then its tile), each once the app proposes
 * its seat; returns the turns where it proposed another seat (empty when every turn was proposed rightly). */
async function playAtOnce(page: Page, turns: ['Ana' | 'Ben', [string, Tile]][]): Promise<string[]> {
  return page.evaluate(
    async (list) => {
      const drawn = () => new Promise((done) => setTimeout(done, 0));
      const wrong: string[] = [];
      for (const [who, cell, tile] of list) {
        if (!document.body.innerText.includes(`· ${who} to play`)) wrong.push(`${who} on ${cell}`);
        document.querySelector(`[data-cell="${cell}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await drawn();
        const button = [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')].find(
          (b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === tile,
        );
        if (!button) throw new Error(`no tile button "${tile}"`);
        button.click();
        await drawn();
      }
      return wrong;
    },
    turns.map(([who, [cell, tile]]) => [who, cell, say(tileName(tile))] as const),
  );
}

test('a 2-player game played along turn by turn', async ({ page }) => {
  const setup = new SetupPage(page);
  await anaBenTable(setup);
  await setup.playAlong();
  await setup.start();
  const game = new GamePage(page);
  const notice = page.getByTestId('notice');
  const totals = () => page.getByRole('navigation', { name: 'Players' }).getByRole('button');

  const play = async (who: 'Ana' | 'Ben', [cell, tile]: [string, Tile]) => {
    await expect(page.getByText(new RegExp(`· ${who} to play`))).toBeVisible(); // the app proposes the seat
    await game.cell(cell).click();
    await game.pick(tile);
  };

  // The turns with something to look at (the buttons, undo, Callie, axe) are tapped as a player does; the rest of the
  // game goes in one burst, each turn still made once the app proposes its seat.
  const LOOKED_AT = 6;
  for (let turn = 0; turn < LOOKED_AT; turn++) {
    await play('Ana', ana[turn]!);
    await play('Ben', ben[turn]!);
    if (turn === 1) await expect(notice).toHaveText('Ben: Yellow button!'); // (1,1)(2,1) + printed (1,0)
    if (turn === 3) {
      await expect(notice).toHaveText('Ben: Yellow button!'); // (5,1)(4,1) + printed (5,0): a second yellow group
      await expect(totals().nth(1)).toContainText('6');
      await page.getByRole('button', { name: 'Undo' }).click(); // take it back…
      await expect(totals().nth(1)).toContainText('3');
      await expect(page.getByText('· Ben to play')).toBeVisible();
      await game.cell('4,1').click(); // …and place it again
      await game.pick(ben[3]![1]);
      await expect(notice).toHaveText('Ben: Yellow button!');
    }
    if (turn === 4) await expect(notice).toHaveText('Ben: Callie — 3'); // (3,1) joins both yellow groups: no third button
    if (turn === 5) await expectNoAxeViolations(page, 'play-along editor');
  }
  const rest = ana.slice(LOOKED_AT).flatMap((a, i) => [['Ana', a] as const, ['Ben', ben[LOOKED_AT + i]!] as const]) as [
    'Ana' | 'Ben',
    [string, Tile],
  ][];
  expect(await playAtOnce(page, rest), 'turns the app proposed to another seat').toEqual([]);
  await expect(page.getByText('Every board is full.')).toBeVisible();
  await page.getByRole('link', { name: 'See the results' }).click();
  await expect(page.getByTestId('total-0').locator('.pts')).toHaveText('69');
  await expect(page.getByTestId('total-1').locator('.pts')).toHaveText('65');
  // One row per button colour, as on the paper pad: Ben's 6 buttons at 3 points.
  const buttons = await Promise.all(
    ['blue', 'green', 'yellow', 'navy', 'purple', 'pink'].map((c) =>
      page.getByTestId(`button-${c}-1`).locator('.pts').textContent(),
    ),
  );
  expect(buttons.reduce((s, t) => s + Number(t), 0)).toBe(18);
  await expect(page.getByText('Exact: scored from the full placement history.')).toBeVisible();
});

test('coach: shades every empty cell by what a tile in hand would bring, and says what it does to the goals', async ({
  page,
}) => {
  const setup = new SetupPage(page);
  await anaBenTable(setup);
  await setup.start();
  const game = new GamePage(page);
  await page.getByRole('button', { name: 'Coach' }).click();
  await page.getByRole('button', { name: 'Tile 1 in hand: none' }).click();
  await game.pick({ color: 'blue', pattern: 'quatrefoil' });
  // Blue quatrefoil on (1,5) joins only the printed blue quatrefoil (1,6): a pair, so +0.
  await expect(game.cell('1,5')).toHaveAttribute('aria-label', '+0, Cell 1,5: empty, coach: +0');
  await game.cell('1,4').click();
  await expect(page.getByRole('region', { name: 'Coach' })).toContainText('Light blue quatrefoil on 1,4: +0');
  await expect(page.getByRole('region', { name: 'Coach' })).toContainText(
    'AA-BB-CC: colour still possible, pattern still possible',
  );
  // Place blue dots on (1,4), next to the printed blue ferns (0,3): now (1,5) would join (0,3)(1,4)(1,6) → a button.
  await game.pick({ color: 'blue', pattern: 'dots' });
  await expect(game.cell('1,5')).toHaveAttribute('aria-label', '+3, Cell 1,5: empty, coach: +3');
  await expectNoAxeViolations(page, 'coach');
});
