// @vitest-environment jsdom
// The hint of which game each recently opened game is: the newest first, a few kept, and never an error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openedKind, rememberOpened } from './openedKinds.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the kinds of games opened', () => {
  it('answers the kind each game was opened as, the latest opening winning', () => {
    rememberOpened('a', 'calico');
    rememberOpened('b', 'azul');
    rememberOpened('a', 'kaliko');
    expect([openedKind('a'), openedKind('b'), openedKind('c')]).toEqual(['kaliko', 'azul', undefined]);
  });

  it('keeps the last eight opened: the ninth back is forgotten, one opened again is kept', () => {
    for (const id of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8']) rememberOpened(id, 'calico');
    rememberOpened('g1', 'calico'); // g1 is the newest again: g2 is now the oldest
    rememberOpened('g9', 'azul');
    expect(['g1', 'g2', 'g3', 'g9'].map(openedKind)).toEqual(['calico', undefined, 'calico', 'azul']);
  });

  it('a damaged value or blocked storage gives no hint and throws nothing', () => {
    localStorage.setItem('tile-tally.opened', '{"a": 1');
    expect(openedKind('a')).toBeUndefined();
    localStorage.setItem('tile-tally.opened', JSON.stringify([['a', 'calico'], ['b'], 7, ['c', 3]]));
    expect([openedKind('a'), openedKind('b'), openedKind('c')]).toEqual(['calico', undefined, undefined]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberOpened('d', 'azul')).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(openedKind('a')).toBeUndefined();
  });
});
