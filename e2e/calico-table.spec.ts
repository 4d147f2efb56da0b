// Calico at the table, on a phone: a dealt 3-player table is copied with one tap per thing chosen and the page never
// scrolls back up; while entering, the board's next cell and all 36 tiles are on screen together, upright and on its
// side; sharing is in view beside the board; a landscape setup shows the question, not only the header and Start.
import type { Page } from '@playwright/test';
import { ALL_TILES, tileName, type Tile } from '../src/games/calico/core/index.ts';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, startAnaBenAtOnce } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { SetupPage } from './pages/SetupPage.ts';
import { expect, test } from './test.ts';
import { say } from '../src/games/shared/test/say.ts';

/** Every vertical scroll position the page passes through, recorded by a listener in the page. */
async function trackScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [window.scrollY];
    window.addEventListener('scroll', () => w.scrolls.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
}

/** Fails unless the element's box lies wholly inside the viewport. */
async function expectInView(
  page: Page,
  what: string,
  box: { x: number; y: number; width: number; height: number } | null,
) {
  const view = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(view.height);
  expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(view.width);
}

const picker = (page: Page) => page.getByRole('group', { name: 'Tiles' });

/** Picks tiles as fillInReadingOrder does (each fills the next cell), tapped inside the page with no round trip
 * between taps, and returns each tile that lay outside the screen when its turn came: one a player would have had to
 * scroll to (where a Playwright click would have scrolled the page). */
async function pickInView(page: Page, tiles: Tile[]): Promise<string[]> {
  return page.evaluate(
    async (names) => {
      const outside: string[] = [];
      for (const name of names) {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')].find(
          (b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === name,
        );
        if (!button) throw new Error(`no tile button "${name}"`);
        const r = button.getBoundingClientRect();
        if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) outside.push(name);
        button.click();
        // The next cell is chosen as the tap is drawn: the next pick waits for it, as a player's would.
        await new Promise((done) => setTimeout(done, 0));
      }
      return outside;
    },
    tiles.map((t) => say(tileName(t))),
  );
}

test('a dealt 3-player table is copied with one tap per thing chosen, never scrolling back up', async ({ page }) => {
  const setup = new SetupPage(page);
  await setup.open();
  const scrolls = await trackScroll(page);

  await setup.setPlayers([
    { name: 'Ana', board: 'blue', goals: FULL_GOALS },
    { name: 'Ben', board: 'green', goals: FULL_GOALS_GREEN },
    { name: 'Cy', board: 'yellow', goals: ['aaa-bbb', 'aa-bb-c-d', 'aaa-bb-c'] },
  ]);
  await setup.setCats(catsOf(FULL_CATS));
  await expect(page.getByRole('group', { name: /Cats|patterns/ })).toHaveCount(0); // the last cat's patterns came by themselves
  await expect(page.locator('#cal-question')).toContainText('Everything on the table is chosen');
  const ys = await scrolls();
  const up = ys.slice(1).filter((y, i) => y < ys[i]! - 1);
  expect(up, `scrolled up while copying: ${ys.join(' ')}`).toEqual([]);
  await expectNoAxeViolations(page, 'setup, table copied');
  await setup.start();
  const game = new GamePage(page);
  await game.cell('1,1').waitFor();

  // 1 (Add a player) + 3 boards + 9 goals + 3 cats + 4 patterns + Start: 21 (today's form took 21-26).
  expect(setup.taps).toBe(21);
  await expect(page.getByTestId('notice')).toHaveCount(0); // nothing dealt by the app: nothing to lay out
  await game.switchTo('Cy');
  await expect(game.board()).toHaveAttribute('aria-label', "Cy's board, 0 of 22 cells filled");
});

test('"Deal for us" deals what is still open and the game says how to lay it out', async ({ page }) => {
  const setup = new SetupPage(page);
  await setup.open();
  await page.getByLabel('Player 1 name').fill('Ana');
  await page.getByLabel('Player 2 name').fill('Ben');
  await setup.answer(/^Purple/);
  // Until everything is chosen, Start says what is missing and starts nothing.
  await setup.start();
  await expect(page.getByTestId('still-open')).toContainText(
    "Still to choose: Ana's goals; Ben's board and goals; the cats",
  );
  await expect(page).toHaveURL(/#\/new\/calico$/);
  await setup.deal();
  await expect(page.getByRole('button', { name: /^Board Purple/ })).toHaveCount(1);
  await expect(page.getByTestId('still-open')).toHaveCount(0);
  await setup.start();
  await new GamePage(page).cell('1,1').waitFor();
  await expect(page.getByTestId('notice')).toContainText('Lay the table out as dealt: boards: Ana purple, Ben ');
  await page.locator('.notice-ok').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the next cell and all 36 tiles are on screen together, and sharing is in view', async ({ page }) => {
      // Setup is not looked at here: the table's answers go in one burst.
      const game = await startAnaBenAtOnce(page);
      const view = async (where: string) => {
        const next = page.locator('[data-cell][aria-pressed="true"]');
        await expectInView(page, `${where}: next cell`, await next.boundingBox());
        for (const t of ALL_TILES) {
          await expectInView(
            page,
            `${where}: ${say(tileName(t))}`,
            await picker(page)
              .getByRole('button', { name: new RegExp(`(^|: )${say(tileName(t))},`) })
              .boundingBox(),
          );
        }
      };
      await view('a new game');
      // The whole board beside them (on its side: the board and the picker side by side, nothing scrolled).
      await expectInView(page, 'a new game: the whole board', await game.board().boundingBox());
      await expectInView(
        page,
        'sharing',
        await page.getByRole('link', { name: 'Play live on several phones' }).boundingBox(),
      );
      expect(await pickInView(page, ANA_TILES.slice(0, 11)), 'tiles out of view while filling').toEqual([]);
      await expect(game.board()).toHaveAttribute('aria-label', /, 11 of 22 cells filled$/);
      await view('half a board');
      expect(await pickInView(page, ANA_TILES.slice(11)), 'tiles out of view while filling').toEqual([]);
      await expect(page.getByText('Board complete.')).toBeVisible();
      await expectInView(page, 'the complete board', await game.board().boundingBox());
      await expectInView(
        page,
        'sharing after the board is complete',
        await page.getByRole('link', { name: 'Play live on several phones' }).boundingBox(),
      );
      expect(await page.evaluate(() => window.scrollY), 'the page never scrolled').toBe(0);
    });
  });
}

test('a tile tapped with no cell to go on says why', async ({ page }) => {
  // Only the last tap is looked at: the table and the board before it go in bursts.
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES);
  await expect(page.getByText('Board complete.')).toBeVisible();
  await game.pick(ANA_TILES[0]!);
  await expect(page.locator('.hint')).toHaveText('The board is full: tap a cell to change its tile.');
  await game.cell('1,1').click();
  await expect(page.locator('.hint')).toHaveText(/^Cell 1,1: /);
});

test.describe('a phone upright, setting up', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Start is never over the choices, a tap on it moves nothing above, no empty box once all is chosen', async ({
    page,
  }) => {
    const setup = new SetupPage(page);
    await setup.open();
    await page.getByLabel('Player 1 name').fill('Ana');
    await page.getByLabel('Player 2 name').fill('Ben');
    // The first question, a board's colour: the panel ends under its last colour, with no empty box below.
    const colours = (await setup.question().boundingBox())!;
    const lastColour = (await setup.question().getByRole('button').last().boundingBox())!;
    expect(
      colours.y + colours.height - (lastColour.y + lastColour.height),
      'room under the colours',
    ).toBeLessThanOrEqual(24);
    await setup.answer(/^Blue/);
    await setup.answer(/^AAA-BBB\b/);
    const last = setup.question().getByRole('button').last();
    await last.scrollIntoViewIfNeeded();
    const panel = (await setup.question().boundingBox())!;
    const start = (await page.getByRole('button', { name: 'Start game' }).boundingBox())!;
    expect(start.y, 'Start lies below the whole question panel').toBeGreaterThanOrEqual(panel.y + panel.height);

    // Tapped too early: what is missing is said beside Start; no box appears above the question to push it down.
    const name = page.getByLabel('Player 1 name');
    const nameBefore = (await name.boundingBox())!.y + (await page.evaluate(() => scrollY));
    await setup.start();
    await expect(page.getByTestId('still-open')).toContainText(
      "Still to choose: Ana's right and left goals; Ben's board and goals; the cats",
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(
      (await name.boundingBox())!.y + (await page.evaluate(() => scrollY)),
      'the form above kept its place on the page',
    ).toBe(nameBefore);
    await expectInView(page, 'the question asked', await page.locator('#cal-ask-title').boundingBox());

    await setup.deal();
    const title = (await page.locator('#cal-ask-title').boundingBox())!;
    const done = (await setup.question().boundingBox())!;
    expect(done.height, 'the panel holds only its sentence').toBeLessThanOrEqual(title.height + 24);
  });
});

test.describe('a phone on its side, setting up', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('the form, not the heading and Start, fills the screen; the question being asked is in view', async ({
    page,
  }) => {
    const setup = new SetupPage(page);
    await setup.open();
    const bar = (await page.locator('.app-bar').boundingBox())!;
    const start = (await page.locator('.start-bar').boundingBox())!;
    expect(start.height, 'a compact Start bar').toBeLessThanOrEqual(52);
    expect(start.y - (bar.y + bar.height), 'form shown between the app bar and Start').toBeGreaterThanOrEqual(270);
    await page.getByLabel('Player 1 name').fill('Ana');
    await page.getByLabel('Player 2 name').fill('Ben');
    await setup.answer(/^Blue/);
    const title = (await setup.question().getByText("Ana's goal on the top space").boundingBox())!;
    await expectInView(page, "Ana's goal question", title);
    expect(title.y + title.height).toBeLessThanOrEqual((await page.locator('.start-bar').boundingBox())!.y);
    await expectNoAxeViolations(page, 'setup on its side');
  });
});
