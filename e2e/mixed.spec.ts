// Calico, Azul and Kaliko side by side on a phone (390×844), every game entered through the UI: History filtered
// by game shows the right games, Stats per game show numbers worked out by hand (below, never copied from the
// app), delete and undo work for each kind, and export all → clear site data → import brings every game back, each
// stored document deep-equal.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES, startAnaBen } from './flows.ts';
import { AzulPlayPage, AzulSetupPage } from './pages/AzulPages.ts';
import { KalikoPage, type TileAt } from './pages/KalikoPage.ts';
import { SettingsPage } from './pages/SettingsPage.ts';
import { savedGames } from './stored.ts';

type Doc = { id: string };
const byId = (a: Doc, b: Doc) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const t = (tile: string, q: number, r: number, rotation: number): TileAt => ({ tile, q, r, rotation });

/** Calico: the hand-scored boards of e2e/flows.ts, Ana 69 and Ben 62; full boards make the game final. */
async function calicoGame(page: Page) {
  const game = await startAnaBen(page);
  await game.fillAtOnce(ANA_TILES);
  await expect(page.getByTestId('player-total')).toHaveText('69');
  await game.switchTo('Ben');
  await game.fillAtOnce(BEN_TILES);
  await expect(page.getByTestId('player-total')).toHaveText('62');
  await game.openResults();
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
}

/**
 * Azul, coloured side, nobody takes the first-player marker. Cy fills row 1 left to right, one tile a round:
 * 1 + 2 + 3 + 4 + 5 = 15, + 2 for the row = 17. Dee fills column 5 bottom to top: 1 + 2 + 3 + 4 + 5 = 15,
 * + 7 for the column = 22. Cy completes a row, so round 5 is the last. Dee wins.
 */
async function azulGame(page: Page) {
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Cy', 'Dee']);
  await setup.start();
  const play = new AzulPlayPage(page);
  for (let r = 1; r <= 5; r++) {
    await play.waitForRound(r);
    await play.enter('Cy', { tiles: [[1, r]] });
    await play.enter('Dee', { tiles: [[6 - r, 5]] });
    if (r < 5) await play.nextRound();
  }
  await play.openScorePad();
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await expect(page.getByTestId('winner')).toHaveText('Winner: Dee with 22 points');
}

/**
 * Kaliko (the opening of e2e/kaliko.spec.ts): start DB-RRR turned 1. Eva's two triple bends close the start's
 * top red bend: 3 segments, closed ×2 = 6. In the first game Finn's triple bend then joins two white bends:
 * 3 segments = 3; in the second Finn passes. The players end each game: Eva 6 / Finn 3, then Eva 6 / Finn 0.
 */
async function kalikoGame(page: Page, finnPlays: boolean) {
  const k = new KalikoPage(page);
  await k.setup(['Eva', 'Finn'], 'DB-RRR', 1);
  await k.start();
  await k.play([t('TB-RWB', 0, -1, 5), t('TB-RBW', 1, -1, 3)], 6);
  if (finnPlays) await k.play([t('TB-WBB', 1, -2, 4)], 3);
  else await k.pass();
  await k.expectTotals([6, finnPlays ? 3 : 0]);
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.locator('.winner')).toHaveText('Not over yet. Leading: Eva with 6 points');
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await expect(page.getByRole('button', { name: 'Reopen game' })).toBeVisible();
  await expect(page.locator('.winner')).toHaveText('Winner: Eva with 6 points');
}

/** The leaderboard row of a player: games, wins, win rate, average, best. */
async function statsRow(page: Page, name: string): Promise<string[]> {
  const row = page.locator('.leaderboard tbody tr').filter({ has: page.getByRole('button', { name, exact: true }) });
  return row.locator('td').allTextContents();
}

test('Calico, Azul and Kaliko side by side: history by game, stats by hand, delete/undo, backup round trip', async ({
  page,
}, info) => {
  test.slow(); // three whole games: three times the usual limit
  await calicoGame(page);
  await azulGame(page);
  await kalikoGame(page, true);
  await kalikoGame(page, false);

  await page.goto('/#/history');
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  const cards = page.locator('.game-card');
  await expect(page.getByText('4 games')).toBeVisible();
  const game = page.getByRole('combobox', { name: /^Game/ });
  await game.selectOption({ label: 'Calico' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('1st Ana 69, 2nd Ben 62');
  await game.selectOption({ label: 'Azul' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('1st Dee 22, 2nd Cy 17');
  await game.selectOption({ label: 'Kaliko' });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('1st Eva 6, 2nd Finn 0'); // newest first
  await expect(cards.nth(1)).toContainText('1st Eva 6, 2nd Finn 3');
  await expectNoAxeViolations(page, 'history filtered by game');
  await game.selectOption({ label: 'All games' });
  await expect(cards).toHaveCount(4);

  await page.goto('/#/stats');
  await page.getByRole('heading', { name: 'Stats' }).waitFor();
  const pick = (name: string) => page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name });
  // Kaliko has the most games, so it shows first. Eva: 2 games, 2 wins, 6 and 6. Finn: 3 and 0, average 1.5.
  await expect(pick('Kaliko')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.leaderboard caption')).toHaveText('Kaliko 2 finished games');
  expect(await statsRow(page, 'Eva')).toEqual(['2', '2', '100%', '6', '6']);
  expect(await statsRow(page, 'Finn')).toEqual(['2', '0', '0%', '1.5', '3']);
  await pick('Azul').click();
  await expect(page.locator('.leaderboard caption')).toHaveText('Azul 1 finished game');
  expect(await statsRow(page, 'Dee')).toEqual(['1', '1', '100%', '22', '22']);
  expect(await statsRow(page, 'Cy')).toEqual(['1', '0', '0%', '17', '17']);
  await pick('Calico').click();
  await expect(page.locator('.leaderboard caption')).toHaveText('Calico 1 finished game');
  expect(await statsRow(page, 'Ana')).toEqual(['1', '1', '100%', '69', '69']);
  expect(await statsRow(page, 'Ben')).toEqual(['1', '0', '0%', '62', '62']);
  await expectNoAxeViolations(page, 'stats of three games');

  // Delete and undo work for every kind: each game is deleted from its review, History counts it gone, and Undo
  // brings it back unchanged.
  const kept = await savedGames<Doc>(page);
  for (const kind of ['Calico', 'Azul', 'Kaliko']) {
    await page.goto('/#/history');
    await page.getByRole('combobox', { name: /^Game/ }).selectOption({ label: kind });
    await cards.first().getByRole('link').click();
    await page.getByRole('heading', { name: new RegExp(`^${kind}: `) }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('3 games')).toBeVisible();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`^${kind}: `) }).waitFor();
  }
  const restored = await savedGames<Doc>(page);
  expect(restored.deleted).toEqual([]);
  expect(restored.live.sort(byId)).toEqual(kept.live.sort(byId));

  // Export all, clear site data, import the file: every stored document comes back deep-equal.
  const settings = new SettingsPage(page);
  await settings.open();
  const before = await savedGames<Doc>(page);
  expect(before.live).toHaveLength(4);
  const download = await settings.exportAll();
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const kinds = (
    JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { games: { format?: string }[] }
  ).games.map((g) => g.format);
  expect(new Set(kinds).size).toBe(3); // one file, three kinds of game
  // Leave the app first, so no late write (or its second copy in OPFS) lands after the clear.
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await settings.open();
  await expect(page.getByTestId('storage-state')).toBeVisible();
  expect((await savedGames<Doc>(page)).live).toHaveLength(0);
  await settings.importFile(file);
  await expect(settings.report()).toHaveText('Imported: 4 new, 0 updated, 0 already here.');
  const after = await savedGames<Doc>(page);
  expect(after.deleted).toEqual([]);
  expect(after.live.sort(byId)).toEqual(before.live.sort(byId));

  // And the shell reads them back: History still holds the four games, by game.
  await page.goto('/#/history');
  await expect(page.getByText('4 games')).toBeVisible();
  await page.getByRole('combobox', { name: /^Game/ }).selectOption({ label: 'Kaliko' });
  await expect(cards).toHaveCount(2);
});
