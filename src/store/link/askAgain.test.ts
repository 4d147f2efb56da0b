// Changes that arrive out of order: what Yjs leaves waiting for ever is asked for again, and then it fits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { ASK_AFTER_MS, askAgainWhenStuck, holdsWaiting } from './askAgain.ts';
import { sevenChanges, STUCK_ORDER, type Seven } from './test/sevenChanges.ts';

/** The seven changes as plain entries of the log. */
const sevenEntries = () => sevenChanges((doc, x) => doc.getArray<string>('log').push([x]));

/** What the server holds: every change, in the order they were made. */
function server(changes: Seven) {
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
    const ch = sevenEntries();
    const doc = new Y.Doc();
    const ask = vi.fn();
    askAgainWhenStuck(doc, SERVER, ask);
    for (const x of STUCK_ORDER) Y.applyUpdate(doc, ch[x], SERVER);
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
    const ch = sevenEntries();
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
    const ch = sevenEntries();
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
