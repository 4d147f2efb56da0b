// A public instance: group creation closed to the operator's token, caps on groups and on a group's bytes, and a
// group deleted by the operator (its phones closed and told it is gone). The real server, its own process.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { PROTOCOL } from './server.ts';
import { connectPhone, createGroup, rawSocket, synced, until } from './test/harness.ts';
import { serversForEachTest } from './test/eachTest.ts';
import { tokenFile } from './test/operator.ts';

const startServer = serversForEachTest();
const start = (extra: string[]) => startServer(undefined, 0, extra);

const TOKEN = 'an-operator-token-long-enough-to-keep';
const post = (url: string, path: string, token?: string) =>
  fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
const poll = async (test: () => boolean) => {
  while (!test()) await new Promise((r) => setTimeout(r, 20));
};

describe('a public instance', () => {
  it('groups made by the operator only: without the token, or with another, none is made', async () => {
    const s = await start(['--admin-token-file', tokenFile(TOKEN), '--groups-by-admin']);
    expect((await post(s.url, 'api/groups')).status).toBe(403);
    expect((await post(s.url, 'api/groups', 'not-the-token-but-as-long-as-it')).status).toBe(403);
    const made = await post(s.url, 'api/groups', TOKEN);
    expect(made.status).toBe(201);
    const g = (await made.json()) as { id: string; secret: string };
    // Its members then use it as any group, with its own key.
    const { provider } = connectPhone(s.url, g.id, g.secret);
    await synced(provider);
    provider.destroy();
    expect(s.output()).not.toContain(TOKEN);
  });

  it('at most --max-groups groups', async () => {
    const s = await start(['--max-groups', '2']);
    await createGroup(s.url);
    await createGroup(s.url);
    const third = await post(s.url, 'api/groups');
    expect(third.status).toBe(403);
    expect(await third.json()).toEqual({ error: 'this server keeps as many groups as it takes' });
  });

  it('a group at --max-group-bytes refuses the update that would pass it; what it holds stays', async () => {
    const s = await start(['--max-group-bytes', '20000']);
    const g = await createGroup(s.url);
    const a = connectPhone(s.url, g.id, g.secret);
    const b = connectPhone(s.url, g.id, g.secret);
    const ana = new GroupReplica(a.doc, 'ana', coreOf);
    const ben = new GroupReplica(b.doc, 'ben', coreOf);
    await Promise.all([synced(a.provider), synced(b.provider)]);
    const closes: number[] = [];
    a.provider.on('connection-close', (e) => e && closes.push(e.code));
    let n = 0;
    while (!closes.includes(4413)) {
      const id = `c${n++}`;
      ana.offer(newGame('calico', id), at(n));
      await Promise.race([until(b.doc, () => ben.game(id)?.doc != null), poll(() => closes.includes(4413))]);
    }
    const file = readFileSync(join(s.data, 'groups', g.id, 'updates.bin'));
    expect(file.length).toBeLessThanOrEqual(20000);
    expect(n).toBeGreaterThan(1);
    // Every game but the refused one reached the other phone.
    for (let i = 0; i < n - 1; i++) expect(ben.game(`c${i}`)?.doc).not.toBeNull();
    a.provider.destroy();
    b.provider.destroy();
  });

  it('a group deleted by the operator: its phones are closed (4410) and told it is gone, its document removed', async () => {
    const s = await start(['--admin-token-file', tokenFile(TOKEN)]);
    const g = await createGroup(s.url);
    const other = await createGroup(s.url);
    const a = connectPhone(s.url, g.id, g.secret);
    const ana = new GroupReplica(a.doc, 'ana', coreOf);
    await synced(a.provider);
    ana.offer(newGame('azul', 'z1'), at(0));
    const b = connectPhone(s.url, g.id, g.secret);
    await until(b.doc, () => new GroupReplica(b.doc, 'ben', coreOf).game('z1')?.doc != null);
    const closes: number[] = [];
    a.provider.on('connection-close', (e) => e && closes.push(e.code));

    const del = (token?: string) =>
      fetch(new URL(`api/admin/groups/${g.id}`, s.url), {
        method: 'DELETE',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await del()).status).toBe(403);
    expect((await del('not-the-token-but-as-long-as-it')).status).toBe(403);
    expect((await del(TOKEN)).status).toBe(200);
    await poll(() => closes.includes(4410));
    const check = await fetch(new URL(`api/groups/${g.id}/check`, s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${g.secret}` },
    });
    expect(check.status).toBe(410);
    const again = await rawSocket(s.url, g.id, [PROTOCOL, `key.${g.secret}`]);
    expect(again).toMatchObject({ opened: false, status: 410 });
    expect(existsSync(join(s.data, 'groups', g.id, 'updates.bin'))).toBe(false);
    // The phone still has its game; the other group is untouched.
    expect(ana.game('z1')?.doc).not.toBeNull();
    const o = connectPhone(s.url, other.id, other.secret);
    await synced(o.provider);
    for (const p of [a, b, o]) p.provider.destroy();
    expect((await del(TOKEN)).status).toBe(404);
    expect(s.output()).not.toContain(TOKEN);
  });
});
