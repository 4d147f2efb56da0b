// The real server for tests and benchmarks: started as its own process (its own process group) on a free port on
// 127.0.0.1, with its own data folder; stopped by signalling that group, gently or with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import { PROTOCOL } from '../server.ts';

export interface TestServer {
  url: string;
  data: string;
  proc: ChildProcess;
  /** Everything the server wrote, for checks that no secret is logged. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Names the server bundled for a Vitest run (./bundle.ts), when there is one. */
export const SERVER_BUNDLE_ENV = 'TILE_TALLY_TEST_SERVER';

/** How to run the server: the bundle when there is one, else its source through tsx (benchmarks). */
export const serverCommand = (): string[] => {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  return bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
};

/** A folder standing in for the built app (the tests are about sync, not the build). */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tt-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tile Tally</title>');
  return dir;
}

export async function startTestServer(
  data = mkdtempSync(join(tmpdir(), 'tt-data-')),
  port = 0,
  extra: string[] = [],
  dist?: string,
): Promise<TestServer> {
  // A stand-in build made here is this server's alone: removed when it stops (its data stays, to start it again).
  const madeDist = dist ? null : fakeDist();
  dist ??= madeDist!;
  const proc = spawn(
    process.execPath,
    [...serverCommand(), '--port', String(port), '--data', data, '--dist', dist, ...extra],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /served at (https?:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    proc.once('exit', (code) => reject(new Error(`the server ended (${code}) before listening:\n${out}`)));
  });
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  return {
    url,
    data,
    proc,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      try {
        process.kill(-proc.pid!, signal);
      } catch {
        // already gone
      }
      await exited;
      if (madeDist) rmSync(madeDist, { recursive: true, force: true });
    },
  };
}

export async function createGroup(url: string): Promise<{ id: string; secret: string }> {
  const res = await fetch(new URL('api/groups', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`group not made: ${res.status}`);
  return (await res.json()) as { id: string; secret: string };
}

/** A group of members (POST /api/groups {"members":true}): its id and first invite token. */
export async function createMembersGroup(url: string): Promise<{ id: string; invite: string; inviteId: string }> {
  const res = await fetch(new URL('api/groups', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"members":true}',
  });
  if (res.status !== 201) throw new Error(`group not made: ${res.status}`);
  return (await res.json()) as { id: string; invite: string; inviteId: string };
}

/** A POST to a group's endpoint with a key as Bearer, as the app makes it: the status and the JSON answer. */
export async function groupApi(
  url: string,
  id: string,
  action: string,
  key: string,
  body: unknown = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(new URL(`api/groups/${id}/${action}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** An invite exchanged for a phone's own credential, as joining does. */
export async function joinWith(url: string, id: string, invite: string, name: string, phone: string): Promise<string> {
  const { status, json } = await groupApi(url, id, 'join', invite, { name, phone });
  if (status !== 201 || typeof json.credential !== 'string') throw new Error(`not joined: ${status}`);
  return json.credential;
}

/** A phone's connection by y-websocket's own client (the one the app will use), with the secret as a protocol. */
export function connectPhone(
  url: string,
  group: string,
  secret: string,
  doc = new Y.Doc(),
  Socket: typeof WebSocket = WebSocket,
) {
  const provider = new WebsocketProvider(url.replace(/^http/, 'ws') + 'sync', group, doc, {
    protocols: [PROTOCOL, `key.${secret}`],
    WebSocketPolyfill: Socket as never,
    disableBc: true,
    maxBackoffTime: 200,
  });
  return { doc, provider };
}

/** Resolves once `test` holds, checking on every change of the doc (no fixed sleeps). */
export function until(doc: Y.Doc, test: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test()) return resolve();
    const check = () => {
      if (!test()) return;
      doc.off('update', check);
      resolve();
    };
    doc.on('update', check);
  });
}

/** A raw WebSocket to the sync endpoint; resolves with how it ended or opened. `onMessage` hears every message from
 * the start (the server's first one may come in the same read as the upgrade's answer, before "open" resolves). */
export function rawSocket(
  url: string,
  group: string,
  protocols: string[],
  localAddress?: string,
  onMessage?: (m: Uint8Array, ws: WebSocket) => void,
): Promise<{ ws: WebSocket; opened: boolean; status?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(
      url.replace(/^http/, 'ws') + `sync/${group}`,
      protocols,
      localAddress ? { localAddress } : {},
    );
    if (onMessage) ws.on('message', (m) => onMessage(new Uint8Array(m as Buffer), ws));
    ws.once('open', () => resolve({ ws, opened: true }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, opened: false, status: res.statusCode }));
    ws.once('error', () => resolve({ ws, opened: false }));
  });
}

/** Resolves once the phone has had the server's whole state (y-websocket's "synced"). */
export function synced(provider: WebsocketProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.synced) return resolve();
    const on = (ok: boolean) => {
      if (!ok) return;
      provider.off('sync', on);
      resolve();
    };
    provider.on('sync', on);
  });
}
