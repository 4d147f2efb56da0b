// The db layer against fake-indexeddb: schema upgrade, saving, conflicts, a full disk, delete/restore.
import type { Game } from '../games/calico/core/index.ts';
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreGame } from '../games/calico/core/index.ts';
import { emptyGame, exampleGame } from '../test/games.ts';
import { CalicoDb, db, loadGame, saveGame, SaveError, useDatabase } from './db.ts';
import { deleteGame, listDeleted, listGames, purgeDeleted, restoreGame } from './games.ts';
import { rebuildSummaries } from './summaries.ts';

let n = 0;
const fresh = () => {
  const d = new CalicoDb(`db-test-${n++}`);
  useDatabase(d);
  return d;
};
afterEach(() => vi.restoreAllMocks());

describe('schema', () => {
  it('upgrades a version-1 database: every game survives unchanged, with its summary and search fields derived', async () => {
    const name = `db-upgrade-${n++}`;
    const old = new Dexie(name);
    old.version(1).stores({ games: 'id, updatedAt', settings: 'key' });
    const a = exampleGame();
    const b = { ...emptyGame('g-old-2'), players: [{ ...emptyGame().players[0]!, name: 'Zoë' }] };
    await old.table('games').bulkPut([{ id: a.id, updatedAt: a.updatedAt, doc: a }, { id: b.id, updatedAt: b.updatedAt, doc: b }]);
    await old.table('settings').put({ key: 'names', value: ['Ana'] });
    old.close();

    const upgraded = new CalicoDb(name);
    useDatabase(upgraded);
    await upgraded.open();
    expect(upgraded.verno).toBe(3);
    expect(await rebuildSummaries()).toBe(2); // summaries are rebuilt with the game's own code after the upgrade
    const rowA = (await loadGame<Game>(a.id))!;
    expect(rowA.doc).toEqual(a);
    expect(rowA.rev).toBe(1);
    expect((await loadGame<Game>(b.id))!.doc).toEqual(b);
    const summaryA = (await upgraded.summaries.get(a.id))!;
    expect(summaryA.summary.players.map((p) => p.total)).toEqual(scoreGame(a).players.map((p) => p.total));
    expect((summaryA.summary.thumb as { name: string }).name).toBe('Ana');
    expect(summaryA.kind).toBe('calico');
    expect(await upgraded.summaries.where('players').equals('zoë').primaryKeys()).toEqual(['g-old-2']);
    expect((await upgraded.settings.get('names'))?.value).toEqual(['Ana']);
  });
});

describe('saving', () => {
  it('saves and loads a game in the game file format; each save bumps the revision', async () => {
    fresh();
    const g = exampleGame();
    expect(await saveGame(g, null)).toBe(1);
    expect(await saveGame({ ...g, updatedAt: '2026-11-21T21:00:00.000Z' }, 1)).toBe(2);
    const row = (await loadGame<Game>(g.id))!;
    expect(row.rev).toBe(2);
    const summary = (await db.summaries.get(g.id))!;
    expect(summary.summary.players.map((p) => [p.name, p.total, p.place])).toEqual([['Ana', 69, 1], ['Ben', 62, 2]]);
  });

  it('a save based on an older revision (another tab saved first) is refused as a conflict and changes nothing', async () => {
    fresh();
    const g = emptyGame();
    await saveGame(g, null);
    await saveGame({ ...g, mode: 'family' }, 1); // the other tab
    const err = await saveGame({ ...g, mode: 'solo', players: [g.players[0]!] }, 1).catch((e) => e);
    expect(err).toBeInstanceOf(SaveError);
    expect(err.kind).toBe('conflict');
    expect((await loadGame<Game>(g.id))!.doc.mode).toBe('family');
  });

  it('a full disk gives a clear message and leaves the saved game as it was', async () => {
    const d = fresh();
    const g = emptyGame();
    await saveGame(g, null);
    // the game row is written, then the summary row fails: the transaction must leave neither changed
    vi.spyOn(d.summaries, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const err = await saveGame({ ...g, mode: 'family' }, 1).catch((e) => e);
    expect(err.kind).toBe('quota');
    expect(err.message).toMatch(/out of space: your last change is kept on this screen/);
    vi.restoreAllMocks();
    const row = (await loadGame<Game>(g.id))!;
    expect(row.doc.mode).toBe('standard');
    expect(row.rev).toBe(1);
  });
});

describe('history rows', () => {
  it('lists newest first, hides deleted games until restored, and purges them after a week', async () => {
    fresh();
    await saveGame({ ...emptyGame('a'), updatedAt: '2026-11-01T10:00:00.000Z' }, null);
    await saveGame({ ...emptyGame('b'), updatedAt: '2026-11-03T10:00:00.000Z' }, null);
    await saveGame({ ...exampleGame(), id: 'c', updatedAt: '2026-11-02T10:00:00.000Z' }, null);
    expect((await listGames()).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    await deleteGame('b');
    expect((await listGames()).map((r) => r.id)).toEqual(['c', 'a']);
    expect((await listDeleted()).map((r) => r.id)).toEqual(['b']);
    await restoreGame('b');
    expect((await listGames()).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    await deleteGame('a');
    expect(await purgeDeleted(Date.now() + 1000)).toBe(0);
    expect(await db.summaries.get('a')).toBeUndefined(); // out of history at once
    expect(await purgeDeleted(Date.now() + 8 * 24 * 3600 * 1000)).toBe(1);
    expect(await loadGame<Game>('a')).toBeUndefined();
  });
});
