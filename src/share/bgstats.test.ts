import { expect, it } from 'vitest';
import { bgStatsLink } from './bgstats.ts';

it("a BG Stats link carries the game (with its BoardGameGeek id where known), the date and each player's score, rank and win", () => {
  const link = bgStatsLink({
    id: 'g1',
    kind: 'azul',
    name: 'Azul',
    createdAt: '2026-11-23T20:15:00.000Z',
    summary: {
      complete: true,
      thumb: null,
      players: [
        { name: 'Ana', total: 54, place: 1, parts: {} },
        { name: 'Ben', total: 54, place: 1, parts: {} },
        { name: 'Cy', total: 12, place: 3, parts: {} },
      ],
    },
  });
  const [base, query] = link.split('?data=');
  expect(base).toBe('https://app.bgstatsapp.com/createPlay.html');
  const data = JSON.parse(decodeURIComponent(query!));
  expect(data.game).toMatchObject({ name: 'Azul', bggId: 230802, highestWins: true });
  expect(data.playDate).toMatch(/^2026-11-2[34] \d\d:15:00$/); // local time, as the link documents
  expect(
    data.players.map((p: { name: string; score: number; rank: number; winner: boolean }) => [
      p.name,
      p.score,
      p.rank,
      p.winner,
    ]),
  ).toEqual([
    ['Ana', 54, 1, true],
    ['Ben', 54, 1, true],
    ['Cy', 12, 3, false],
  ]);
  const kaliko = JSON.parse(
    decodeURIComponent(
      bgStatsLink({
        id: 'k',
        kind: 'kaliko',
        name: 'Kaliko',
        createdAt: '2026-11-23T20:15:00.000Z',
        summary: { complete: true, thumb: null, players: [] },
      }).split('?data=')[1]!,
    ),
  );
  expect(kaliko.game.bggId).toBeUndefined(); // not confirmed: matched by name in BG Stats
});
