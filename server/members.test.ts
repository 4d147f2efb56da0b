// Member keys against the real server (its own process): an invite is exchanged for a credential of each phone's
// own; removing a member revokes that member's phones and no other; a new invite changes no phone's credential;
// groups written before member keys (one shared secret) keep working and are migrated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import type { WebsocketProvider } from 'y-websocket';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { PROTOCOL } from './server.ts';
import {
  connectPhone,
  createMembersGroup,
  groupApi,
  joinWith,
  rawSocket,
  startTestServer,
  synced,
  until,
  type TestServer,
} from './test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const phone = (url: string, id: string, credential: string, name: string) => {
  const { doc, provider } = connectPhone(url, id, credential);
  const closes: number[] = [];
  provider.on('connection-close', (e: CloseEvent | null) => void (e && closes.push(e.code)));
  return { doc, provider, closes, group: new GroupReplica(doc, name, coreOf) };
};
/** Resolves once the provider has closed with `code` (heard from the start of the phone). */
const closedWith = (p: { provider: WebsocketProvider; closes: number[] }, code: number) =>
  new Promise<void>((resolve) => {
    if (p.closes.includes(code)) return resolve();
    p.provider.on('connection-close', (e: CloseEvent | null) => e?.code === code && resolve());
  });
const names = (json: Record<string, unknown>) =>
  (json.members as { name: string; phones: number; you: boolean }[]).map((m) => `${m.name}×${m.phones}`).sort();

describe('group: member keys', () => {
  it('three phones join; one removed: the other two go on without a new invite, the removed one is told and shut out, and a new invite brings a fourth', async () => {
    const g = await createMembersGroup(server.url);
    expect(Buffer.from(g.invite, 'base64url').length * 8).toBe(256);
    // The invite itself opens no socket: it is only exchanged.
    expect(await rawSocket(server.url, g.id, [PROTOCOL, `key.${g.invite}`])).toMatchObject({
      opened: false,
      status: 401,
    });
    const keys = {
      ana: await joinWith(server.url, g.id, g.invite, 'Ana', 'anaphone'),
      ben: await joinWith(server.url, g.id, g.invite, 'Ben', 'benphone'),
      cy: await joinWith(server.url, g.id, g.invite, 'Cy', 'cyphone'),
    };
    expect(new Set(Object.values(keys)).size).toBe(3); // each phone its own
    // The members are known from joining on, before anyone has written anything.
    const listed = await groupApi(server.url, g.id, 'members', keys.ana);
    expect(listed.status).toBe(200);
    expect(names(listed.json)).toEqual(['Ana×1', 'Ben×1', 'Cy×1']);
    expect(listed.json.invite).toBe(g.inviteId);

    const ana = phone(server.url, g.id, keys.ana, 'ana');
    const ben = phone(server.url, g.id, keys.ben, 'ben');
    const cy = phone(server.url, g.id, keys.cy, 'cy');
    ana.group.offer(newGame('calico', 'c1'), at(0));
    await until(cy.doc, () => cy.group.game('c1')?.doc != null);
    await until(ben.doc, () => ben.group.game('c1')?.doc != null);

    // Ben removes Cy (any member may).
    const removed = await groupApi(server.url, g.id, 'remove', keys.ben, { name: 'Cy' });
    expect(removed.status).toBe(200);
    await closedWith(cy, 4403);
    expect(cy.provider.shouldConnect).toBe(false); // a 44xx close: y-websocket does not try again
    // Cy's phone asks why, and is told it was removed; the others' keys still open the group.
    expect((await groupApi(server.url, g.id, 'check', keys.cy)).status).toBe(410);
    expect((await groupApi(server.url, g.id, 'check', keys.cy)).json.why).toBe('removed');
    expect((await groupApi(server.url, g.id, 'check', keys.ana)).status).toBe(200);
    // Neither its credential nor the old invite lets it back in.
    expect(await rawSocket(server.url, g.id, [PROTOCOL, `key.${keys.cy}`])).toMatchObject({
      opened: false,
      status: 401,
    });
    expect((await groupApi(server.url, g.id, 'join', g.invite, { name: 'Cy', phone: 'cyphone2' })).status).toBe(401);
    expect((await groupApi(server.url, g.id, 'members', keys.cy)).status).toBe(401);
    // Cy keeps what it had.
    expect(cy.group.game('c1')?.doc).not.toBeNull();

    // Ana and Ben go on with the keys they had: a change of Ana's reaches Ben, and Cy gets nothing of it.
    ana.group.offer(newGame('azul', 'z1'), at(1));
    await until(ben.doc, () => ben.group.game('z1')?.doc != null);
    expect(cy.group.game('z1')).toBeNull();
    expect(ana.closes.filter((c) => c !== 1000)).toEqual([]);
    expect(ben.closes.filter((c) => c !== 1000)).toEqual([]);

    // The new invite (given to the member who removed) brings Dee; nobody else is disturbed.
    const invite = removed.json.invite as string;
    expect(invite).not.toBe(g.invite);
    const dee = phone(server.url, g.id, await joinWith(server.url, g.id, invite, 'Dee', 'deephone'), 'dee');
    await until(dee.doc, () => dee.group.game('z1')?.doc != null);
    dee.group.offer(newGame('kaliko', 'k1'), at(2));
    await until(ana.doc, () => ana.group.game('k1')?.doc != null);
    await until(ben.doc, () => ben.group.game('k1')?.doc != null);
    expect(names((await groupApi(server.url, g.id, 'members', keys.ana)).json)).toEqual(['Ana×1', 'Ben×1', 'Dee×1']);
    for (const p of [ana, ben, cy, dee]) p.provider.destroy();
    for (const k of [...Object.values(keys), g.invite, invite]) expect(server.output()).not.toContain(k);
    const meta = readFileSync(join(server.data, 'groups', g.id, 'meta.json'), 'utf8');
    for (const k of [...Object.values(keys), g.invite, invite]) expect(meta).not.toContain(k);
  });

  it('a new invite ends the one before and changes no phone; a member with two phones is removed from both', async () => {
    const g = await createMembersGroup(server.url);
    const ana = await joinWith(server.url, g.id, g.invite, 'Ana', 'a1');
    const cyPhone = await joinWith(server.url, g.id, g.invite, 'Cy', 'c1');
    const cyTablet = await joinWith(server.url, g.id, g.invite, 'cy', 'c2'); // the same member, another phone
    expect(names((await groupApi(server.url, g.id, 'members', ana)).json)).toEqual(['Ana×1', 'Cy×2']);
    const next = await groupApi(server.url, g.id, 'invite', cyPhone);
    expect(next.status).toBe(200);
    expect((await groupApi(server.url, g.id, 'join', g.invite, { name: 'Eve', phone: 'e1' })).status).toBe(401);
    for (const k of [ana, cyPhone, cyTablet]) expect((await groupApi(server.url, g.id, 'check', k)).status).toBe(200);
    expect((await groupApi(server.url, g.id, 'members', ana)).json.invite).toBe(next.json.inviteId);
    // A member cannot remove its own member (leaving is for that), nor a name that is not a member.
    expect((await groupApi(server.url, g.id, 'remove', ana, { name: 'ana' })).status).toBe(400);
    expect((await groupApi(server.url, g.id, 'remove', ana, { name: 'Zed' })).status).toBe(404);
    expect((await groupApi(server.url, g.id, 'remove', ana, { name: 'CY' })).status).toBe(200);
    for (const k of [cyPhone, cyTablet]) expect((await groupApi(server.url, g.id, 'check', k)).status).toBe(410);
    expect((await groupApi(server.url, g.id, 'check', ana)).status).toBe(200);
    // A phone that leaves stops its own key only, and is told it left, not that it was removed.
    const ben = await joinWith(
      server.url,
      g.id,
      (await groupApi(server.url, g.id, 'invite', ana)).json.invite as string,
      'Ben',
      'b1',
    );
    expect((await groupApi(server.url, g.id, 'leave', ben)).status).toBe(200);
    expect((await groupApi(server.url, g.id, 'check', ben)).json.why).toBe('left');
    expect((await groupApi(server.url, g.id, 'check', ana)).status).toBe(200);
  });

  it('bad requests change nothing and say why in words', async () => {
    const g = await createMembersGroup(server.url);
    for (const body of [
      {},
      { name: '', phone: 'p1' },
      { name: 'Ana' },
      { name: 'A'.repeat(61), phone: 'p1' },
      { name: 'Ana', phone: 'NOT OK' },
    ]) {
      const r = await groupApi(server.url, g.id, 'join', g.invite, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error).toMatch(/name/);
    }
    // A body over 4 KiB, and one that is not JSON, are answered in words (not a connection reset).
    const post = (body: string) =>
      fetch(new URL(`api/groups/${g.id}/join`, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${g.invite}` },
        body,
      });
    const big = await post(JSON.stringify({ name: 'Ana', phone: 'p1', pad: 'x'.repeat(10_000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toBe('a JSON body of at most 4 KiB');
    const garbage = await post('{"name": "Ana", "phone": "p1"');
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { error: string }).error).toBe('the body is not JSON');
    // Nothing joined meanwhile: the first member to join is the only one.
    const ana = await joinWith(server.url, g.id, g.invite, 'Ana', 'p1');
    expect(names((await groupApi(server.url, g.id, 'members', ana)).json)).toEqual(['Ana×1']);
    // Another group's key asks nothing of this one.
    const other = await createMembersGroup(server.url);
    const stranger = await joinWith(server.url, other.id, other.invite, 'Zed', 'z1');
    expect((await groupApi(server.url, g.id, 'members', stranger)).status).toBe(401);
    expect((await groupApi(server.url, g.id, 'remove', stranger, { name: 'Ana' })).status).toBe(401);
    expect((await groupApi(server.url, g.id, 'check', ana)).status).toBe(200);
  });
});

describe('group: a data folder from before member keys', () => {
  // Written by the server before member keys (server/test/data-v1/README.md): one group, one shared secret.
  const ID = 'NC63GnvQQEgZ3QPz';
  const SECRET = 'YnEICU73AAA7cr_qskVQB6f9ffn6UyBf3I0CwFKx9q8';

  it('the old secret still opens the group and is exchanged once per phone; a removal then shuts it', async () => {
    const data = mkdtempSync(join(tmpdir(), 'tt-v1-'));
    cpSync('server/test/data-v1/groups', join(data, 'groups'), { recursive: true });
    const old = await startTestServer(data);
    try {
      // A phone of the old app (the secret at the socket) still syncs, and has the game the old server stored.
      const before = connectPhone(old.url, ID, SECRET);
      const replica = new GroupReplica(before.doc, 'old', coreOf);
      await synced(before.provider);
      expect(replica.game('c1')?.doc).not.toBeNull();
      before.provider.destroy();
      // The new app exchanges it for a credential of the phone's own, and its invite is the old secret.
      const joined = await groupApi(old.url, ID, 'join', SECRET, { name: 'Ana', phone: 'anaphone' });
      expect(joined.status).toBe(201);
      expect(joined.json.invite).toBe('shared');
      const ana = joined.json.credential as string;
      await joinWith(old.url, ID, SECRET, 'Ben', 'benphone');
      expect(names((await groupApi(old.url, ID, 'members', ana)).json)).toEqual(['Ana×1', 'Ben×1']);
      // Ben removed: the old secret, which Ben may keep, opens nothing any more (a socket it opened is closed);
      // Ana's credential still does.
      const held = await rawSocket(old.url, ID, [PROTOCOL, `key.${SECRET}`]);
      expect(held.opened).toBe(true);
      const heldClosed = new Promise<number>((r) => held.ws.once('close', (code) => r(code)));
      expect((await groupApi(old.url, ID, 'remove', ana, { name: 'Ben' })).status).toBe(200);
      expect(await heldClosed).toBe(4401);
      expect(await rawSocket(old.url, ID, [PROTOCOL, `key.${SECRET}`])).toMatchObject({ opened: false, status: 401 });
      expect((await groupApi(old.url, ID, 'join', SECRET, { name: 'Ben', phone: 'x' })).status).toBe(401);
      const after = connectPhone(old.url, ID, ana, new Y.Doc());
      await synced(after.provider);
      expect(new GroupReplica(after.doc, 'ana', coreOf).game('c1')?.doc).not.toBeNull();
      after.provider.destroy();
      const meta = JSON.parse(readFileSync(join(data, 'groups', ID, 'meta.json'), 'utf8')) as Record<string, unknown>;
      expect(meta.v).toBe(2);
      expect(meta.shared).toBeUndefined();
    } finally {
      await old.stop();
    }
  });
});
