// Golden table: every design goal met by colour only, by pattern only, by both, by neither, and unfinished,
// judged on a ring of six tiles (codes as in notation.ts; ".." is an empty cell). Drawn by hand from docs/rules/calico.md:
// the sizes of the same-value sets must equal the goal's parts exactly; one way scores the lower value, both the
// higher, neither 0.
import { describe, expect, it } from 'vitest';
import { GOALS, type GoalId } from '../catalog.ts';
import { DEFAULT_RULES } from '../game.ts';
import { judgeGoal } from '../goals.ts';
import { tile } from './notation.ts';

type Verdict = 'color' | 'pattern' | 'both' | 'neither' | 'pending';

const TABLE: Record<GoalId, Record<Verdict, string>> = {
  'a-b-c-d-e-f': {
    color: 'Bs Gs Ys Ns Ps Ks', // six colours, one pattern
    pattern: 'Bs Bd Bf Bv Bq Br', // one colour, six patterns
    both: 'Bs Gd Yf Nv Pq Kr',
    neither: 'Bs Bs Gd Gd Yf Yf', // pairs are not six different
    pending: 'Bs Gd Yf Nv Pq ..',
  },
  'aa-bb-cc': {
    color: 'Bs Bd Gf Gv Yq Yr',
    pattern: 'Bs Gs Yd Nd Pf Kf',
    both: 'Bs Bs Gd Gd Yf Yf',
    neither: 'Bs Bs Bs Bs Bs Bs', // six of one is not three pairs
    pending: 'Bs Bs Gd Gd Yf ..',
  },
  'aaa-bbb': {
    color: 'Bs Bd Bf Gv Gq Gr',
    pattern: 'Bs Gs Ys Nd Pd Kd',
    both: 'Bs Bs Bs Gd Gd Gd',
    neither: 'Bs Bs Bs Bs Bs Bs', // six of one colour does not satisfy AAA-BBB (docs/rules/calico.md)
    pending: '.. Bs Bs Gd Gd Gd',
  },
  'aaa-bb-c': {
    color: 'Bs Bd Bf Gv Gq Yr',
    pattern: 'Bs Gs Ys Nd Pd Kf',
    both: 'Bs Bs Bs Gd Gd Yf',
    neither: 'Bs Gd Yf Nv Pq Kr',
    pending: 'Bs Bs Bs Gd .. Yf',
  },
  'aa-bb-c-d': {
    color: 'Bs Bd Gf Gv Yq Nr',
    pattern: 'Bs Gs Yd Nd Pf Kv',
    both: 'Bs Bs Gd Gd Yf Nv',
    neither: 'Bs Bs Bs Bs Bs Bs',
    pending: 'Bs Bs Gd Gd Yf ..',
  },
  'aaaa-bb': {
    color: 'Bs Bd Bf Bv Gq Gr',
    pattern: 'Bs Gs Ys Ns Pd Kd',
    both: 'Bs Bs Bs Bs Gd Gd',
    neither: 'Bs Bs Bs Gs Gs Gs', // 3 + 3 is not 4 + 2
    pending: 'Bs Bs Bs .. Gd Gd',
  },
};

const ring = (codes: string) => codes.split(' ').map((c) => (c === '..' ? null : tile(c)));

describe('golden: every goal × every verdict', () => {
  for (const [goal, rows] of Object.entries(TABLE) as [GoalId, Record<Verdict, string>][]) {
    const { low, high } = GOALS[goal];
    const points: Record<Verdict, number> = { color: low, pattern: low, both: high, neither: 0, pending: 0 };
    for (const [verdict, codes] of Object.entries(rows) as [Verdict, string][]) {
      it(`${GOALS[goal].label} ${verdict}: ${codes} → ${points[verdict]}`, () => {
        const v = judgeGoal(goal, ring(codes), DEFAULT_RULES, 'standard');
        expect(v.status === 'pending' ? 'pending' : v.status).toBe(verdict === 'color' ? 'color' : verdict);
        expect(v.points).toBe(points[verdict]);
      });
    }
  }
});
