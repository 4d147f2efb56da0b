// The hostile checks every mode of the server meets, the same ones for the data folder (server/server.test.ts) and
// the scaled mode behind a proxy (server/scaled.test.ts): wrong keys, floods, and records valid for Yjs but not for
// the game. Each asks the mode where an update refused was kept aside.
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { GroupReplica } from '../../src/sync/group.ts';
import { at, coreOf, newGame, someEdit } from '../../src/sync/test/material.ts';
import { PROTOCOL } from '../server.ts';
import { connectPhone, createGroup, rawSocket, synced, until } from './harness.ts';

export interface HostileTarget {
  url: string;
  /** Everything the server (each process) wrote. */
  output(): string;
  /** The reasons of the updates of a group refused and kept aside. */
  refused(group: string): Promise<string[]>;
  /** Connections one address may hold open (the limit times the processes behind the proxy). */
  connections: number;
  /** How a connection sending a message over the limit is seen to close: 1009 from the server; behind HAProxy, which
   * resets a client still sending when the server has closed, it may be a dropped connection (1006). */
  tooBig: number[];
}

export const phone = (url: string, g: { id: string; secret: string }, name: string) => {
  const { doc, provider } = connectPhone(url, g.id, g.secret);
  return { doc, provider, group: new GroupReplica(doc, name, coreOf) };
};
export const green = { color: 'green', pattern: 'dots' };
export const cellOf = (r: GroupReplica, g: string, cell: string) =>
  (r.game(g)?.doc as unknown as { players: { cells: Record<string, unknown> }[] } | undefined)?.players[0]!.cells[cell];

/** Sends one y-protocols update over a raw socket, as a hostile client could. */
export const updateMessage = (update: Uint8Array) =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, 0);
    syncProtocol.writeUpdate(e, update);
  });
export const closed = (ws: import('ws').WebSocket) => new Promise<number>((r) => ws.once('close', (code) => r(code)));

/** A phone of another group that keeps working while this one is attacked. */
export async function stillServed(url: string): Promise<void> {
  const g = await createGroup(url);
  const a = phone(url, g, 'a');
  const b = phone(url, g, 'b');
  a.group.offer(newGame('azul', 'z1'), at(0));
  await until(b.doc, () => b.group.game('z1')?.doc != null);
  a.provider.destroy();
  b.provider.destroy();
}

/** The checks, as `it`s of the describe that calls it; `target` is read when each runs. */
export function hostileChecks(target: () => HostileTarget): void {
  it("hostile: a wrong secret, another group's id, no key at all", async () => {
    const t = target();
    const g = await createGroup(t.url);
    const other = await createGroup(t.url);
    const wrong = Buffer.alloc(32, 7).toString('base64url');
    expect(await rawSocket(t.url, g.id, [PROTOCOL, `key.${wrong}`])).toMatchObject({ opened: false, status: 401 });
    expect(await rawSocket(t.url, other.id, [PROTOCOL, `key.${g.secret}`])).toMatchObject({
      opened: false,
      status: 401,
    });
    expect(await rawSocket(t.url, g.id, [PROTOCOL])).toMatchObject({ opened: false, status: 401 });
    expect(await rawSocket(t.url, 'AAAAAAAAAAAAAAAA', [PROTOCOL, `key.${g.secret}`])).toMatchObject({
      opened: false,
      status: 401,
    });
    const right = await rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`]);
    expect(right.opened).toBe(true);
    expect(right.ws.protocol).toBe(PROTOCOL); // the key is never echoed back
    right.ws.close();
    expect(t.output()).not.toContain(g.secret);
  });

  it('hostile: a 10 MB message closes that connection, and other groups are still served', async () => {
    const t = target();
    const g = await createGroup(t.url);
    const { ws, opened } = await rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`]);
    expect(opened).toBe(true);
    const code = closed(ws);
    ws.send(Buffer.alloc(10 * 1024 * 1024, 1));
    expect(t.tooBig).toContain(await code); // "message too big", as docs/sync.md says, even while still sending
    await stillServed(t.url);
  });

  it('hostile: a thousand connections from one address: a bounded number open, the rest refused, others served', async () => {
    const t = target();
    const g = await createGroup(t.url);
    const open: import('ws').WebSocket[] = [];
    const statuses: (number | undefined)[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const tries = await Promise.all(
        Array.from({ length: 100 }, () => rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`], '127.0.0.2')),
      );
      for (const t of tries) t.opened ? open.push(t.ws) : statuses.push(t.status);
    }
    expect(open.length).toBe(t.connections);
    expect(statuses.length).toBe(1000 - t.connections);
    expect(new Set(statuses)).toEqual(new Set([429]));
    await stillServed(t.url); // from 127.0.0.1
    for (const ws of open) ws.close();
  });

  it('hostile: an update valid for Yjs but not a valid game is refused and kept aside; the group goes on', async () => {
    const t = target();
    const g = await createGroup(t.url);
    const ana = phone(t.url, g, 'ana');
    ana.group.offer(newGame('calico', 'c1'), at(0));
    await synced(ana.provider);
    // Stored: another phone has it (behind a proxy, the socket below may reach another process).
    const witness = phone(t.url, g, 'witness');
    await until(witness.doc, () => witness.group.game('c1')?.doc != null);
    witness.provider.destroy();
    // A doc record past the phone's own checks: a Calico board of no known colour, over the good game.
    const evil = new Y.Doc();
    Y.applyUpdate(evil, Y.encodeStateAsUpdate(ana.doc));
    const before = Y.encodeStateVector(evil);
    const bad = { ...newGame('calico', 'c1'), players: [{ name: 'X', board: 'mauve', goals: [], cells: {} }] };
    evil.getArray('log').push([{ t: 'doc', g: 'c1', by: 'evil', n: 1, l: 5, at: at(5), doc: bad }]);
    const { ws } = await rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`]);
    const code = closed(ws);
    ws.send(updateMessage(Y.encodeStateAsUpdate(evil, before)));
    expect(await code).toBe(4422);
    expect(await t.refused(g.id)).toEqual([expect.stringContaining('not valid')]);
    // Another record type, or a shared type other than the log, is refused the same way.
    const evil2 = new Y.Doc();
    Y.applyUpdate(evil2, Y.encodeStateAsUpdate(ana.doc));
    const before2 = Y.encodeStateVector(evil2);
    evil2.getMap('other').set('x', 1);
    const s2 = await rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`]);
    const code2 = closed(s2.ws);
    s2.ws.send(updateMessage(Y.encodeStateAsUpdate(evil2, before2)));
    expect(await code2).toBe(4422);
    // The group still holds the good game, and a new phone gets it and nothing else.
    const ben = phone(t.url, g, 'ben');
    await synced(ben.provider);
    expect(ben.group.game('c1')!.setAside).toEqual([]);
    expect(ben.group.game('c1')!.doc!.players).toEqual(newGame('calico', 'c1').players);
    expect(ben.doc.share.has('other')).toBe(false);
    ana.provider.destroy();
    ben.provider.destroy();
    await stillServed(t.url);
  });

  it('hostile: records the rule refuses (a clock near 2^53, an edit for player 8) are refused; edits still travel', async () => {
    const t = target();
    const g = await createGroup(t.url);
    const ana = phone(t.url, g, 'ana');
    const ben = phone(t.url, g, 'ben');
    ana.group.offer(newGame('calico', 'c1'), at(0));
    await until(ben.doc, () => ben.group.game('c1')?.doc != null);
    /** A record written by hand on what Ana holds, sent over a raw socket: how the server closed it. */
    const send = async (record: object) => {
      const evil = new Y.Doc();
      Y.applyUpdate(evil, Y.encodeStateAsUpdate(ana.doc));
      const before = Y.encodeStateVector(evil);
      evil
        .getArray('log')
        .push([JSON.stringify({ g: 'c1', by: 'mallory', n: 1, at: at(5), who: 'Mallory', ...record })]);
      const { ws } = await rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`]);
      const code = closed(ws);
      ws.send(updateMessage(Y.encodeStateAsUpdate(evil, before)));
      return code;
    };
    const cellEdit = { kind: 'cell', player: 0, cell: '2,2', tile: green };
    expect(await send({ t: 'edit', l: Number.MAX_SAFE_INTEGER, e: cellEdit })).toBe(4422);
    expect(await send({ t: 'edit', l: 2, e: { ...cellEdit, player: 7 } })).toBe(4422);
    expect(await send({ t: 'edit', l: 5000, e: cellEdit })).toBe(4422);
    expect((await t.refused(g.id)).sort()).toEqual([
      expect.stringContaining('a player the game does not have'),
      expect.stringContaining('its clock 5000'),
      expect.stringContaining(`its clock ${Number.MAX_SAFE_INTEGER}`),
    ]);
    // Ana's next edit is written and reaches Ben; nothing of Mallory's is in the group.
    expect(ana.group.edit('c1', { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(6))).toMatchObject({
      ok: true,
    });
    await until(ben.doc, () => cellOf(ben.group, 'c1', '1,1') !== undefined);
    expect(ben.group.records('c1').map((r) => r.by)).toEqual(['ana', 'ana']);
    ana.provider.destroy();
    ben.provider.destroy();
  });

  it('hostile: a change sent again by another tab of its phone is stored and taken once', async () => {
    const t = target();
    const g = await createGroup(t.url);
    const ana = phone(t.url, g, 'ana.tab1');
    ana.group.offer(newGame('kaliko', 'k1'), at(0));
    const turn = someEdit(ana.group.game('k1')!.doc!, [0, 0, 0, 0]);
    expect(ana.group.edit('k1', turn, at(1)).ok).toBe(true);
    await synced(ana.provider);
    // The tab after a reload, which did not have the first tab's record yet, sends the same turn at the same time.
    const again = phone(t.url, g, 'ana.tab2');
    again.group.offer(newGame('kaliko', 'k1'), at(0));
    expect(again.group.edit('k1', turn, at(1)).ok).toBe(true);
    await synced(again.provider);
    const ben = phone(t.url, g, 'ben');
    await until(ben.doc, () => ben.group.records('k1').length === 4);
    const k1 = ben.group.game('k1')!;
    expect((k1.doc as unknown as { turns: unknown[] }).turns).toHaveLength(1);
    expect(k1.lost).toEqual([]); // no "not kept" note for a change that was not lost
    expect(k1.setAside).toEqual([]);
    for (const p of [ana, again, ben]) p.provider.destroy();
  });

  it('hostile: bytes that are no message close that connection only', async () => {
    const t = target();
    const g = await createGroup(t.url);
    for (const junk of [
      [0, 2, 200, 1, 2, 3],
      [0, 7],
      [9, 9, 9],
      [0, 0, 5, 255, 255, 255, 255, 255],
    ]) {
      const { ws } = await rawSocket(t.url, g.id, [PROTOCOL, `key.${g.secret}`]);
      const code = closed(ws);
      ws.send(Buffer.from(junk));
      expect(await code).toBe(4400);
    }
    await stillServed(t.url);
  });
}
