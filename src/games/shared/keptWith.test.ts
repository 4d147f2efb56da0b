import { describe, expect, it } from 'vitest';
import { keptWith } from './keptWith.ts';

describe('keptWith', () => {
  it('works once per object and hands back the same answer; another object gets its own', () => {
    let calls = 0;
    const size = keptWith((list: number[]) => (calls++, { n: list.length }));
    const a = [1, 2],
      b = [1, 2];
    expect(size(a)).toBe(size(a));
    expect(calls).toBe(1);
    expect(size(b)).toEqual({ n: 2 });
    expect(size(b)).not.toBe(size(a));
    expect(calls).toBe(2);
  });

  it('keeps an answer that is undefined or null too (asked again, not worked out again)', () => {
    let calls = 0;
    const none = keptWith((_: object) => (calls++, undefined));
    const k = {};
    none(k);
    none(k);
    expect(calls).toBe(1);
  });
});
