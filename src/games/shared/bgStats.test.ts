import { expect, it } from 'vitest';
import { isBgStatsExport } from './bgStats.ts';

it('knows a BG Stats export by its lists of plays and games, and nothing else by it', () => {
  // The top-level shape of BG Stats' "Export data" file.
  const bgStats = {
    about: 'BG Stats export',
    games: [{ id: 1, name: 'Calico' }],
    players: [],
    plays: [],
    locations: [],
  };
  expect(isBgStatsExport(bgStats)).toBe(true);
  expect(isBgStatsExport({ ...bgStats, format: 'calico-score-sheet/game' })).toBe(false);
  expect(isBgStatsExport({ players: [], cats: [] })).toBe(false);
  expect(isBgStatsExport([bgStats])).toBe(false);
  expect(isBgStatsExport(null)).toBe(false);
});
