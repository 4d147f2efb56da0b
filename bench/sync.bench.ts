// The group server's costs, against the real server on 127.0.0.1 (bounded in count and time):
// - memory per group of 1,000 games: groups of 1,000 Calico games, each entered cell by cell (a doc record and one
//   edit per tile, as phones write them), loaded by the server; its resident memory before and after, per group;
//   the group's file on disk; and the same group folded on a phone (Node heap);
// - fan-out: phones in tables of 4 (one group and one address per table), each entering a tap a second on its own
//   board; from a tap sent to the same tap at each other phone of the table: p50 / p99, for growing numbers of phones.
// `npx tsx bench/sync.bench.ts` (BENCH_GROUPS=3, PHONES=20,60,120,200, SECONDS=10).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { WebSocket } from 'ws';
import { GroupReplica } from '../src/sync/group.ts';
import { recordText, type SyncRecord } from '../src/sync/records.ts';
import { coreOf } from '../src/sync/test/material.ts';
import { randomGames } from '../src/test/games.ts';
import { connectPhone, createGroup, startTestServer, synced } from '../server/test/harness.ts';
import { seatTables, tapEverySecond } from './fanout.ts';

const GROUPS = Number(process.env.BENCH_GROUPS ?? 3);
process.setMaxListeners(0); // each y-websocket client listens for the process's exit
const PHONE_COUNTS = (process.env.PHONES ?? '20,60,120,200').split(',').map(Number);
const SECONDS = Number(process.env.SECONDS ?? 10);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
/** CPU seconds a process has used (user + system). */
const cpu = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]!
    .split(' ')
    .slice(11, 13)
    .reduce((a, b) => a + Number(b), 0) / 100;
const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const mb = (x: number) => `${x.toFixed(1)} MB`;

/** 1,000 finished games as a phone would have written them: each new and empty, then one edit per tile. */
function groupRecords(seed: number): SyncRecord[] {
  const out: SyncRecord[] = [];
  let n = 0;
  for (const game of randomGames(1000, seed, `s${seed}`)) {
    let l = 1;
    out.push({
      t: 'doc',
      g: game.id,
      by: 'ana',
      n: ++n,
      l,
      at: game.createdAt,
      doc: { ...game, finishedAt: undefined, players: game.players.map((p) => ({ ...p, cells: {} })) } as never,
    });
    game.players.forEach((p, player) => {
      for (const [cell, tile] of Object.entries(p.cells))
        out.push({
          t: 'edit',
          g: game.id,
          by: 'ana',
          n: ++n,
          l: ++l,
          at: game.createdAt,
          e: { kind: 'cell', player, cell, tile },
        });
    });
    out.push({ t: 'edit', g: game.id, by: 'ana', n: ++n, l: ++l, at: game.createdAt, e: { kind: 'finish' } });
  }
  return out;
}

/** Sends a group's records through a phone in parts of 50 games (each part one update, under the message limit). */
async function fill(url: string, g: { id: string; secret: string }, records: SyncRecord[]): Promise<Y.Doc> {
  const { doc, provider } = connectPhone(url, g.id, g.secret);
  await synced(provider);
  const log = doc.getArray('log');
  const games = [...new Set(records.map((r) => r.g))];
  for (let i = 0; i < games.length; i += 50) {
    const part = new Set(games.slice(i, i + 50));
    doc.transact(() => log.push(records.filter((r) => part.has(r.g)).map(recordText)));
  }
  // Done when a second phone has all of it from the server.
  const check = connectPhone(url, g.id, g.secret);
  await new Promise<void>((resolve) => {
    const done = () => check.doc.getArray('log').length === records.length && resolve();
    check.doc.on('update', done);
    done();
  });
  check.provider.destroy();
  provider.destroy();
  return doc;
}

// Many groups are made from this one address: the limit on new groups is lifted (the others stay).
const LIFTED = ['--limits', JSON.stringify({ groupsPerHour: 100_000 })];
const server = await startTestServer(undefined, 0, LIFTED);
const pid = server.proc.pid!;
try {
  console.log(`uptime: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  // Memory per group of 1,000 games.
  const base = rss(pid);
  const groups: { id: string; secret: string }[] = [];
  let records: SyncRecord[] = [];
  for (let k = 0; k < GROUPS; k++) {
    const g = await createGroup(server.url);
    groups.push(g);
    records = groupRecords(k + 1);
    await fill(server.url, g, records);
  }
  const bytes = statSync(join(server.data, 'groups', groups[0]!.id, 'updates.bin')).size;
  console.log(`group of 1,000 games: ${records.length} records, ${mb(bytes / 2 ** 20)} on disk`);
  console.log(`server RSS: ${mb(base)} idle, ${mb(rss(pid))} with ${GROUPS} groups just filled`);
  // Loaded again from disk after a restart: each group opened by one phone.
  await server.stop();
  const again = await startTestServer(server.data, 0, LIFTED);
  const base2 = rss(again.proc.pid!);
  const phones = [];
  for (const g of groups) {
    const p = connectPhone(again.url, g.id, g.secret);
    await synced(p.provider);
    phones.push(p);
  }
  const loaded = rss(again.proc.pid!);
  console.log(
    `after a restart: ${mb(base2)} idle, ${mb(loaded)} with ${GROUPS} groups loaded → ${mb((loaded - base2) / GROUPS)} per group of 1,000 games`,
  );
  // The same group on a phone: its Yjs document and every game folded.
  globalThis.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const replica = new GroupReplica(phones[0]!.doc, 'me', coreOf);
  for (const id of replica.gameIds()) replica.game(id);
  const foldMs = performance.now() - t0;
  globalThis.gc?.();
  console.log(
    `a phone (Node): 1,000 games folded in ${foldMs.toFixed(0)} ms; heap +${mb((process.memoryUsage().heapUsed - heap0) / 2 ** 20)} (with its Yjs document, ${mb(Y.encodeStateAsUpdate(phones[0]!.doc).length / 2 ** 20)} encoded)`,
  );
  for (const p of phones) p.provider.destroy();

  // Fan-out: tables of 4 phones, a tap a second each.
  for (const count of PHONE_COUNTS) {
    // One address per table, as a table's phones share a router.
    const seated = await seatTables(again.url, count, (t) => {
      const localAddress = `127.0.${1 + Math.floor(t / 250)}.${2 + (t % 250)}`;
      return class TableSocket extends WebSocket {
        constructor(url: string, protocols: string[]) {
          super(url, protocols, { localAddress });
        }
      };
    });
    const { phones: all, tables, delays } = seated;
    const cpu0 = cpu(again.proc.pid!);
    const own0 = process.cpuUsage();
    const taps = await tapEverySecond(seated, SECONDS);
    const own = process.cpuUsage(own0);
    console.log(
      `fan-out, ${all.length} phones (${tables} tables of 4), ${taps} taps in ${SECONDS} s: ${delays.length} deliveries, p50 ${pct(delays, 0.5).toFixed(1)} ms, p99 ${pct(delays, 0.99).toFixed(1)} ms; CPU: server ${(cpu(again.proc.pid!) - cpu0).toFixed(1)} s, the phones (this process) ${((own.user + own.system) / 1e6).toFixed(1)} s; server RSS ${mb(rss(again.proc.pid!))}`,
    );
    for (const p of all) p.provider.destroy();
  }
  console.log(`uptime: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  await again.stop();
} finally {
  await server.stop();
}
