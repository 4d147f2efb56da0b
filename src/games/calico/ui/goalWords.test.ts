import { describe, expect, it } from 'vitest';
import { goalMeaning } from './goalWords.ts';

describe('goal meanings', () => {
  it('say each grouping in words', () => {
    expect(goalMeaning([1, 1, 1, 1, 1, 1])).toBe('all 6 different');
    expect(goalMeaning([2, 2, 2])).toBe('3 pairs');
    expect(goalMeaning([3, 3])).toBe('2 sets of 3 alike');
    expect(goalMeaning([3, 2, 1])).toBe('3 alike, a pair and 1 other');
    expect(goalMeaning([2, 2, 1, 1])).toBe('2 pairs and 2 others');
    expect(goalMeaning([4, 2])).toBe('4 alike and a pair');
  });
});
