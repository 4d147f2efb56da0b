import { describe, expect, it } from 'vitest';
import { goalMeaning, goalWhy } from './goalWords.ts';

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

describe('why a goal is met or not', () => {
  const names = { blue: 'Blue', green: 'Green', pink: 'Pink', navy: 'Navy' };
  it('compares the grouping of the six cells with the goal letters', () => {
    expect(goalWhy('aaa-bb-c', ['blue', 'green', 'blue', 'pink', 'green', 'blue'], names)).toBe('3 Blue, 2 Green, 1 Pink (3-2-1; needs 3-2-1): yes');
    expect(goalWhy('aaa-bbb', ['blue', 'green', 'blue', 'pink', 'green', 'blue'], names)).toBe('3 Blue, 2 Green, 1 Pink (3-2-1; needs 3-3): no');
    expect(goalWhy('aa-bb-cc', ['navy', 'navy'], names)).toBe('2 Navy (2; needs 2-2-2): 2 of 6 filled');
  });
});
