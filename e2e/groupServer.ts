// The group's real server (server/main.ts) for end-to-end tests: started on a free port with a fresh data folder,
// serving the built app (dist/) so that the phones' pages are on its own origin. Started in its own process group
// (detached) and stopped by that group's id, never by name; restarted on the same port and data folder (a phone's
// page keeps its origin, as a server brought back after a crash would). It runs the server's bundle
// (scripts/build-server.mjs), as npm start and the container do, built here first if missing or older than its sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshServer } from '../scripts/build-server.mjs';
import { test as base } from './test.ts';

/** The bundle's path, checked (and built if need be) once per worker. */
let bundle: Promise<string> | undefined;

export class GroupServer {
  /** The app's address on this server, e.g. "http://127.0.0.1:40123/". */
  url = '';
  /** Everything the server printed, for tests about what it must never write (a group's secret). */
  output = '';
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  private constructor(
    readonly data: string,
    private readonly extra: string[],
  ) {}

  /** A server on a port the system picks (--port 0), with a new data folder; `extra`: more of its flags
   * (--trust-proxy, --tls-cert …). */
  static async start(extra: string[] = []): Promise<GroupServer> {
    const server = new GroupServer(mkdtempSync(join(tmpdir(), 'tile-tally-group-')), extra);
    await server.run(0);
    return server;
  }

  private async run(port: number): Promise<void> {
    bundle ??= freshServer();
    const child = spawn(
      process.execPath,
      [
        await bundle,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--data',
        this.data,
        '--dist',
        'dist',
        ...this.extra,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.url = await new Promise<string>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        this.output += chunk.toString();
        const url = /served at (https?:\/\/\S+\/)/.exec(this.output)?.[1];
        if (url) resolve(url);
      };
      child.stdout!.on('data', seen);
      child.stderr!.on('data', seen);
      child.once('exit', (code, signal) =>
        reject(new Error(`the group server stopped before listening (${code ?? signal}):\n${this.output}`)),
      );
    });
  }

  /** The port it listens on (kept across restarts). */
  get port(): number {
    return Number(new URL(this.url).port);
  }

  /** Stops its whole process group: SIGTERM lets it close cleanly, SIGKILL is a crash. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
    await this.exited;
    this.child = null;
  }

  /** Stopped (killed, for a crash) and started again on the same port and data folder. */
  async restart(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const port = this.port;
    await this.stop(signal);
    await portFree(port);
    await this.run(port);
  }

  /** Stopped, and its data folder removed. */
  async dispose(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.data, { recursive: true, force: true });
  }
}

/** Resolves once `port` can be listened on again (the old server's process may close its socket after the process
 * the test started has exited). */
async function portFree(port: number): Promise<void> {
  for (;;) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One server and data folder for a whole file's tests: started when a test (or a hook, through `server()`) first
 * asks for it, disposed of after the file's last test. Each test's phones start groups or live games of their own on
 * it; a test that stops, restarts or wipes the server takes one of its own (`test` below, or GroupServer.start()).
 * Called once at a file's top level, where its afterAll hook belongs to the file. */
export function oneServerPerFile() {
  let shared: Promise<GroupServer> | undefined;
  const server = () => (shared ??= GroupServer.start());
  base.afterAll(async () => {
    const started = shared;
    shared = undefined;
    await (await started?.catch(() => undefined))?.dispose();
  });
  return {
    server,
    test: base.extend<{ groupServer: GroupServer }>({ groupServer: async ({}, use) => use(await server()) }),
  };
}

/** The test object of a test that stops, restarts or wipes its server: it gets one and a data folder of its own,
 * stopped after it. */
export const test = base.extend<{ groupServer: GroupServer }>({
  groupServer: async ({}, use) => {
    const server = await GroupServer.start();
    try {
      await use(server);
    } finally {
      await server.dispose();
    }
  },
});

export { expect } from './test.ts';
