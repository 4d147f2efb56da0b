// Kaliko at the table, entered through the UI on a phone (390×844): a scripted game of 13 plays (one- and
// two-tile, closed paths, a crossing), an exchange and a pass, with every total worked out BY HAND from the rules
// (docs/rules/kaliko.md: a scoring path scores (segments + 3 × crossings) × 2 if closed). The sequence was found
// with the core's help (legal plays); the points below are counted from the pictures, segment by segment.
// Also: an illegal play refused with its reason, a reload mid-turn keeping the play being entered, undo/redo,
// results with places, and axe on every screen.
//
// Tile geometry used (docs/rules/kaliko.md): a tile turned n has its side k facing direction (k + n) mod 6
// (0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE). TB (triple bend) pairs 0-1 2-3 4-5, never crossing; DB (double bend) 0-1 2-5
// 3-4, never crossing; DX (double cross) 0-2 1-4 3-5, the straight 1-4 crossing both curves; TX three straights.
// Start: DB-RRR turned 1 on (0,0): red straight W–E (sides 3-0), red bend on top (1-2), red bend below (4-5).
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { KalikoPage, type TileAt } from './pages/KalikoPage.ts';
import { gameIdOf, storedGame } from './stored.ts';
import { randomGame } from '../src/games/kaliko/core/test/random.ts';

const t = (tile: string, q: number, r: number, rotation: number): TileAt => ({ tile, q, r, rotation });

test('a whole Kaliko game entered at the table, scored exactly', async ({ page }) => {
  const k = new KalikoPage(page);
  await k.setup(['Ana', 'Ana '], 'DB-RRR', 1);
  await expectNoAxeViolations(page, 'Kaliko setup');
  // Names are refused at the field: a duplicate (ignoring case and spaces), then an empty one.
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Player 1 already has this name; names must differ.', { exact: true })).toBeVisible();
  await page.getByLabel('Player 2 name').fill('');
  await expect(page.getByText('This name is empty: every player needs a name.', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText("Player 2's name: This name is empty");
  await expect(page.getByLabel('Player 2 name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Player 2 name').fill('Ben');
  await k.start();
  await expectNoAxeViolations(page, 'Kaliko play');

  // An illegal play: any tile on (-1,0), west of the start, only extends the start's red straight at its free end.
  await k.tap(k.cell(-1, 0));
  await expectNoAxeViolations(page, 'Kaliko play with the picker open');
  await page.locator('.kpicker .ktile-btn:not(.kscores)').first().click();
  // A play that scores nothing yet is not an alarm: Score is not offered, and why is said once, calmly.
  const score = page.getByRole('button', { name: /^Score/ });
  await expect(score).toHaveAttribute('aria-disabled', 'true');
  await expect(score).toHaveAccessibleDescription(/^No score yet: this play joins no two open path ends/);
  await expect(page.getByText(/this play joins no two open path ends/)).toHaveCount(1);
  await score.click({ force: true }); // tapped anyway: nothing happens
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/this play joins no two open path ends/)).toHaveCount(1);
  await expect(k.draftTile(0)).toHaveCount(1);
  await page.getByRole('button', { name: 'Take back last tile' }).click();
  await expect(k.draftTile(0)).toHaveCount(0);
  await k.expectTotals([0, 0]);
  k.taps = 0;
  const taps: number[] = [];

  // 1 Ana: two triple bends close the start's top red bend: 1 old + 2 new bends = 3 segments, no crossings,
  //   closed: (3 + 0) × 2 = 6.                                                                Ana 6, Ben 0
  taps.push(await k.play([t('TB-RWB', 0, -1, 5), t('TB-RBW', 1, -1, 3)], 6));
  await k.expectTotals([6, 0]);
  // 2 Ben: one triple bend on (1,-2) joins the white bends those two tiles left: 1 + 1 new + 1 = 3 segments = 3.
  taps.push(await k.play([t('TB-WBB', 1, -2, 4)], 3));
  await k.expectTotals([6, 3]);
  // 3 Ana exchanges 2 tiles (scores nothing).
  taps.push(await k.exchange(2));
  // 4 Ben: two triple bends close the start's bottom red bend: 3 segments, closed: (3 + 0) × 2 = 6.   Ben 9
  taps.push(await k.play([t('TB-RRR', 0, 1, 0), t('TB-RWW', -1, 1, 0)], 6));
  await k.expectTotals([6, 9]);
  // 5 Ana passes.
  taps.push(await k.pass());
  // 6 Ben, a crossing: DX-RRB turned 3 on (1,0) has red curve 3-5, red straight 4-1, blue curve 0-2; TB-RRW on (1,1).
  //   Red path: start straight (old) → DX curve 3-5 (new) → TB-RRW bend 2-3 (new) → TB-RRR (0,1) bend 0-1 (old)
  //   → DX straight 4-1 (new), open at both ends = 5 segments. On the DX its curve 3-5 and straight 1-4 interleave
  //   (1 < 3 < 4 < 5): 1 crossing. 5 + 3 × 1 = 8.                                            Ben 17
  taps.push(await k.play([t('DX-RRB', 1, 0, 3), t('TB-RRW', 1, 1, 0)], 8));
  await k.expectTotals([6, 17]);
  // 7 Ana: TB-RRB on (1,-3) and TB-RBB on (2,-3) join the two blue bends of TB-WBB (1,-2): old bend 0-1 → new
  //   bend → new bend → old bend 2-3 = 4 segments = 4. Entered with a reload after the first tile.   Ana 10
  await k.placeTile(t('TB-RRB', 1, -3, 1), 0);
  // The draft is saved in the tap's own task: wait until it is stored, then reload.
  await expect
    .poll(
      async () => ((await storedGame(page, gameIdOf(page))) as unknown as { draft?: unknown[] } | null)?.draft?.length,
    )
    .toBe(1);
  await page.reload();
  await expect(k.draftTile(0)).toHaveAttribute(
    'aria-label',
    /TB-RRB|Triple bend: red bend, red bend, blue bend.*turned 1\./,
  );
  await k.placeTile(t('TB-RBB', 2, -3, 1), 1);
  await k.score(4);
  await k.expectTotals([10, 17]);
  // 8 Ben: DB-RRW turned 4 on (2,-4): its red bend 4-5 joins the red bends of (1,-3) and (2,-3): 3 segments = 3.
  taps.push(await k.play([t('DB-RRW', 2, -4, 4)], 3));
  await k.expectTotals([10, 20]);
  // 9 Ana: DB-RRB turned 5 on (1,-4): red path DB-RRW (2,-4) straight (old) → DB-RRB bend (new) → (1,-3) bend
  //   → (2,-4) bend → (2,-3) bend (old) = 5 segments, open, no crossings (DB and TB never cross) = 5.   Ana 15
  taps.push(await k.play([t('DB-RRB', 1, -4, 5)], 5));
  await k.expectTotals([15, 20]);
  // 10 Ben: DB-RWR on (0,-3): its red bend joins DB-RRB (1,-4)'s straight and TB-RRB (1,-3)'s bend: 3 = 3.  Ben 23
  taps.push(await k.play([t('DB-RWR', 0, -3, 0)], 3));
  await k.expectTotals([15, 23]);
  // 11 Ana: TX-RWB turned 1 on (0,-2): its white straight 2-5 joins the white curve of (0,-3) and the white path
  //   (0,-1) bend → (1,-2) bend → (1,-1) bend: 1 + 1 + 3 = 5 segments. Only one TX straight is on the path, so no
  //   crossing counts = 5.                                                                    Ana 20
  taps.push(await k.play([t('TX-RWB', 0, -2, 1)], 5));
  await k.expectTotals([20, 23]);
  // 12 Ben: TB-WWB turned 4 on (2,-2): its blue bend joins two blue paths: TX (0,-2) blue straight → (1,-2) bend
  //   → (1,-3) bend → (2,-3) bend → (1,-2) other bend (5 old) and (2,-3) other bend (1 old): 5 + 1 new + 1 = 7,
  //   no crossing on the path (one TX segment only) = 7.                                     Ben 30
  taps.push(await k.play([t('TB-WWB', 2, -2, 4)], 7));
  await k.expectTotals([20, 30]);
  // 13 Ana: DB-RWW turned 3 on (3,-4) closes a red loop: (1,-4) bend, (1,-3) bend, (2,-4) bend, (2,-3) bend,
  //   the new bend, (2,-4) straight = 6 segments, closed: (6 + 0) × 2 = 12.                   Ana 32
  taps.push(await k.play([t('DB-RWW', 3, -4, 3)], 12));
  await k.expectTotals([32, 30]);
  // 14 Ben: TB-WWW on (3,-5): its white bend joins (2,-4)'s white bend and (3,-4)'s white curve: 3 = 3.   Ben 33
  taps.push(await k.play([t('TB-WWW', 3, -5, 0)], 3));
  await k.expectTotals([32, 33]);
  // 15 Ana: DB-RBW on (4,-5): its white curve joins (3,-5)'s white bend and (3,-4)'s white bend: 3 = 3.  Ana 35
  taps.push(await k.play([t('DB-RBW', 4, -5, 0)], 3));
  await k.expectTotals([35, 33]);

  // Taps: a one-tile play is cell + tile + Score when the picker's rotation is the one played.
  test.info().annotations.push({ type: 'taps', description: JSON.stringify(taps) });
  const single = [taps[1], ...taps.slice(6)];
  expect(single.filter((n) => n === 3).length).toBeGreaterThanOrEqual(single.length - 2);
  expect(taps[2]).toBe(1); // exchange: one tap on its count
  expect(taps[4]).toBe(1); // pass

  // Undo and redo any number of turns: the last two, then back.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await page.getByRole('button', { name: /^Undo/ }).click();
  await k.expectTotals([32, 30]);
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await k.expectTotals([35, 33]);

  await page.getByRole('link', { name: 'Results' }).click();
  await page.getByRole('heading', { name: 'Results' }).waitFor();
  await expect(page.getByTestId('result-total-0')).toHaveText('35');
  await expect(page.getByTestId('result-total-1')).toHaveText('33');
  await expect(page.getByTestId('result-place-0')).toHaveText('1st');
  await expect(page.getByTestId('result-place-1')).toHaveText('2nd');
  await expectNoAxeViolations(page, 'Kaliko results');
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await expect(page.getByRole('button', { name: 'Reopen game' })).toBeVisible();

  await page.goto('/#/history');
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  await expect(page.getByRole('img', { name: /Ana/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'history with a Kaliko game');
  await page
    .getByRole('link', { name: /Kaliko/ })
    .first()
    .click();
  await page.getByRole('heading', { name: /^Kaliko: Ana, Ben/ }).waitFor();
  await expect(page.getByRole('cell', { name: '35' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'review of a Kaliko game');
  await page.goto('/#/stats');
  await page.getByRole('heading', { name: 'Stats' }).waitFor();
  await page.screenshot({ path: 'test-results/kaliko-stats.png', fullPage: true });
  await expectNoAxeViolations(page, 'stats with a Kaliko game');
});

test('a one-tile play by keyboard alone: Enter on the cell, on the tile, on Score', async ({ page }) => {
  const k = new KalikoPage(page);
  await k.setup(['Ana', 'Ben'], 'DB-RRR', 1);
  await k.start();
  // Ana's first turn from the game above, tile by tile with the keyboard; then Ben's one-tile play.
  await k.cell(0, -1).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.kpicker .ktile-btn').first()).toBeFocused();
  await page.locator('.kpicker [data-tile="TB-RWB"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Score/ })).toBeFocused();
  while (!((await k.draftTile(0).getAttribute('aria-label')) ?? '').includes('turned 5.')) {
    await page.getByRole('button', { name: /^Turn tile( 1)? \(/ }).focus();
    await page.keyboard.press('Enter');
  }
  await k.cell(1, -1).focus();
  await page.keyboard.press('Enter');
  await page.locator('.kpicker [data-tile="TB-RBW"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // Score 6: the picker turned TB-RBW to the rotation that scores
  await k.expectTotals([6, 0]);
  await k.cell(1, -2).focus();
  await page.keyboard.press('Enter');
  await page.locator('.kpicker [data-tile="TB-WBB"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await k.expectTotals([6, 3]);
  // Focus is visible on the pattern's cells.
  await k.cell(2, -2).focus();
  const stroke = await k
    .cell(2, -2)
    .locator('polygon')
    .evaluate((el) => getComputedStyle(el).strokeWidth);
  expect(stroke).toBe('4px');
});

test('a 20-play game entered on a phone (390×844): no page scroll, cells ≥ 24 px and still while a play is entered, each tile found with at most one filter tap in most plays', async ({
  page,
}) => {
  test.setTimeout(360_000); // 22 turns, 33 tiles through the UI: the limit only catches a hang
  // A legal game from the core's random games (seed 5: 8 one-tile and 12 two-tile plays, a pass, an exchange).
  // Its points are not checked here (the game above is, by hand): this test is about reaching each tile.
  const game = randomGame(5, 2, 22);
  expect(game.turns.filter((t) => t.kind === 'play')).toHaveLength(20);
  const k = new KalikoPage(page);
  await k.setup(['Ana', 'Ben'], game.start.tile, game.start.rotation);
  await k.start();
  await k.countScrolls();
  const perPlay: { taps: number; filters: number; tiles: number }[] = [];
  for (const turn of game.turns) {
    const taps = k.taps,
      filters = k.filterTaps;
    if (turn.kind === 'pass') await k.pass();
    else if (turn.kind === 'exchange') await k.exchange(turn.count);
    else {
      // While the play is entered every cell that can be tapped is at least 24 px wide, and the pattern keeps its
      // scale from tap to tap: a cell seen after one tile is where it was (unless the player dragged the pattern).
      let before: Map<string, string> | null = null;
      for (const [i, t] of turn.tiles.entries()) {
        const pans = k.pans;
        await k.placeTile(t, i);
        const cells = await page.locator('.kpattern [data-cell]').evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return {
              key: e.getAttribute('data-cell')!,
              w: r.width,
              h: r.height,
              at: `${Math.round(r.x)},${Math.round(r.y)}`,
            };
          }),
        );
        expect(
          Math.min(...cells.map((c) => Math.min(c.w, c.h))),
          `smallest cell in turn ${game.turns.indexOf(turn) + 1}`,
        ).toBeGreaterThanOrEqual(24);
        const now = new Map(cells.map((c) => [c.key, c.at]));
        if (before && k.pans === pans) {
          const common = [...now.keys()].filter((key) => before!.has(key));
          expect(common.length).toBeGreaterThan(0);
          expect(
            common.filter((key) => before!.get(key) !== now.get(key)),
            'cells that moved under the thumb',
          ).toEqual([]);
        }
        before = now;
      }
      await k.scoreAny();
      perPlay.push({ taps: k.taps - taps, filters: k.filterTaps - filters, tiles: turn.tiles.length });
    }
    expect(await k.scrollCount(), `page scrolled in turn ${game.turns.indexOf(turn) + 1}`).toEqual({
      scrolls: 0,
      y: 0,
    });
  }
  test.info().annotations.push({ type: 'taps per play', description: JSON.stringify(perPlay) });
  // Finding a tile: at most one filter tap (then the tile) for most tiles, never more than the sort and 3 colours.
  const tiles = perPlay.reduce((s, p) => s + p.tiles, 0);
  const filters = perPlay.reduce((s, p) => s + p.filters, 0);
  expect(filters).toBeLessThanOrEqual(tiles * 1.2);
  expect(perPlay.filter((p) => p.filters <= p.tiles).length).toBeGreaterThanOrEqual(15);
});

test('seat order: before the first turn another player can start; after it the order stays', async ({ page }) => {
  const k = new KalikoPage(page);
  await k.setup(['Ana', 'Ben', 'Cy'], 'DB-RRR', 0);
  await expect(page.getByText('Players play in the order listed; the first starts.')).toBeVisible();
  await k.start();
  const scores = page.getByRole('list', { name: 'Scores' });
  await expect(scores.locator('.kname')).toHaveText(['Ana', 'Ben', 'Cy']);
  await page.getByText('Seat order: Ana starts').click();
  // Cy starts: the table turns, everyone keeps their neighbours (Cy, Ana, Ben).
  await page.getByRole('button', { name: /^Starts: Cy first/ }).click();
  await expect(scores.locator('.kname')).toHaveText(['Cy', 'Ana', 'Ben']);
  await expect(page.getByText('Seat order: Cy starts')).toBeVisible();
  // Ben one place up: Cy, Ben, Ana.
  await page.getByRole('button', { name: /^Up: Ben/ }).click();
  await expect(scores.locator('.kname')).toHaveText(['Cy', 'Ben', 'Ana']);
  await expect(page.getByRole('status').filter({ hasText: /^Turn 1/ })).toContainText('Cy');
  // Kept: after a reload, and gone once a turn is entered.
  await page.reload();
  await expect(scores.locator('.kname')).toHaveText(['Cy', 'Ben', 'Ana']);
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Turn 2/ })).toContainText('Ben');
  await expect(page.getByText(/^Seat order:/)).toHaveCount(0);
});
