// An upgrade of the server on a data folder the previous release wrote: that release's server is built from the
// repo's history (as scripts/build-previous.mjs builds the previous app), run on a new folder while phones make
// groups and games, and stopped; this server then runs on the same folder. Every group is still there, opened by
// the same secret, with every game; the folder now says its format. A folder from a newer server is refused.
import { afterAll, describe, expect, it } from 'vitest';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { connectPhone, createGroup, startTestServer, synced, until } from './test/harness.ts';

/** The last release of the server before data/format.json (the data folder's format 0). */
const PREVIOUS_SERVER = 'b44ee99';

const hasHistory = (() => {
  try {
    execSync(`git cat-file -e ${PREVIOUS_SERVER}^{commit}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const root = mkdtempSync(join(tmpdir(), 'tt-upgrade-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The previous release's server, from its own sources, on `data`; resolves with its address and a stop. */
async function previousServer(data: string): Promise<{ url: string; stop(): Promise<void> }> {
  const src = join(root, 'previous');
  if (!existsSync(src)) {
    mkdirSync(src);
    execSync(`git archive ${PREVIOUS_SERVER} server src package.json tsconfig.json | tar -x -C "${src}"`, {
      shell: '/bin/bash',
    });
    symlinkSync(resolve('node_modules'), join(src, 'node_modules'));
  }
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tile Tally</title>');
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--data', data, '--dist', dist],
    { cwd: src, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const url = await new Promise<string>((ok, fail) => {
    const seen = (b: Buffer) => {
      out += b.toString();
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m) ok(m[1]!);
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', seen);
    proc.once('exit', (code) => fail(new Error(`the previous server ended (${code}):\n${out}`)));
  });
  const exited = new Promise((r) => proc.once('exit', r));
  return {
    url,
    stop: async () => {
      process.kill(-proc.pid!, 'SIGTERM');
      await exited;
    },
  };
}

const green = { color: 'green', pattern: 'dots' };

describe('upgrade', () => {
  it.skipIf(!hasHistory)(
    `a data folder the previous release (${PREVIOUS_SERVER}) wrote: every group and game kept, its format written`,
    async () => {
      const data = join(root, 'data');
      const old = await previousServer(data);
      const made: { group: { id: string; secret: string }; games: Map<string, unknown> }[] = [];
      for (let i = 0; i < 3; i++) {
        const group = await createGroup(old.url);
        const a = connectPhone(old.url, group.id, group.secret);
        const b = connectPhone(old.url, group.id, group.secret);
        const ana = new GroupReplica(a.doc, 'ana', coreOf);
        const ben = new GroupReplica(b.doc, 'ben', coreOf);
        for (const [j, kind] of (['calico', 'azul', 'kaliko'] as const).entries())
          ana.offer(newGame(kind, `${group.id}-${kind}`), at(j));
        ana.edit(`${group.id}-calico`, { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(9));
        // On the old server's disk once another phone has it.
        await until(b.doc, () => ben.records(`${group.id}-calico`).length === 2 && ben.gameIds().length === 3);
        made.push({ group, games: new Map(ana.gameIds().map((id) => [id, ana.game(id)?.doc])) });
        a.provider.destroy();
        b.provider.destroy();
      }
      await old.stop();
      expect(existsSync(join(data, 'format.json'))).toBe(false);

      const now = await startTestServer(data);
      try {
        for (const { group, games } of made) {
          const c = connectPhone(now.url, group.id, group.secret);
          const cleo = new GroupReplica(c.doc, 'cleo', coreOf);
          await synced(c.provider);
          await until(c.doc, () => cleo.gameIds().length === games.size);
          for (const [id, doc] of games) expect(cleo.game(id)?.doc).toEqual(doc);
          c.provider.destroy();
        }
        expect(JSON.parse(readFileSync(join(data, 'format.json'), 'utf8'))).toMatchObject({ format: 1 });
        expect(now.output()).toContain('the data folder was upgraded');
      } finally {
        await now.stop();
      }
    },
  );

  it('a data folder a newer server wrote is refused in words, and left as it was', async () => {
    const data = join(root, 'newer');
    mkdirSync(join(data, 'groups'), { recursive: true });
    const written = '{"format":99,"since":"2030-01-01T00:00:00.000Z"}\n';
    writeFileSync(join(data, 'format.json'), written);
    await expect(startTestServer(data)).rejects.toThrow(/written by a newer Tile Tally \(format 99/);
    expect(readFileSync(join(data, 'format.json'), 'utf8')).toBe(written);
  });
});
