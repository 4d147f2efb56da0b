// The scaled mode's costs (server/scaled/), on Debian's PostgreSQL, Redis and HAProxy started on free ports:
// - fan-out, one process against three behind HAProxy: phones in tables of 4 (one group each), each entering a tap
//   a second; from a tap sent to its arrival at each other phone of its table: p50 / p99. With one process every
//   table is on it; behind the proxy a table's phones are spread over the processes (round robin), so most taps
//   travel through PostgreSQL and Redis to another process;
// - memory per loaded group of the usual size (one game and its taps, four phones connected), on one process;
// - updates per second one PostgreSQL takes here: rows appended as the server appends them (one commit each), by
//   several connections at once.
// `npx tsx bench/scaled.bench.ts` (PHONES=60, SECONDS=10, WRITERS=8). Runs in about a minute.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startTestServer, type TestServer } from '../server/test/harness.ts';
import { seatTables, tapEverySecond } from './fanout.ts';
import { startHaproxy, startPostgres, startRedis } from '../server/test/services.ts';

process.setMaxListeners(0);
const PHONES = Number(process.env.PHONES ?? 60);
const SECONDS = Number(process.env.SECONDS ?? 10);
const WRITERS = Number(process.env.WRITERS ?? 8);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const db = await startPostgres();
const redis = await startRedis();
const flags = [
  '--trust-proxy',
  '--database-url',
  db.url,
  '--redis-url',
  redis.url,
  '--limits',
  JSON.stringify({ groupsPerHour: 100_000, connections: 100_000 }),
];
const servers: TestServer[] = await Promise.all([0, 1, 2].map(() => startTestServer(undefined, 0, flags)));
const proxy = await startHaproxy(servers.map((s) => Number(new URL(s.url).port)));

/** Tables of 4 phones through `url`, each tapping once a second for SECONDS: the delays to the other phones. */
async function fanout(url: string, pids: number[]): Promise<string> {
  const rss0 = pids.map(rss);
  const seated = await seatTables(url, PHONES);
  const { phones: all, tables, delays } = seated;
  const perGroup = (pids.map(rss).reduce((a, b) => a + b, 0) - rss0.reduce((a, b) => a + b, 0)) / tables;
  const taps = await tapEverySecond(seated, SECONDS);
  for (const p of all) p.provider.destroy();
  return `${all.length} phones (${tables} tables of 4), ${taps} taps: ${delays.length} deliveries, p50 ${pct(delays, 0.5).toFixed(1)} ms, p99 ${pct(delays, 0.99).toFixed(1)} ms; memory per loaded group (with its 4 connections) ${(perGroup * 1024).toFixed(0)} KB`;
}

try {
  console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log(`one process:     ${await fanout(servers[0]!.url, [servers[0]!.proc.pid!])}`);
  console.log(
    `three processes: ${await fanout(
      proxy.url,
      servers.map((s) => s.proc.pid!),
    )}`,
  );
  // Updates per second one PostgreSQL takes: WRITERS connections appending 100-byte rows, one commit each.
  const pool = new pg.Pool({ connectionString: db.url, max: WRITERS });
  await pool.query(`INSERT INTO groups (id, meta) VALUES ('benchbenchbench0', '{}') ON CONFLICT DO NOTHING`);
  const row = Buffer.alloc(100, 7);
  let n = 0;
  const until = performance.now() + 5000;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (performance.now() < until) {
        await pool.query('INSERT INTO updates (group_id, data) VALUES ($1, $2)', ['benchbenchbench0', row]);
        n++;
      }
    }),
  );
  await pool.end();
  console.log(`PostgreSQL: ${(n / 5).toFixed(0)} updates a second appended (${WRITERS} connections, a commit each)`);
  console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  await proxy.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await redis.stop();
  await db.stop();
}
