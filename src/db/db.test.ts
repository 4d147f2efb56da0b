// The db layer against fake-indexeddb: schema upgrade, saving, conflicts, a full disk, delete/restore.
import type { Game } from '../games/calico/core/index.ts';
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyGame, exampleGame } from '../test/games.ts';
import { CalicoDb, db, loadGame, saveGame, SaveError, STALE_SUMMARIES, useDatabase } from './db.ts';
import { deleteGame, keptGames, listDeleted, listGames, purgeDeleted, restoreGame } from './games.ts';
import { rebuildSummaries } from './summaries.ts';

let n = 0;
const fresh = () => {
  const d = new CalicoDb(`db-test-${n++}`);
  useDatabase(d);
  return d;
};
afterEach(() => vi.restoreAllMocks());

describe('schema', () => {
  it('upgrades a version-2 database (games in progress, finished, deleted, played along, corrected; settings): documents and revisions unchanged, summaries rebuilt', async () => {
    const name = `db-upgrade-v2-${n++}`;
    const old = new Dexie(name);
    old.version(2).stores({ games: 'id, updatedAt', summaries: 'id, updatedAt, createdAt, *players', settings: 'key' });
    const finished = { ...exampleGame(), id: 'finished', finishedAt: '2026-11-21T22:00:00.000Z' };
    const inProgress = {
      ...exampleGame(),
      id: 'in-progress',
      players: exampleGame().players.map((p, i) => (i ? { ...p, cells: {} } : p)),
    };
    const corrected = {
      ...exampleGame(),
      id: 'corrected',
      players: exampleGame().players.map((p, i) =>
        i ? p : { ...p, corrections: { buttons: { blue: 1 }, cats: { millie: 1 } } },
      ),
    };
    const playedAlong: Game = {
      ...emptyGame('played-along'),
      players: emptyGame().players.map((p, i) =>
        i ? p : { ...p, cells: { '2,2': { color: 'green', pattern: 'dots' } } },
      ),
      history: [{ player: 0, cell: '2,2', color: 'green', pattern: 'dots' }],
    };
    const deleted = { ...emptyGame('deleted', ['Cy', 'Di']) };
    const rows = [
      { id: finished.id, updatedAt: finished.updatedAt, rev: 7, doc: finished },
      { id: inProgress.id, updatedAt: inProgress.updatedAt, rev: 3, doc: inProgress },
      { id: corrected.id, updatedAt: corrected.updatedAt, rev: 12, doc: corrected },
      { id: playedAlong.id, updatedAt: playedAlong.updatedAt, rev: 2, doc: playedAlong },
      { id: deleted.id, updatedAt: deleted.updatedAt, rev: 4, doc: deleted, deletedAt: '2026-11-21T23:00:00.000Z' },
    ];
    await old.table('games').bulkPut(rows);
    // v2's summaries had another shape (thumb beside the summary, no kind)
    await old.table('summaries').bulkPut(
      rows
        .filter((r) => !r.deletedAt)
        .map((r) => ({
          id: r.id,
          updatedAt: r.updatedAt,
          createdAt: r.doc.createdAt,
          players: ['ana', 'ben'],
          finished: false,
          summary: { finished: false, players: [] },
          thumb: { codes: '' },
        })),
    );
    await old.table('settings').bulkPut([
      { key: 'names', value: ['Ana', 'Ben', 'Zoë'] },
      { key: 'showCodes', value: true },
    ]);
    old.close();

    const upgraded = new CalicoDb(name);
    useDatabase(upgraded);
    await upgraded.open();
    expect(upgraded.verno).toBe(3);
    expect(await rebuildSummaries()).toBe(4);
    for (const r of rows) {
      const row = (await loadGame<Game>(r.id))!;
      expect(row.doc).toEqual(r.doc);
      expect(row.rev).toBe(r.rev);
      expect(row.deletedAt).toBe(r.deletedAt);
    }
    const summaries = await upgraded.summaries.toArray();
    expect(summaries.map((x) => x.id).sort()).toEqual(['corrected', 'finished', 'in-progress', 'played-along']);
    // Worked by hand from docs/rules/calico.md: the example scores Ana 69, Ben 62 (src/games/calico/core/test/
    // fixtures.ts). An empty board scores 0 (a group of border cells alone earns nothing, goals wait for all six
    // cells), and so does one green tile on 2,2 (a group of one, no goal's six cells filled). Ana's corrections
    // add a button (3; her rainbow is earned already) and a Millie token (3): 75.
    const totals: Record<string, number[]> = {
      finished: [69, 62],
      'in-progress': [69, 0],
      corrected: [75, 62],
      'played-along': [0, 0],
    };
    for (const x of summaries) {
      const doc = rows.find((r) => r.id === x.id)!.doc as Game;
      expect(x).toMatchObject({ kind: 'calico', finished: !!doc.finishedAt, updatedAt: doc.updatedAt });
      expect(
        x.summary.players.map((p) => p.total),
        x.id,
      ).toEqual(totals[x.id]);
    }
    expect(summaries.find((x) => x.id === 'played-along')!.summary.exact).toBe(true);
    expect((await upgraded.settings.get('names'))?.value).toEqual(['Ana', 'Ben', 'Zoë']);
    expect((await upgraded.settings.get('showCodes'))?.value).toBe(true);
    expect(await upgraded.settings.get(STALE_SUMMARIES)).toBeUndefined();
    expect(await rebuildSummaries()).toBe(0); // once only
  });

  it('upgrades a version-1 database: every game survives unchanged, with its summary and search fields derived', async () => {
    const name = `db-upgrade-${n++}`;
    const old = new Dexie(name);
    old.version(1).stores({ games: 'id, updatedAt', settings: 'key' });
    const a = exampleGame();
    const b = { ...emptyGame('g-old-2'), players: [{ ...emptyGame().players[0]!, name: 'Zoë' }] };
    await old.table('games').bulkPut([
      { id: a.id, updatedAt: a.updatedAt, doc: a },
      { id: b.id, updatedAt: b.updatedAt, doc: b },
    ]);
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
    expect(summaryA.summary.players.map((p) => p.total)).toEqual([69, 62]); // the example, scored by hand
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
    expect(summary.summary.players.map((p) => [p.name, p.total, p.place])).toEqual([
      ['Ana', 69, 1],
      ['Ben', 62, 2],
    ]);
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
    expect((err as SaveError).words).toEqual({ id: 'shell.save.quota' }); // the player's words come from the catalogue
    vi.restoreAllMocks();
    const row = (await loadGame<Game>(g.id))!;
    expect(row.doc.mode).toBe('standard');
    expect(row.rev).toBe(1);
  });
});

describe('history rows', () => {
  it('keeps the list between screens until a summary changes, whichever connection wrote it (another tab, the import worker)', async () => {
    const d = fresh();
    await saveGame({ ...emptyGame('a'), updatedAt: '2026-11-01T10:00:00.000Z' }, null);
    const first = await listGames();
    expect(await listGames()).toBe(first); // nothing changed: not read again
    expect(keptGames()).toBe(first);
    const other = new CalicoDb(d.name); // another connection to the same database
    await other.summaries.put({ ...first[0]!, id: 'b', updatedAt: '2026-11-02T10:00:00.000Z' });
    expect(keptGames()).toBeNull();
    const second = await listGames();
    expect(second.map((r) => r.id)).toEqual(['b', 'a']);
    await deleteGame('b');
    expect((await listGames()).map((r) => r.id)).toEqual(['a']);
    other.close();
  });

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

  it('finds deleted games among those without a summary: a kept game whose summary is missing is neither listed nor purged', async () => {
    fresh();
    for (const id of ['kept', 'gone', 'shown']) await saveGame({ ...emptyGame(id) }, null);
    await deleteGame('gone');
    await db.summaries.delete('kept'); // say, a summary not yet rebuilt after an upgrade
    expect((await listDeleted()).map((r) => r.id)).toEqual(['gone']);
    expect(await purgeDeleted(Date.now() + 8 * 24 * 3600 * 1000)).toBe(1);
    expect((await db.games.toCollection().primaryKeys()).sort()).toEqual(['kept', 'shown']);
  });
});
