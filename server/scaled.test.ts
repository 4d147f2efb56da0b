// The scaled mode (server/scaled/) on Debian's PostgreSQL, Redis and HAProxy, started by the test on free ports:
// three server processes behind the proxy, any of which may hold any phone of any group. What phones are told is
// stored is in PostgreSQL; a process killed, Redis restarted or PostgreSQL stopped loses none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import {
  connectPhone,
  createGroup,
  createMembersGroup,
  groupApi,
  joinWith,
  rawSocket,
  startTestServer,
  synced,
  until,
  type TestServer,
} from './test/harness.ts';
import { cellOf, closed, green, hostileChecks, phone, updateMessage } from './test/hostile.ts';
import { migrateMeta } from './groups.ts';
import { readEntries } from './store.ts';
import { PROTOCOL } from './server.ts';
import {
  startHaproxy,
  startPostgres,
  startRedis,
  waitFor,
  type Postgres,
  type Proxy,
  type RedisService,
} from './test/services.ts';

let db: Postgres;
let redis: RedisService;
let servers: TestServer[] = [];
let proxy: Proxy;
let flags: string[];

const startProcess = (port = 0) => startTestServer(undefined, port, flags);

beforeAll(async () => {
  [db, redis] = await Promise.all([startPostgres(), startRedis()]);
  flags = ['--trust-proxy', '--database-url', db.url, '--redis-url', redis.url];
  servers = await Promise.all([0, 1, 2].map(() => startProcess()));
  proxy = await startHaproxy(servers.map((s) => Number(new URL(s.url).port)));
});
afterAll(async () => {
  await proxy?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await redis?.stop();
  await db?.stop();
});

/** Sync connections a process holds (its own /metrics, asked directly). */
async function connectionsOf(s: TestServer): Promise<number> {
  const text = await (await fetch(new URL('metrics', s.url))).text();
  return Number(/^tile_tally_connections (\d+)/m.exec(text)?.[1] ?? NaN);
}

/** Phones joined one after another through the proxy (round robin: each on the next process), with the process each
 * is on, told by the processes' own counts. */
async function phonesOnEachProcess(g: { id: string; secret: string }, names: string[]) {
  // An earlier test's phones close their sockets as they go: a close counted between two reads below would hide
  // the new phone's connection, so the counts are read only once every earlier phone is gone.
  await waitFor(
    async () => (await Promise.all(servers.map(connectionsOf))).every((n) => n === 0),
    "every earlier test's phones disconnected",
  );
  const out = [];
  for (const name of names) {
    const before = await Promise.all(servers.map(connectionsOf));
    const p = phone(proxy.url, g, name);
    await synced(p.provider);
    const after = await Promise.all(servers.map(connectionsOf));
    out.push({ ...p, on: after.findIndex((n, i) => n === before[i]! + 1) });
  }
  return out;
}

/** The cells of game c1 that PostgreSQL holds for the group: its rows applied to a new document, as a phone folds them. */
async function cellsStored(group: string): Promise<string[]> {
  const rows = await db.query<{ data: Buffer }>('SELECT data FROM updates WHERE group_id = $1 ORDER BY seq', [group]);
  const doc = new Y.Doc();
  for (const r of rows) Y.applyUpdate(doc, new Uint8Array(r.data));
  const cells = (new GroupReplica(doc, 'reader', coreOf).game('c1')?.doc as { players: { cells: object }[] } | null)
    ?.players[0]!.cells;
  return Object.keys(cells ?? {}).sort();
}

const cellsOn = (p: { group: GroupReplica }) =>
  Object.keys(
    (p.group.game('c1')?.doc as unknown as { players: { cells: object }[] } | undefined)?.players[0]!.cells ?? {},
  ).sort();

/** Cells of a Calico board a tile may go on (no goal, no border). */
const CELLS = ['1,1', '2,1', '3,1', '4,1', '5,1', '1,2', '2,2', '4,2', '5,2', '1,3'];

describe('scaled: several processes on PostgreSQL and Redis', () => {
  it("scaled: three phones of one group on three different processes see each other's taps", async () => {
    const g = await createGroup(proxy.url);
    const [ana, ben, cy] = await phonesOnEachProcess(g, ['ana', 'ben', 'cy']);
    expect(new Set([ana!.on, ben!.on, cy!.on])).toEqual(new Set([0, 1, 2]));
    ana!.group.offer(newGame('calico', 'c1'), at(0));
    await Promise.all([ben!, cy!].map((p) => until(p.doc, () => p.group.game('c1')?.doc != null)));
    ana!.group.edit('c1', { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1));
    ben!.group.edit('c1', { kind: 'cell', player: 0, cell: '2,2', tile: green }, at(2));
    cy!.group.edit('c1', { kind: 'cell', player: 0, cell: '3,3', tile: green }, at(3));
    const all = ['1,1', '2,2', '3,3'];
    for (const p of [ana!, ben!, cy!]) await until(p.doc, () => all.every((c) => cellOf(p.group, 'c1', c)));
    expect(await cellsStored(g.id)).toEqual(all);
    for (const p of [ana!, ben!, cy!]) p.provider.destroy();
  });

  it('scaled: a process killed (SIGKILL) mid-burst: every tap another phone had is in PostgreSQL, and all converge', async () => {
    const g = await createGroup(proxy.url);
    const [ana, ben, cy] = await phonesOnEachProcess(g, ['ana', 'ben', 'cy']);
    ana!.group.offer(newGame('calico', 'c1'), at(0));
    await Promise.all([ben!, cy!].map((p) => until(p.doc, () => p.group.game('c1')?.doc != null)));
    // A burst of taps on Ana's phone; her process is killed once Ben has had the first, the rest still on their way.
    for (const [i, c] of CELLS.entries())
      expect(ana!.group.edit('c1', { kind: 'cell', player: 0, cell: c, tile: green }, at(i + 1)).ok).toBe(true);
    await until(ben!.doc, () => cellsOn(ben!).length > 0);
    const killed = servers[ana!.on]!;
    ana!.provider.disconnect(); // Ana's phone is lost with it: what she sent is only where the server stored it
    await killed.stop('SIGKILL');
    // Every tap the others were told of was stored: PostgreSQL holds it (whatever else it holds).
    const told = [...new Set([...cellsOn(ben!), ...cellsOn(cy!)])].sort();
    expect(told.length).toBeGreaterThan(0);
    const stored = await cellsStored(g.id);
    expect(told.filter((c) => !stored.includes(c))).toEqual([]);
    // Ana's phone comes back through the proxy, to a process alive: every tap reaches every phone.
    ana!.provider.connect();
    for (const p of [ana!, ben!, cy!]) await until(p.doc, () => cellsOn(p).length === CELLS.length);
    expect(await cellsStored(g.id)).toEqual([...CELLS].sort());
    for (const p of [ana!, ben!, cy!]) p.provider.destroy();
    // The process is started again on its port, for the checks after this one.
    servers[ana!.on] = await startProcess(Number(new URL(killed.url).port));
  });

  it('scaled: Redis restarted: taps meanwhile reach the phones on other processes once it is back', async () => {
    const g = await createGroup(proxy.url);
    const [ana, ben] = await phonesOnEachProcess(g, ['ana', 'ben']);
    ana!.group.offer(newGame('calico', 'c1'), at(0));
    await until(ben!.doc, () => ben!.group.game('c1')?.doc != null);
    await redis.stop('SIGKILL');
    CELLS.slice(0, 5).forEach((c, i) =>
      ana!.group.edit('c1', { kind: 'cell', player: 0, cell: c, tile: green }, at(i + 1)),
    );
    // Stored while Redis is away: PostgreSQL holds each tap, and Ben's process missed it.
    await waitFor(async () => (await cellsStored(g.id)).length === 5, 'the taps stored');
    await redis.start();
    await until(ben!.doc, () => cellsOn(ben!).length === 5);
    expect(await cellsStored(g.id)).toEqual(CELLS.slice(0, 5).sort());
    // And fan-out goes on after it.
    expect(ben!.group.edit('c1', { kind: 'cell', player: 0, cell: CELLS[9]!, tile: green }, at(9)).ok).toBe(true);
    await until(ana!.doc, () => cellOf(ana!.group, 'c1', CELLS[9]!) !== undefined);
    ana!.provider.destroy();
    ben!.provider.destroy();
  });

  it('scaled: PostgreSQL stopped: a tap is refused with "try again later" (4507, check 507), then taken once it is back', async () => {
    const g = await createGroup(proxy.url);
    const [ana, ben] = await phonesOnEachProcess(g, ['ana', 'ben']);
    ana!.group.offer(newGame('calico', 'c1'), at(0));
    await until(ben!.doc, () => ben!.group.game('c1')?.doc != null);
    await db.stop();
    const closedWith = new Promise<number>((resolve) =>
      ana!.provider.on('connection-close', (e: { code: number } | null) => e && resolve(e.code)),
    );
    ana!.group.edit('c1', { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1));
    expect(await closedWith).toBe(4507);
    // What the phone asks when its connection ends: its changes wait on it, it offers them again.
    expect((await groupApi(proxy.url, g.id, 'check', g.secret)).status).toBe(507);
    expect((await fetch(new URL('healthz', servers[ana!.on]!.url))).status).toBe(503);
    await db.start();
    await until(ben!.doc, () => cellOf(ben!.group, 'c1', '1,1') !== undefined);
    expect(await cellsStored(g.id)).toEqual(['1,1']);
    expect((await groupApi(proxy.url, g.id, 'check', g.secret)).status).toBe(200);
    ana!.provider.destroy();
    ben!.provider.destroy();
  });
});

describe('scaled: a data folder moved into PostgreSQL and back', () => {
  /** The migration command as an operator runs it. */
  const migrate = (way: string, data: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/scaled/migrate.ts', way, '--data', data], {
      env: { ...process.env, DATABASE_URL: db.url },
      encoding: 'utf8',
    });
  /** A group's folder as a server reads it: its keys (in version 2), its document's log, its refusals' reasons. */
  const groupIn = (data: string, id: string) => {
    const dir = join(data, 'groups', id);
    const doc = new Y.Doc();
    const file = join(dir, 'updates.bin');
    for (const u of existsSync(file) ? readEntries(readFileSync(file)).updates : []) Y.applyUpdate(doc, u);
    const refused = join(dir, 'refused');
    return {
      meta: migrateMeta(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'))),
      log: doc.getArray('log').toJSON(),
      state: Y.encodeStateVector(doc),
      refused: existsSync(refused)
        ? readdirSync(refused)
            .filter((f) => f.endsWith('.txt'))
            .map((f) => readFileSync(join(refused, f), 'utf8'))
            .sort()
        : [],
    };
  };

  it('scaled: a data folder moves into PostgreSQL and back, group for group, nothing lost', async () => {
    // A folder the embedded server wrote: a group from before member keys (server/test/data-v1), a group of members
    // with a game, and an update it refused and kept aside.
    const OLD = 'NC63GnvQQEgZ3QPz';
    const OLD_SECRET = 'YnEICU73AAA7cr_qskVQB6f9ffn6UyBf3I0CwFKx9q8';
    const src = mkdtempSync(join(tmpdir(), 'tt-move-'));
    cpSync('server/test/data-v1/groups', join(src, 'groups'), { recursive: true });
    const embedded = await startTestServer(src);
    const made = await createMembersGroup(embedded.url);
    const ana = await joinWith(embedded.url, made.id, made.invite, 'Ana', 'anaphone');
    const p = connectPhone(embedded.url, made.id, ana);
    const replica = new GroupReplica(p.doc, 'ana', coreOf);
    replica.offer(newGame('azul', 'z1'), at(0));
    await synced(p.provider);
    const evil = new Y.Doc();
    Y.applyUpdate(evil, Y.encodeStateAsUpdate(p.doc));
    const before = Y.encodeStateVector(evil);
    evil.getMap('other').set('x', 1);
    const raw = await rawSocket(embedded.url, made.id, [PROTOCOL, `key.${ana}`]);
    const code = closed(raw.ws);
    raw.ws.send(updateMessage(Y.encodeStateAsUpdate(evil, before)));
    expect(await code).toBe(4422);
    p.provider.destroy();
    await embedded.stop();
    const ids = readdirSync(join(src, 'groups')).sort();
    expect(ids).toEqual([OLD, made.id].sort());

    const into = migrate('to-postgres', src);
    expect(into.status, into.stderr).toBe(0);
    expect(into.stdout).toContain('2 groups moved');
    // Moved once only: a second run names the group already there and changes nothing.
    const again = migrate('to-postgres', src);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(new RegExp(`group (${OLD}|${made.id}) is in the database already: nothing was moved`));
    // The scaled mode serves them: each key opens its group, behind the proxy, with its games.
    for (const [id, key, game] of [
      [OLD, OLD_SECRET, 'c1'],
      [made.id, ana, 'z1'],
    ] as const) {
      const q = connectPhone(proxy.url, id, key);
      await synced(q.provider);
      expect(new GroupReplica(q.doc, 'reader', coreOf).game(game)?.doc).not.toBeNull();
      q.provider.destroy();
    }

    const back = join(mkdtempSync(join(tmpdir(), 'tt-back-')), 'data');
    const out = migrate('to-folder', back);
    expect(out.status, out.stderr).toBe(0);
    // The way back takes every group in the database (those of the checks above too): these two are as they were.
    for (const id of ids) expect(groupIn(back, id)).toEqual(groupIn(src, id));
    expect(groupIn(back, made.id).refused).toEqual([expect.stringContaining('')]);
    expect(groupIn(back, made.id).log.length).toBeGreaterThan(0);
    // A folder that holds groups is not written into.
    const refused = migrate('to-folder', back);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('holds groups already');
  });
});

describe('scaled: the hostile checks', () =>
  hostileChecks(() => ({
    url: proxy.url,
    output: () => servers.map((s) => s.output()).join('\n'),
    refused: async (group) =>
      (await db.query<{ why: string }>('SELECT why FROM refused WHERE group_id = $1', [group])).map((r) => r.why),
    connections: 32 * 3,
    tooBig: [1009, 1006],
  })));
