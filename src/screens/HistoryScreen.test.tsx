// @vitest-environment jsdom
// History shows its first page at once and the full list after: what stands above the cards (the game filter, the
// players' chips) must not come or change when the full list does, or a tap aimed at a card lands on it.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import '../test/setup-dom.ts';
import { loadCoresOf } from '../db/cores.ts';
import { CalicoDb, saveGame, useDatabase } from '../db/db.ts';
import { loadGame } from '../games/registry.ts';
import { GAME_FORMAT as AZUL_FORMAT, GAME_VERSION as AZUL_VERSION } from '../games/azul/core/index.ts';
import type { GameDoc } from '../games/types.ts';
import { emptyGame } from '../test/games.ts';
import { HistoryScreen } from './HistoryScreen.tsx';
import { loadStats } from './statsAhead.ts';

const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + i, 20)).toISOString();

it('a list longer than a page: the chips of the latest games are there with the first card and stay', async () => {
  useDatabase(new CalicoDb('history-first-page'));
  // The 35 latest games are Ana and Ben's, one of them Azul; before them Cy and Dee played 5 Calico games, all
  // beyond the first page (30 games).
  const azul = {
    format: AZUL_FORMAT,
    version: AZUL_VERSION,
    id: 'azul-0',
    createdAt: day(44),
    updatedAt: day(44),
    side: 'coloured',
    players: [{ name: 'Ana' }, { name: 'Ben' }],
    rounds: [{ players: [0, 1].map(() => ({ tiles: [], floor: 0 })) }],
  } as unknown as GameDoc;
  const older = [0, 1, 2, 3, 4].map((i) => ({
    ...emptyGame(`cy-${i}`, ['Cy', 'Dee']),
    createdAt: day(i),
    updatedAt: day(i),
  }));
  const latest = Array.from({ length: 34 }, (_, i) => ({
    ...emptyGame(`ana-${i}`, ['Ana', 'Ben']),
    createdAt: day(10 + i),
    updatedAt: day(10 + i),
  }));
  const games: GameDoc[] = [azul, ...older, ...latest];
  await loadCoresOf(games);
  for (const g of games) await saveGame(g, null);

  // What stands above the cards, noted at every change of the page from the first card on.
  const above: { filter: boolean; chips: string[] }[] = [];
  const watch = new MutationObserver(() => {
    if (!document.querySelector('.game-card')) return;
    above.push({
      filter: !!document.querySelector('select'),
      chips: [...document.querySelectorAll('.player-links button')].map((b) => b.textContent ?? ''),
    });
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  render(<HistoryScreen />);
  await screen.findByText('40 games', {}, { timeout: 10_000 });
  watch.disconnect();

  expect(above.length).toBeGreaterThan(0);
  // Most often among the 30 latest games: Ana and Ben only. The Azul game among them gives the filter.
  expect(new Set(above.map((a) => JSON.stringify(a)))).toEqual(
    new Set([JSON.stringify({ filter: true, chips: ['Ana', 'Ben'] })]),
  );
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All games', 'Calico', 'Azul']);
  // The cards' pictures load each game's code, and stats' code is fetched ahead: the test ends once they are in,
  // not while the page is torn down (an import still under way then fails the run).
  await Promise.all([loadGame('calico'), loadGame('azul'), loadStats()]);
});
