// Convergence: phones change games of all three kinds while apart, receive each other's updates in any order and
// any grouping, and end with the same games — the same as an independent replay of every change by the rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { GroupReplica } from './group.ts';
import { recordId, type SyncRecord } from './records.ts';
import { at, coreOf, KINDS, newGame, someEdit } from './test/material.ts';
import type { GameDoc } from '../games/types.ts';

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
  phones.forEach((p, i) => p.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'net') sent.push({ from: i, update });
  }));
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

/** The rule replayed on its own from the records (docs/sync.md), with no Yjs and none of fold.ts. */
function reference(records: SyncRecord[]) {
  const games = new Map<string, { doc: GameDoc | null; deleted: string | null; lost: string[] }>();
  const order = [...records].sort((a, b) => (a.l !== b.l ? a.l - b.l : a.by !== b.by ? (a.by < b.by ? -1 : 1) : a.n - b.n));
  const byId = new Map(records.map((r) => [recordId(r), r]));
  const lastOn = new Map<string, SyncRecord>(); // game + target → the record that set it
  const sinceDoc = new Map<string, SyncRecord[]>();
  for (const r of order) {
    const g = games.get(r.g) ?? { doc: null, deleted: null, lost: [] };
    games.set(r.g, g);
    if (r.t === 'doc') {
      const seen = r.seen ?? [];
      for (const x of sinceDoc.get(r.g) ?? []) {
        const same = x.t === 'doc' && JSON.stringify(x.doc) === JSON.stringify(r.doc);
        if (x.by !== r.by && !seen.includes(recordId(x)) && !same) g.lost.push(recordId(x));
      }
      g.doc = coreOf(r.doc.format)!.parse(r.doc).ok ? r.doc : g.doc;
      sinceDoc.set(r.g, [r]);
      for (const k of [...lastOn.keys()]) if (k.startsWith(`${r.g} `)) lastOn.delete(k);
    } else if (r.t === 'edit' && g.doc) {
      const core = coreOf(g.doc.format)!;
      const res = core.applyEdit(g.doc, r.e, r.at);
      if (!res.ok) {
        g.lost.push(recordId(r));
        continue;
      }
      g.doc = res.game;
      sinceDoc.get(r.g)!.push(r);
      const target = core.targetOf?.(r.e as never);
      if (target != null) {
        const prev = lastOn.get(`${r.g} ${target}`);
        const ancestors: string[] = [];
        for (let o = r.o; o && !ancestors.includes(o); o = (byId.get(o) as { o?: string } | undefined)?.o) ancestors.push(o);
        if (prev && prev.by !== r.by && !ancestors.includes(recordId(prev)) && JSON.stringify(prev.t === 'edit' && prev.e) !== JSON.stringify(r.e)) g.lost.push(recordId(prev));
        lastOn.set(`${r.g} ${target}`, r);
      }
    } else if (r.t === 'del') g.deleted = recordId(r);
    else if (r.t === 'undel') g.deleted = null;
  }
  return games;
}

const seenAs = (p: GroupReplica, g: string) => {
  const f = p.game(g)!;
  return { doc: f.doc, deleted: f.deleted && recordId(f.deleted), lost: f.lost.map((l) => recordId(l.record)).sort() };
};

describe('group: convergence', () => {
  it('phones apart and together in any order end with the same games, equal to the rule replayed on its own', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(step, { minLength: 1, maxLength: 80, size: 'max' }), fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }), (n, steps, order) => {
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
          for (const [g, w] of want) expect(seenAs(p, g)).toEqual({ doc: w.doc, deleted: w.deleted, lost: [...w.lost].sort() });
        }
      }),
      { numRuns: 150 },
    );
  });
});
