import { describe, expect, it } from 'vitest';
import { summarise } from '../games/calico/summary.ts';
import { exampleGame } from '../test/games.ts';
import { playerStats } from './stats.ts';

describe('player stats', () => {
  it('counts games, wins, averages, best, categories, rainbow rate and most-played, from complete games only', () => {
    const a = exampleGame(); // Ana 69 (goals 33, buttons 18+3, cats 15, rainbow), Ben 62 (goals 29, buttons 15, cats 18)
    const b = { ...exampleGame(), createdAt: '2026-11-21T19:00:00.000Z' };
    b.players = [b.players[1]!, { ...b.players[0]!, name: 'ana' }]; // same two boards, seats swapped; name case differs
    const unfinished = { ...exampleGame(), players: exampleGame().players.map((p) => ({ ...p, cells: {} })) };
    const stats = playerStats([a, b, unfinished].map((g) => ({ createdAt: g.createdAt, summary: summarise(g) })));
    const ana = stats.find((s) => s.name === 'Ana')!;
    expect(ana).toMatchObject({ games: 2, wins: 2, winRate: 1, average: 69, best: 69, rates: { rainbow: 1 } });
    expect(ana.perCategory).toEqual({ goals: 33, buttons: 21, cats: 15 });
    expect(ana.scores.map((s) => s.total)).toEqual([69, 69]);
    expect(ana.tags).toContainEqual(['callie', 2]);
    const ben = stats.find((s) => s.name === 'Ben')!;
    expect(ben).toMatchObject({ games: 2, wins: 0, winRate: 0, average: 62, best: 62, rates: { rainbow: 0 } });
    // Ben's three goals, twice each, and the three cats in play, twice each
    expect(ben.tags.map(([, n]) => n)).toEqual([2, 2, 2, 2, 2, 2]);
  });
});
