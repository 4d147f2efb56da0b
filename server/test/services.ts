// Debian's PostgreSQL, Redis and HAProxy for the scaled mode's tests and bench, each started on a free port of
// 127.0.0.1 in a folder of its own, as its own process group, and stopped by signalling that group. PostgreSQL will
// not run as root: as root, it runs as the `postgres` user (its package makes it) on a folder given to that user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once `test` resolves true, asking again after each answer (a service starting up). */
export async function waitFor(test: () => Promise<boolean>, what: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not ready after ${tries} tries`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = createConnection(port, '127.0.0.1');
    c.once('connect', () => (c.destroy(), resolve(true)));
    c.once('error', () => resolve(false));
  });

/** A process as its own group: stopped by signalling the group, and awaited. */
class Service {
  private proc!: ChildProcess;
  private exited!: Promise<void>;
  output = '';

  constructor(
    private readonly command: string,
    private readonly args: string[],
  ) {
    this.start();
  }

  start(): void {
    this.proc = spawn(this.command, this.args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc.stdout!.on('data', (b: Buffer) => (this.output += b.toString()));
    this.proc.stderr!.on('data', (b: Buffer) => (this.output += b.toString()));
    const proc = this.proc;
    this.exited = new Promise((r) => proc.once('exit', () => r()));
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    try {
      process.kill(-this.proc.pid!, signal);
    } catch {
      // already gone
    }
    await this.exited;
  }
}

const asRoot = process.getuid?.() === 0;

/** PostgreSQL's programs: Debian keeps them under /usr/lib/postgresql/<version>/bin. */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', name))) return join(root, v, 'bin', name);
  return name;
}

const runAs = (cmd: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

export interface Postgres {
  url: string;
  /** Stops it (SIGINT: PostgreSQL's fast shutdown, sessions ended) or kills it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same folder and port. */
  start(): Promise<void>;
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
}

export async function startPostgres(): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'tt-pg-'));
  if (asRoot) {
    chmodSync(dir, 0o700);
    const id = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim();
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim();
    chownSync(dir, Number(id), Number(gid));
  }
  const data = join(dir, 'db');
  const [cmd, args] = runAs(pgBin('initdb'), [
    '-D',
    data,
    '-U',
    'tiletally',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(cmd, args, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [pcmd, pargs] = runAs(pgBin('postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
  ]);
  const service = new Service(pcmd, pargs);
  const url = `postgres://tiletally@127.0.0.1:${port}/postgres`;
  const ready = () =>
    waitFor(async () => {
      const c = new pg.Client({ connectionString: url });
      try {
        await c.connect();
        await c.query('SELECT 1');
        return true;
      } catch {
        return false;
      } finally {
        await c.end().catch(() => {});
      }
    }, 'PostgreSQL');
  await ready();
  return {
    url,
    stop: (signal = 'SIGINT') => service.stop(signal),
    start: async () => {
      service.start();
      await ready();
    },
    query: async <T extends pg.QueryResultRow>(sql: string, values?: unknown[]) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query<T>(sql, values)).rows;
      } finally {
        await c.end();
      }
    },
  };
}

export interface RedisService {
  url: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

/** Redis keeping nothing on disk (pub/sub only: PostgreSQL holds every update). */
export async function startRedis(): Promise<RedisService> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tt-redis-'));
  const service = new Service('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ]);
  await waitFor(() => accepts(port), 'Redis');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: (signal = 'SIGTERM') => service.stop(signal),
    start: async () => {
      service.start();
      await waitFor(() => accepts(port), 'Redis');
    },
  };
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** HAProxy in front of the servers: WebSocket upgrades passed through, each new connection to the next server
 * (round robin); a server that refuses the connection (killed) is passed over for another. */
export async function startHaproxy(backends: number[]): Promise<Proxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tt-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 8192',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  timeout tunnel 1h',
      '  option forwardfor',
      '  option redispatch',
      '  retries 3',
      'frontend phones',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      ...backends.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check inter 1s fall 1 rise 1`),
      '',
    ].join('\n'),
  );
  const haproxy = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
  const service = new Service(haproxy, ['-f', cfg, '-db']);
  await waitFor(() => accepts(port), 'HAProxy');
  return { url: `http://127.0.0.1:${port}/`, stop: () => service.stop('SIGTERM') };
}
