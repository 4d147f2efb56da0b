// Seven changes by three phones that Yjs 13.6 keeps partly waiting for ever when received in STUCK_ORDER
// (store/link/askAgain.ts): c0 is made after b0 is seen, b1 after c0.
import * as Y from 'yjs';

export type Seven = Record<'a0' | 'a1' | 'a2' | 'b0' | 'b1' | 'b2' | 'c0', Uint8Array>;

/** The order of arrival that leaves c0, b1 and b2 waiting. */
export const STUCK_ORDER = ['c0', 'a2', 'a0', 'b2', 'a1', 'b0', 'b1'] as const;

/** The seven updates, each named change written by `write` on its phone's document (client ids 1, 2, 3). */
export function sevenChanges(write: (doc: Y.Doc, name: string) => void): Seven {
  const phone = (id: number) => {
    const doc = new Y.Doc();
    doc.clientID = id;
    const made: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && made.push(u));
    return { doc, made, hear: (u: Uint8Array) => Y.applyUpdate(doc, u, 'net') };
  };
  const [a, b, c] = [phone(1), phone(2), phone(3)];
  for (const x of ['a0', 'a1', 'a2']) write(a.doc, x);
  write(b.doc, 'b0');
  c.hear(b.made[0]!);
  write(c.doc, 'c0');
  b.hear(c.made[0]!);
  write(b.doc, 'b1');
  write(b.doc, 'b2');
  const [a0, a1, a2] = a.made as [Uint8Array, Uint8Array, Uint8Array];
  const [b0, b1, b2] = b.made as [Uint8Array, Uint8Array, Uint8Array];
  return { a0, a1, a2, b0, b1, b2, c0: c.made[0]! };
}
