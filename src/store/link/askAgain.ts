// Yjs (13.6) can keep changes that arrived out of order waiting for ever: when a waiting change needs another that
// is itself waiting, receiving both does not place them (docs/sync.md, "Changes that arrive out of order"). Asking
// the server again for all this phone lacks (sync step 1) brings them once more, and then they fit.
import type * as Y from 'yjs';
import { messageSync, type WebsocketProvider } from 'y-websocket';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';

/** Yjs holds something it received without having placed it in the document. */
export const holdsWaiting = (doc: Y.Doc): boolean => doc.store.pendingStructs !== null || doc.store.pendingDs !== null;

/** How long a change may wait for what it needs (the rest of a connection's first exchange) before asking again. */
export const ASK_AFTER_MS = 1_000;

/**
 * Calls `ask` when a change received from `from` leaves something waiting for longer than ASK_AFTER_MS, once per
 * wait: another change from `from` that still leaves it waiting asks again, a second later. Returns a function
 * that stops.
 */
export function askAgainWhenStuck(doc: Y.Doc, from: unknown, ask: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = (tr: Y.Transaction) => {
    if (tr.origin !== from || timer !== undefined || !holdsWaiting(doc)) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (holdsWaiting(doc)) ask();
    }, ASK_AFTER_MS);
  };
  doc.on('afterTransaction', check);
  return () => {
    doc.off('afterTransaction', check);
    clearTimeout(timer);
  };
}

/** Sends the server this phone's state (a sync step 1), as a connection's first exchange does: the server's answer
 * holds all the phone lacks. Nothing is sent while the socket is not open: the next connection asks anyway. */
export function askServer(provider: WebsocketProvider): void {
  if (!provider.wsconnected || !provider.ws) return;
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, messageSync);
  syncProtocol.writeSyncStep1(e, provider.doc);
  provider.ws.send(encoding.toUint8Array(e));
}
