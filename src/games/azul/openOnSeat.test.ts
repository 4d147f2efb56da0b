// @vitest-environment jsdom
// A live game opens on the wall of the player this phone enters (its seat), not on whose turn it is.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { CalicoDb, useDatabase } from '../../db/db.ts';
import { GAME_FORMAT, GAME_VERSION, type AzulGame } from './core/index.ts';
import { emptyRound } from './core/edits.ts';
import { useAzulStore } from './store.ts';

const game = (id: string): AzulGame => ({
  format: GAME_FORMAT,
  version: GAME_VERSION,
  id,
  createdAt: '2026-11-28T20:00:00.000Z',
  updatedAt: '2026-11-28T20:00:00.000Z',
  side: 'coloured',
  players: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }],
  rounds: [emptyRound(3)],
});

it("opens on the seat's wall; without a seat, on the first player's", () => {
  useDatabase(new CalicoDb('azul-open-on-seat'));
  useAzulStore.getState().open(game('azul-seat-1'), null, 2);
  expect(useAzulStore.getState().shown).toBe(2);
  // Without a seat: whose turn it is, the first seat in the first round.
  useAzulStore.getState().open(game('azul-seat-2'), null);
  expect(useAzulStore.getState().shown).toBe(0);
});
