// Fan-out as the sync benches measure it: phones seated in tables of 4 (one group and one Calico game a table), then
// each entering a tap a second on its board; every tap's delay from its sending to its arrival at each other phone.
import * as Y from 'yjs';
import { ALL_TILES, PLAYABLE_CELLS, keyOf } from '../src/games/calico/core/index.ts';
import { GroupReplica } from '../src/sync/group.ts';
import { recordId } from '../src/sync/records.ts';
import { coreOf } from '../src/sync/test/material.ts';
import { randomGames } from '../src/test/games.ts';
import { connectPhone, createGroup, synced } from '../server/test/harness.ts';

export type Tables = {
  phones: { group: GroupReplica; provider: { destroy(): void } }[];
  tables: number;
  /** Milliseconds from a tap sent to its arrival at another phone, one entry a phone reached; taps only. */
  delays: number[];
  sentAt: Map<string, number>;
};

/** `count` phones through `url` in tables of 4, each table's game on every phone of it. `socket(t)` gives the
 * WebSocket class of table t's phones (one local address a table, as a table's phones share a router). */
export async function seatTables(url: string, count: number, socket?: (table: number) => unknown): Promise<Tables> {
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const phones: Tables['phones'] = [];
  const tables = Math.ceil(count / 4);
  for (let t = 0; t < tables; t++) {
    const g = await createGroup(url);
    const table: GroupReplica[] = [];
    for (let i = 0; i < 4 && phones.length < count; i++) {
      const doc = new Y.Doc();
      const { provider } = connectPhone(url, g.id, g.secret, doc, socket?.(t) as never);
      await synced(provider);
      const group = new GroupReplica(doc, `p${i}`, coreOf);
      group.onRecords((records) => {
        const now = performance.now();
        for (const r of records) {
          const s = sentAt.get(recordId(r));
          if (s !== undefined && r.by !== group.replica) delays.push(now - s);
        }
      });
      table.push(group);
      phones.push({ group, provider });
    }
    table[0]!.offer(randomGames(1, t, `t${t}`)[0]!, new Date().toISOString());
    await new Promise<void>((r) => {
      const ok = () => table.every((x) => x.game(`t${t}-0`)) && r();
      table.forEach((x) => x.doc.on('update', ok));
      ok();
    });
  }
  delays.length = 0;
  return { phones, tables, delays, sentAt };
}

/** Every phone taps a random cell once a second for `seconds`, their starts spread over the first second; then a
 * second for the last taps to arrive. The number of taps entered. */
export async function tapEverySecond({ phones, sentAt }: Tables, seconds: number): Promise<number> {
  let taps = 0;
  const timers: NodeJS.Timeout[] = [];
  phones.forEach(({ group }, i) => {
    const player = Number(group.replica.slice(1)) % 2;
    const id = group.gameIds()[0]!;
    const tap = () => {
      const cell = keyOf(PLAYABLE_CELLS[Math.floor(Math.random() * PLAYABLE_CELLS.length)]!);
      const c = group.edit(
        id,
        { kind: 'cell', player, cell, tile: ALL_TILES[Math.floor(Math.random() * 36)]! },
        new Date().toISOString(),
      );
      if (c.ok) sentAt.set(recordId(c.record), performance.now());
      taps++;
    };
    timers.push(setTimeout(() => timers.push(setInterval(tap, 1000)), (i * 1000) / phones.length));
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  timers.forEach((t) => (clearTimeout(t), clearInterval(t)));
  await new Promise((r) => setTimeout(r, 1000));
  return taps;
}
