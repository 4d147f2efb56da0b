// Flows shared by the end-to-end tests: the hand-scored Ana (69) / Ben (62) game entered through the UI.
import type { Page } from '@playwright/test';
import { PLAYABLE_CELLS, keyOf, type Tile } from '../src/games/calico/core/index.ts';
import {
  FULL_BOARD,
  FULL_BOARD_GREEN,
  FULL_CATS,
  FULL_GOALS,
  FULL_GOALS_GREEN,
} from '../src/games/calico/core/test/fixtures.ts';
import { catsOf, cellsOf } from '../src/games/calico/core/test/notation.ts';
import { GamePage } from './pages/GamePage.ts';
import { SetupPage } from './pages/SetupPage.ts';

export const ANA_TILES: Tile[] = inReadingOrder(FULL_BOARD, 'blue');
export const BEN_TILES: Tile[] = inReadingOrder(FULL_BOARD_GREEN, 'green');

function inReadingOrder(picture: string, board: 'blue' | 'green'): Tile[] {
  const cells = cellsOf(picture, board);
  return PLAYABLE_CELLS.map((c) => cells[keyOf(c)]!);
}

const ANA_BEN_SEATS = (names: string[]) => [
  { name: names[0]!, board: 'blue' as const, goals: FULL_GOALS },
  { name: names[1]!, board: 'green' as const, goals: FULL_GOALS_GREEN },
];

/** Sets up the Ana/Ben game, tapped as at the table, and opens its editor. */
export async function startAnaBen(
  page: Page,
  names = ['Ana', 'Ben'],
  Setup: new (page: Page) => Pick<SetupPage, 'open' | 'setPlayers' | 'setCats' | 'start'> = SetupPage,
): Promise<GamePage> {
  const setup = new Setup(page);
  await setup.open();
  await setup.setPlayers(ANA_BEN_SEATS(names));
  await setup.setCats(catsOf(FULL_CATS));
  await setup.start();
  const game = new GamePage(page);
  await game.cell('1,1').waitFor();
  return game;
}

/** The Ana/Ben game with its table's answers tapped inside the page in one go (SetupPage.setTableAtOnce), on its
 * board: for tests about what comes after setup that need this table (its goals and cats score). */
export async function startAnaBenAtOnce(page: Page, names = ['Ana', 'Ben']): Promise<GamePage> {
  const setup = new SetupPage(page);
  await setup.open();
  await setup.setTableAtOnce(ANA_BEN_SEATS(names), catsOf(FULL_CATS));
  await setup.start();
  const game = new GamePage(page);
  await game.cell('1,1').waitFor();
  return game;
}

/** A new Calico game the app deals (the names given, "Deal for us", Start), on its board: for tests about what happens
 * after setup, where copying a table tap by tap would only cost time. */
export async function startDealt(page: Page, names = ['Ana', 'Ben']): Promise<GamePage> {
  const setup = new SetupPage(page);
  await setup.open();
  for (const [i, name] of names.entries()) {
    if (i >= 2) await page.getByRole('button', { name: 'Add a player' }).click();
    await page.getByLabel(`Player ${i + 1} name`).fill(name);
  }
  await setup.deal();
  await setup.start();
  const game = new GamePage(page);
  await game.cell('1,1').waitFor();
  return game;
}
