// The revision check's rule, case by case, drawn by hand; and the shapes it accepts from a copy and from the worker.
import { describe, expect, it } from 'vitest';
import { asDecision, asGameRow, decide, type Rev } from './revisions.ts';

const check = (copies: [string, Rev | null][], stored: [string, Rev][]) => decide(new Map(copies), new Map(stored));
const DEL = '2026-11-20T10:00:00.000Z';

describe('the revision check decides', () => {
  it('a newer copy is put back', () => {
    expect(check([['a', { rev: 3 }]], [['a', { rev: 2 }]])).toEqual({ newer: ['a'], stale: [] });
  });
  it('a copy of a game the database lacks is put back (deleted ones too: the bin is kept)', () => {
    expect(
      check(
        [
          ['a', { rev: 1 }],
          ['b', { rev: 2, deletedAt: DEL }],
        ],
        [],
      ),
    ).toEqual({ newer: ['a', 'b'], stale: [] });
  });
  it('an older copy never replaces the stored row: the copy is brought up to date', () => {
    expect(check([['a', { rev: 2 }]], [['a', { rev: 5 }]])).toEqual({ newer: [], stale: ['a'] });
  });
  it('the same revision, deleted in one and not the other: the copy follows the database', () => {
    expect(
      check(
        [
          ['a', { rev: 4 }],
          ['b', { rev: 4, deletedAt: DEL }],
        ],
        [
          ['a', { rev: 4, deletedAt: DEL }],
          ['b', { rev: 4 }],
        ],
      ),
    ).toEqual({ newer: [], stale: ['a', 'b'] });
  });
  it('the same revision and deletion: nothing to do', () => {
    expect(
      check(
        [
          ['a', { rev: 4 }],
          ['b', { rev: 1, deletedAt: DEL }],
        ],
        [
          ['a', { rev: 4 }],
          ['b', { rev: 1, deletedAt: DEL }],
        ],
      ),
    ).toEqual({ newer: [], stale: [] });
  });
  it('a stored game without a copy is copied', () => {
    expect(check([], [['a', { rev: 1 }]])).toEqual({ newer: [], stale: ['a'] });
  });
  it('an unreadable copy is written again from the database, never put back', () => {
    expect(check([['a', null]], [['a', { rev: 1 }]])).toEqual({ newer: [], stale: ['a'] });
  });
  it('an unreadable copy of a game the database lacks is left alone (nothing to write it from)', () => {
    expect(check([['a', null]], [])).toEqual({ newer: [], stale: [] });
  });
  it('stamps order before revisions: a database lost and started again (revision 1 again, stamped later) is newer than a copy at revision 3', () => {
    const T = Date.parse('2026-11-27T10:00:00.000Z');
    expect(check([['a', { rev: 3, stamp: T }]], [['a', { rev: 1, stamp: T + 1000 }]])).toEqual({
      newer: [],
      stale: ['a'],
    });
    expect(check([['a', { rev: 1, stamp: T + 1000 }]], [['a', { rev: 3, stamp: T }]])).toEqual({
      newer: ['a'],
      stale: [],
    });
  });
  it('a copy or row from before stamps counts its revision as its stamp: older than any stamped one, and ordered by revision among its own', () => {
    const T = Date.parse('2026-11-27T10:00:00.000Z');
    expect(check([['a', { rev: 9 }]], [['a', { rev: 1, stamp: T }]])).toEqual({ newer: [], stale: ['a'] });
    expect(check([['a', { rev: 9 }]], [['a', { rev: 4 }]])).toEqual({ newer: ['a'], stale: [] });
  });
});

describe('a copy', () => {
  const doc = { id: 'a', createdAt: DEL, updatedAt: DEL, players: [] };
  it('is a game row only when it looks like one the app stored', () => {
    expect(asGameRow({ id: 'a', updatedAt: DEL, rev: 1, doc }, 'a')).not.toBeNull();
    expect(asGameRow({ id: 'a', updatedAt: DEL, rev: 1, doc }, 'b')).toBeNull(); // another game's file
    expect(asGameRow({ id: 'a', updatedAt: DEL, rev: 0, doc }, 'a')).toBeNull();
    expect(asGameRow({ id: 'a', updatedAt: DEL, rev: 1, doc: { ...doc, players: null } }, 'a')).toBeNull();
    expect(asGameRow({ id: 'a', updatedAt: DEL, rev: 1, doc, deletedAt: 5 }, 'a')).toBeNull();
    expect(asGameRow(undefined, 'a')).toBeNull();
  });
});

describe("the worker's answer", () => {
  it('is taken only whole: two lists of ids', () => {
    expect(asDecision({ newer: ['a'], stale: [] })).toEqual({ newer: ['a'], stale: [] });
    for (const x of [null, 'ok', {}, { newer: ['a'] }, { newer: [1], stale: [] }, { newer: [], stale: 'a' }])
      expect(asDecision(x)).toBeNull();
  });
});
