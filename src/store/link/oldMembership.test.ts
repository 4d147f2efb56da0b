// A phone that joined its group before member keys holds the group's one shared secret (membership version 1). Its
// link, against the real server, exchanges that secret once for a credential of the phone's own and goes on
// syncing; the stored membership becomes version 2; the group's other phones notice nothing.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { connectPhone, createGroup, groupApi, synced, type TestServer } from '../../../server/test/harness.ts';
import { startPageServer } from './test/page.ts';
import { GroupReplica } from '../../sync/group.ts';
import { coreOf } from '../../sync/test/material.ts';
import { emptyGame } from '../../test/games.ts';
import { CalicoDb, loadGame, setSetting, useDatabase } from '../../db/db.ts';
import { readMembership } from '../../db/groupMembership.ts';
import type { GroupView } from '../groupView.ts';
import { connect, leaveGroup } from './group.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startPageServer();
  useDatabase(new CalicoDb('old-membership-test'));
}, 120_000);
afterAll(async () => {
  await leaveGroup();
  await server?.stop();
});

it('an old shared secret is exchanged once for this phone’s own credential, and syncing goes on', async () => {
  // A group as the server made them before (one shared key), and the membership as the phone kept it then.
  const g = await createGroup(server.url);
  const old = {
    server: server.url.replace(/\/$/, ''),
    id: g.id,
    secret: g.secret,
    me: 'Ana',
    phone: 'anaoldphone',
    joinedAt: '2026-11-20T10:00:00.000Z',
    onlyHere: [],
  };
  await setSetting('group', old);
  const m = await readMembership();
  expect(m).toMatchObject({ v: 2, id: g.id, me: 'Ana', credential: null, shared: g.secret });

  // Ben's phone, of the old app, still uses the shared secret at the socket.
  const ben = connectPhone(server.url, g.id, g.secret, new Y.Doc());
  const benReplica = new GroupReplica(ben.doc, 'benphone.1', coreOf, 'Ben');
  await synced(ben.provider);

  let view: Partial<GroupView> = {};
  connect(m!, (p) => (view = { ...view, ...p }));
  await expect.poll(() => view.status, { timeout: 60_000 }).toBe('synced');
  const now = await readMembership();
  expect(now?.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(now?.credential).not.toBe(g.secret);
  expect(now).not.toHaveProperty('shared');
  expect(now?.phone).toBe('anaoldphone'); // the same phone: its records keep their maker
  // The server lists Ana as a member now, by the credential the phone holds.
  const members = await groupApi(server.url, g.id, 'members', now!.credential!);
  expect(members.status).toBe(200);
  expect(members.json.members).toEqual([{ name: 'Ana', phones: 1, you: true }]);

  // And syncing goes on both ways with Ben's old-style phone.
  benReplica.offer({ ...emptyGame('fromben'), createdAt: '2026-11-29T10:00:00.000Z' }, '2026-11-29T10:00:01.000Z');
  await expect.poll(async () => !!(await loadGame('fromben')), { timeout: 60_000 }).toBe(true);
  ben.provider.destroy();
});
