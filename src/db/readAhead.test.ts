// @vitest-environment jsdom
// A game opened by its address is shown before start-up recovery only when recovery would leave it as it is: any
// edit of it kept in a stash or the journal, a deleted game, or a database this app's schema does not describe sends
// it the long way (after recovery).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Edit } from '../games/calico/core/index.ts';
import { emptyGame } from '../test/games.ts';
import { CalicoDb, saveGame, useDatabase } from './db.ts';
import { deleteGame } from './games.ts';
import { JOURNAL_STORE, openJournalDb } from './journalDb.ts';
import { SCHEMA_VERSION } from './name.ts';
import { readBeforeStart } from './readAhead.ts';
import { stashEdits } from './stash.ts';

let n = 0;
let name = '';
beforeEach(() => {
  name = `ahead-${n++}`;
  useDatabase(new CalicoDb(name));
  localStorage.clear();
});

const green: Edit = { kind: 'cell', player: 0, cell: '2,2', tile: { color: 'green', pattern: 'dots' } };

describe('a game read before start-up', () => {
  it('is the stored row when nothing waits to be applied to it', async () => {
    const g = emptyGame(`stored-${n}`);
    await saveGame(g, null);
    const row = await readBeforeStart(g.id, name);
    expect(row?.rev).toBe(1);
    expect(row?.doc).toEqual(g);
  });

  it('is not read when a stash holds an edit of it', async () => {
    const g = emptyGame(`stashed-${n}`);
    await saveGame(g, null);
    stashEdits({ id: g.id, seed: null, edits: [{ edit: green, at: '2026-11-21T20:00:01.000Z' }] });
    expect(await readBeforeStart(g.id, name)).toBeNull();
  });

  it('is not read when the journal holds an edit of it', async () => {
    const g = emptyGame(`journalled-${n}`);
    await saveGame(g, null);
    const journal = (await openJournalDb())!;
    await new Promise<void>((resolve) => {
      const tx = journal.transaction(JOURNAL_STORE, 'readwrite');
      tx.objectStore(JOURNAL_STORE).put({ key: `other:${g.id}:1`, id: g.id, edit: green, at: g.updatedAt });
      tx.oncomplete = () => (journal.close(), resolve());
    });
    expect(await readBeforeStart(g.id, name)).toBeNull();
    // another game's journalled edit does not stop this one
    const other = emptyGame(`other-${n}`);
    await saveGame(other, null);
    expect((await readBeforeStart(other.id, name))?.doc).toEqual(other);
  });

  it('is not read when deleted, missing, or when there is no database (and none is created)', async () => {
    const g = emptyGame(`deleted-${n}`);
    await saveGame(g, null);
    await deleteGame(g.id);
    expect(await readBeforeStart(g.id, name)).toBeNull();
    expect(await readBeforeStart('no-such-game', name)).toBeNull();
    expect(await readBeforeStart(g.id, 'never-created')).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('never-created');
  });

  it('knows the schema the app writes', () => {
    expect(new CalicoDb('schema').verno).toBe(SCHEMA_VERSION);
  });
});
