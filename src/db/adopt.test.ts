// A part of a group's games stored through the front door (save.ts adopt) against fake-indexeddb and an in-memory
// OPFS: each game stored, summarised and copied exactly as the other phone has it, a deletion marked, a game
// this tab is still writing left for later, and other tabs told of the whole part in one message.
import type { Game } from '../games/calico/core/index.ts';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomGames } from '../test/games.ts';
import { installFakeOpfs } from '../test/fakeOpfs.ts';
import { announce, onChanges, type Change } from './changes.ts';
import { CalicoDb, db, loadGame, saveGame, useDatabase } from './db.ts';
import { mirrorIdle, readMirrored, resetMirror } from './mirror.ts';
import { adopt } from './save.ts';

let n = 0;
beforeEach(() => {
  resetMirror();
  installFakeOpfs();
  useDatabase(new CalicoDb(`adopt-test-${n++}`));
});
afterEach(() => vi.unstubAllGlobals());

/** What another tab hears on the app's channel until the `end` change (sent after the part, so it comes last). */
function otherTab(end: string): { messages: unknown[]; done: Promise<void> } {
  const ch = new BroadcastChannel('calico-games');
  const messages: unknown[] = [];
  const done = new Promise<void>((resolve) => {
    ch.onmessage = (e: MessageEvent) => {
      if ((e.data as Change)?.id === end) return (ch.close(), resolve());
      messages.push(e.data);
    };
  });
  return { messages, done };
}

describe('a part of the group’s games, adopted', () => {
  it('stores each game as the other phone has it, in one transaction, told to other tabs in one message', async () => {
    const [kept, gone, busy, ...arriving] = randomGames(40, 9, 'part') as [Game, Game, Game, ...Game[]];
    // Already here: a game the group has the same, one the group deleted, one this tab is still writing.
    await saveGame(kept, null);
    await saveGame(gone, null);
    await saveGame(busy, null);
    const here: Change[] = [];
    const stop = onChanges((c) => here.push(c));
    const tab = otherTab('end');

    const done = await adopt([
      { id: kept.id, read: () => ({ doc: kept, deleted: false }) },
      { id: gone.id, read: () => ({ doc: gone, deleted: true }) },
      { id: busy.id, read: () => 'later' },
      { id: 'unknown', read: () => null },
      ...arriving.map((g) => ({ id: g.id, read: () => ({ doc: g, deleted: false }) })),
    ]);
    announce({ id: 'end', rev: 1 });
    stop();

    expect(done).toEqual(['same', 'written', 'later', 'same', ...arriving.map(() => 'written')]);
    for (const g of arriving) {
      const row = await loadGame<Game>(g.id);
      expect(row?.doc).toEqual(g);
      expect(row?.rev).toBe(1);
      expect(row?.deletedAt).toBeUndefined();
      const summary = await db.summaries.get(g.id);
      expect(summary?.players).toEqual(g.players.map((p) => p.name.toLocaleLowerCase()));
    }
    expect((await loadGame(gone.id))?.deletedAt).toEqual(expect.any(String));
    expect(await db.summaries.get(gone.id)).toBeUndefined();
    expect((await loadGame(kept.id))?.rev).toBe(1); // the same game is not written again
    expect(await db.summaries.count()).toBe(2 + arriving.length); // kept, busy and the arrived games

    const told = [{ id: gone.id, deleted: true }, ...arriving.map((g) => ({ id: g.id, rev: 1, origin: 'sync' }))];
    expect(here).toEqual(told); // this tab's screens hear of every game
    await tab.done;
    expect(tab.messages).toEqual([told]); // other tabs: one message for the whole part

    // The second copy of each game holds it as stored.
    await mirrorIdle();
    for (const g of arriving) expect(await readMirrored('games', g.id)).toEqual(await loadGame(g.id));
    expect(await readMirrored('games', gone.id)).toEqual(await loadGame(gone.id));
  });
});
