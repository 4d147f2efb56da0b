// @vitest-environment jsdom
// A tap costs one apply of its edit and one scoring of the game, the screen's and the saved summary's together:
// the door writes the game the screen already has when the stored game is the one the screen had. When another tab
// wrote meanwhile, the edit is applied again to the stored game (its edits stay).
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Game } from './core/index.ts';
import { emptyGame } from '../../test/games.ts';

// Every real scoring of a game, wherever it is asked for: the modules are loaded afresh with the scoring counted
// (the test set-up loaded them before any mock).
const scoreGame = vi.fn<(typeof import('./core/score.ts'))['scoreGame']>();
let app: {
  core: typeof import('./core/gameCore.ts');
  db: typeof import('../../db/db.ts');
  store: typeof import('./store.ts');
  indexOf: (typeof import('./core/index.ts'))['indexOf'];
};
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./core/score.ts', async (original) => {
    const m = await original<typeof import('./core/score.ts')>();
    scoreGame.mockImplementation(m.scoreGame);
    return { ...m, scoreGame };
  });
  const { provideCores, registerCore } = await import('../../db/cores.ts');
  const core = await import('./core/gameCore.ts');
  provideCores((await import('../cores.ts')).CORES);
  registerCore(core.calicoCore);
  const { i18n } = await import('../../i18n/app.ts');
  const { loadMessages } = await import('../../i18n/catalogues.ts');
  i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
  app = {
    core,
    db: await import('../../db/db.ts'),
    store: await import('./store.ts'),
    indexOf: (await import('./core/index.ts')).indexOf,
  };
});

let n = 0;
const start = async () => {
  const game = emptyGame(`tap-cost-${n}`);
  app.db.useDatabase(new app.db.CalicoDb(`tap-cost-${n++}`));
  app.store.useGameStore.getState().open(game, null);
  await app.store.flushSaves();
  return game.id;
};
const tap = (cell: [number, number], color: string, pattern: string) => {
  const st = app.store.useGameStore.getState();
  st.setActivePlayer(0);
  st.select(app.indexOf(...cell));
  st.place({ color, pattern } as never);
};

afterEach(() => vi.restoreAllMocks());

it('a tap applies its edit once and scores the game once, and what is stored is what the screen shows', async () => {
  const id = await start();
  tap([2, 2], 'green', 'dots');
  await app.store.flushSaves();
  const apply = vi.spyOn(app.core.calicoCore, 'applyEdit');
  scoreGame.mockClear();
  tap([3, 2], 'pink', 'ferns');
  await app.store.flushSaves();
  expect(apply).toHaveBeenCalledTimes(1);
  expect(scoreGame).toHaveBeenCalledTimes(1);
  const row = (await app.db.loadGame<Game>(id))!;
  expect(row.doc.players[0]!.cells).toEqual({
    '2,2': { color: 'green', pattern: 'dots' },
    '3,2': { color: 'pink', pattern: 'ferns' },
  });
  expect(row.doc).toEqual(app.store.useGameStore.getState().game);
  expect((await app.db.db.summaries.get(id))!.summary.players[0]!.total).toBe(
    app.store.useGameStore.getState().score!.players[0]!.total,
  );
});

it('another tab wrote meanwhile: the edit is applied again to the stored game, whose edits stay', async () => {
  const id = await start();
  // another tab's tile in Ben's 4,4, written straight to the stored game
  await app.db.updateGame<Game>(id, (doc) => ({
    ...doc,
    updatedAt: new Date(Date.parse(doc.updatedAt) + 1).toISOString(),
    players: doc.players.map((p, i) => (i ? { ...p, cells: { '4,4': { color: 'navy', pattern: 'vines' } } } : p)),
  }));
  const apply = vi.spyOn(app.core.calicoCore, 'applyEdit');
  tap([2, 2], 'green', 'dots');
  await app.store.flushSaves();
  expect(apply).toHaveBeenCalledTimes(2); // the screen's, then the stored game's
  const stored = (await app.db.loadGame<Game>(id))!.doc;
  expect(stored.players[0]!.cells).toEqual({ '2,2': { color: 'green', pattern: 'dots' } });
  expect(stored.players[1]!.cells).toEqual({ '4,4': { color: 'navy', pattern: 'vines' } });
});
