// What a design goal asks of its six cells, in words, generated from its parts (the sizes of its same-value sets):
// sets of 3 or more are "N alike", sets of 2 are pairs, sets of 1 are "others"; all ones is "all 6 different".
import { GOALS, type GoalId } from '../core/index.ts';

const COUNT = ['', 'a', '2', '3'];

export function goalMeaning(parts: readonly number[]): string {
  if (parts.every((n) => n === 1)) return `all ${parts.length} different`;
  const bySize = new Map<number, number>();
  for (const n of parts) bySize.set(n, (bySize.get(n) ?? 0) + 1);
  const words = [...bySize].sort(([a], [b]) => b - a).map(([size, count]) =>
    size >= 3 ? (count === 1 ? `${size} alike` : `${count} sets of ${size} alike`)
      : size === 2 ? (count === 1 ? 'a pair' : `${COUNT[count] ?? count} pairs`)
        : count === 1 ? '1 other' : `${count} others`);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!;
}

/** "AAA-BB-C: 3 alike, a pair and 1 other (by colour or pattern 7, both 11)". */
export function goalSummary(id: GoalId, values = GOALS[id]): string {
  return `${GOALS[id].label}: ${goalMeaning(GOALS[id].parts)} (colour or pattern ${values.low}, both ${values.high})`;
}

/** How a goal's six cells group by one side (colour or pattern), against the goal's letters:
 * "3 Blue, 2 Green, 1 Pink (3-2-1; AAA-BB-C needs 3-2-1): yes". Empty cells are left out ("4 of 6 filled"). */
export function goalWhy(id: GoalId, values: readonly string[], names: Record<string, string>): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].sort(([, a], [, b]) => b - a);
  const shape = sorted.map(([, n]) => n).join('-');
  const need = GOALS[id].parts.join('-');
  const list = sorted.map(([v, n]) => `${n} ${names[v] ?? v}`).join(', ');
  const verdict = values.length < 6 ? `${values.length} of 6 filled` : shape === need ? 'yes' : 'no';
  return `${list || 'none yet'} (${shape || '0'}; needs ${need}): ${verdict}`;
}
