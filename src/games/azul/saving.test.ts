// @vitest-environment jsdom
// Azul's store on the generic saver: each tap is saved as an edit applied to the newest stored game, so another
// tab's entries in between are kept and named in a notice; a refused edit is named too; a deleted game is not
// brought back; the summary history reads is written with the game.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { CalicoDb, db, loadGame, updateGame, useDatabase } from '../../db/db.ts';
import { deleteGame, discardIfUntouched } from '../../db/games.ts';
import { applyEdit, GAME_FORMAT, GAME_VERSION, type AzulEdit, type AzulGame } from './core/index.ts';
import { emptyRound } from './core/edits.ts';
import { flushSaves, useAzulStore } from './store.ts';
import { stampAfter } from '../../store/session.ts';

let n = 0;
const start = async () => {
  useDatabase(new CalicoDb(`azul-saving-${n}`));
  const game: AzulGame = {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id: `azul-saving-${n++}`,
    createdAt: '2026-11-22T20:00:00.000Z',
    updatedAt: '2026-11-22T20:00:00.000Z',
    side: 'coloured',
    players: [{ name: 'Ana' }, { name: 'Ben' }],
    rounds: [emptyRound(2)],
  };
  useAzulStore.getState().open(game, null);
  await flushSaves();
  return game.id;
};
const otherTab = (id: string, edit: AzulEdit) =>
  updateGame<AzulGame>(id, (doc) => applyEdit(doc, edit, new Date().toISOString()).game);

describe('saving Azul edits', () => {
  it('entries from two tabs both survive, and this tab is told what the other changed', async () => {
    const id = await start();
    await otherTab(id, { kind: 'tile', round: 0, player: 1, row: 2, col: 2 });
    useAzulStore.getState().tap(0, 0, 0);
    await flushSaves();
    const stored = (await loadGame<AzulGame>(id))!.doc;
    expect(stored.rounds[0]!.players.map((e) => e.tiles)).toEqual([[{ row: 0, col: 0 }], [{ row: 2, col: 2 }]]);
    expect(useAzulStore.getState().game).toEqual(stored);
    expect(useAzulStore.getState().notice?.()).toBe("Updated from another tab: Ben's tiles in round 1.");
  });

  it('an edit the other tab made impossible is not saved, and the notice says why', async () => {
    const id = await start();
    useAzulStore.getState().tap(0, 0, 0);
    await flushSaves();
    await otherTab(id, { kind: 'addRound', round: 1 });
    useAzulStore.getState().nextRound(); // this tab still shows one round: adds round 2 too
    await flushSaves();
    expect((await loadGame<AzulGame>(id))!.doc.rounds).toHaveLength(2);
    expect(useAzulStore.getState().notice?.()).toBe('Not saved: round 2 was already added (changed in another tab).');
  });

  it('a refused edit is told even when the other tab left the game exactly as this screen shows it', async () => {
    const id = await start();
    useAzulStore.getState().tap(0, 0, 0);
    await flushSaves();
    // The other tab adds round 2 with the very stamp this tab's own "Next round" gets (the same millisecond): the
    // stored game then equals this screen to the byte, and the refusal was said nowhere.
    const now = vi.spyOn(Date, 'now').mockReturnValue(0); // stamps follow the game's own time: the same in both tabs
    const at = stampAfter(useAzulStore.getState().game!);
    await updateGame<AzulGame>(id, (doc) => applyEdit(doc, { kind: 'addRound', round: 1 }, at).game);
    useAzulStore.getState().nextRound();
    await flushSaves();
    now.mockRestore();
    expect((await loadGame<AzulGame>(id))!.doc).toEqual(useAzulStore.getState().game);
    expect(useAzulStore.getState().notice?.()).toBe('Not saved: round 2 was already added (changed in another tab).');
  });

  it('the summary is written with every save (history shows the running totals)', async () => {
    const id = await start();
    useAzulStore.getState().tap(0, 0, 0);
    useAzulStore.getState().tap(0, 0, 1); // same row: the tile moves (2 edits)
    useAzulStore.getState().tap(0, 1, 1); // below: 2 down; row 1's tile alone 1 → 3
    await flushSaves();
    const row = await db.summaries.get(id);
    expect(row!.kind).toBe('azul');
    expect(row!.summary.players.map((p) => p.total)).toEqual([3, 0]);
    expect(row!.summary.complete).toBe(false);
    expect((await loadGame<AzulGame>(id))!.rev).toBe(5); // the new game, then 4 edits
  });

  it('a game deleted in another tab is not brought back by a tap here', async () => {
    const id = await start();
    await deleteGame(id);
    useAzulStore.getState().tap(0, 0, 0);
    await flushSaves();
    expect(useAzulStore.getState().deleted).toBe(true);
    expect((await loadGame<AzulGame>(id))!.deletedAt).toBeDefined();
    expect((await loadGame<AzulGame>(id))!.doc.rounds[0]!.players[0]!.tiles).toEqual([]);
  });
});

describe('a new game another tab removed as blank while it is open here', () => {
  it('is written again with the entry made here (never lost), and is not shown as deleted', async () => {
    const id = await start();
    expect(await discardIfUntouched(id)).toBe(true); // the other tab left it blank
    useAzulStore.getState().tap(0, 0, 0);
    await flushSaves();
    await new Promise((r) => setTimeout(r, 50)); // the write again after the refusal
    await flushSaves();
    const stored = await loadGame<AzulGame>(id);
    expect(stored?.doc.rounds[0]!.players[0]!.tiles).toEqual([{ row: 0, col: 0 }]);
    expect(stored?.deletedAt).toBeUndefined();
    expect(useAzulStore.getState().deleted).toBe(false);
  });
});
