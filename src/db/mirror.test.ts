// The OPFS mirror against fake-indexeddb and an in-memory OPFS: every writer is copied after its commit, an
// aborted transaction copies nothing, the newest row always wins, and without OPFS nothing changes.
import type { Game } from '../games/calico/core/index.ts';
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyGame, exampleGame } from '../test/games.ts';
import { installFakeOpfs, type FakeOpfs } from '../test/fakeOpfs.ts';
import { importText } from './backup.ts';
import { BACKUP_FORMAT } from './importCheck.ts';
import { CalicoDb, db, loadGame, saveGame, setSetting, useDatabase } from './db.ts';
import { deleteGame, purgeDeleted, restoreGame } from './games.ts';
import { adopt } from './save.ts';
import { randomGames } from '../test/games.ts';
import {
  mirrorBacklog,
  mirrorIdle,
  mirrorRows,
  readMirrored,
  removeSwapFiles,
  resetMirror,
  revAtStart,
} from './mirror.ts';

let n = 0;
let fs: FakeOpfs;
const fresh = () => {
  const d = new CalicoDb(`mirror-test-${n++}`);
  useDatabase(d);
  return d;
};
beforeEach(() => {
  resetMirror();
  fs = installFakeOpfs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const later = (iso: string, s = 1) => new Date(Date.parse(iso) + s * 1000).toISOString();

describe('every writer is mirrored after its commit', () => {
  it('saves, delete, restore, purge and settings each leave the stored row in OPFS', async () => {
    fresh();
    const g = exampleGame();
    await saveGame(g, null);
    await saveGame({ ...g, updatedAt: later(g.updatedAt), mode: 'family' }, 1);
    await mirrorIdle();
    expect(fs.read('games', g.id)).toEqual(JSON.parse(JSON.stringify(await loadGame<Game>(g.id))));
    expect(fs.read('games', g.id)).toMatchObject({ id: g.id, rev: 2, doc: { mode: 'family' } });

    await deleteGame(g.id);
    await mirrorIdle();
    expect((fs.read('games', g.id) as { deletedAt?: string }).deletedAt).toEqual(
      (await loadGame<Game>(g.id))!.deletedAt,
    );
    await restoreGame(g.id);
    await mirrorIdle();
    expect(fs.read('games', g.id)).not.toHaveProperty('deletedAt');

    await deleteGame(g.id);
    expect(await purgeDeleted(Date.now() + 8 * 24 * 3600 * 1000)).toBe(1);
    await mirrorIdle();
    expect(fs.keys('games')).toEqual([]);

    await setSetting('names', ['Ana', 'Zoë']);
    await mirrorIdle();
    expect(fs.read('settings', 'names')).toEqual({ key: 'names', value: ['Ana', 'Zoë'] });
  });

  it('an import of several games mirrors each of them', async () => {
    fresh();
    const games = ['a', 'b', 'c'].map((id) => emptyGame(`g-${id}`));
    const report = await importText(
      JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '2026-11-22T00:00:00.000Z', games }),
    );
    expect(report.ok).toBe(true);
    await mirrorIdle();
    expect(fs.keys('games')).toEqual(['g-a', 'g-b', 'g-c']);
    expect(fs.read('games', 'g-b')).toMatchObject({ rev: 1, doc: games[1] });
  });

  it("a part of a group's games is copied once such parts pause; a single save meanwhile is copied at once", async () => {
    fresh();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const part = randomGames(30, 3, 'arrived');
      await adopt(part.map((g) => ({ id: g.id, read: () => ({ doc: g, deleted: false }) })));
      const tap = emptyGame('tapped');
      await saveGame(tap, null);
      while (!fs.writes.some((w) => w.name === 'tapped.json')) await new Promise((r) => setImmediate(r));
      expect(fs.writes.map((w) => w.name)).toEqual(['tapped.json']); // the part's copies wait…
      await vi.advanceTimersByTimeAsync(60_000); // …until no part came for a while
      await mirrorIdle();
      expect(fs.keys('games')).toEqual([...part.map((g) => g.id), 'tapped'].sort());
      for (const g of part) expect(fs.read('games', g.id)).toEqual(await loadGame(g.id));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a transaction that fails (conflict, full disk) changes no file', async () => {
    const d = fresh();
    const g = emptyGame();
    await saveGame(g, null);
    await mirrorIdle();
    const before = fs.writes.length;
    await saveGame({ ...g, updatedAt: later(g.updatedAt), mode: 'solo' }, 7).catch(() => undefined); // conflict
    vi.spyOn(d.summaries, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await saveGame({ ...g, updatedAt: later(g.updatedAt), mode: 'family' }, 1).catch(() => undefined); // game row written, then aborted
    await mirrorIdle();
    expect(fs.writes.length).toBe(before);
    expect(fs.read('games', g.id)).toMatchObject({ rev: 1, doc: { mode: 'standard' } });
  });
});

describe('the newest row wins', () => {
  it('with slow writes and a burst of saves, the file ends at the newest revision and never goes back', async () => {
    fresh();
    fs.delay = 5;
    const g = emptyGame();
    // The first write is held in flight while the burst is saved, however fast this machine saves.
    let letGo = () => undefined as void;
    fs.gate = new Promise<void>((resolve) => (letGo = resolve));
    let rev = await saveGame(g, null);
    for (let i = 1; i <= 12; i++) rev = await saveGame({ ...g, updatedAt: later(g.updatedAt, i) }, rev);
    letGo();
    await mirrorIdle();
    const revs = fs.writes
      .filter((w) => w.name === `${g.id}.json`)
      .map((w) => (JSON.parse(w.text) as { rev: number }).rev);
    expect(revs.at(-1)).toBe(13);
    expect(revs).toEqual([...revs].sort((a, b) => a - b)); // no older row landed after a newer one
    expect(revs.length).toBeLessThan(13); // rows waiting behind a write were replaced by newer ones
  });

  it('a higher revision already in the file (written by another tab) is not replaced by a lower one', async () => {
    fresh();
    const g = emptyGame();
    fs.put('games', g.id, {
      id: g.id,
      updatedAt: g.updatedAt,
      rev: 7,
      stamp: Date.now() + 60_000,
      doc: { ...g, mode: 'family' },
    });
    await saveGame(g, null);
    await mirrorIdle();
    expect(fs.read('games', g.id)).toMatchObject({ rev: 7, doc: { mode: 'family' } });
  });

  it('a higher revision written in another order (not as this app writes rows) is found too, and kept', async () => {
    fresh();
    const g = emptyGame();
    fs.put('games', g.id, {
      rev: 7,
      stamp: Date.now() + 60_000,
      id: g.id,
      updatedAt: g.updatedAt,
      doc: { ...g, mode: 'family' },
    });
    await saveGame(g, null);
    await mirrorIdle();
    expect(fs.read('games', g.id)).toMatchObject({ rev: 7, doc: { mode: 'family' } });
  });

  it("a row's revision is read from the start of its file only when the file starts as the app writes rows", () => {
    const row = (id: string, rev: number, stamp?: number) =>
      JSON.stringify({ id, updatedAt: '2026-11-26T20:00:00.000Z', rev, stamp, doc: { id, rev: 99, stamp: 1 } });
    expect(revAtStart(row('gmwy7dho3o9fna1', 12, 1764187200123).slice(0, 256))).toEqual({
      rev: 12,
      stamp: 1764187200123,
    });
    expect(revAtStart(row('imported-1', 3))).toEqual({ rev: 3, stamp: undefined }); // written before stamps
    // An id holding what looks like the fields: JSON escapes its quotes, and the start is not trusted.
    expect(revAtStart(row('x","updatedAt":"1","rev":9000,"y', 3))).toBeNull();
    expect(revAtStart(JSON.stringify({ rev: 5, id: 'a' }))).toBeNull();
    expect(revAtStart('{"id":"a","updatedAt":"2026-11-26T20:00:00.000Z","rev":')).toBeNull(); // cut short
  });

  it('a copy brought up to date is read from the database when written: a game purged meanwhile is not written back', async () => {
    fresh();
    const g = emptyGame();
    await saveGame(g, null);
    await mirrorIdle();
    const reads: string[] = [];
    const read = (id: string) => (reads.push(id), db.games.get(id));
    await deleteGame(g.id);
    await purgeDeleted(Date.now() + 8 * 24 * 3600 * 1000); // the purge commits after a check looked at the row
    mirrorRows('games', [g.id], read);
    await mirrorIdle();
    expect(reads).toEqual([g.id]);
    expect(fs.keys('games')).toEqual([]);
  });

  it('a game purged, then saved again with its id while the removal of its copy waits: the new row is copied, though its revision starts again at 1', async () => {
    fresh();
    const g = emptyGame('g-again');
    await saveGame(g, null);
    await saveGame({ ...g, updatedAt: later(g.updatedAt) }, 1);
    await deleteGame(g.id);
    await mirrorIdle(); // the copy: revision 2, deleted
    fs.delay = 200;
    fs.steady = true;
    mirrorRows('games', [g.id], (id) => db.games.get(id)); // a copy of this game being written (slowly)
    await purgeDeleted(Date.now() + 8 * 24 * 3600 * 1000); // its removal waits for that write
    await saveGame({ ...g, mode: 'family' }, null); // revision 1 again, queued behind the removal
    await mirrorIdle();
    const row = await db.games.get(g.id);
    expect(row).toMatchObject({ rev: 1, doc: { mode: 'family' } });
    expect(fs.read('games', g.id)).toEqual(JSON.parse(JSON.stringify(row)));
  });

  it('property: after any mix of saves, deletes, restores and purges, with writes finishing in any order, the mirror equals the database', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), id: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant('restore' as const), id: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant('purge' as const), id: fc.constant(0) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 14 }), fc.boolean(), async (ops, wait) => {
        resetMirror();
        fs = installFakeOpfs();
        fs.delay = 3;
        fresh();
        let t = 0;
        for (const o of ops) {
          const id = `g-${o.id}`;
          if (o.kind === 'save') {
            const row = await loadGame<Game>(id);
            await saveGame({ ...emptyGame(id), updatedAt: later('2026-11-22T00:00:00.000Z', ++t) }, row?.rev ?? null);
          } else if (o.kind === 'delete') await deleteGame(id);
          else if (o.kind === 'restore') await restoreGame(id);
          else await purgeDeleted(Date.now() + 8 * 24 * 3600 * 1000);
          if (wait) await mirrorIdle();
        }
        await mirrorIdle();
        const rows = await db.games.toArray();
        expect(fs.keys('games')).toEqual(rows.map((r) => r.id).sort());
        for (const r of rows) expect(fs.read('games', r.id)).toEqual(JSON.parse(JSON.stringify(r)));
      }),
      { numRuns: 25 },
    );
  });
});

describe('reading a copy', () => {
  it('a copy written again while it is read (another tab) is read whole, as it is after that write', async () => {
    const g = emptyGame();
    fs.put('games', g.id, { id: g.id, updatedAt: g.updatedAt, rev: 1, doc: g });
    let rewrites = 2; // two writes land between getFile() and the read, as in a burst of taps
    fs.beforeRead = async () => {
      if (rewrites-- <= 0) return;
      const file = await (
        await (await fs.root.getDirectoryHandle('games')).getFileHandle(`${encodeURIComponent(g.id)}.json`)
      ).createWritable();
      await file.write(JSON.stringify({ id: g.id, updatedAt: g.updatedAt, rev: 3 - rewrites, doc: g }));
      await file.close();
    };
    expect(await readMirrored('games', g.id)).toMatchObject({ id: g.id, rev: 3 });
  });
});

describe('when OPFS is missing or full', () => {
  it('without OPFS the mirror is off: saving works as before and nothing is written', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('navigator', { userAgent: 'old browser' });
    resetMirror();
    fresh();
    const g = emptyGame();
    expect(await saveGame(g, null)).toBe(1);
    await mirrorIdle();
    expect(fs.writes).toEqual([]);
    expect((await loadGame<Game>(g.id))!.doc).toEqual(g);
  });

  it('a copy that fails on a full disk is written with the next copy once space is back', async () => {
    fresh();
    const a = emptyGame('g-a');
    fs.full = true;
    await saveGame(a, null); // IndexedDB has it; the copy fails
    await mirrorIdle();
    expect(fs.keys('games')).toEqual([]);
    expect(mirrorBacklog()).toBe(1);
    fs.full = false;
    await saveGame(emptyGame('g-b'), null);
    await mirrorIdle();
    expect(fs.keys('games')).toEqual(['g-a', 'g-b']);
    expect(mirrorBacklog()).toBe(0);
  });
});

describe('swap files left by a killed browser', () => {
  it('are removed at start; the copies themselves stay', async () => {
    fresh();
    await saveGame(emptyGame('g-1'), null);
    await mirrorIdle();
    const games = fs.root.dirs.get('games')!;
    games.files.set('g-1.json.crswap', '{"id":"g-1","rev":2,"doc":'); // a write cut short by the kill
    games.files.set('g-2.json.1.crswap', '');
    expect(await removeSwapFiles()).toBe(2);
    expect([...games.files.keys()]).toEqual(['g-1.json']);
    expect(fs.read('games', 'g-1')).toMatchObject({ id: 'g-1', rev: 1 });
    expect(await removeSwapFiles()).toBe(0);
  });
});
