// A whole 3-player Azul game entered through the UI at 390×844, checked against totals worked out by hand
// (below, from docs/rules/azul.md; never copied from the app), with no page scroll while the rounds are entered,
// a reload in the middle of a round, axe on the setup, play and results screens, a correction of round 1 after
// finishing (everything after it rescored), and the game in History next to a Calico game. Also: rounds for 2–4
// players entered on a phone on its side (844×390) with no page scroll.
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AzulPlayPage, AzulResultsPage, AzulSetupPage, type Entry } from './pages/AzulPages.ts';
import { GamePage } from './pages/GamePage.ts';
import { SetupPage } from './pages/SetupPage.ts';

// Coloured side. Cells are [row, column] counted from 1 as on screen. Tiles of a round score top to bottom.
//
// Ana
//  R1 (1,1) alone 1; (2,2) alone 1 (diagonal does not touch)                      = 2,          0 + 2       = 2
//  R2 (1,2) 2 across + 2 down = 4; (2,1) 2 across + 2 down = 4                     = 8, floor 1 (marker) −1:  2 + 8 − 1  = 9
//  R3 (1,3) 3 across                                                               = 3,          9 + 3       = 12
//  R4 (1,4) 4 across; (3,1) 3 down (rows 1–3)                                      = 7, floor 1 −1:  12 + 7 − 1 = 18
//  R5 (1,5) 5 across: row 1 complete, the game ends after this round               = 5,          18 + 5      = 23
//  bonuses: row 1 +2 → 25 (column 1 has 3 tiles; blue only 2)                                                  = 25
// Ben
//  R1 (3,3) alone 1, floor 1 (marker) −1                                           1 − 1       = 0
//  R2 (3,4) 2 across; (4,4) 2 down                                                 0 + 4       = 4
//  R3 (2,4) 3 down (rows 2–4); (5,4) 4 down (rows 2–5) = 7, floor 3 (marker) −1−1−2 = −4:  4 + 7 − 4 = 7
//  R4 (1,4) 5 down (column 4 complete)                                             7 + 5       = 12
//  R5 (3,2) 3 across (columns 2–4); (4,3) 2 across + 2 down = 4 → 7, floor 1 (marker) −1:  12 + 7 − 1 = 18
//  bonuses: column 4 +7 (no complete row; column 4's colours all differ)           18 + 7      = 25
// Cy
//  R1 (5,5) alone 1, floor 2 −1−1 = −2: 1 − 2 = −1, a score never goes below 0     = 0
//  R2 (4,5) 2 down                                                                 0 + 2       = 2
//  R3 (3,5) 3 down                                                                 2 + 3       = 5
//  R4 (2,5) 4 down; (5,4) 2 across = 6, floor 1 (marker) −1                        5 + 6 − 1   = 10
//  R5 (1,5) 5 down; (5,3) 3 across (columns 3–5) = 8, floor 7 = −14                10 + 8 − 14 = 4
//  bonuses: column 5 +7                                                            4 + 7       = 11
// Ana and Ben tie on 25: Ana has 1 complete row, Ben 0, so Ana is 1st, Ben 2nd; Cy 3rd.
const ROUNDS: Record<string, Entry>[] = [
  {
    Ana: {
      tiles: [
        [1, 1],
        [2, 2],
      ],
    },
    Ben: { tiles: [[3, 3]], floor: 1, marker: true },
    Cy: { tiles: [[5, 5]], floor: 2 },
  },
  {
    Ana: {
      tiles: [
        [1, 2],
        [2, 1],
      ],
      floor: 1,
      marker: true,
    },
    Ben: {
      tiles: [
        [3, 4],
        [4, 4],
      ],
    },
    Cy: { tiles: [[4, 5]] },
  },
  {
    Ana: { tiles: [[1, 3]] },
    Ben: {
      tiles: [
        [2, 4],
        [5, 4],
      ],
      floor: 3,
      marker: true,
    },
    Cy: { tiles: [[3, 5]] },
  },
  {
    Ana: {
      tiles: [
        [1, 4],
        [3, 1],
      ],
      floor: 1,
    },
    Ben: { tiles: [[1, 4]] },
    Cy: {
      tiles: [
        [2, 5],
        [5, 4],
      ],
      floor: 1,
      marker: true,
    },
  },
  {
    Ana: { tiles: [[1, 5]] },
    Ben: {
      tiles: [
        [3, 2],
        [4, 3],
      ],
      floor: 1,
      marker: true,
    },
    Cy: {
      tiles: [
        [1, 5],
        [5, 3],
      ],
      floor: 7,
    },
  },
];
const AFTER_ROUND = [
  [2, 0, 0],
  [9, 4, 2],
  [12, 7, 5],
  [18, 12, 10],
  [23, 18, 4],
];
const BONUS = { rows: ['+2', '–', '–'], columns: ['–', '+7', '+7'] };
const TOTALS = ['25', '25', '11'];

test('a whole 3-player Azul game through the UI: totals as worked out by hand, a reload mid-round, axe, History', async ({
  page,
}) => {
  // A Calico game first, to see both in History.
  const calico = new SetupPage(page);
  await calico.open();
  await page.getByLabel('Player 1 name').fill('Dora');
  await page.getByLabel('Player 2 name').fill('Eli');
  await calico.deal();
  await calico.start();
  await page.getByRole('link', { name: 'Results', exact: true }).waitFor();
  // One tile entered: a game left with nothing entered is not kept.
  const board = new GamePage(page);
  await board.cell('1,1').click();
  await board.pick({ color: 'blue', pattern: 'dots' });

  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben', 'Cy']);
  await expectNoAxeViolations(page, 'Azul setup');
  await setup.start();

  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  await play.countScrolls();
  for (const [r, round] of ROUNDS.entries()) {
    const before = play.taps;
    const names = Object.keys(round);
    const lastRound = r === ROUNDS.length - 1;
    for (const [i, name] of names.entries()) {
      await play.enter(name, round[name]!);
      if (r === 2 && i === 1) {
        // The middle of round 3: a reload keeps every entry, and the wall being entered (Ben's floor moved on to Cy).
        await page.reload();
        await play.waitForRound(3);
        await play.countScrolls();
        await expect(play.tab('Cy')).toHaveAttribute('aria-pressed', 'true');
        await play.show('Ana');
        await expect(play.cell('Ana', 1, 3)).toHaveAttribute('aria-pressed', 'true');
        await play.show('Ben');
        await expect(play.cell('Ben', 2, 4)).toHaveAttribute('aria-pressed', 'true');
        await expect(play.cell('Ben', 5, 4)).toHaveAttribute('aria-pressed', 'true');
        await expect(play.floor('Ben', 3, true)).toHaveAttribute('aria-checked', 'true');
        await play.show('Cy');
      }
    }
    if (r === 0) await expectNoAxeViolations(page, 'Azul round entry');
    // The total shown while entering is the one kept: read it before the round is closed. In the round that ends
    // the game it is the final total, end bonuses in (as the score pad says).
    for (const [i] of names.entries())
      await expect(play.score(i)).toHaveText(lastRound ? TOTALS[i]! : String(AFTER_ROUND[r]![i]));
    if (lastRound) await expect(play.tab('Ben')).toContainText('incl. +7 bonus');
    if (!lastRound) {
      await play.nextRound();
      await play.waitForRound(r + 2);
      for (const [i] of names.entries()) await expect(play.score(i)).toHaveText(String(AFTER_ROUND[r]![i]));
    } else await expect(page.getByText('Ana completes row 1: this is the last round.', { exact: false })).toBeVisible();
    // No more taps than tiles + one floor per player (which names the marker's holder and shows the next wall)
    // + 1 (Next round): after the reload the wall being entered is shown already.
    const tiles = names.reduce((s, n) => s + (round[n]!.tiles?.length ?? 0), 0);
    expect(play.taps - before).toBeLessThanOrEqual(tiles + names.length + 1);
    // Every tap of the round was in view: the page never scrolled.
    expect(await play.scrollCount()).toEqual({ scrolls: 0, y: 0 });
  }

  await play.openScorePad();
  const results = new AzulResultsPage(page);
  for (const [r, after] of AFTER_ROUND.entries()) {
    for (const [i, v] of after.entries()) expect(await results.cell(`round-${r}-${i}`)).toBe(String(v));
  }
  for (const [i, v] of BONUS.rows.entries()) expect(await results.cell(`rows-${i}`)).toBe(v);
  for (const [i, v] of BONUS.columns.entries()) expect(await results.cell(`columns-${i}`)).toBe(v);
  for (const [i, v] of TOTALS.entries()) expect(await results.cell(`total-${i}`)).toBe(v);
  await expect(results.winner()).toHaveText('Winner: Ana with 25 points');
  await expect(page.getByTestId('tie-note')).toHaveText(
    'Ana and Ben tied on 25 points; by complete rows 1 vs 0: Ana 1st, Ben 2nd.',
  );
  await expect(page.getByTestId('place-2')).toHaveText('3rd');
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await expect(page.getByText('Finished.')).toBeVisible();
  await expectNoAxeViolations(page, 'Azul results');

  // A correction after finishing: Ana's round 1 floor was 1, not 0. Every later round is scored again:
  // Ana 2 − 1 = 1 after round 1, then 1 + 8 − 1 = 8, 11, 17, 22, + 2 = 24; Ben now wins alone with 25.
  await page.getByRole('button', { name: 'Open round 1 to correct it' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Round 1 of 5: correcting');
  await play.floor('Ana', 1).click();
  await expect(play.score(0)).toHaveText('1');
  await play.openScorePad();
  expect(await results.cell('round-4-0')).toBe('22');
  expect(await results.cell('total-0')).toBe('24');
  await expect(results.winner()).toHaveText('Winner: Ben with 25 points');
  await expect(page.getByTestId('tie-note')).toHaveCount(0);
  await expect(page.getByText('Finished, then corrected afterwards')).toBeVisible();

  await page.getByRole('link', { name: 'History' }).click();
  const cards = page.locator('.game-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Azul' })).toContainText('1st Ben 25, 2nd Ana 24, 3rd Cy 11');
  await expect(cards.filter({ hasText: 'Azul' })).toContainText('edited after finishing');
  await expect(cards.filter({ hasText: 'Calico' })).toContainText('Dora');
  await expect(cards.filter({ hasText: 'Azul' }).getByRole('img')).toHaveAttribute('aria-label', 'Azul: Ben');
});

test('check a final wall: the range of placement points, worked out in a worker with a "Working…" state', async ({
  page,
}) => {
  await page.goto('/#/new/azul');
  await page.getByRole('link', { name: 'Check a final wall' }).click();
  await page.getByRole('heading', { name: 'Check a final wall' }).waitFor();
  const cell = (r: number, c: number) =>
    page
      .getByRole('group', { name: /^Final wall/ })
      .getByRole('button', { name: new RegExp(`^Row ${r}, column ${c},`) });
  // Row 1 complete, nothing else: its last tile comes in the last round and scores 5 (a run of 5); the other four
  // come one per round before. Best: left to right, 1 + 2 + 3 + 4 + 5 = 15. Worst: keep column 3 for last and
  // place columns 1, 5 (alone: 1 + 1), then 2 and 4 (each a run of 2: 2 + 2): 6 + 5 = 11. (Keeping column 1 for
  // last gives at least 1 + 1 + 2 + 4 = 8 before it; no order of four tiles scores less than 6.)
  for (let c = 1; c <= 5; c++) await cell(1, c).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('check-result')).toContainText('Placement points between 11 and 15.');
  await expectNoAxeViolations(page, 'check a final wall');
  // A full wall takes seconds: the page says it is working and stays responsive. The other rows' taps only fill the
  // wall: they go inside the page in one burst, each its cell's own button.
  await page.evaluate(async () => {
    for (let r = 2; r <= 5; r++)
      for (let c = 1; c <= 5; c++) {
        const found = document.querySelectorAll<HTMLButtonElement>(`button[aria-label^="Row ${r}, column ${c},"]`);
        if (found.length !== 1) throw new Error(`${found.length} buttons for row ${r}, column ${c}`);
        found[0]!.click();
        await new Promise((drawn) => setTimeout(drawn, 0));
      }
  });
  await expect(page.getByRole('group', { name: /^Final wall/ }).locator('button[aria-pressed="true"]')).toHaveCount(25);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Working…')).toBeVisible();
  await cell(5, 5).focus(); // input still handled while the worker runs
  await expect(page.getByTestId('check-result')).toContainText('Placement points between', { timeout: 120_000 }); // 3 s alone, 2^25 orders
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' }); // blocked by default (playwright.config.ts)

  test('offline: after the first visit an Azul game is started, entered, reloaded and scored with no network', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    const setup = new AzulSetupPage(page);
    await setup.open(); // Azul's code and styles come from the service worker's cache
    await setup.setPlayers(['Ana', 'Ben']);
    await setup.start();
    const play = new AzulPlayPage(page);
    await play.waitForRound(1);
    await play.enter('Ana', {
      tiles: [
        [1, 1],
        [2, 1],
      ],
    }); // 1, then 2 down = 3
    await play.enter('Ben', { tiles: [[1, 1]], floor: 2, marker: true }); // 1 − 1 − 1 → 0
    await page.reload();
    await play.waitForRound(1);
    await expect(play.score(0)).toHaveText('3');
    await expect(play.tab('Ben')).toHaveAttribute('aria-pressed', 'true'); // the wall last entered
    await play.show('Ana');
    await expect(page.getByTestId('explain-0')).toContainText('Row 2, column 1 (white): 2 down (rows 1–2), 2 points');
    await play.show('Ben');
    await expect(play.floor('Ben', 2, true)).toHaveAttribute('aria-checked', 'true');
  });
});

test('Undo last tile takes back the tiles of the wall shown, last placed first, and the score with them', async ({
  page,
}) => {
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben']);
  await setup.start();
  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  // Ana, down column 1: (1,1) alone 1, (2,1) 2 down = 2, (3,1) 3 down = 3: 6. Undo twice leaves (1,1): 1.
  for (const [r, c] of [
    [1, 1],
    [2, 1],
    [3, 1],
  ] as const)
    await play.cell('Ana', r, c).click();
  await expect(play.score(0)).toHaveText('6');
  await page.screenshot({ path: 'test-results/e2e/azul-undo/three-tiles.png' });
  await play.undo().click();
  await expect(play.cell('Ana', 3, 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(play.score(0)).toHaveText('3');
  await play.undo().click();
  await expect(play.cell('Ana', 2, 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(play.cell('Ana', 1, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(play.score(0)).toHaveText('1');
  await page.reload();
  await play.waitForRound(1);
  await play.undo().click();
  await expect(play.score(0)).toHaveText('0');
  await expect(play.undo()).toBeDisabled();
  await expect(play.floor('Ana', 0)).toBeInViewport();
  // A correction (row 2's tile moved from column 2 to 4), then a reload: Undo moves it back, it does not take it off.
  await play.cell('Ana', 2, 2).click();
  await play.cell('Ana', 2, 4).click();
  await page.reload();
  await play.waitForRound(1);
  await play.undo().click();
  await expect(play.cell('Ana', 2, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(play.cell('Ana', 2, 4)).toHaveAttribute('aria-pressed', 'false');
  await expect(play.score(0)).toHaveText('1');
});

for (const players of [2, 3, 4]) {
  test(`a ${players}-player round on a phone on its side (844×390): every tap in view, no page scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    const setup = new AzulSetupPage(page);
    await setup.open();
    const names = ['Ana', 'Ben', 'Cy', 'Di'].slice(0, players);
    await setup.setPlayers(names);
    await setup.start();
    const play = new AzulPlayPage(page);
    await play.waitForRound(1);
    await play.countScrolls();
    // Round 1 of the game above (Di: two tiles and 3 on the floor), then a round 2 that starts with its holder named.
    const round: Record<string, Entry> = {
      ...ROUNDS[0],
      Di: {
        tiles: [
          [1, 5],
          [2, 5],
        ],
        floor: 3,
      },
    };
    for (const name of names) await play.enter(name, round[name]!);
    await play.nextRound();
    await play.waitForRound(2);
    for (const name of names)
      await play.enter(name, { ...ROUNDS[2]![name], marker: name === 'Ana', floor: name === 'Ana' ? 2 : 0 });
    const tiles = names.reduce((s, n) => s + (ROUNDS[2]![n]?.tiles?.length ?? 0), 0);
    expect(play.taps).toBeLessThanOrEqual(
      2 * (names.length + 1) + tiles + names.reduce((s, n) => s + (round[n]!.tiles?.length ?? 0), 0),
    );
    expect(await play.scrollCount()).toEqual({ scrolls: 0, y: 0 });
    await expect(page.getByRole('button', { name: 'Next round', exact: true })).toBeInViewport();
    await expectNoAxeViolations(page, `Azul round entry, ${players} players, landscape`);
  });
}

test('seat order: before anything is entered the walls can be reordered and another player can start round 1', async ({
  page,
}) => {
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben', 'Cy']);
  await setup.start();
  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  const tabs = page.getByRole('group', { name: 'Whose wall' }).locator('.tab-name');
  await expect(tabs).toHaveText(['Ana', 'Ben', 'Cy']);
  await page.getByText('Seat order: Ana starts').click();
  await page.getByRole('button', { name: /^Down: Ana/ }).click();
  await expect(tabs).toHaveText(['Ben', 'Ana', 'Cy']);
  await page.getByRole('button', { name: /^Starts: Cy/ }).click();
  await expect(tabs).toHaveText(['Cy', 'Ben', 'Ana']);
  await page.screenshot({ path: 'test-results/e2e/azul-seats/reordered.png', fullPage: true });
  // The first entry fixes the order.
  await play.cell('Cy', 1, 1).click();
  await expect(page.getByText(/^Seat order:/)).toHaveCount(0);
  await page.reload();
  await play.waitForRound(1);
  await expect(tabs).toHaveText(['Cy', 'Ben', 'Ana']);
});

test('text doubled by the page (html font-size 200 %): the floor and the wall stay inside the card, nothing sideways', async ({
  page,
}) => {
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben']);
  await setup.start();
  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  await page.evaluate(() => void (document.documentElement.style.fontSize = '200%'));
  await expect(play.floor('Ana', 7, true)).toBeVisible();
  const outside = await page.evaluate(() => {
    const card = document.querySelector('.az-player')!.getBoundingClientRect();
    return [...document.querySelectorAll('.az-player button')]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < card.left - 1 || r.right > card.right + 1 || b.scrollWidth > b.clientWidth + 1;
      })
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
  });
  expect(outside, 'buttons outside the card or wider than themselves').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('dark mode: each empty wall cell keeps a dim hint of its colour, and a placed tile is raised on a solid edge', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben']);
  await setup.start();
  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  await play.cell('Ana', 2, 1).click(); // row 2 starts with white
  const look = (row: number, col: number) =>
    play.cell('Ana', row, col).evaluate((el) => {
      const s = getComputedStyle(el);
      // Computed colours come as rgb() or, mixed, as color(srgb 0–1 …).
      const n = s.backgroundColor.match(/[\d.]+/g)!.map(Number);
      const rgb = s.backgroundColor.startsWith('color(') ? n.map((x) => x * 255) : n;
      return { rgb: rgb.slice(0, 3), edge: s.borderTopStyle };
    });
  // Row 1 as printed: blue, yellow, red, black, white; each empty cell leans the way its colour does.
  const [blue, yellow, red, black, white] = await Promise.all([1, 2, 3, 4, 5].map((c) => look(1, c)));
  const card = await page
    .locator('.az-player')
    .evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number));
  const [r, g, b] = [0, 1, 2];
  const leans = (x: number[], up: number[], down: number[]) => up.every((i) => down.every((j) => x[i]! >= x[j]! + 20));
  expect(leans(blue!.rgb, [b], [r, g]), `blue ${blue!.rgb}`).toBe(true);
  expect(leans(yellow!.rgb, [r, g], [b]), `yellow ${yellow!.rgb}`).toBe(true);
  expect(leans(red!.rgb, [r], [g, b]), `red ${red!.rgb}`).toBe(true);
  expect(leans(white!.rgb, [g, b], [r]), `white ${white!.rgb}`).toBe(true);
  const sum = (x: number[]) => x[0]! + x[1]! + x[2]!;
  expect(sum(black!.rgb), `black ${black!.rgb} darker than the card ${card}`).toBeLessThan(sum(card) - 30);
  // Not by colour alone: empty cells have a dashed edge, a placed tile a solid one.
  for (const e of [blue, yellow, red, black, white]) expect(e!.edge).toBe('dashed');
  expect((await look(2, 1)).edge).toBe('solid');
  await page.screenshot({ path: 'test-results/e2e/azul-dark/wall.png' });
});
