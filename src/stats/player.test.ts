// A player's page, worked by hand from a handful of games, and a property against the per-game stats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameKind } from '../games/types.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import { playerNames, playerPage, type PlayerRow } from './player.ts';
import { playerStats } from './stats.ts';

let n = 0;
/** A game from [name, total, place] per seat, as its summary would give them. */
const game = (kind: GameKind, day: string, players: [string, number, number][], finished = true): PlayerRow => ({
  id: `g${++n}`,
  kind,
  createdAt: `2026-11-${day}T19:00:00.000Z`,
  finished,
  summary: {
    complete: true,
    thumb: null,
    players: players.map(([name, total, place]) => ({ name, total, place, parts: {} })),
  },
});

// Ana's games, by hand:
//   Calico 01: Ana 69 1st v Ben 62               → played, won
//   Calico 03: ana 58 2nd v Ben 61 (name in lower case: the same player)
//   Azul   02: Ana 30 =1st, Cy 30 =1st, Ben 12   → a shared first is a win
//   Azul   04: Ana 41 solo                       → played, not a game with others
//   Kaliko 05: Ana 9 v Ben 6, in progress        → not counted; in recent games
//   Kaliko 06: Ben 7 v Cy 5: not Ana's
// Calico: 2 played, 1 won of 2, best 69, average (69 + 58) / 2 = 63.5
// Azul:   2 played, 1 won of 1, best 41, average (30 + 41) / 2 = 35.5
// In all: 4 played, 2 won of 3 with others, 1 in progress.
const rows = [
  game('calico', '01', [
    ['Ana', 69, 1],
    ['Ben', 62, 2],
  ]),
  game('azul', '02', [
    ['Ana', 30, 1],
    ['Cy', 30, 1],
    ['Ben', 12, 3],
  ]),
  game('calico', '03', [
    ['ana', 58, 2],
    ['Ben', 61, 1],
  ]),
  game('azul', '04', [['Ana', 41, 1]]),
  game(
    'kaliko',
    '05',
    [
      ['Ana', 9, 1],
      ['Ben', 6, 2],
    ],
    false,
  ),
  game('kaliko', '06', [
    ['Ben', 7, 1],
    ['Cy', 5, 2],
  ]),
];
const en = nodeI18n('en');

describe("a player's page", () => {
  it('counts finished games played and won in all and per game; recent games newest first, in progress too', () => {
    const p = playerPage(rows, 'ANA')!;
    expect(p.name).toBe('Ana'); // as the latest game spells it
    expect([p.played, p.won, p.withOthers, p.inProgress]).toEqual([4, 2, 3, 1]);
    expect(p.perGame).toEqual([
      { kind: 'azul', played: 2, won: 1, withOthers: 1, best: 41, average: 35.5 },
      { kind: 'calico', played: 2, won: 1, withOthers: 2, best: 69, average: 63.5 },
    ]);
    expect(
      p.recent.map((r) => [
        r.kind,
        r.createdAt.slice(8, 10),
        r.total,
        r.place && renderMsg(en, r.place),
        r.others.join(' '),
      ]),
    ).toEqual([
      ['kaliko', '05', 9, null, 'Ben'],
      ['azul', '04', 41, null, ''],
      ['calico', '03', 58, '2nd', 'Ben'],
      ['azul', '02', 30, '=1st', 'Cy Ben'],
      ['calico', '01', 69, '1st', 'Ben'],
    ]);
    expect(playerPage(rows, 'Ana', 2)!.recent).toHaveLength(2);
  });

  it('no game with the name: none', () => {
    expect(playerPage(rows, 'Dee')).toBeNull();
  });

  it('names: most games first, spelled as in their latest game', () => {
    // Ben 5 games, Ana 5 (latest "Ana" on the 5th), Cy 2.
    expect(playerNames(rows)).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it("per game, agrees with that game's stats for any games", () => {
    const names = ['Ana', 'Ben', 'Cy'];
    const row = fc
      .record({
        kind: fc.constantFrom<GameKind>('calico', 'azul', 'kaliko'),
        day: fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0')),
        finished: fc.boolean(),
        seats: fc.shuffledSubarray(names, { minLength: 1 }),
        totals: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 3, maxLength: 3 }),
      })
      .map(({ kind, day, finished, seats, totals }) => {
        const places = seats.map((_, i) => 1 + totals.slice(0, seats.length).filter((t) => t > totals[i]!).length);
        return game(
          kind,
          day,
          seats.map((s, i) => [s, totals[i]!, places[i]!]),
          finished,
        );
      });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 25 }), (games) => {
        const p = playerPage(games, 'Ana');
        const mine = games.filter((g) => g.summary.players.some((x) => x.name === 'Ana'));
        if (!mine.length) return void expect(p).toBeNull();
        expect(p!.played + p!.inProgress).toBe(mine.length);
        for (const f of p!.perGame) {
          const s = playerStats(games.filter((g) => g.kind === f.kind)).find((x) => x.name === 'Ana')!;
          expect([f.played, f.won, f.best, f.average]).toEqual([s.games, s.wins, s.best, s.average]);
        }
        expect(p!.played).toBe(p!.perGame.reduce((s, f) => s + f.played, 0));
      }),
    );
  });
});
