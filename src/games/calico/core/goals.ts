// Design goals: the six cells around a goal space, compared with the goal's letter pattern.
import { GOALS, type Color, type GoalId, type Pattern, type Tile } from './catalog.ts';
import type { HouseRules, Mode } from './game.ts';

export type GoalStatus = 'pending' | 'both' | 'color' | 'pattern' | 'neither';

/** True when the values' same-value set sizes equal the goal's parts exactly. */
export function matchesParts(values: readonly (Color | Pattern)[], parts: readonly number[]): boolean {
  // At most six values: count them with parallel arrays instead of a Map, and sort the few counts by insertion
  // (Array.prototype.sort's set-up costs more than the sorting here).
  const distinct: (Color | Pattern)[] = [];
  const counts: number[] = [];
  for (const v of values) {
    const at = distinct.indexOf(v);
    if (at < 0) (distinct.push(v), counts.push(1));
    else counts[at]!++;
  }
  if (counts.length !== parts.length) return false;
  for (let k = 1; k < counts.length; k++) {
    const n = counts[k]!;
    let j = k - 1;
    for (; j >= 0 && counts[j]! < n; j--) counts[j + 1] = counts[j]!;
    counts[j + 1] = n;
  }
  for (let k = 0; k < counts.length; k++) if (counts[k] !== parts[k]) return false;
  return true;
}

export interface GoalVerdict {
  status: GoalStatus;
  byColor: boolean | null;
  byPattern: boolean | null;
  points: number;
}

/** Judges one goal on its ring of six tiles (null where empty). */
export function judgeGoal(goal: GoalId, ring: readonly (Tile | null)[], rules: HouseRules, mode: Mode): GoalVerdict {
  if (ring.some((t) => t === null)) return { status: 'pending', byColor: null, byPattern: null, points: 0 };
  const tiles = ring as Tile[];
  const { parts } = GOALS[goal];
  const byColor = matchesParts(
    tiles.map((t) => t.color),
    parts,
  );
  const byPattern = matchesParts(
    tiles.map((t) => t.pattern),
    parts,
  );
  const status: GoalStatus = byColor && byPattern ? 'both' : byColor ? 'color' : byPattern ? 'pattern' : 'neither';
  return { status, byColor, byPattern, points: mode === 'family' ? 0 : goalPoints(goal, status, rules) };
}

export function goalValues(goal: GoalId, rules: HouseRules): { low: number; high: number } {
  return rules.goalValues[goal] ?? GOALS[goal];
}

function goalPoints(goal: GoalId, status: GoalStatus, rules: HouseRules): number {
  const { low, high } = goalValues(goal, rules);
  if (status === 'both') return high;
  if ((status === 'color' || status === 'pattern') && !rules.goalsRequireBoth) return low;
  return 0;
}

export type Feasibility = { byColor: boolean; byPattern: boolean };

/**
 * Whether a goal can still be met, by colour and by pattern, given its ring (null where empty). Exact: the filled
 * cells' same-value counts must fit under distinct parts of the goal (largest with largest), and every part left
 * over is filled by new values, of which there are always enough (6 colours, 6 patterns).
 */
export function goalFeasibility(goal: GoalId, ring: readonly (Tile | null)[]): Feasibility {
  const tiles = ring.filter((t): t is Tile => t !== null);
  const parts = GOALS[goal].parts;
  return {
    byColor: fits(
      tiles.map((t) => t.color),
      parts,
    ),
    byPattern: fits(
      tiles.map((t) => t.pattern),
      parts,
    ),
  };
}

function fits(values: readonly string[], parts: readonly number[]): boolean {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts.values()].sort((a, b) => b - a);
  if (sorted.length > parts.length) return false;
  return sorted.every((n, i) => n <= parts[i]!);
}
