// Convergence: phones change games of all three kinds while apart, receive each other's updates in any order and
// any grouping, and end with the same games — the same as an independent replay of every change by the rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { GroupReplica } from './group.ts';
import type { SyncRecord } from './records.ts';
import { reference, seenAs } from './test/reference.ts';
import { at, coreOf, KINDS, newGame, someEdit } from './test/material.ts';

const GAMES = 4;
const step = fc.record({
  op: fc.constantFrom('offer', 'edit', 'edit', 'edit', 'edit', 'remove', 'restore', 'deliver', 'deliver'),
  phone: fc.nat(3),
  game: fc.nat(GAMES - 1),
  pick: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }),
});

/** N phones and the updates each made; `deliver` hands a phone some of the others' updates, in the order given. */
function network(n: number) {
  const phones = Array.from({ length: n }, (_, i) => new GroupReplica(new Y.Doc(), `p${i}`, coreOf));
  const sent: { from: number; update: Uint8Array }[] = [];
  const got = phones.map(() => new Set<number>());
  phones.forEach((p, i) =>
    p.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'net') sent.push({ from: i, update });
    }),
  );
  const deliver = (to: number, which: (k: number) => boolean, order: number[]) => {
    const todo = sent.map((_, k) => k).filter((k) => sent[k]!.from !== to && !got[to]!.has(k) && which(k));
    // Shuffle by the given numbers: updates arrive out of order, Yjs keeps what it cannot place yet.
    todo.forEach((_, k) => {
      const j = k + ((order[k % order.length] ?? 0) % (todo.length - k));
      [todo[k], todo[j]] = [todo[j]!, todo[k]!];
    });
    for (const k of todo) {
      Y.applyUpdate(phones[to]!.doc, sent[k]!.update, 'net');
      got[to]!.add(k);
    }
  };
  return { phones, deliver };
}

describe('group: convergence', () => {
  it('phones apart and together in any order end with the same games, equal to the rule replayed on its own', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(step, { minLength: 1, maxLength: 80, size: 'max' }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }),
        (n, steps, order) => {
          const { phones, deliver } = network(n);
          const made: SyncRecord[] = [];
          steps.forEach((s, t) => {
            const p = phones[s.phone % n]!;
            const id = `g${s.game}`;
            const kind = KINDS[s.game % KINDS.length]!;
            const has = p.game(id)?.doc;
            let c;
            if (s.op === 'deliver') deliver(s.phone % n, (k) => (k + s.pick[0]!) % 3 !== 0, s.pick);
            else if (s.op === 'offer' && !has) c = p.offer(newGame(kind, id), at(t));
            else if (s.op === 'edit' && has) c = p.edit(id, someEdit(has, s.pick), at(t));
            else if (s.op === 'remove' && has) c = p.remove(id, at(t));
            else if (s.op === 'restore' && has) c = p.restore(id, at(t));
            if (c?.ok) made.push(c.record);
          });
          phones.forEach((_, i) => deliver(i, () => true, order));
          const want = reference(made);
          for (const p of phones) {
            expect(p.gameIds().sort()).toEqual([...want.keys()].sort());
            for (const [g, w] of want) expect(seenAs(p, g)).toEqual(w);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
