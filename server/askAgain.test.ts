// A phone whose Yjs keeps changes waiting for ever asks the real server again, and the server's answer places them
// (src/store/link/askAgain.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WebSocket } from 'ws';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { askAgainWhenStuck, askServer, holdsWaiting } from '../src/store/link/askAgain.ts';
import { connectPhone, createGroup, startTestServer, synced, until, type TestServer } from './test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A phone apart from the server, keeping the updates it makes. */
function apart(id: number) {
  const doc = new Y.Doc();
  doc.clientID = id;
  const made: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && made.push(u));
  const replica = new GroupReplica(doc, `p${id}`, coreOf);
  const offer = (g: string) => replica.offer(newGame('azul', g), at(id));
  const hear = (u: Uint8Array) => Y.applyUpdate(doc, u, 'net');
  return { doc, made, offer, hear };
}

/** A socket whose incoming messages are dropped while `deaf` is set (a phone that missed what the server sent);
 * `missed` settles once an update was dropped. */
let deaf = false;
let missedOne = () => {};
const missed = new Promise<void>((r) => (missedOne = r));
class Deafened extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    const handler = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage')!;
    Object.defineProperty(this, 'onmessage', {
      get: () => handler.get!.call(this),
      set: (h: ((ev: { data: unknown }) => void) | null) =>
        handler.set!.call(
          this,
          h &&
            ((ev: { data: unknown }) => {
              if (!deaf) return h.call(this, ev);
              const m = new Uint8Array(ev.data as ArrayBuffer);
              if (m[0] === 0 && m[1] === 2) missedOne(); // y-protocols: a sync message, an update
            }),
        ),
    });
  }
}

describe('group: changes Yjs keeps waiting', () => {
  it('are asked for again, and the server’s answer places them', async () => {
    const g = await createGroup(server.url);
    const { doc, provider } = connectPhone(server.url, g.id, g.secret, new Y.Doc(), Deafened as never);
    await synced(provider);
    let asked = 0;
    askAgainWhenStuck(doc, provider, () => {
      asked++;
      askServer(provider);
    });

    // Seven games offered by three phones: c0 is made after b0 is seen, b1 after c0.
    const a = apart(1);
    const b = apart(2);
    const c = apart(3);
    for (const x of ['a0', 'a1', 'a2']) a.offer(x);
    b.offer('b0');
    c.hear(b.made[0]!);
    c.offer('c0');
    b.hear(c.made[0]!);
    b.offer('b1');
    b.offer('b2');
    const [a0, a1, a2] = a.made;
    const [b0, b1, b2] = b.made;
    const c0 = c.made[0]!;

    // The server gets them all; the phone misses the server's messages, then hears them in an order Yjs cannot place.
    deaf = true;
    const hub = connectPhone(server.url, g.id, g.secret);
    for (const u of [a0, a1, a2, b0, c0, b1, b2]) Y.applyUpdate(hub.doc, u!, 'net');
    await synced(hub.provider);
    const serverHas = new GroupReplica(hub.doc, 'hub', coreOf);
    expect(serverHas.gameIds()).toHaveLength(7);
    await missed;
    deaf = false;
    for (const u of [c0, a2, a0, b2, a1, b0, b1]) Y.applyUpdate(doc, u!, provider);
    const phone = new GroupReplica(doc, 'phone', coreOf);
    expect(phone.gameIds().sort()).toEqual(['a0', 'a1', 'a2', 'b0']);
    expect(holdsWaiting(doc)).toBe(true);

    await until(doc, () => phone.gameIds().length === 7);
    expect(phone.gameIds().sort()).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'b2', 'c0']);
    expect(holdsWaiting(doc)).toBe(false);
    expect(asked).toBe(1);
    provider.destroy();
    hub.provider.destroy();
  });
});
