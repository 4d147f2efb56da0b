import { describe, expect, it } from 'vitest';
import { summarise } from '../games/calico/core/gameSummary.ts';
import { exampleGame } from '../test/games.ts';
import { headToHead } from './headToHead.ts';
import { placeLabels } from './places.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import { playerStats, type StatsInput } from './stats.ts';

describe('player stats', () => {
  it('counts games, wins, averages, best, categories, rainbow rate and most-played, from finished games only', () => {
    const a = exampleGame(); // Ana 69 (goals 33, buttons 18+3, cats 15, rainbow), Ben 62 (goals 29, buttons 15, cats 18)
    const b = { ...exampleGame(), createdAt: '2026-11-21T19:00:00.000Z' };
    b.players = [b.players[1]!, { ...b.players[0]!, name: 'ana' }]; // same two boards, seats swapped; name case differs
    const unfinished = { ...exampleGame(), players: exampleGame().players.map((p) => ({ ...p, cells: {} })) };
    const stats = playerStats(
      [a, b, unfinished].map((g) => ({ createdAt: g.createdAt, finished: g !== unfinished, summary: summarise(g) })),
    );
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

  it('a complete game the players did not close yet does not count', () => {
    const g = exampleGame();
    expect(playerStats([{ createdAt: g.createdAt, finished: false, summary: summarise(g) }])).toEqual([]);
  });
});

/** A finished game from totals and places, as its game's summary would give them. */
const game = (date: string, players: [string, number, number][], finished = true): StatsInput => ({
  createdAt: `2026-11-${date}T19:00:00.000Z`,
  finished,
  summary: {
    complete: true,
    thumb: null,
    players: players.map(([name, total, place]) => ({ name, total, place, parts: {} })),
  },
});

// Four games worked by hand:
//   01  Ana 40 1st, Ben 30 2nd
//   02  Ben 50 =1st, Cy 50 =1st, Ana 20 3rd
//   03  Ana 35 1st, Cy 25 2nd
//   04  Ana 10 =1st, Ben 10 =1st       (in progress: left out)
const GAMES = [
  game('03', [
    ['Ana', 35, 1],
    ['Cy', 25, 2],
  ]),
  game('01', [
    ['Ana', 40, 1],
    ['Ben', 30, 2],
  ]),
  game('02', [
    ['Ben', 50, 1],
    ['cy', 50, 1],
    ['Ana', 20, 3],
  ]),
  game(
    '04',
    [
      ['Ana', 10, 1],
      ['Ben', 10, 1],
    ],
    false,
  ),
];

describe('leaderboard', () => {
  it('games, wins (a shared first place is a win for each), win rate, average, best; most wins first', () => {
    const rows = playerStats(GAMES).map((s) => [s.name, s.games, s.wins, s.winRate, s.average, s.best]);
    expect(rows).toEqual([
      // Ana: 40, 20, 35 → 95 / 3 = 31.7; wins in 01 and 03
      ['Ana', 3, 2, 0.67, 31.7, 40],
      // Ben: 30, 50 → 40; shared win in 02. Cy ("cy" in 02 is the same player): 50, 25 → 37.5; shared win in 02
      ['Ben', 2, 1, 0.5, 40, 50],
      ['Cy', 2, 1, 0.5, 37.5, 50],
    ]);
  });

  it('each player\'s games in date order, with places in words ("=1st" when shared)', () => {
    const ben = playerStats(GAMES).find((s) => s.name === 'Ben')!;
    expect(ben.scores.map((s) => ({ ...s, place: renderMsg(nodeI18n('en'), s.place) }))).toEqual([
      { date: '2026-11-01T19:00:00.000Z', total: 30, place: '2nd', players: 2 },
      { date: '2026-11-02T19:00:00.000Z', total: 50, place: '=1st', players: 3 },
    ]);
  });

  it('a solo game counts in games and average but not in the win rate', () => {
    const [solo] = playerStats([
      game('05', [['Dee', 60, 1]]),
      game('06', [
        ['Dee', 20, 2],
        ['Eve', 30, 1],
      ]),
    ]).filter((s) => s.name === 'Dee');
    expect(solo).toMatchObject({ games: 2, wins: 0, winRate: 0, average: 40, best: 60 });
  });
});

describe('head-to-head', () => {
  it('games together, wins each, shared places and the average margin, finished games only', () => {
    // Ana v Ben: 01 Ana +10 (Ana wins), 02 Ana −30 (Ben wins); 04 is in progress. Margin (10 − 30) / 2 = −10.
    expect(headToHead(GAMES, 'Ana', 'Ben')).toEqual({ games: 2, winsA: 1, winsB: 1, level: 0, margin: -10 });
    // Ben v Cy: 02 only, a shared first place, 0 points apart; names match whatever their case.
    expect(headToHead(GAMES, 'ben', 'CY')).toEqual({ games: 1, winsA: 0, winsB: 0, level: 1, margin: 0 });
    // Ana v Cy: 02 Cy +30, 03 Ana +10 → (−30 + 10) / 2 = −10
    expect(headToHead(GAMES, 'Ana', 'Cy')).toEqual({ games: 2, winsA: 1, winsB: 1, level: 0, margin: -10 });
  });

  it('players who never met: nothing, and a player against themself: nothing', () => {
    expect(headToHead(GAMES, 'Ben', 'Zed')).toEqual({ games: 0, winsA: 0, winsB: 0, level: 0, margin: 0 });
    expect(headToHead(GAMES, 'Ana', 'ana')).toEqual({ games: 0, winsA: 0, winsB: 0, level: 0, margin: 0 });
  });
});

describe('places in words', () => {
  const words = (lang: 'en' | 'de' | 'ja', places: number[]) =>
    placeLabels(places).map((m) => renderMsg(nodeI18n(lang), m));
  it('1st 2nd 3rd 4th, 11th–13th, 21st; "=" before a shared place', () => {
    expect(words('en', [1, 2, 3, 4, 11, 12, 13, 21, 22, 111])).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '111th',
    ]);
    expect(words('en', [1, 2, 2, 4])).toEqual(['1st', '=2nd', '=2nd', '4th']);
    expect(words('en', [1, 1])).toEqual(['=1st', '=1st']);
  });
  it('as each language writes places', () => {
    expect(words('de', [1, 2, 2])).toEqual(['1.', '=2.', '=2.']);
    expect(words('ja', [1, 2])).toEqual(['1位', '2位']);
  });
});

describe('stats worked out in steps', () => {
  it('give the same figures as at once, whatever the steps', async () => {
    const { statsWork } = await import('./stats.ts');
    const rows = Array.from({ length: 300 }, (_, i) => ({
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 300) * 36e5).toISOString(),
      finished: i % 11 !== 0,
      summary: {
        complete: true,
        tags: i % 3 ? ['t' + (i % 4)] : undefined,
        thumb: null,
        players: ['Ana', 'ben', 'Ben', 'Cy'].slice(0, 2 + (i % 3)).map((name, k) => ({
          name,
          total: (i * 13 + k * 5) % 40,
          place: 1 + ((i + k) % 3),
          parts: { a: k, b: i % 5 },
          facts: { f: (i + k) % 2 === 0 },
        })),
      },
    }));
    const work = statsWork(rows as never);
    let steps = 0;
    while (!work.step(0)) steps++; // the deadline always past: the least work per step
    expect(steps).toBeGreaterThan(3);
    expect(work.finish()).toEqual(playerStats(rows as never));
  });
});
