// The merge rule on hand-made cases: two phones offline change the same thing, and what each is told.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { GroupReplica } from './group.ts';
import { at, coreOf, newGame } from './test/material.ts';
import type { GameDoc } from '../games/types.ts';

/** Two phones in one group, connected only when `sync` is called (each gets what the other has). */
function twoPhones() {
  const a = new GroupReplica(new Y.Doc(), 'ana', coreOf);
  const b = new GroupReplica(new Y.Doc(), 'ben', coreOf);
  const sync = () => {
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)));
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)));
  };
  return { a, b, sync };
}

const cells = (doc: GameDoc | null | undefined, p: number) =>
  (doc as unknown as { players: { cells: Record<string, unknown> }[] }).players[p]!.cells;
const green = { color: 'green', pattern: 'dots' };
const pink = { color: 'pink', pattern: 'ferns' };

describe('group: the merge rule', () => {
  it('two phones set the same Calico cell offline: one winner on both, and the other phone is told', () => {
    const { a, b, sync } = twoPhones();
    expect(a.offer(newGame('calico', 'g1'), at(0)).ok).toBe(true);
    sync();
    expect(a.edit('g1', { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1)).ok).toBe(true);
    expect(b.edit('g1', { kind: 'cell', player: 0, cell: '1,1', tile: pink }, at(2)).ok).toBe(true);
    // Each phone sees only its own change while apart.
    expect(cells(a.game('g1')!.doc, 0)['1,1']).toEqual(green);
    expect(cells(b.game('g1')!.doc, 0)['1,1']).toEqual(pink);
    sync();
    // Both records have Lamport clock 2; "ben" sorts after "ana", so Ben's pink tile is the later one and wins.
    expect(cells(a.game('g1')!.doc, 0)['1,1']).toEqual(pink);
    expect(cells(b.game('g1')!.doc, 0)['1,1']).toEqual(pink);
    expect(a.lost()).toEqual([
      expect.objectContaining({
        why: 'overwritten',
        record: expect.objectContaining({ by: 'ana', e: expect.objectContaining({ tile: green }) }),
      }),
    ]);
    expect(b.lost()).toEqual([]);
  });

  it("a change made after seeing the other phone's change overwrites it without a loss", () => {
    const { a, b, sync } = twoPhones();
    a.offer(newGame('calico', 'g1'), at(0));
    sync();
    b.edit('g1', { kind: 'cell', player: 1, cell: '2,1', tile: pink }, at(1));
    sync();
    a.edit('g1', { kind: 'cell', player: 1, cell: '2,1', tile: green }, at(2));
    sync();
    expect(cells(b.game('g1')!.doc, 1)['2,1']).toEqual(green);
    expect([...a.lost(), ...b.lost()]).toEqual([]);
  });

  it('changes to different cells both stay', () => {
    const { a, b, sync } = twoPhones();
    a.offer(newGame('calico', 'g1'), at(0));
    sync();
    a.edit('g1', { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1));
    b.edit('g1', { kind: 'cell', player: 1, cell: '1,1', tile: pink }, at(1));
    sync();
    for (const r of [a, b]) {
      expect(cells(r.game('g1')!.doc, 0)['1,1']).toEqual(green);
      expect(cells(r.game('g1')!.doc, 1)['1,1']).toEqual(pink);
    }
    expect([...a.lost(), ...b.lost()]).toEqual([]);
  });

  it('two phones enter the same Kaliko turn offline: the first in order stays, the other is refused and told', () => {
    const { a, b, sync } = twoPhones();
    const game = newGame('kaliko', 'k1');
    a.offer(game, at(0));
    sync();
    const turn = { player: 0, kind: 'pass' };
    expect(a.edit('k1', { kind: 'turn', at: 0, turn }, at(1)).ok).toBe(true);
    expect(b.edit('k1', { kind: 'turn', at: 0, turn: { player: 0, kind: 'exchange', count: 1 } }, at(1)).ok).toBe(true);
    sync();
    for (const r of [a, b]) expect((r.game('k1')!.doc as unknown as { turns: unknown[] }).turns).toEqual([turn]);
    expect(b.lost()).toEqual([
      expect.objectContaining({
        why: 'refused',
        reason: expect.objectContaining({ id: 'core.kaliko.edit.turnAdded' }),
      }),
    ]);
    expect(a.lost()).toEqual([]);
  });

  it('deleting is undone by restoring, and the later of the two holds on every phone', () => {
    const { a, b, sync } = twoPhones();
    a.offer(newGame('azul', 'z1'), at(0));
    sync();
    b.remove('z1', at(1));
    sync();
    expect(a.game('z1')!.deleted).toEqual(expect.objectContaining({ by: 'ben', at: at(1) }));
    a.restore('z1', at(2));
    sync();
    expect(b.game('z1')!.deleted).toBeNull();
    // An edit made while the game was in Recently deleted is kept and shows once it is restored.
    b.remove('z1', at(3));
    b.edit('z1', { kind: 'floor', round: 0, player: 1, floor: 3 }, at(4));
    sync();
    a.restore('z1', at(5));
    sync();
    const floor = (r: GroupReplica) =>
      (r.game('z1')!.doc as unknown as { rounds: { players: { floor: number }[] }[] }).rounds[0]!.players[1]!.floor;
    expect([floor(a), floor(b), a.game('z1')!.deleted, b.game('z1')!.deleted]).toEqual([3, 3, null, null]);
  });

  it('edits made while a game was kept apart merge as two phones offline do, whatever arrived meanwhile', () => {
    const edits = [
      { e: { kind: 'cell', player: 0, cell: '1,1', tile: green }, at: at(1) },
      { e: { kind: 'cell', player: 0, cell: '2,1', tile: green }, at: at(2) },
      { e: { kind: 'cell', player: 0, cell: '2,1', tile: pink }, at: at(3) },
    ];
    const others = (b: GroupReplica) => {
      b.edit('g1', { kind: 'cell', player: 0, cell: '1,1', tile: pink }, at(4));
      b.edit('g1', { kind: 'cell', player: 1, cell: '1,1', tile: pink }, at(5));
    };
    // Two phones offline: Ana's three edits and Ben's two, then they meet.
    const offline = twoPhones();
    offline.a.offer(newGame('calico', 'g1'), at(0));
    offline.sync();
    for (const { e, at } of edits) offline.a.edit('g1', e, at);
    others(offline.b);
    offline.sync();
    // Ana's phone kept the game apart: it heard Ben's edits meanwhile but did not take them, and writes hers later.
    const apart = twoPhones();
    apart.a.offer(newGame('calico', 'g1'), at(0));
    apart.sync();
    const seen = apart.a.seenOf('g1');
    others(apart.b);
    apart.sync();
    expect(apart.a.editsApart('g1', seen, edits)).toEqual({ written: 3, refused: [] });
    apart.sync();
    for (const p of [apart.a, apart.b]) {
      expect(p.game('g1')!.doc).toEqual(offline.a.game('g1')!.doc);
      expect(p.records('g1').map(({ n: _, ...r }) => r)).toEqual(
        expect.arrayContaining(offline.a.records('g1').map(({ n: _, ...r }) => expect.objectContaining(r))),
      );
    }
    expect(apart.a.lost().map((l) => l.why)).toEqual(offline.a.lost().map((l) => l.why));
    expect(apart.b.lost().map((l) => l.why)).toEqual(offline.b.lost().map((l) => l.why));
    expect([...apart.a.lost(), ...apart.b.lost()].length).toBe(1); // the one cell both set
  });

  it('a whole game the parser refuses is kept aside and never replaces the good one', () => {
    const { a, b, sync } = twoPhones();
    a.offer(newGame('calico', 'g1'), at(0));
    a.edit('g1', { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1));
    sync();
    // Written past the checks, as a hostile or broken phone could: a board of an unknown colour.
    const bad = { ...newGame('calico', 'g1'), players: [{ name: 'X', board: 'mauve', goals: [], cells: {} }] };
    b.log.push([{ t: 'doc', g: 'g1', by: 'ben', n: 1, l: 9, at: at(2), doc: bad }]);
    // An edit that the core accepts but that leaves a game its parser refuses (a tile of no known colour).
    b.log.push([
      {
        t: 'edit',
        g: 'g1',
        by: 'ben',
        n: 2,
        l: 10,
        at: at(3),
        e: { kind: 'cell', player: 0, cell: '2,1', tile: { color: 'mauve', pattern: 'dots' } },
      },
    ]);
    sync();
    for (const r of [a, b]) {
      const g = r.game('g1')!;
      expect(cells(g.doc, 0)).toEqual({ '1,1': green });
      expect(g.setAside.map((s) => s.record.n)).toEqual([1, 2]);
    }
  });

  it('an edit that would change a game the phone has not got is not written', () => {
    const { a } = twoPhones();
    expect(a.edit('nope', { kind: 'finish' }, at(1))).toEqual({ ok: false, reason: 'no such game in the group' });
    expect(a.log.length).toBe(0);
  });

  it("records are kept as their JSON text; the first phones' records, kept as objects, read the same", () => {
    const { a, b, sync } = twoPhones();
    a.offer(newGame('calico', 'g1'), at(0));
    expect(typeof a.log.get(0)).toBe('string');
    sync();
    // An older phone's edit, written as an object; then a text that is no JSON, and one over the size limit.
    b.log.push([
      {
        t: 'edit',
        g: 'g1',
        by: 'old',
        n: 1,
        l: 2,
        at: at(1),
        e: { kind: 'cell', player: 0, cell: '1,1', tile: green },
      },
    ]);
    b.log.push([
      '{"t":"edit",',
      JSON.stringify({ t: 'del', g: 'g1', by: 'big', n: 1, l: 3, at: at(2), who: 'x'.repeat(300_000) }),
    ]);
    a.edit('g1', { kind: 'cell', player: 1, cell: '2,1', tile: pink }, at(3));
    sync();
    for (const r of [a, b]) {
      const g = r.game('g1')!;
      expect([cells(g.doc, 0), cells(g.doc, 1), g.deleted]).toEqual([{ '1,1': green }, { '2,1': pink }, null]);
      expect(r.setAside.map((x) => x.why)).toEqual(['not JSON', expect.stringMatching(/^record of \d+ bytes/)]);
    }
  });
});
