// A sync nobody can fool or freeze: honest phones change games while a writer holding the group's key adds records
// of its own — a clock near 2^53 or far above the game's, an edit for a player the game lacks, another copy of a
// phone's change or of its whole game sent again later. Each update goes to a server that checks it as the real one
// does (checkUpdate, the game folded by its core), in the order made; some hostile records are taken as if a server
// from before the rule had stored them. Checked: the server refuses what the rule refuses and nothing an honest phone
// sends; every honest edit the core takes is written; and every phone ends with exactly the games the honest
// records alone make (the rule replayed on its own, src/sync/test/reference.ts): no hostile record changed anything.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { GroupReplica, LOG } from './group.ts';
import { checkUpdate } from './check.ts';
import { foldGame } from './fold.ts';
import { checkRecord, recordText, type SyncRecord } from './records.ts';
import { holdsWaiting } from '../store/link/askAgain.ts';
import { reference, seenAs } from './test/reference.ts';
import { at, coreOf, KINDS, newGame, someEdit } from './test/material.ts';

const GAMES = 3;
const HOSTILE = ['clock', 'player', 'copy', 'resend'] as const;
const step = fc.record({
  op: fc.constantFrom('offer', 'edit', 'edit', 'edit', 'edit', 'remove', 'restore', 'deliver', 'deliver', 'hostile'),
  phone: fc.nat(3),
  game: fc.nat(GAMES - 1),
  pick: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }),
});
const clientIds = fc.uniqueArray(fc.nat(2 ** 31), { minLength: 4, maxLength: 4 });

/** The server's side, as server/rooms.ts does it: each update checked against what it holds, then applied. */
function testServer() {
  const doc = new Y.Doc();
  const held = (g: string): SyncRecord[] =>
    doc
      .getArray(LOG)
      .toArray()
      .map((x) => checkRecord(x))
      .flatMap((c) => (c.ok && c.record.g === g ? [c.record] : []));
  return {
    doc,
    held,
    clock: (g: string) => foldGame(g, held(g), coreOf).clock,
    /** Checked and applied when it passes; `stored`: taken unchecked, as a server from before the rule took it. */
    take(update: Uint8Array, stored = false) {
      const c = stored
        ? ({ ok: true } as const)
        : checkUpdate(update, Y.decodeStateVector(Y.encodeStateVector(doc)), (g, fresh) =>
            foldGame(g, [...held(g), ...fresh], coreOf),
          );
      if (c.ok) Y.applyUpdate(doc, update);
      return c;
    },
  };
}

/** An edit of a player the game lacks (player 8), of a kind that names a player. */
function noSuchPlayer(doc: NonNullable<ReturnType<GroupReplica['game']>>['doc'], pick: number[]): unknown {
  const e = someEdit(doc!, [0, ...pick.slice(1)]) as { player?: number; turn?: { player: number } };
  return e.turn ? { ...e, turn: { ...e.turn, player: 7 } } : { ...e, player: 7 };
}

describe('group: hostile records', () => {
  it('no hostile record changes a game, freezes a phone or is taken twice; every replica converges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(step, { minLength: 1, maxLength: 70, size: 'max' }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }),
        clientIds,
        (n, steps, order, ids) => {
          const server = testServer();
          let evilN = 0;
          const phones = Array.from({ length: n }, (_, i) => {
            const doc = new Y.Doc();
            doc.clientID = ids[i]!;
            return new GroupReplica(doc, `p${i}`, coreOf);
          });
          /** What reaches phones: every honest update, and the hostile ones a server holds. */
          const sent: { from: number; update: Uint8Array }[] = [];
          const got = phones.map(() => new Set<number>());
          phones.forEach((p, i) =>
            p.doc.on('update', (update: Uint8Array, origin: unknown) => {
              if (origin === 'net') return;
              const c = server.take(update);
              expect(c, 'the server takes every update of an honest phone').toMatchObject({ ok: true });
              sent.push({ from: i, update });
            }),
          );
          const deliver = (to: number, which: (k: number) => boolean, pick: number[]) => {
            const todo = sent.map((_, k) => k).filter((k) => sent[k]!.from !== to && !got[to]!.has(k) && which(k));
            todo.forEach((_, k) => {
              const j = k + ((pick[k % pick.length] ?? 0) % (todo.length - k));
              [todo[k], todo[j]] = [todo[j]!, todo[k]!];
            });
            for (const k of todo) {
              Y.applyUpdate(phones[to]!.doc, sent[k]!.update, 'net');
              got[to]!.add(k);
            }
          };
          const honest: SyncRecord[] = [];
          steps.forEach((s, t) => {
            const p = phones[s.phone % n]!;
            const id = `g${s.game}`;
            const kind = KINDS[s.game % KINDS.length]!;
            const has = p.game(id)?.doc;
            if (s.op === 'hostile') {
              const onServer = server.held(id);
              const mine = onServer.filter((r) => r.by.startsWith('p'));
              const clock = server.clock(id);
              const [k = 0, a = 0, b = 0, , , stored = 0] = s.pick;
              const what = HOSTILE[k % HOSTILE.length]!;
              const base = { g: id, by: 'evil', n: ++evilN, l: clock + 1, at: at(t) };
              let r: SyncRecord | null = null;
              const game = foldGame(id, onServer, coreOf).doc;
              if (what === 'clock' && game)
                r = {
                  t: 'edit',
                  ...base,
                  l: a % 2 ? Number.MAX_SAFE_INTEGER : clock + 100_000,
                  e: someEdit(game, s.pick),
                };
              else if (what === 'player' && game) r = { t: 'edit', ...base, e: noSuchPlayer(game, s.pick) };
              else if (mine.length) {
                // Another tab of the same phone sending a change (or its whole game) again, later than the original.
                const pool = mine.filter((x) => (what === 'resend' ? x.t === 'doc' : x.t !== 'doc'));
                const orig = pool[b % Math.max(1, pool.length)];
                if (orig) r = { ...orig, by: `${orig.by}.again`, n: ++evilN, l: Math.max(orig.l, clock + 1) };
              }
              if (!r) return;
              // Written on what the server holds, by a client of its own for each record.
              const evil = new Y.Doc();
              evil.clientID = Math.max(...ids) + evilN;
              Y.applyUpdate(evil, Y.encodeStateAsUpdate(server.doc));
              const before = Y.encodeStateVector(evil);
              evil.getArray(LOG).push([recordText(r)]);
              const update = Y.encodeStateAsUpdate(evil, before);
              const refusable = what === 'clock' || what === 'player';
              if (stored % 2 === 0 && refusable) {
                expect(server.take(update).ok, `the server refuses ${what}`).toBe(false);
                return;
              }
              expect(server.take(update, stored % 2 === 1).ok).toBe(true);
              sent.push({ from: -1, update });
              return;
            }
            let c;
            if (s.op === 'deliver') deliver(s.phone % n, (k) => (k + s.pick[0]!) % 3 !== 0, s.pick);
            else if (s.op === 'offer' && !has) c = p.offer(newGame(kind, id), at(t));
            else if (s.op === 'edit' && has) {
              const e = someEdit(has, s.pick);
              c = p.edit(id, e, at(t));
              // Whatever other records the phone holds, an edit its core takes on the game it shows is written.
              const takes = coreOf(has.format)!.applyEdit(has, e, at(t));
              if (takes.ok && coreOf(has.format)!.parse(takes.game).ok) expect(c).toMatchObject({ ok: true });
            } else if (s.op === 'remove' && has) c = p.remove(id, at(t));
            else if (s.op === 'restore' && has) c = p.restore(id, at(t));
            if (c?.ok) honest.push(c.record);
          });
          phones.forEach((p, i) => {
            deliver(i, () => true, order);
            if (holdsWaiting(p.doc))
              Y.applyUpdate(p.doc, Y.encodeStateAsUpdate(server.doc, Y.encodeStateVector(p.doc)), 'net');
          });
          // Every honest record is on the server (a status saying "up to date" would be true)...
          const onServer = new Set(
            server.doc
              .getArray(LOG)
              .toArray()
              .map((x) => (checkRecord(x) as { record: SyncRecord }).record)
              .map((r) => `${r.by}:${r.n}`),
          );
          for (const r of honest) expect(onServer.has(`${r.by}:${r.n}`)).toBe(true);
          // ...and every phone has exactly the games the honest records make.
          const want = reference(honest);
          for (const p of phones) {
            for (const [g, w] of want) expect(seenAs(p, g)).toEqual(w);
          }
        },
      ),
    );
  });
});
