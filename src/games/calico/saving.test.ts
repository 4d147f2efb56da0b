// @vitest-environment jsdom
// Saving edits, not states: another tab's save in between is kept, the same cell edited twice is "last write
// wins" with a notice naming it, a deleted game is not brought back, and edits that failed for lack of space are
// kept on screen and written, in order, once there is space again.
import type { Game } from './core/index.ts';
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEdit, editedAfterFinish, indexOf, type Edit } from './core/index.ts';
import { CalicoDb, db, loadGame, updateGame, useDatabase } from '../../db/db.ts';
import { deleteGame, discardIfUntouched } from '../../db/games.ts';
import { emptyGame, exampleGame } from '../../test/games.ts';
import { flushSaves, useGameStore } from './store.ts';

let n = 0;
const start = async (game = emptyGame(`saving-${n}`)) => {
  useDatabase(new CalicoDb(`saving-${n++}`));
  useGameStore.getState().open(game, null);
  await flushSaves();
  return game.id;
};
const tap = (player: number, col: number, row: number, color: string, pattern: string) => {
  const st = useGameStore.getState();
  st.setActivePlayer(player);
  st.select(indexOf(col, row));
  st.place({ color, pattern } as never);
};
/** Another tab's save: an edit applied to the stored game, as that tab's saver would. */
const otherTab = (id: string, edit: Edit) =>
  updateGame<Game>(id, (doc) => applyEdit(doc, edit, new Date().toISOString()).game);
const cellsOf = (player: number) => useGameStore.getState().game!.players[player]!.cells;

afterEach(() => vi.restoreAllMocks());

describe('saving edits', () => {
  it('edits to different cells from two tabs both survive, on screen and stored', async () => {
    const id = await start();
    await otherTab(id, { kind: 'cell', player: 1, cell: '4,4', tile: { color: 'navy', pattern: 'vines' } });
    tap(0, 2, 2, 'green', 'dots');
    await flushSaves();
    const stored = (await loadGame<Game>(id))!.doc;
    expect(stored.players[0]!.cells).toEqual({ '2,2': { color: 'green', pattern: 'dots' } });
    expect(stored.players[1]!.cells).toEqual({ '4,4': { color: 'navy', pattern: 'vines' } });
    expect(useGameStore.getState().game).toEqual(stored);
    expect(useGameStore.getState().notice?.()).toBe('Updated from another tab: Ben 4,4.');
  });

  it('the same cell edited in both tabs: the later write wins and this tab is told which cell changed', async () => {
    const id = await start();
    tap(0, 2, 2, 'green', 'dots');
    await flushSaves();
    await otherTab(id, { kind: 'cell', player: 0, cell: '2,2', tile: { color: 'pink', pattern: 'ferns' } });
    await useGameStore.getState().refresh(); // what the other tab's broadcast triggers
    expect(cellsOf(0)['2,2']).toEqual({ color: 'pink', pattern: 'ferns' });
    expect(useGameStore.getState().notice?.()).toBe('Updated from another tab: Ana 2,2.');
    expect(useGameStore.getState().selected).toBe(indexOf(4, 2)); // the selection did not move
  });

  it('a burst of taps is written in order: the stored game equals the screen, never an older state', async () => {
    const id = await start();
    tap(0, 2, 2, 'green', 'dots');
    tap(0, 2, 2, 'pink', 'dots');
    tap(0, 2, 2, 'yellow', 'stripes');
    useGameStore.getState().clear(indexOf(2, 2));
    tap(0, 2, 2, 'navy', 'ferns');
    await flushSaves();
    expect((await loadGame<Game>(id))!.doc).toEqual(useGameStore.getState().game);
    expect(cellsOf(0)['2,2']).toEqual({ color: 'navy', pattern: 'ferns' });
    expect((await loadGame<Game>(id))!.rev).toBe(6);
  });

  it('a game deleted in another tab is not brought back by an edit here; the edit is kept and saved if it is restored', async () => {
    const id = await start();
    tap(0, 2, 2, 'green', 'dots');
    await flushSaves();
    await deleteGame(id);
    tap(0, 4, 2, 'pink', 'dots');
    await flushSaves();
    expect(useGameStore.getState().deleted).toBe(true);
    const row = (await loadGame<Game>(id))!;
    expect(row.deletedAt).toBeDefined();
    expect(row.doc.players[0]!.cells['4,2']).toBeUndefined();
    expect(cellsOf(0)['4,2']).toEqual({ color: 'pink', pattern: 'dots' }); // kept on screen
    await useGameStore.getState().restore();
    await flushSaves();
    const back = (await loadGame<Game>(id))!;
    expect(back.deletedAt).toBeUndefined();
    expect(back.doc.players[0]!.cells['4,2']).toEqual({ color: 'pink', pattern: 'dots' }); // and saved once restored
    expect(useGameStore.getState().deleted).toBe(false);
  });

  it('a blank game removed in another tab while open here comes back with every tap made here, none refused', async () => {
    const id = await start();
    const seenDeleted: boolean[] = [];
    const stop = useGameStore.subscribe((st) => seenDeleted.push(st.deleted));
    expect(await discardIfUntouched(id)).toBe(true); // the other tab left it with nothing entered
    tap(0, 2, 2, 'green', 'dots'); // its write finds no game
    await Promise.resolve();
    tap(0, 4, 2, 'pink', 'dots'); // made while this tab is still finding out what happened
    await vi.waitFor(async () =>
      expect((await loadGame<Game>(id))?.doc.players[0]!.cells).toEqual({
        '2,2': { color: 'green', pattern: 'dots' },
        '4,2': { color: 'pink', pattern: 'dots' },
      }),
    );
    await flushSaves();
    stop();
    expect(seenDeleted).not.toContain(true); // never shown as deleted, so no tap was refused
    expect(useGameStore.getState().notice?.() ?? '').not.toMatch(/deleted/i);
    expect(cellsOf(0)).toEqual((await loadGame<Game>(id))!.doc.players[0]!.cells);
  });

  it('out of space: edits stay on screen with a clear message and are written in order once there is space', async () => {
    const id = await start();
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const put = vi.spyOn(db.games, 'put').mockRejectedValue(quota);
    tap(0, 2, 2, 'green', 'dots');
    tap(0, 2, 2, 'pink', 'dots'); // the same cell again: the newer one must win
    tap(0, 4, 2, 'yellow', 'ferns');
    await flushSaves();
    expect(useGameStore.getState().saveError).toMatch(/out of space: your last change is kept on this screen/);
    expect(cellsOf(0)).toEqual({
      '2,2': { color: 'pink', pattern: 'dots' },
      '4,2': { color: 'yellow', pattern: 'ferns' },
    });
    expect((await loadGame<Game>(id))!.doc.players[0]!.cells).toEqual({});
    put.mockRestore();
    await useGameStore.getState().retrySave();
    const stored = (await loadGame<Game>(id))!.doc;
    expect(stored.players[0]!.cells).toEqual({
      '2,2': { color: 'pink', pattern: 'dots' },
      '4,2': { color: 'yellow', pattern: 'ferns' },
    });
    expect(useGameStore.getState().saveError).toBeNull();
    expect(useGameStore.getState().game).toEqual(stored);
  });

  it('editing a finished game keeps it finished and marks it edited; undo takes the edit back', async () => {
    const g = { ...exampleGame(), id: `fin-${n}` };
    await start(g);
    useGameStore.getState().finish();
    expect(editedAfterFinish(useGameStore.getState().game!)).toBe(false);
    useGameStore.getState().clear(indexOf(1, 1));
    await flushSaves();
    const stored = (await loadGame<Game>(g.id))!.doc;
    expect(stored.finishedAt).toBeDefined();
    expect(editedAfterFinish(stored)).toBe(true);
    useGameStore.getState().undo();
    await flushSaves();
    expect((await loadGame<Game>(g.id))!.doc.players[0]!.cells['1,1']).toEqual(g.players[0]!.cells['1,1']);
  });

  it('undo never erases what another tab put on the cell since: it is refused and says why', async () => {
    const id = await start();
    tap(0, 1, 1, 'green', 'dots');
    await flushSaves();
    await otherTab(id, { kind: 'cell', player: 0, cell: '1,1', tile: { color: 'pink', pattern: 'ferns' } });
    useGameStore.getState().undo();
    await flushSaves();
    expect((await loadGame<Game>(id))!.doc.players[0]!.cells['1,1']).toEqual({ color: 'pink', pattern: 'ferns' });
    expect(cellsOf(0)['1,1']).toEqual({ color: 'pink', pattern: 'ferns' });
    expect(useGameStore.getState().notice?.()).toMatch(/Ana's cell 1,1 was changed elsewhere since/);
  });
});
