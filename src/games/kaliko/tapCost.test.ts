// @vitest-environment jsdom
// A Kaliko turn costs one replay of the record: the edit's own, which checks the turn; the screen and the saved
// summary read the state it left, and the door writes the game the screen has when the stored game is the one the
// screen had.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { randomGame } from './core/test/random.ts';

// Every replay of a game's record, alone or to add a turn (the modules loaded afresh with them counted: the test
// set-up loaded them before).
const replay = vi.fn<(typeof import('./core/turns.ts'))['replay']>();
const addTurn = vi.fn<(typeof import('./core/turns.ts'))['addTurn']>();
let app: {
  core: typeof import('./core/gameCore.ts');
  db: typeof import('../../db/db.ts');
  store: typeof import('./store.ts');
};
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./core/turns.ts', async (original) => {
    const m = await original<typeof import('./core/turns.ts')>();
    replay.mockImplementation(m.replay);
    addTurn.mockImplementation(m.addTurn);
    return { ...m, replay, addTurn };
  });
  const { provideCores } = await import('../../db/cores.ts');
  provideCores((await import('../cores.ts')).CORES);
  const { i18n } = await import('../../i18n/app.ts');
  const { loadMessages } = await import('../../i18n/catalogues.ts');
  i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
  app = {
    core: await import('./core/gameCore.ts'),
    db: await import('../../db/db.ts'),
    store: await import('./store.ts'),
  };
});

afterEach(() => vi.restoreAllMocks());

it('a pass applies its edit once and replays the record once, and what is stored is what the screen shows', async () => {
  app.db.useDatabase(new app.db.CalicoDb('kaliko-tap-cost'));
  const game = randomGame(5, 2, 4);
  app.store.useKaliko.getState().open(game, null);
  await app.store.flushSaves();
  const apply = vi.spyOn(app.core.kalikoCore, 'applyEdit');
  replay.mockClear();
  addTurn.mockClear();
  expect(app.store.useKaliko.getState().pass()).toBe(true);
  await app.store.flushSaves();
  expect(apply).toHaveBeenCalledTimes(1);
  expect(addTurn.mock.calls.length + replay.mock.calls.length).toBe(1);
  const row = (await app.db.loadGame(game.id))!;
  expect(row.doc).toEqual(app.store.useKaliko.getState().game);
  expect((row.doc as typeof game).turns).toHaveLength(5);
});
