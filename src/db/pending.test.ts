// @vitest-environment jsdom
// A reload in the moment between a tap and its IndexedDB write loses nothing: the stashed edits are applied on
// the next start — to the newest stored game, so a stash never undoes what another tab saved since.
import type { Game } from '../games/calico/core/index.ts';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Edit } from '../games/calico/core/index.ts';
import { emptyGame } from '../test/games.ts';
import { CalicoDb, loadGame, saveGame, updateGame, useDatabase } from './db.ts';
import { JOURNAL_STORE, openJournalDb, type JournalEntry } from './journalDb.ts';
import { readJournal } from './journal.ts';
import { recoverPending } from './pending.ts';
import { stashEdits } from './stash.ts';

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`pending-${n++}`));
  localStorage.clear();
});

const at = (s: number) => new Date(Date.parse('2026-11-21T20:00:00.000Z') + s * 1000).toISOString();
const green: Edit = { kind: 'cell', player: 0, cell: '2,2', tile: { color: 'green', pattern: 'dots' } };
const pink: Edit = { kind: 'cell', player: 1, cell: '3,3', tile: { color: 'pink', pattern: 'ferns' } };

describe('stashed edits', () => {
  it('edits stashed but never written to IndexedDB are applied on the next start, and the stash is gone', async () => {
    const g = emptyGame();
    await saveGame(g, null);
    stashEdits({
      id: g.id,
      seed: null,
      edits: [
        { edit: green, at: at(1) },
        { edit: pink, at: at(2) },
      ],
    });
    expect(await recoverPending()).toEqual([g.id]);
    const row = (await loadGame<Game>(g.id))!;
    expect(row.doc.players[0]!.cells).toEqual({ '2,2': { color: 'green', pattern: 'dots' } });
    expect(row.doc.players[1]!.cells).toEqual({ '3,3': { color: 'pink', pattern: 'ferns' } });
    expect(row.doc.updatedAt).toBe(at(2));
    expect(localStorage.length).toBe(0);
  });

  it('what recovery applies goes through the front door: other tabs hear it as a change with origin recovery', async () => {
    const g = emptyGame('g-recovered');
    await saveGame(g, null);
    const heard: unknown[] = [];
    // Another tab's channel. Node's channels reach every worker thread of the test run, as every tab of a device:
    // what the other files running meanwhile save is heard too, and only this game's changes are this test's.
    const other = new BroadcastChannel('calico-games');
    other.onmessage = (e: MessageEvent<{ id: string } | { id: string }[]>) =>
      heard.push(...[e.data].flat().filter((c) => c.id === g.id));
    stashEdits({ id: g.id, seed: null, edits: [{ edit: green, at: at(1) }] });
    expect(await recoverPending()).toEqual([g.id]);
    await expect.poll(() => heard).toEqual([{ id: g.id, rev: 2, origin: 'recovery' }]);
    other.close();
  });

  it('a new game that never reached IndexedDB is created from the stash', async () => {
    const g = emptyGame('brand-new');
    stashEdits({ id: g.id, seed: g, edits: [{ edit: green, at: at(1) }] });
    expect(await recoverPending()).toEqual([g.id]);
    expect((await loadGame<Game>(g.id))!.doc.players[0]!.cells['2,2']).toEqual({ color: 'green', pattern: 'dots' });
  });

  it('edits already written, or older than a newer save from another tab, are not applied again', async () => {
    const g = emptyGame();
    await saveGame(g, null);
    // another tab cleared Ana's 2,2 after this tab's green edit was written
    await updateGame(g.id, (d) => ({
      ...d,
      updatedAt: at(1),
      players: d.players.map((p, i) => (i ? p : { ...p, cells: { '2,2': { color: 'green', pattern: 'dots' } } })),
    }));
    await updateGame(g.id, (d) => ({
      ...d,
      updatedAt: at(5),
      players: d.players.map((p, i) => (i ? p : { ...p, cells: {} })),
    }));
    stashEdits({ id: g.id, seed: null, edits: [{ edit: green, at: at(1) }] });
    expect(await recoverPending()).toEqual([]);
    expect((await loadGame<Game>(g.id))!.doc.players[0]!.cells).toEqual({});
  });

  it('a stash for a deleted game, an unreadable stash and an old-style whole-game stash of a stored game change nothing', async () => {
    const g = emptyGame();
    await saveGame(g, null);
    localStorage.setItem('calico-pending:x:tab', '{"id": 3');
    localStorage.setItem('calico-pending-game', JSON.stringify({ ...g, mode: 'solo', updatedAt: at(9) }));
    expect(await recoverPending()).toEqual([]);
    expect((await loadGame<Game>(g.id))!.doc).toEqual(g);
    expect(localStorage.length).toBe(0);
  });

  it('journalled edits (a killed browser) and a journalled new game are applied on the next start, then forgotten', async () => {
    const g = emptyGame(`journalled-${n}`);
    const db = (await openJournalDb())!;
    const entries: JournalEntry[] = [
      { key: 't:new', id: g.id, edit: null, at: g.updatedAt, seed: g },
      { key: 't:2', id: g.id, edit: pink, at: at(2) },
      { key: 't:1', id: g.id, edit: green, at: at(1) },
    ];
    await new Promise<void>((resolve) => {
      const tx = db.transaction(JOURNAL_STORE, 'readwrite');
      for (const e of entries) tx.objectStore(JOURNAL_STORE).put(e);
      tx.oncomplete = () => (db.close(), resolve());
    });
    // the same green edit also in a stash: applied once
    stashEdits({ id: g.id, seed: null, edits: [{ edit: green, at: at(1) }] });
    expect(await recoverPending()).toEqual([g.id]);
    const row = (await loadGame<Game>(g.id))!;
    expect(row.rev).toBe(1);
    expect(row.doc.players[0]!.cells).toEqual({ '2,2': { color: 'green', pattern: 'dots' } });
    expect(row.doc.players[1]!.cells).toEqual({ '3,3': { color: 'pink', pattern: 'ferns' } });
    expect(await readJournal()).toEqual([]);
  });
});
