// @vitest-environment jsdom
// A reload in the moment between a tap and its IndexedDB write loses nothing: the stash brings the change back.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyGame } from '../test/games.ts';
import { CalicoDb, loadGame, saveGame, useDatabase } from './db.ts';
import { clearPending, discardPending, recoverPending, stashPending } from './pending.ts';

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`pending-${n++}`));
  localStorage.clear();
});

const later = (iso: string) => new Date(Date.parse(iso) + 1000).toISOString();

describe('pending change', () => {
  it('a change stashed but never written to IndexedDB is written on the next start', async () => {
    const g = emptyGame();
    await saveGame(g, null);
    const changed = { ...g, updatedAt: later(g.updatedAt), players: g.players.map((p, i) => (i ? p : { ...p, cells: { '2,2': { color: 'green' as const, pattern: 'dots' as const } } })) };
    stashPending(changed); // the tab is closed before the IndexedDB write
    expect(await recoverPending()).toBe(g.id);
    expect((await loadGame(g.id))!.doc.players[0]!.cells).toEqual({ '2,2': { color: 'green', pattern: 'dots' } });
    expect(localStorage.length).toBe(0);
  });

  it('an older stash never overwrites a newer saved game; a saved one is forgotten', async () => {
    const g = emptyGame();
    stashPending(g);
    const newer = { ...g, updatedAt: later(g.updatedAt), mode: 'family' as const };
    await saveGame(newer, null);
    expect(await recoverPending()).toBeNull();
    expect((await loadGame(g.id))!.doc.mode).toBe('family');
    stashPending(newer);
    clearPending(newer);
    expect(localStorage.length).toBe(0);
  });

  it('a refused change (another tab saved first) is dropped, and an unreadable stash changes nothing', async () => {
    const g = emptyGame();
    await saveGame(g, null);
    stashPending({ ...g, updatedAt: later(g.updatedAt), mode: 'solo' });
    discardPending(g.id);
    expect(await recoverPending()).toBeNull();
    localStorage.setItem('calico-pending-game', '{"id": 3');
    expect(await recoverPending()).toBeNull();
    expect((await loadGame(g.id))!.doc.mode).toBe('standard');
  });
});
