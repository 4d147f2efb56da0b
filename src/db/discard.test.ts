// Games left with nothing entered are removed; anything with an entry (or finished) never is.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../games/calico/core/index.ts';
import { emptyGame, exampleGame } from '../test/games.ts';
import { CalicoDb, loadGame, saveGame, useDatabase } from './db.ts';
import { discardIfUntouched, discardStaleUntouched, listGames } from './games.ts';

let n = 0;
const fresh = () => useDatabase(new CalicoDb(`discard-test-${n++}`));
const T0 = '2026-11-20T10:00:00.000Z';
const blank = (id: string) => ({ ...emptyGame(id), createdAt: T0, updatedAt: T0 });

describe('discarding games with nothing entered', () => {
  it('removes a game no edit was ever applied to, from games and history', async () => {
    fresh();
    await saveGame(blank('empty'), null);
    expect(await discardIfUntouched('empty')).toBe(true);
    expect(await loadGame('empty')).toBeUndefined();
    expect((await listGames()).map((r) => r.id)).toEqual([]);
  });

  it('keeps a game with one cell entered, and a finished one', async () => {
    fresh();
    const r = applyEdit(
      blank('one'),
      { kind: 'cell', player: 0, cell: '2,2', tile: { color: 'green', pattern: 'dots' } },
      '2026-11-20T10:01:00.000Z',
    );
    expect(r.ok).toBe(true);
    await saveGame(r.game, null);
    await saveGame({ ...blank('done'), finishedAt: '2026-11-20T10:02:00.000Z' }, null);
    expect(await discardIfUntouched('one')).toBe(false);
    expect(await discardIfUntouched('done')).toBe(false);
    expect((await listGames()).map((r) => r.id).sort()).toEqual(['done', 'one']);
  });

  it('keeps a hand-made file with equal dates whose boards are filled', async () => {
    fresh();
    const full = exampleGame();
    await saveGame({ ...full, id: 'hand', createdAt: T0, updatedAt: T0 }, null);
    expect(await discardIfUntouched('hand')).toBe(false);
    expect(await loadGame('hand')).toBeDefined();
  });

  it('at start-up removes only empty games older than a day', async () => {
    fresh();
    const now = Date.parse(T0);
    await saveGame(blank('old'), null);
    const recent = new Date(now + 23 * 3600e3).toISOString();
    await saveGame({ ...blank('recent'), createdAt: recent, updatedAt: recent }, null);
    expect(await discardStaleUntouched(now + 25 * 3600e3)).toBe(1);
    expect((await listGames()).map((r) => r.id)).toEqual(['recent']);
  });
});
