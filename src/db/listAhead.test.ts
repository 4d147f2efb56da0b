// The list read ahead in slices is the list listGames reads: the same rows, newest first, ties in id order backwards.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { emptyGame } from '../test/games.ts';
import { CalicoDb, db, saveGame, useDatabase } from './db.ts';
import { listGames, listGamesAhead } from './games.ts';

let n = 0;
const fresh = () => useDatabase(new CalicoDb(`list-ahead-test-${n++}`));

describe('reading the saved games ahead', () => {
  it('gives the rows and order of listGames, and listGames hands out the same list after it', async () => {
    fresh();
    // Ids out of date order, several games sharing a date (the index orders them by id).
    for (let i = 0; i < 23; i++) {
      const t = new Date(Date.UTC(2026, 0, 1 + (i % 5))).toISOString();
      await saveGame({ ...emptyGame(`g${(i * 7) % 23}`), createdAt: t, updatedAt: t }, null);
    }
    const ahead = await listGamesAhead(4);
    expect(ahead).toHaveLength(23);
    expect(await listGames()).toBe(ahead);
    const once = await db.summaries.orderBy('updatedAt').toArray();
    expect(ahead.map((r) => r.id)).toEqual(once.reverse().map((r) => r.id));
  });

  it('a listGames call meanwhile reads the rest at once and gets the same list', async () => {
    fresh();
    for (let i = 0; i < 12; i++)
      await saveGame(
        {
          ...emptyGame(`h${i}`),
          createdAt: `2026-02-0${1 + (i % 9)}T00:00:00.000Z`,
          updatedAt: `2026-02-0${1 + (i % 9)}T00:00:00.000Z`,
        },
        null,
      );
    const ahead = listGamesAhead(2);
    await new Promise((r) => setTimeout(r, 0));
    const now = await listGames();
    expect(now).toBe(await ahead);
    expect(now).toHaveLength(12);
  });
});
