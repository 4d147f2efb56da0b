// Changes that arrive out of order: what Yjs leaves waiting for ever is asked for again, and then it fits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { ASK_AFTER_MS, askAgainWhenStuck, holdsWaiting } from './askAgain.ts';

/** A phone writing to its own log, keeping the updates it makes. */
function phone(id: number) {
  const doc = new Y.Doc();
  doc.clientID = id;
  const made: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && made.push(u));
  const push = (x: string) => doc.getArray<string>('log').push([x]);
  const hear = (u: Uint8Array) => Y.applyUpdate(doc, u, 'net');
  return { doc, made, push, hear };
}

/** Three phones' seven changes: c0 is made after b0 is seen, b1 after c0. */
function sevenChanges() {
  const a = phone(1);
  const b = phone(2);
  const c = phone(3);
  a.push('a0');
  a.push('a1');
  a.push('a2');
  b.push('b0');
  c.hear(b.made[0]!);
  c.push('c0');
  b.hear(c.made[0]!);
  b.push('b1');
  b.push('b2');
  const [a0, a1, a2] = a.made;
  const [b0, b1, b2] = b.made;
  return { a0: a0!, a1: a1!, a2: a2!, b0: b0!, b1: b1!, b2: b2!, c0: c.made[0]! };
}

/** What the server holds: every change, in the order they were made. */
function server(changes: Record<string, Uint8Array>) {
  const doc = new Y.Doc();
  for (const u of Object.values(changes)) Y.applyUpdate(doc, u);
  return doc;
}

const SERVER = 'the server';
const items = (doc: Y.Doc) => doc.getArray<string>('log').toArray().sort();

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('changes that arrive out of order', () => {
  it('all seven received in this order leave three waiting for ever; asked for again, all seven fit', () => {
    const ch = sevenChanges();
    const doc = new Y.Doc();
    const ask = vi.fn();
    askAgainWhenStuck(doc, SERVER, ask);
    for (const u of [ch.c0, ch.a2, ch.a0, ch.b2, ch.a1, ch.b0, ch.b1]) Y.applyUpdate(doc, u, SERVER);
    // Yjs's own behaviour, which this answers: every change has arrived, yet c0, b1 and b2 are not placed.
    expect(items(doc)).toEqual(['a0', 'a1', 'a2', 'b0']);
    expect(ask).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(1);

    // The server answers a sync step 1 with all the phone lacks.
    const all = server(ch);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(all, Y.encodeStateVector(doc)), SERVER);
    expect(items(doc)).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'b2', 'c0']);
    expect(holdsWaiting(doc)).toBe(false);
    vi.advanceTimersByTime(10 * ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when changes come in order, or when what a change needs comes within the wait', () => {
    const ch = sevenChanges();
    const doc = new Y.Doc();
    const ask = vi.fn();
    askAgainWhenStuck(doc, SERVER, ask);
    Y.applyUpdate(doc, ch.c0, SERVER); // needs b0, which the rest of the first exchange brings
    vi.advanceTimersByTime(ASK_AFTER_MS / 2);
    Y.applyUpdate(doc, ch.b0, SERVER);
    for (const u of [ch.a0, ch.a1, ch.a2, ch.b1, ch.b2]) Y.applyUpdate(doc, u, SERVER);
    vi.advanceTimersByTime(10 * ASK_AFTER_MS);
    expect(ask).not.toHaveBeenCalled();
    expect(items(doc)).toHaveLength(7);
  });

  it('asks again while something still waits after each later change, and not once stopped', () => {
    const ch = sevenChanges();
    const doc = new Y.Doc();
    const ask = vi.fn();
    const stop = askAgainWhenStuck(doc, SERVER, ask);
    Y.applyUpdate(doc, ch.c0, SERVER);
    vi.advanceTimersByTime(ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(1); // no answer came: nothing more is sent until something does
    Y.applyUpdate(doc, ch.a0, SERVER);
    vi.advanceTimersByTime(ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(2);
    Y.applyUpdate(doc, ch.a1, SERVER);
    stop();
    vi.advanceTimersByTime(10 * ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(2);
    Y.applyUpdate(doc, ch.a2, 'this phone');
    vi.advanceTimersByTime(10 * ASK_AFTER_MS);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
