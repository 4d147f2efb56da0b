// Joining a live game against the real server (started as its own process), the joining phone being the app's own
// code over fake-indexeddb and the host's phone a bare replica. Joining dials the server while this phone's own
// copy of the game's log is still being created: what arrives meanwhile must be in that copy once it opens. A copy
// storage refuses fails the join with nothing left half-joined, so that joining again works.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { connectPhone, createGroup, synced, type TestServer } from '../../../server/test/harness.ts';
import { startPageServer } from './test/page.ts';
import { GroupReplica } from '../../sync/group.ts';
import { coreOf } from '../../sync/test/material.ts';
import { applyEdit, type Game } from '../../games/calico/core/index.ts';
import { emptyGame } from '../../test/games.ts';
import { CalicoDb, loadGame, useDatabase } from '../../db/db.ts';
import { useLive } from '../live.ts';

/** This phone's copy of a log starts opening once `gate` lets it. */
const logStorage = vi.hoisted(() => ({ gate: Promise.resolve() }));
vi.mock('../../db/groupLog.ts', async (real) => {
  const m = await real<typeof import('../../db/groupLog.ts')>();
  return {
    ...m,
    openGroupLog: async (id: string, doc: Y.Doc) => {
      await logStorage.gate;
      return m.openGroupLog(id, doc);
    },
  };
});

/** IndexedDB refusing to open the logs' databases, as Chromium does on a full disk, while `refused` holds. */
let refused = false;
const realOpen = indexedDB.open.bind(indexedDB);
indexedDB.open = (name: string, version?: number) => {
  if (!refused || !name.startsWith('tile-tally-group-')) return realOpen(name, version);
  const req = { error: new DOMException('Internal error opening backing store', 'UnknownError') } as IDBOpenDBRequest;
  setTimeout(() => req.onerror?.call(req, new Event('error')));
  return req;
};

const T0 = '2026-11-28T18:00:00.000Z';
const green = { color: 'green', pattern: 'dots' } as const;
let server: TestServer;
const hosts: { provider: { destroy(): void } }[] = [];

/** A live game on the server, as the host's phone put it there: a game with one tile on Ana's board. */
async function hostedGame(id: string): Promise<string> {
  const log = await createGroup(server.url);
  const { doc, provider } = connectPhone(server.url, log.id, log.secret);
  hosts.push({ provider });
  await synced(provider);
  const played = applyEdit(emptyGame(id), { kind: 'cell', player: 0, cell: '1,1', tile: green }, T0);
  if (!played.ok) throw new Error('test game');
  new GroupReplica(doc, 'host-phone.1', coreOf, 'Ana').offer({ ...played.game, createdAt: T0 }, T0);
  return `${log.id}.${log.secret}/${id}`;
}

/** Polls storage until the game is there (the link stores what arrives through storage's front door). */
async function storedGame(id: string): Promise<Game> {
  for (;;) {
    const row = await loadGame<Game>(id);
    if (row) return row.doc;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  server = await startPageServer();
  useDatabase(new CalicoDb('live-join-test'));
}, 120_000);

afterAll(async () => {
  for (const id of Object.keys(useLive.getState().sessions)) await useLive.getState().leave(id);
  for (const h of hosts) h.provider.destroy();
  await server?.stop();
});

describe('live table: joining', () => {
  it("the game arrives while this phone's copy of the log is still being created, and that copy keeps it", async () => {
    const invite = await hostedGame('live-1');
    let open!: () => void;
    logStorage.gate = new Promise((r) => (open = r));
    const joining = useLive.getState().join(invite, '');
    // Stored on this phone before its copy of the log has opened: the server was dialled first.
    expect((await storedGame('live-1')).players[0]!.cells['1,1']).toEqual(green);
    open();
    expect(await joining).toEqual({ ok: true, game: 'live-1' });
    // The copy holds what came before it opened: read by another reader of the same storage.
    const copy = new Y.Doc();
    const read = new IndexeddbPersistence(`tile-tally-group-${invite.split('.')[0]}`, copy);
    await read.whenSynced;
    const kept = new GroupReplica(copy, 'reader.1', coreOf).game('live-1')?.doc as Game | undefined;
    expect(kept?.players[0]!.cells['1,1']).toEqual(green);
    await read.destroy();
  });

  it('storage refusing the copy of the log fails the join, with nothing left joined; joining again works', async () => {
    const invite = await hostedGame('live-2');
    refused = true;
    await expect(useLive.getState().join(invite, '')).rejects.toThrow('Internal error opening backing store');
    expect(useLive.getState().sessions['live-2']).toBeUndefined();
    refused = false;
    expect(await useLive.getState().join(invite, '')).toEqual({ ok: true, game: 'live-2' });
    expect(useLive.getState().sessions['live-2']).toBeDefined();
    expect((await storedGame('live-2')).players[0]!.cells['1,1']).toEqual(green);
  });
});
