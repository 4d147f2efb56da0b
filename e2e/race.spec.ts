// Two tabs on one game, tapping within 0–20 ms of each other: every edit of both survives, and both tabs end
// showing exactly what is stored (issue: tab A's tile was erased in 10–28 of 30 trials).
import { ALL_TILES, keyOf, PLAYABLE_CELLS, tileName } from '../src/games/calico/core/index.ts';
import { startDealt } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { cellsOnScreen, gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, test } from './test.ts';
import { say } from '../src/games/shared/test/say.ts';

const CELLS = PLAYABLE_CELLS.map(keyOf);
const tile = (i: number) => say(tileName(ALL_TILES[i % ALL_TILES.length]!));

test('two tabs tapping 0–20 ms apart for 30 rounds end with the union of all edits, equal to the stored game', async ({
  page,
  context,
}) => {
  test.slow(); // 30 rounds in two tabs: three times the usual limit
  const a = await startDealt(page);
  const id = gameIdOf(page);
  const other = await context.newPage();
  await other.goto(page.url());
  const b = new GamePage(other);
  await b.switchTo('Ben');
  await b.cell('1,1').waitFor();

  const expectAna: Record<string, string> = {};
  const expectBen: Record<string, string> = {};
  for (let round = 0; round < 30; round++) {
    // Tab A: one tile on Ana's board; tab B: two tiles on Ben's, 0–20 ms later. Cells are revisited with other
    // tiles in later rounds, so the last edit of each cell must win.
    const stepA: [string, string][] = [[CELLS[(round * 5) % 22]!, tile(round * 7)]];
    const stepsB: [string, string][] = [
      [CELLS[(round * 2) % 22]!, tile(round * 5 + 1)],
      [CELLS[(round * 2 + 1) % 22]!, tile(round * 11 + 3)],
    ];
    for (const [c, t] of stepA) expectAna[c] = t;
    for (const [c, t] of stepsB) expectBen[c] = t;
    await Promise.all([tapInPage(page, stepA), tapInPage(other, stepsB, round % 21)]);
  }

  const stored = async () => {
    const g = await storedGame(page, id);
    const names = (cells: object) => Object.fromEntries(Object.entries(cells).map(([k, t]) => [k, say(tileName(t))]));
    return { ana: names(g!.players[0]!.cells), ben: names(g!.players[1]!.cells) };
  };
  await expect.poll(stored).toEqual({ ana: expectAna, ben: expectBen });
  // Both tabs show exactly the stored game, on both boards.
  await expect.poll(() => cellsOnScreen(page)).toEqual(expectAna);
  await expect.poll(() => cellsOnScreen(other)).toEqual(expectBen);
  await a.switchTo('Ben');
  await b.switchTo('Ana');
  await expect.poll(() => cellsOnScreen(page)).toEqual(expectBen);
  await expect.poll(() => cellsOnScreen(other)).toEqual(expectAna);
});

test('the same cell tapped in two tabs: the later write wins and the other tab is told which cell changed', async ({
  page,
  context,
}) => {
  await startDealt(page);
  const id = gameIdOf(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await new GamePage(other).cell('1,1').waitFor();
  await tapInPage(page, [['2,2', 'Green dots']]);
  await expect
    .poll(async () => (await storedGame(page, id))?.players[0]!.cells['2,2'])
    .toEqual({ color: 'green', pattern: 'dots' });
  await tapInPage(other, [['2,2', 'Pink ferns']]);
  await expect(page.getByTestId('notice')).toHaveText('Updated from another tab: Ana 2,2.');
  await expect.poll(() => cellsOnScreen(page)).toMatchObject({ '2,2': 'Pink ferns' });
  expect((await storedGame(page, id))!.players[0]!.cells['2,2']).toEqual({ color: 'pink', pattern: 'ferns' });
});

test('a game deleted in one tab is not brought back by a tap in another; that tab can restore it', async ({
  page,
  context,
}) => {
  await startDealt(page);
  const id = gameIdOf(page);
  await tapInPage(page, [['1,1', 'Green dots']]);
  const other = await context.newPage();
  await other.goto(`/#/history/${id}`);
  await other.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('This game was deleted');
  await tapInPage(page, [['2,1', 'Pink ferns']]);
  await expect.poll(async () => (await storedGame(page, id))?.players[0]!.cells['2,1']).toBeUndefined();
  await other.goto('/#/history');
  await expect(other.getByText('No saved games yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore it' }).click();
  await other.reload();
  await expect(other.getByRole('listitem')).toHaveCount(1);
});
