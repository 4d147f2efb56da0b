// @vitest-environment jsdom
// Issue 30: leaving a game in the start-up window never removes it as blank while its first entry is only in the
// stash or the journal (the page reloaded before the entry's write committed). Start-up recovery applies that
// entry after the first paint; the leave must not decide "blank" before it has.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameDoc } from './games/types.ts';
import { emptyGame } from './test/games.ts';
import { GAME_FORMAT as AZUL_FORMAT, GAME_VERSION as AZUL_VERSION } from './games/azul/core/index.ts';
import { KALIKO_FORMAT, KALIKO_VERSION } from './games/kaliko/core/index.ts';
import { coreOf, loadCoresOf } from './db/cores.ts';
import { CalicoDb, loadGame, saveGame, useDatabase } from './db/db.ts';
import { JOURNAL_STORE, openJournalDb } from './db/journalDb.ts';
import { recoverPending } from './db/pending.ts';
import { startupDone, whileStarting } from './db/startup.ts';
import { leaveGame } from './openGame.ts';

const T0 = '2026-11-27T10:00:00.000Z';
const T1 = '2026-11-27T10:00:05.000Z';

/** Each game blank, and its first entry. */
const GAMES: Record<string, { blank: (id: string) => GameDoc; entry: unknown }> = {
  calico: {
    blank: (id) => emptyGame(id),
    entry: { kind: 'cell', player: 0, cell: '2,2', tile: { color: 'green', pattern: 'dots' } },
  },
  azul: {
    blank: (id) =>
      ({
        format: AZUL_FORMAT,
        version: AZUL_VERSION,
        id,
        createdAt: T0,
        updatedAt: T0,
        side: 'coloured',
        players: [{ name: 'Ana' }, { name: 'Ben' }],
        rounds: [{ players: [0, 1].map(() => ({ tiles: [], floor: 0 })) }],
      }) as unknown as GameDoc,
    entry: { kind: 'tile', round: 0, player: 0, row: 0, col: 0 },
  },
  kaliko: {
    blank: (id) =>
      ({
        format: KALIKO_FORMAT,
        version: KALIKO_VERSION,
        id,
        createdAt: T0,
        updatedAt: T0,
        players: [{ name: 'Ana' }, { name: 'Ben' }],
        start: { tile: 'DB-RRR', rotation: 0 },
        turns: [],
      }) as unknown as GameDoc,
    entry: { kind: 'turn', at: 0, turn: { player: 0, kind: 'pass' } },
  },
};

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`leave-${n++}`));
  localStorage.clear();
});

/** Event-loop turns, not time: enough for a leave that does not wait for start-up to finish its removal (every
 * read and write here is in memory). */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((r) => setImmediate(r));
}

async function journalled(entry: { key: string; id: string; edit: unknown; at: string }): Promise<void> {
  const jdb = (await openJournalDb())!;
  await new Promise<void>((resolve) => {
    const tx = jdb.transaction(JOURNAL_STORE, 'readwrite');
    tx.objectStore(JOURNAL_STORE).put(entry);
    tx.oncomplete = () => (jdb.close(), resolve());
  });
}

describe('leaving a game during start-up, its first entry only in the stash or the journal', () => {
  for (const [kind, { blank, entry }] of Object.entries(GAMES)) {
    for (const where of ['stash', 'journal'] as const) {
      it(`${kind}, entry in the ${where}: the game and its entry are kept`, async () => {
        const id = `${kind}-${where}-${n}`;
        const game = blank(id);
        await loadCoresOf([game]);
        expect(coreOf(game).isBlank(game)).toBe(true);
        expect(coreOf(game).applyEdit(game, entry, T1).ok).toBe(true); // the entry is one the game takes
        await saveGame(game, null); // the blank first version committed before the reload
        // What the page that reloaded left behind: the entry, never written to the stored game.
        if (where === 'stash')
          localStorage.setItem(
            `calico-pending:${id}:gone-tab`,
            JSON.stringify({ id, seed: null, edits: [{ edit: entry, at: T1 }] }),
          );
        else await journalled({ key: `gone-tab:${id}:${T1}`, id, edit: entry, at: T1 });

        // The new page: start-up (recovery of stashed and journalled edits) has not run yet when the player leaves.
        let begin!: () => void;
        whileStarting(new Promise<void>((r) => (begin = r)).then(() => recoverPending()));
        window.location.hash = '#/history';
        const left = leaveGame(id);
        await Promise.race([left, turns(300)]); // the leave goes as far as it can before start-up runs
        begin();
        await left;
        await startupDone();

        const row = await loadGame(id);
        expect(row, 'the game is still stored').toBeDefined();
        expect(coreOf(row!.doc).isBlank(row!.doc), 'its entry is stored').toBe(false);
        expect(row!.doc.updatedAt).toBe(T1);
      });
    }
  }

  it('a game with nothing anywhere is still removed once start-up is over', async () => {
    const game = emptyGame('nothing');
    await saveGame(game, null);
    let begin!: () => void;
    whileStarting(new Promise<void>((r) => (begin = r)).then(() => recoverPending()));
    window.location.hash = '#/history';
    const left = leaveGame('nothing');
    begin();
    await left;
    expect(await loadGame('nothing')).toBeUndefined();
  });
});
