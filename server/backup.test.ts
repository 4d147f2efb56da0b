// Backup and restore of the data folder with the real commands and the real server: a backup made while phones
// write, restored into a new data folder that a new server runs on; the phones sync with it and every change of
// theirs is there. A restore refuses a folder that holds groups, and a damaged backup, changing nothing.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { connectPhone, createGroup, synced, until } from './test/harness.ts';
import { serversForEachTest } from './test/eachTest.ts';

const start = serversForEachTest();

/** The command as an operator runs it (npm run backup / restore runs the same file); its exit code and words. */
function command(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup.ts', ...args], { stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const green = { color: 'green', pattern: 'dots' };

describe('backup and restore', () => {
  it('a backup made while phones write, restored into a new server: the phones sync with it, nothing is lost', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tt-backup-'));
    const first = await start(join(root, 'data'));
    const g = await createGroup(first.url);
    const phoneOn = (url: string, name: string, doc?: import('yjs').Doc) => {
      const c = connectPhone(url, g.id, g.secret, doc);
      return { ...c, group: new GroupReplica(c.doc, name, coreOf) };
    };
    const ana = phoneOn(first.url, 'ana');
    const ben = phoneOn(first.url, 'ben');
    await Promise.all([synced(ana.provider), synced(ben.provider)]);

    // Ana enters games and Ben fills them in, each change waiting for the other phone to have it, until the
    // backup (another process) is done, and a few more after it.
    let n = 0;
    const write = async () => {
      const id = `g${n++}`;
      ana.group.offer(newGame('calico', id), at(n * 10));
      await until(ben.doc, () => ben.group.game(id)?.doc != null);
      ben.group.edit(id, { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(n * 10 + 1));
      await until(ana.doc, () => ana.group.records(id).length === 2);
    };
    await write();
    const made = command('backup', join(root, 'backup'), '--data', join(root, 'data'));
    let done = false;
    void made.then(() => (done = true));
    while (!done) await write();
    const backedUp = await made;
    expect(backedUp.code, backedUp.out).toBe(0);
    for (let i = 0; i < 3; i++) await write();

    // The server and its disk are lost; the backup goes into a new data folder and a new server runs on it.
    await first.stop('SIGKILL');
    const restored = await command('restore', join(root, 'backup'), '--data', join(root, 'restored'));
    expect(restored.code, restored.out).toBe(0);
    const second = await start(join(root, 'restored'));
    ana.provider.destroy();
    ben.provider.destroy();
    const ana2 = phoneOn(second.url, 'ana', ana.doc);
    const ben2 = phoneOn(second.url, 'ben', ben.doc);
    await Promise.all([synced(ana2.provider), synced(ben2.provider)]);

    // A phone that joins now has every game and every change both phones made, before and after the backup.
    const cleo = phoneOn(second.url, 'cleo');
    const every = Array.from({ length: n }, (_, i) => `g${i}`);
    await until(cleo.doc, () => every.every((id) => cleo.group.records(id).length === 2));
    for (const id of every) expect(cleo.group.game(id)?.doc).toEqual(ana.group.game(id)?.doc);
    expect(JSON.parse(readFileSync(join(root, 'restored', 'format.json'), 'utf8'))).toMatchObject({ format: 1 });
    for (const p of [ana2, ben2, cleo]) p.provider.destroy();
  });

  it('a restore into a folder that holds groups, or of a damaged backup, is refused and changes nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tt-backup-'));
    const s = await start(join(root, 'data'));
    const g = await createGroup(s.url);
    await s.stop();
    expect((await command('backup', join(root, 'backup'), '--data', join(root, 'data'))).code).toBe(0);

    const into = await command('restore', join(root, 'backup'), '--data', join(root, 'data'));
    expect(into.code).toBe(1);
    expect(into.out).toContain('holds groups already');
    expect(readdirSync(join(root, 'data', 'groups'))).toEqual([g.id]);

    // A backup whose group file was cut mid-entry.
    const file = join(root, 'backup', 'groups', g.id, 'updates.bin');
    writeFileSync(file, Buffer.from([9, 0, 0, 0, 1, 2, 3, 4, 5]));
    const damaged = await command('restore', join(root, 'backup'), '--data', join(root, 'fresh'));
    expect(damaged.code).toBe(1);
    expect(damaged.out).toContain('the backup is damaged');
    expect(existsSync(join(root, 'fresh'))).toBe(false);

    const again = await command('backup', join(root, 'backup'), '--data', join(root, 'data'));
    expect(again.code).toBe(1);
    expect(again.out).toContain('exists already');
  });
});
