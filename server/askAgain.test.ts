// A phone whose Yjs keeps changes waiting for ever asks the real server again, and the server's answer places them
// (src/store/link/askAgain.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WebSocket } from 'ws';
import { GroupReplica } from '../src/sync/group.ts';
import { at, coreOf, newGame } from '../src/sync/test/material.ts';
import { askAgainWhenStuck, askServer, holdsWaiting } from '../src/store/link/askAgain.ts';
import { sevenChanges, STUCK_ORDER } from '../src/store/link/test/sevenChanges.ts';
import { connectPhone, createGroup, startTestServer, synced, until, type TestServer } from './test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

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
    const ch = sevenChanges((doc, x) =>
      new GroupReplica(doc, `p${doc.clientID}`, coreOf).offer(newGame('azul', x), at(0)),
    );

    // The server gets them all; the phone misses the server's messages, then hears them in an order Yjs cannot place.
    deaf = true;
    const hub = connectPhone(server.url, g.id, g.secret);
    for (const u of Object.values(ch)) Y.applyUpdate(hub.doc, u, 'net');
    await synced(hub.provider);
    const serverHas = new GroupReplica(hub.doc, 'hub', coreOf);
    expect(serverHas.gameIds()).toHaveLength(7);
    await missed;
    deaf = false;
    for (const x of STUCK_ORDER) Y.applyUpdate(doc, ch[x], provider);
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
