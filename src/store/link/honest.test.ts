// The status never says "up to date" over a change of this phone the group's log could not take (issue 44): the
// app's own link over fake-indexeddb against the real server (its own process), and another phone as a bare
// replica. Ana's phone undoes a tile that Ben's phone has changed meanwhile: the group's copy refuses the undo, and
// her phone says so in that game and in its status, until she has read it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { WebsocketProvider } from 'y-websocket';
import { join } from 'node:path';
import {
  connectPhone,
  createGroup,
  joinWith,
  startTestServer,
  synced,
  until,
  type TestServer,
} from '../../../server/test/harness.ts';
import { startPageServer, pageOn } from './test/page.ts';
import { UpdateFile } from '../../../server/store.ts';
import { GroupReplica } from '../../sync/group.ts';
import { coreOf, newGame } from '../../sync/test/material.ts';
import { applyEdit, type Game } from '../../games/calico/core/index.ts';
import { emptyGame } from '../../test/games.ts';
import { CalicoDb, loadGame, saveGame, useDatabase } from '../../db/db.ts';
import { editKey, keep } from '../../db/save.ts';
import { useGroup } from '../group.ts';
import type { SetGroup } from '../groupView.ts';
import { connect, offerToGroup } from './group.ts';

const T0 = '2026-11-28T18:00:00.000Z';
const at = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString();
const green = { color: 'green', pattern: 'dots' } as const;
const pink = { color: 'pink', pattern: 'ferns' } as const;

let server: TestServer;
let older: TestServer | undefined;
let ben: { doc: Y.Doc; provider: WebsocketProvider; replica: GroupReplica } | undefined;

beforeAll(async () => {
  server = await startPageServer();
  useDatabase(new CalicoDb('group-honest-test'));
  const one = applyEdit(emptyGame('c1'), { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1));
  if (!one.ok) throw new Error('test game');
  await saveGame({ ...one.game, createdAt: T0 }, null);
}, 120_000);

// Each test starts out of any group, its page on the first server, whichever test ran before it.
beforeEach(async () => {
  await useGroup.getState().leave();
  pageOn(server);
});

afterAll(async () => {
  ben?.provider.destroy();
  await useGroup.getState().leave();
  await server?.stop();
  await older?.stop();
});

/** The app as a reload starts it: every module loaded anew, over the storage this page left. It links to the group
 * its stored membership names, as the app's start does. */
async function reload() {
  vi.resetModules();
  await (await import('../../test/start.ts')).startApp(); // what main.tsx does at start: the cores, the language
  const fresh = {
    db: await import('../../db/db.ts'),
    membership: await import('../../db/groupMembership.ts'),
    link: await import('./group.ts'),
    group: await import('../group.ts'),
  };
  fresh.db.useDatabase(new fresh.db.CalicoDb('group-honest-test'));
  const m = (await fresh.membership.readMembership())!;
  fresh.link.connect(m, fresh.group.useGroup.setState as SetGroup);
  return {
    id: m.id,
    useGroup: fresh.group.useGroup,
    readNotSent: fresh.membership.readNotSent,
    leave: () => fresh.link.leaveGroup(),
  };
}

describe('group: an honest status', () => {
  it('a change the group’s copy refuses is said in its game and in the status, never dropped in silence', async () => {
    expect(await useGroup.getState().create('Ana')).toEqual({ ok: true });
    const [id, invite] = (await useGroup.getState().inviteLink())!.split('#/group/')[1]!.split('.') as [string, string];
    const credential = await joinWith(server.url, id, invite, 'Ben', 'ben-phone');
    const { doc, provider } = connectPhone(server.url, id, credential);
    ben = { doc, provider, replica: new GroupReplica(doc, 'ben-phone.1', coreOf, 'Ben') };
    await synced(provider);
    await until(doc, () => !!ben!.replica.game('c1')?.doc);
    // Ben's phone puts another tile on 1,1; Ana's phone has it.
    expect(ben.replica.edit('c1', { kind: 'cell', player: 0, cell: '1,1', tile: pink }, at(10)).ok).toBe(true);
    for (;;) {
      const row = await loadGame<Game>('c1');
      if (row?.doc.players[0]!.cells['1,1']?.color === 'pink') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(useGroup.getState().status).toBe('synced');
    expect(useGroup.getState().blocked).toBe(0);
    // A tap of Ana's screen, drawn before Ben's tile came: undo her green tile, only while it is still there.
    const when = at(11);
    // A phone set to British English writes times its way (19:27), not as the app's language alone would (07:27 PM).
    const navigatorBefore = globalThis.navigator;
    vi.stubGlobal('navigator', { language: 'en-GB', languages: ['en-GB', 'en'] });
    keep('c1', [
      { edit: { kind: 'cell', player: 0, cell: '1,1', tile: null, ifTile: green }, at: when, key: editKey('c1', when) },
    ]);
    expect(useGroup.getState().blocked).toBe(1);
    const notes = useGroup.getState().lost.filter((n) => n.gameId === 'c1');
    expect(notes).toEqual([
      {
        gameId: 'c1',
        words: {
          id: 'shell.group.notSent',
          values: {
            when: expect.stringMatching(/^\d\d:\d\d$/),
            why: expect.objectContaining({ id: 'core.calico.edit.changedElsewhere' }),
          },
        },
      },
    ]);
    // Nothing of it went to the group.
    expect(ben.replica.records('c1').filter((r) => r.at === when)).toEqual([]);

    // The app opened again (its modules loaded anew over the same storage): the change is still not sent, and the
    // status still says so once the link is up to date.
    const reloaded = await reload();
    // Up to date, and the group's games told again (who entered each: told with what was not sent).
    const told = () => reloaded.useGroup.getState().status === 'synced' && !!reloaded.useGroup.getState().enteredBy.c1;
    while (!told()) await new Promise((r) => setTimeout(r, 20));
    expect(reloaded.useGroup.getState().blocked).toBe(1);
    expect(reloaded.useGroup.getState().lost).toEqual(notes);
    vi.stubGlobal('navigator', navigatorBefore); // the page's WebSocket and origin stay stubbed
    // Read after the reload: forgotten there and in storage, so the next start says nothing of it either.
    reloaded.useGroup.getState().dismissLost('c1');
    while (reloaded.useGroup.getState().blocked) await new Promise((r) => setTimeout(r, 20));
    expect(reloaded.useGroup.getState().lost).toEqual([]);
    while ((await reloaded.readNotSent(reloaded.id)).length) await new Promise((r) => setTimeout(r, 20));
    // Left in the reloaded page: the page before it is out of the group too.
    await reloaded.leave();
    while (useGroup.getState().status !== 'off') await new Promise((r) => setTimeout(r, 20));
  });

  it('a record a server stored before the rule names nobody among the members', async () => {
    await useGroup.getState().leave();
    older = await startTestServer();
    const g = await createGroup(older.url);
    const cy = connectPhone(older.url, g.id, g.secret);
    const cyLog = new GroupReplica(cy.doc, 'cy-phone.1', coreOf, 'Cy');
    cyLog.offer(newGame('calico', 'c2'), at(20));
    await synced(cy.provider);
    cy.provider.destroy();
    await older.stop();
    // As a server from before the rule kept it: an edit for player 8 of a two-player game, signed "Mallory".
    const file = new UpdateFile(join(older.data, 'groups', g.id, 'updates.bin'));
    const state = new Y.Doc();
    for (const u of file.updates) Y.applyUpdate(state, u);
    const before = Y.encodeStateVector(state);
    state.getArray('log').push([
      JSON.stringify({
        t: 'edit',
        g: 'c2',
        by: 'mallory',
        n: 1,
        l: 2,
        at: at(21),
        who: 'Mallory',
        e: { kind: 'cell', player: 7, cell: '1,1', tile: green },
      }),
    ]);
    file.append(Y.encodeStateAsUpdate(state, before));
    file.close();
    older = await startTestServer(older.data);
    pageOn(older);
    expect(await useGroup.getState().join(`${g.id}.${g.secret}`, 'Ana')).toEqual({ ok: true });
    while (!useGroup.getState().members.includes('Cy')) await new Promise((r) => setTimeout(r, 20));
    expect(useGroup.getState().members).toEqual(['Ana', 'Cy']); // Ana's own games went to the group as she joined
  });

  it('a game handed to the group as the app starts waits for the group’s log: nothing throws', async () => {
    await useGroup.getState().leave();
    const g = await createGroup(server.url);
    pageOn(server);
    const thrown: unknown[] = [];
    const heard = (e: unknown) => thrown.push(e);
    process.on('unhandledRejection', heard);
    try {
      // A live game finished as the app opens: the hand-off comes before the group's log on the phone is read.
      // A membership from before member keys: the group's one shared secret, exchanged as the link starts.
      const m = {
        v: 2 as const,
        server: server.url.replace(/\/$/, ''),
        id: g.id,
        credential: null,
        shared: g.secret,
        me: 'Ana',
        phone: 'ana-phone-3',
        joinedAt: at(30),
        invite: null,
        members: null,
      };
      connect({ ...m, onlyHere: [] }, useGroup.setState as SetGroup);
      expect(offerToGroup('c1', true)).toBe(true);
      const watcher = connectPhone(server.url, g.id, g.secret);
      const log = new GroupReplica(watcher.doc, 'watcher', coreOf);
      await until(watcher.doc, () => log.records('c1').some((r) => r.t === 'doc'));
      // Whatever the start and the hand-off each sent, the group has the game as stored here, once.
      const stored = (await loadGame<Game>('c1'))!.doc;
      expect(log.game('c1')!.doc).toEqual(stored);
      expect(log.game('c1')!.lost).toEqual([]);
      watcher.provider.destroy();
    } finally {
      process.off('unhandledRejection', heard);
    }
    expect(thrown).toEqual([]);
  });
});
