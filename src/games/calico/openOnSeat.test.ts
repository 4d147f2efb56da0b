// @vitest-environment jsdom
// A live game opens on the board of the player this phone enters (its seat), ready for its first cell; a game
// played along opens on whose turn it is, whatever the seat.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { CalicoDb, useDatabase } from '../../db/db.ts';
import { emptyGame } from '../../test/games.ts';
import { keyOf, PLAYABLE_CELLS } from './core/index.ts';
import { useGameStore } from './store.ts';

it("opens on the seat's board, its first empty cell selected", () => {
  useDatabase(new CalicoDb('open-on-seat'));
  // Cy's first cell is filled, so her next empty cell is the second: another board's would be the first.
  const game = emptyGame('g-seat', ['Ana', 'Ben', 'Cy']);
  game.players[2]!.cells[keyOf(PLAYABLE_CELLS[0]!)] = { color: 'green', pattern: 'dots' };
  useGameStore.getState().open(game, null, 2);
  expect(useGameStore.getState().activePlayer).toBe(2);
  expect(useGameStore.getState().selected).toBe(PLAYABLE_CELLS[1]);
  useGameStore.getState().open(emptyGame('g-seat', ['Ana', 'Ben', 'Cy']), null);
  expect(useGameStore.getState().activePlayer).toBe(0);
  // A seat the game does not have (a player removed since) opens as any game.
  useGameStore.getState().open(emptyGame('g-seat', ['Ana', 'Ben']), null, 2);
  expect(useGameStore.getState().activePlayer).toBe(0);
});

it('a game played along opens on whose turn it is', () => {
  useDatabase(new CalicoDb('open-on-seat-along'));
  useGameStore.getState().open({ ...emptyGame('g-along', ['Ana', 'Ben']), history: [] }, null, 1);
  expect(useGameStore.getState().activePlayer).toBe(0);
});

it('a seat learnt after opening (a live game reloaded) shows that board; a game played along stays on whose turn it is', () => {
  useDatabase(new CalicoDb('show-seat'));
  useGameStore.getState().open(emptyGame('g-late', ['Ana', 'Ben']), null);
  expect(useGameStore.getState().activePlayer).toBe(0);
  useGameStore.getState().showSeat(1);
  expect(useGameStore.getState().activePlayer).toBe(1);
  expect(useGameStore.getState().selected).toBe(PLAYABLE_CELLS[0]);
  useGameStore.getState().showSeat(5); // a seat the game does not have
  expect(useGameStore.getState().activePlayer).toBe(1);
  useGameStore.getState().open({ ...emptyGame('g-late-along', ['Ana', 'Ben']), history: [] }, null);
  useGameStore.getState().showSeat(1);
  expect(useGameStore.getState().activePlayer).toBe(0);
});
