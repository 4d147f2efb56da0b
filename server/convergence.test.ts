// Convergence through the real server: phones change games of all three kinds, some of them offline, in rounds;
// between rounds the server is stopped (SIGTERM or SIGKILL) and started again on the same data folder. Every phone,
// and a new phone joining at the end, holds the games the rule gives from every change made.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { GroupReplica } from '../src/sync/group.ts';
import type { SyncRecord } from '../src/sync/records.ts';
import { at, coreOf, KINDS, newGame, someEdit } from '../src/sync/test/material.ts';
import { reference, seenAs } from '../src/sync/test/reference.ts';
import { connectPhone, createGroup, startTestServer, synced, type TestServer } from './test/harness.ts';

let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

/** Resolves when every doc holds the same state (checked on each change of any of them). */
function allEqual(docs: Y.Doc[]): Promise<void> {
  const same = () =>
    docs.every((d) => Buffer.from(Y.encodeStateVector(d)).equals(Buffer.from(Y.encodeStateVector(docs[0]!))));
  return new Promise((resolve) => {
    const check = () => {
      if (!same()) return;
      for (const d of docs) d.off('update', check);
      resolve();
    };
    for (const d of docs) d.on('update', check);
    check();
  });
}

const step = fc.record({
  phone: fc.nat(2),
  game: fc.nat(3),
  op: fc.nat(9),
  pick: fc.array(fc.nat(1000), { minLength: 4, maxLength: 4 }),
});
const round = fc.record({
  offline: fc.subarray([0, 1, 2]),
  steps: fc.array(step, { minLength: 3, maxLength: 15 }),
  kill: fc.boolean(),
});

describe('group: convergence through the server', () => {
  it('group: phones in rounds, some offline, the server restarted between rounds: every phone equal to the rule', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(round, { minLength: 2, maxLength: 3 }), async (rounds) => {
        server = await startTestServer();
        const port = Number(new URL(server.url).port);
        const g = await createGroup(server.url);
        const phones = [0, 1, 2].map((i) => {
          const { doc, provider } = connectPhone(server!.url, g.id, g.secret);
          return { doc, provider, group: new GroupReplica(doc, `p${i}`, coreOf) };
        });
        const made: SyncRecord[] = [];
        let t = 0;
        for (const r of rounds) {
          for (const i of r.offline) phones[i]!.provider.disconnect();
          for (const s of r.steps) {
            const p = phones[s.phone]!.group;
            const id = `g${s.game}`;
            const has = p.game(id)?.doc;
            const c = !has
              ? p.offer(newGame(KINDS[s.game % 3]!, id), at(t++))
              : s.op === 0
                ? p.remove(id, at(t++))
                : s.op === 1 && p.game(id)!.deleted
                  ? p.restore(id, at(t++))
                  : p.edit(id, someEdit(has, s.pick), at(t++));
            if (c.ok) made.push(c.record);
          }
          for (const i of r.offline) phones[i]!.provider.connect();
          await allEqual(phones.map((p) => p.doc));
          await Promise.all(phones.map((p) => synced(p.provider)));
          await server.stop(r.kill ? 'SIGKILL' : 'SIGTERM');
          server = await startTestServer(server.data, port);
        }
        const want = reference(made);
        const late = connectPhone(server.url, g.id, g.secret);
        const lateGroup = new GroupReplica(late.doc, 'late', coreOf);
        await allEqual([...phones.map((p) => p.doc), late.doc]);
        for (const p of [...phones.map((x) => x.group), lateGroup]) {
          expect(p.gameIds().sort()).toEqual([...want.keys()].sort());
          for (const [id, w] of want) expect(seenAs(p, id)).toEqual(w);
        }
        for (const p of [...phones, late]) p.provider.destroy();
        await server.stop();
        server = undefined;
      }),
      { numRuns: 2 },
    );
  });
});
