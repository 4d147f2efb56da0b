// Goal feasibility, checked against brute force: try every way to fill the empty cells.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TILES, GOAL_IDS, type Tile } from '../catalog.ts';
import { goalFeasibility, matchesParts } from '../goals.ts';
import { GOALS } from '../catalog.ts';
import { tile } from './notation.ts';

const COLORS6 = ['blue', 'green', 'yellow', 'navy', 'purple', 'pink'] as const;

/** Brute force: can the empty slots be given values so that the counts match the goal? */
function bruteForce(values: (string | null)[], parts: readonly number[], domain: readonly string[]): boolean {
  const empty = values.map((v, i) => (v === null ? i : -1)).filter((i) => i >= 0);
  const filled = [...values];
  const go = (k: number): boolean => {
    if (k === empty.length) return matchesParts(filled as never, parts);
    for (const d of domain) {
      filled[empty[k]!] = d;
      if (go(k + 1)) return true;
    }
    return false;
  };
  return go(0);
}

describe('goal feasibility', () => {
  it('examples: an AAA-BBB ring with three different colours is impossible by colour', () => {
    const ring: (Tile | null)[] = [tile('Bd'), tile('Gd'), tile('Yd'), null, null, null];
    expect(goalFeasibility('aaa-bbb', ring)).toEqual({ byColor: false, byPattern: true });
    expect(goalFeasibility('a-b-c-d-e-f', ring)).toEqual({ byColor: true, byPattern: false });
    expect(goalFeasibility('aaaa-bb', [tile('Bd'), tile('Bs'), tile('Gd'), tile('Gs'), null, null])).toEqual({
      byColor: true,
      byPattern: true,
    });
    // colours B B G G Y: three colours for two parts; patterns d s d s d: the last cell as dots makes d d d d s s
    expect(goalFeasibility('aaaa-bb', [tile('Bd'), tile('Bs'), tile('Gd'), tile('Gs'), tile('Yd'), null])).toEqual({
      byColor: false,
      byPattern: true,
    });
  });

  it('agrees with brute force on every goal and every partly filled ring', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GOAL_IDS),
        fc.array(fc.option(fc.constantFrom(...ALL_TILES), { nil: null }), { minLength: 6, maxLength: 6 }),
        (goal, ring) => {
          const f = goalFeasibility(goal, ring);
          expect(f.byColor).toBe(
            bruteForce(
              ring.map((t) => t?.color ?? null),
              GOALS[goal].parts,
              COLORS6,
            ),
          );
        },
      ),
    );
  });
});
