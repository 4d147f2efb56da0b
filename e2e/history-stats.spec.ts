// After the game, on a 390×844 phone: history (dates, finishing order, shared places, game badges, the game
// filter), the review's title and score pad, stats worked out by hand (leaderboard, a player's games, head-to-head)
// and the storage line in Settings. Five games of all three kinds go in through Settings' import (afterGames.ts).
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { backupFile } from './afterGames.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB', timezoneId: 'UTC' });

async function seed(page: Page, file: string) {
  await page.goto('/#/settings');
  await page.getByLabel('Import games…').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 5 new, 0 updated, 0 already here.',
  );
}

/** Nothing on the page is wider than the screen: neither the page nor any box in it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const wide = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      .filter((el) => !el.closest('.visually-hidden'))
      .filter(
        (el) =>
          (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') ||
          el.getBoundingClientRect().right > window.innerWidth + 1,
      )
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(wide, `sideways scroll on ${where}`).toEqual([]);
}

const cells = (rows: Locator) =>
  rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())));

test('history: newest first, date and time, game badge, finishing order with places; filter by game', async ({
  page,
}, info) => {
  await seed(page, backupFile(info));
  // Opened from the app bar after the import, as a player does: where the first card stands is noted after every
  // change to the page (each may be painted on a slow phone). What comes above the list (the game filter, the
  // players' chips) must be there with the first card, or a tap aimed at a card lands on them.
  await page.evaluate(() => {
    const w = window as unknown as { cardTops: number[] };
    w.cardTops = [];
    new MutationObserver(() => {
      const card = document.querySelector('.game-card');
      if (card) w.cardTops.push(card.getBoundingClientRect().top);
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByText('5 games')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Players', exact: true }).getByRole('button')).toHaveText([
    'Ana',
    'Ben',
    'Cy',
  ]);
  const tops = await page.evaluate(() => (window as unknown as { cardTops: number[] }).cardTops);
  expect(tops.length, 'changes with a card drawn').toBeGreaterThan(0);
  expect(new Set(tops), 'where the first card stood, change by change').toEqual(new Set([tops.at(-1)]));
  const cards = page.locator('.game-card');
  // Newest first by the date each card shows (when played, not when last edited); each card: the game's name, its
  // start in the device's time zone (UTC here).
  await expect(cards.locator('.game-badge')).toHaveText(['Calico', 'Azul', 'Kaliko', 'Azul', 'Calico']);
  await expect(cards.locator('time')).toHaveText(
    [
      'Fri 6 Nov 2026, 10:05',
      'Thu 5 Nov 2026, 20:15',
      'Wed 4 Nov 2026, 17:45',
      'Tue 3 Nov 2026, 19:00',
      'Sun 1 Nov 2026, 18:30',
    ].map((t) => new RegExp(t.replace(' ', ',? '))),
  );
  // Finishing order with places; shared places "=2nd"; a game in progress has scores but no places yet.
  await expect(cards.nth(0).getByTestId('placing')).toHaveText(['Ana 0', 'Ben 0']);
  await expect(cards.nth(0)).toContainText('in progress');
  await expect(cards.nth(1).getByTestId('placing')).toHaveText(['1st Cy 54', '=2nd Ana 12', '=2nd Ben 12']);
  await expect(cards.nth(2).getByTestId('placing')).toHaveText(['1st Ben 9', '2nd Ana 6']);
  await expect(cards.nth(3).getByTestId('placing')).toHaveText(['1st Ana 54', '2nd Ben 12']);
  await expect(cards.nth(4).getByTestId('placing')).toHaveText(['1st Ana 69', '2nd Ben 62']);
  // The badge is a picture and a word, never colour alone; the card's link reads as one sentence.
  await expect(cards.nth(1).getByRole('link')).toHaveAccessibleName(
    /Azul.*5 Nov 2026.*1st Cy 54 ?, =2nd Ana 12 ?, =2nd Ben 12/,
  );
  await expectNoSidewaysScroll(page, 'history');
  await expectNoAxeViolations(page, 'history of three games');

  await page.getByRole('combobox', { name: /^Game/ }).selectOption('Azul');
  await expect(page.getByText('2 games')).toBeVisible();
  await expect(cards.locator('.game-badge')).toHaveText(['Azul', 'Azul']);
});

test('review: titled with the game, players and date (page and tab); a 3-player Azul pad fits the phone', async ({
  page,
}, info) => {
  await seed(page, backupFile(info));
  await page.goto('/#/history');
  await page.locator('.game-card').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Azul: Cy, Ana, Ben\s*Thu,? 5 Nov 2026, 20:15$/);
  await expect(page).toHaveTitle('Azul: Cy, Ana, Ben, 5 Nov 2026 · Tile Tally');
  await expect(page.getByTestId('total-0').locator('.pts')).toHaveText('54');
  await expect(page.getByTestId('total-2').locator('.pts')).toHaveText('12');
  await expectNoSidewaysScroll(page, 'review of a 3-player Azul game');
  await expectNoAxeViolations(page, 'review of a 3-player Azul game');
  await page.goto('/#/history/kaliko-1');
  await expect(page).toHaveTitle('Kaliko: Ana, Ben, 4 Nov 2026 · Tile Tally');
  await expectNoSidewaysScroll(page, 'review of a Kaliko game');
  await page.goto('/#/history');
  await expect(page).toHaveTitle('Tile Tally'); // the review's title goes with it
});

test("stats: finished games only, leaderboard, a player's games, head-to-head, each game", async ({ page }, info) => {
  await seed(page, backupFile(info));
  await page.goto('/#/stats');
  await expect(page.getByText('Only finished games count')).toBeVisible();
  // Azul first: it has the most finished games (2). Worked by hand from the games in afterGames.ts:
  //   Cy 54 (1 game, won); Ana 54 then 12 (a win and a shared 2nd): average 33; Ben 12 and 12: no win.
  await expect(page.getByRole('radio', { name: 'Azul' })).toHaveAttribute('aria-checked', 'true');
  const board = page.locator('.leaderboard');
  await expect(board.locator('caption')).toHaveText('Azul 2 finished games');
  expect(await cells(board.locator('tbody tr'))).toEqual([
    ['Cy', '1', '1', '100%', '54', '54'],
    ['Ana', '2', '1', '50%', '33', '54'],
    ['Ben', '2', '0', '0%', '12', '12'],
  ]);
  await expectNoSidewaysScroll(page, 'stats');

  await page.getByRole('button', { name: 'Ana' }).click();
  const card = page.locator('#player-detail');
  await expect(card.getByRole('heading', { name: 'Ana' })).toBeVisible();
  await expect(card.getByRole('img', { name: /^Ana's scores in 2 games from 3 Nov 2026 to 5 Nov 2026/ })).toBeVisible();
  await expect(card.locator('.score-line-x span')).toHaveText(['3 Nov', '5 Nov']);
  await card.getByText('Scores as a table').click();
  expect(await cells(card.locator('.score-table tbody tr'))).toEqual([
    ['3 Nov 2026', '54', '1st of 2'],
    ['5 Nov 2026', '12', '=2nd of 3'],
  ]);

  // Ana v Ben: 3 Nov Ana 54–12 (Ana 1st), 5 Nov 12–12 (shared 2nd): 2 games, 1–0, 1 shared, margin (42 + 0) / 2 = 21.
  const h2h = page.getByRole('region', { name: 'Head-to-head' });
  await h2h.getByLabel('Player').selectOption('Ana');
  await h2h.getByLabel('Against').selectOption('Ben');
  expect(await h2hNumbers(h2h)).toEqual([
    ['Games together', '2'],
    ['Ana won', '1'],
    ['Ben won', '0'],
    ['Shared place', '1'],
    ['Average margin', 'Ana +21'],
  ]);
  // Cy v Ben: once, 54–12.
  await h2h.getByLabel('Player').selectOption('Cy');
  expect(await h2hNumbers(h2h)).toEqual([
    ['Games together', '1'],
    ['Cy won', '1'],
    ['Ben won', '0'],
    ['Average margin', 'Cy +42'],
  ]);
  await expectNoSidewaysScroll(page, 'stats with a player and head-to-head');
  await expectNoAxeViolations(page, 'stats with a player and head-to-head');

  // Calico: the game in progress (Ana 0, Ben 0) does not count; Kaliko: Ben 9 beat Ana 6.
  await page.getByRole('radio', { name: 'Calico' }).click();
  await expect(board.locator('caption')).toHaveText('Calico 1 finished game');
  expect(await cells(board.locator('tbody tr'))).toEqual([
    ['Ana', '1', '1', '100%', '69', '69'],
    ['Ben', '1', '0', '0%', '62', '62'],
  ]);
  await page.getByRole('radio', { name: 'Kaliko' }).click();
  expect(await cells(board.locator('tbody tr'))).toEqual([
    ['Ben', '1', '1', '100%', '9', '9'],
    ['Ana', '1', '0', '0%', '6', '6'],
  ]);
  expect(await h2hNumbers(h2h)).toEqual([
    ['Games together', '1'],
    ['Ben won', '1'],
    ['Ana won', '0'],
    ['Average margin', 'Ben +3'],
  ]);
});

test("a player renamed on a finished game's results: the pad, history and stats follow the new name", async ({
  page,
}, info) => {
  await seed(page, backupFile(info));
  await page.goto('/#/game/kaliko-1/results');
  await page.getByText('Rename a player').click();
  const ben = page.getByLabel('Player 2 (Ben)');
  // Ana's name is refused in plain words, nothing renamed.
  await ben.fill('ANA');
  await ben.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Not renamed: "ANA" is already the name of player 1; names must differ.',
  );
  await ben.fill('Benjamin');
  await page.getByRole('button', { name: 'Rename' }).nth(1).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now' })).toHaveText('Ben is now Benjamin.');
  await expect(page.locator('.score-pad thead th')).toHaveText(['Turns', 'Ana', 'Benjamin']);
  await expectNoAxeViolations(page, 'Kaliko results with a player renamed');
  await page.goto('/#/history');
  await expect(page.locator('.game-card').filter({ hasText: 'Kaliko' }).getByTestId('placing')).toHaveText([
    '1st Benjamin 9',
    '2nd Ana 6',
  ]);
  await page.goto('/#/stats');
  await page.getByRole('radio', { name: 'Kaliko' }).click();
  expect(await cells(page.locator('.leaderboard tbody tr'))).toEqual([
    ['Benjamin', '1', '1', '100%', '9', '9'],
    ['Ana', '1', '0', '0%', '6', '6'],
  ]);
});

test("a player's page, from history, a review and stats: every game's results, worked out by hand", async ({
  page,
}, info) => {
  await seed(page, backupFile(info));
  await page.goto('/#/history');
  // Ana is in all five games, Ben in five, Cy in one: the most games first.
  // Under "Filter by player", the players' chips filter the list: Cy's one game, then all again.
  const players = page.getByRole('group', { name: 'Players' });
  await expect(players.getByRole('button')).toHaveText(['Ana', 'Ben', 'Cy']);
  await players.getByRole('button', { name: 'Cy' }).click();
  await expect(players.getByRole('button', { name: 'Cy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.game-list > li')).toHaveCount(1);
  await expect(page.locator('.game-list > li')).toContainText('Cy');
  await players.getByRole('button', { name: 'Cy' }).click();
  await expect(page.locator('.game-list > li')).toHaveCount(5);
  // The pressed player's page is one link away.
  await players.getByRole('button', { name: 'Ana' }).click();
  await players.getByRole('link', { name: 'All games of Ana' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana');
  // Finished: Calico 69 1st; Azul 54 1st and 12 =2nd; Kaliko 6 2nd: 4 played, 2 won. The second Calico game is open.
  await expect(page.getByTestId('played')).toHaveText('4');
  await expect(page.getByTestId('won')).toHaveText('2');
  await expect(page.getByTestId('in-progress')).toHaveText('1');
  // Per game, most played first: Azul 2 games, 1 win, best 54, average (54 + 12) / 2 = 33; Calico 69; Kaliko 6.
  expect(await cells(page.locator('.player-by-game tbody tr'))).toEqual([
    ['Azul', '2', '1', '54', '33'],
    ['Calico', '1', '1', '69', '69'],
    ['Kaliko', '1', '0', '6', '6'],
  ]);
  await expect(page.locator('.player-recent a')).toHaveText([
    /Calico.*6 Nov 2026.*0 points with Ben in progress/,
    /Azul.*5 Nov 2026.*=2nd with 12 points with Cy and Ben/,
    /Kaliko.*4 Nov 2026.*2nd with 6 points with Ben/,
    /Azul.*3 Nov 2026.*1st with 54 points with Ben/,
    /Calico.*1 Nov 2026.*1st with 69 points with Ben/,
  ]);
  await expectNoSidewaysScroll(page, "a player's page");
  await expectNoAxeViolations(page, "a player's page");
  // Text doubled by the page's root font size: each game's numbers on lines of their own, each named, none cut off.
  await page.evaluate(() => void (document.documentElement.style.fontSize = '200%'));
  const stacked = await page
    .locator('.player-by-game tbody tr')
    .first()
    .evaluate((tr) => {
      const [game, ...numbers] = [...tr.children] as HTMLElement[];
      return {
        // the game's name on a line above its numbers
        below: numbers.every((td) => td.getBoundingClientRect().top >= game!.getBoundingClientRect().bottom - 1),
        // each number named (the name shown before it)
        named: numbers.map((td) => `${td.dataset.label} ${td.innerText}`),
        shown: numbers.every((td) => getComputedStyle(td, '::before').content !== 'none'),
      };
    });
  expect(stacked).toEqual({ below: true, named: ['Games 2', 'Wins 1', 'Best 54', 'Average 33'], shown: true });
  await expectNoSidewaysScroll(page, "a player's page at 200 % text");
  await page.evaluate(() => void (document.documentElement.style.fontSize = ''));
  // A recent game opens its review, whose players lead to their pages.
  await page.locator('.player-recent a').nth(2).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kaliko: Ana, Ben/);
  await page.getByRole('navigation', { name: 'Players' }).getByRole('link', { name: 'Ben' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ben');
  await expect(page.getByTestId('won')).toHaveText('1'); // Kaliko 9 v 6
  // From stats: a player's detail links to their page.
  await page.goto('/#/stats');
  await page.locator('.leaderboard').getByRole('button', { name: 'Cy' }).click();
  await page.getByRole('link', { name: 'All games of Cy' }).click();
  expect(await cells(page.locator('.player-by-game tbody tr'))).toEqual([['Azul', '1', '1', '54', '54']]);
  // A name no game has says so.
  await page.goto('/#/player/Dee');
  await expect(page.getByText('No saved game has a player called Dee.')).toBeVisible();
});

const h2hNumbers = (h2h: Locator) =>
  h2h
    .locator('dl > div')
    .evaluateAll((ds) =>
      ds.map((d) => [
        (d.querySelector('dt') as HTMLElement).innerText.trim(),
        (d.querySelector('dd') as HTMLElement).innerText.trim(),
      ]),
    );

test('stats and history open in one tab follow a game deleted and restored in another, with no reload', async ({
  page,
}, info) => {
  await seed(page, backupFile(info));
  await page.goto('/#/stats');
  const kaliko = page.getByRole('radio', { name: 'Kaliko' });
  await expect(kaliko).toBeVisible(); // its one finished game, kaliko-1
  const other = await page.context().newPage();
  await other.goto('/#/history');
  await expect(other.getByText('5 games')).toBeVisible();
  const history = await page.context().newPage();
  await history.goto('/#/history');
  await expect(history.getByText('5 games')).toBeVisible();

  await other.goto('/#/history/kaliko-1');
  await other.getByRole('button', { name: 'Delete' }).click();
  await expect(other).toHaveURL(/#\/history$/);
  await expect(kaliko).toHaveCount(0); // no finished Kaliko game left to count
  await expect(history.getByText('4 games')).toBeVisible();

  await other.goto('/#/settings');
  await other.getByRole('button', { name: 'Restore' }).click();
  await expect(kaliko).toBeVisible();
  await expect(history.getByText('5 games')).toBeVisible();
});

test('settings: storage used of what the browser allows, in MB and GB; a plain line when the browser does not say', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(StorageManager.prototype, 'estimate', {
      value: async () => ({ usage: 2_345_678, quota: 1_234_567_890 }),
    }),
  );
  await page.goto('/#/settings');
  await expect(page.getByTestId('storage-used')).toHaveText('Using 2.3 MB of 1.2 GB this browser allows the app.');
  const other = await page.context().newPage();
  await other.addInitScript(() => Object.defineProperty(StorageManager.prototype, 'estimate', { value: undefined }));
  await other.goto('/#/settings');
  await expect(other.getByTestId('storage-used')).toHaveText('This browser does not say how much space the app uses.');
  await expectNoAxeViolations(other, 'settings');
});

test('robots.txt is served and hides nothing', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.ok()).toBe(true);
  expect(await res.text()).toMatch(/User-agent: \*\s+Allow: \//);
});
