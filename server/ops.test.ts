// Running the server for a group: the app sent compressed, its health and metrics, its log, stopping it (SIGTERM)
// and a full disk. The real server as its own process, phones by y-websocket's own client.
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, crc32, gunzipSync, gzipSync } from 'node:zlib';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { connectPhone, createGroup, synced, until } from './test/harness.ts';
import { serversForEachTest } from './test/eachTest.ts';
import { fill, smallDisk } from './test/operator.ts';

const start = serversForEachTest();

/** Resolves once `test` holds, asking again every few milliseconds (what it waits for is not a doc's update). */
async function poll(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((r) => setTimeout(r, 20));
}

/** A GET as the bytes came (Node's fetch would undo the compression). */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject),
  );
}

const phone = (url: string, g: { id: string; secret: string }, name: string) => {
  const { doc, provider } = connectPhone(url, g.id, g.secret);
  return { doc, provider, group: new GroupReplica(doc, name, coreOf) };
};

describe('the app, served', () => {
  it('compressed as the browser accepts it (brotli, gzip, or not at all), with its cache headers and policy', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tt-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tile Tally</title>');
    const js = Buffer.from(`export const words = ${JSON.stringify('tile '.repeat(20_000))};\n`);
    writeFileSync(join(dist, 'assets/index-abc123.js'), js);
    writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(js));
    const s = await start(undefined, 0, [], dist);
    const asset = new URL('assets/index-abc123.js', s.url).href;

    const br = await raw(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(js)).toBe(true);
    const gz = await raw(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(js)).toBe(true);
    const plain = await raw(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(js)).toBe(true);
    for (const r of [br, gz, plain]) {
      expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-security-policy']).toContain("script-src 'self'");
      expect(r.headers.vary).toContain('Accept-Encoding');
    }

    // Any other path is the one page, checked again on each load; a missing file is not.
    const page = await raw(new URL('history/some-game', s.url).href, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Tile Tally</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await raw(new URL('assets/missing-1234.js', s.url).href)).status).toBe(404);
    rmSync(dist, { recursive: true, force: true });
  });
});

describe('operations', () => {
  it('healthz says the server can serve and store; metrics count connections, groups and updates', async () => {
    const s = await start();
    const health = await fetch(new URL('healthz', s.url));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const g = await createGroup(s.url);
    const ana = phone(s.url, g, 'ana');
    const ben = phone(s.url, g, 'ben');
    await Promise.all([synced(ana.provider), synced(ben.provider)]);
    ana.group.offer(newGame('calico', 'c1'), at(0));
    await until(ben.doc, () => ben.group.game('c1')?.doc != null);

    const text = await (await fetch(new URL('metrics', s.url))).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('tile_tally_connections')).toBe(2);
    expect(value('tile_tally_groups_loaded')).toBe(1);
    expect(value('tile_tally_groups')).toBe(1);
    expect(value('tile_tally_updates_accepted_total')).toBeGreaterThanOrEqual(1);
    expect(value('tile_tally_fsync_seconds_count')).toBeGreaterThanOrEqual(1);
    const onDisk = readFileSync(join(s.data, 'groups', g.id, 'updates.bin')).length;
    expect(value('tile_tally_data_bytes')).toBeGreaterThanOrEqual(onDisk);
    expect(value('tile_tally_data_free_bytes')).toBeGreaterThan(0);
    ana.provider.destroy();
    ben.provider.destroy();

    // Through a proxy it does not trust, a request is not this machine's own.
    const proxied = await fetch(new URL('metrics', s.url), { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(403);
  });

  it('metrics: behind a trusted proxy, only for this machine unless --metrics-public', async () => {
    const s = await start(undefined, 0, ['--trust-proxy']);
    const from = (address: string) =>
      fetch(new URL('metrics', s.url), { headers: { 'x-forwarded-for': address } }).then((r) => r.status);
    expect(await from('203.0.113.7')).toBe(403);
    expect(await from('127.0.0.1')).toBe(200);
    const open = await start(undefined, 0, ['--trust-proxy', '--metrics-public']);
    const r = await fetch(new URL('metrics', open.url), { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('# TYPE tile_tally_connections gauge');
  });

  it('SIGTERM: phones are told "going away" (1001), every change is kept, and the log is JSON without secrets', async () => {
    const data = mkdtempSync(join(tmpdir(), 'tt-data-'));
    const s = await start(data);
    const g = await createGroup(s.url);
    const ana = phone(s.url, g, 'ana');
    await synced(ana.provider);
    ana.group.offer(newGame('azul', 'z1'), at(0));
    const closes: { code: number; reason: string }[] = [];
    ana.provider.on('connection-close', (e) => e && closes.push({ code: e.code, reason: e.reason }));
    // The offer is on the server once another phone has it.
    const ben = phone(s.url, g, 'ben');
    await until(ben.doc, () => ben.group.game('z1')?.doc != null);
    ben.provider.destroy();

    await s.stop('SIGTERM');
    expect(s.proc.exitCode).toBe(0);
    expect(closes[0]).toEqual({ code: 1001, reason: 'going away' });
    ana.provider.destroy();
    const lines = s.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    expect(lines.at(-1)).toContain('"msg":"stopped"');
    expect(s.output()).not.toContain(g.secret);

    // The same data folder, a new server: a new phone has the game.
    const again = await start(data);
    const cleo = phone(again.url, g, 'cleo');
    await until(cleo.doc, () => cleo.group.game('z1')?.doc != null);
    cleo.provider.destroy();
  });
});

/** The length of the whole entries at the start of a group's file (length, CRC-32, bytes; docs/sync.md). */
function wholeEntries(file: Buffer): number {
  let at = 0;
  while (at + 8 <= file.length) {
    const len = file.readUInt32LE(at);
    const body = file.subarray(at + 8, at + 8 + len);
    if (body.length !== len || crc32(body) !== file.readUInt32LE(at + 4)) break;
    at += 8 + len;
  }
  return at;
}

describe('a full disk', () => {
  const disk = mkdtempSync(join(tmpdir(), 'tt-disk-'));
  const refused = smallDisk(disk);
  afterEach(() => {
    if (!refused) execFileSync('umount', ['-l', disk]);
  });

  it.skipIf(refused !== null)(
    'refuses new updates (507 to the phone that asks), never crashes or tears a file, and takes them once there is room',
    async () => {
      const data = join(disk, 'data');
      const s = await start(data);
      const g = await createGroup(s.url);
      const ana = phone(s.url, g, 'ana');
      const ben = phone(s.url, g, 'ben');
      await Promise.all([synced(ana.provider), synced(ben.provider)]);
      ana.group.offer(newGame('calico', 'c0'), at(0));
      await until(ben.doc, () => ben.group.game('c0')?.doc != null);

      const filler = join(disk, 'filler');
      fill(filler);
      const closes: number[] = [];
      ana.provider.on('connection-close', (e) => e && closes.push(e.code));
      // More than a page of the file system, so it cannot fit in the last page the file already has.
      ana.doc.transact(() => {
        for (let i = 1; i <= 12; i++) ana.group.offer(newGame('calico', `c${i}`), at(i));
      });
      await poll(() => closes.includes(4507));
      const check = await fetch(new URL(`api/groups/${g.id}/check`, s.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${g.secret}` },
      });
      expect(check.status).toBe(507);
      const health = await fetch(new URL('healthz', s.url));
      expect(health.status).toBe(503);
      expect(JSON.stringify(await health.json())).toContain('ENOSPC');
      const file = readFileSync(join(data, 'groups', g.id, 'updates.bin'));
      expect(wholeEntries(file)).toBe(file.length);
      expect(s.proc.exitCode).toBeNull();

      // Room again: the phone's next try is taken, and the other phone has every game.
      rmSync(filler);
      await until(ben.doc, () => ben.group.game('c12')?.doc != null);
      expect(ben.group.game('c1')?.doc).not.toBeNull();
      expect((await fetch(new URL('healthz', s.url))).status).toBe(200);
      ana.provider.destroy();
      ben.provider.destroy();
    },
  );
});
