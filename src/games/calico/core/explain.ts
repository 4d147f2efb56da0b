// Every scoring line of a player's board as a message (the screens and the CLI put it into words): a design goal,
// how its six cells group against its letters, a button, a cat, the rainbow.
import { msg, type Msg } from '../../shared/msg.ts';
import { series } from '../../shared/words.ts';
import { CATS, catRule, colorName, GOALS, patternName, type Color, type GoalId, type Pattern } from './catalog.ts';
import type { ButtonAward, CatAward, GoalResult } from './score.ts';

/** What a goal asks of its six cells, from its parts: "3 alike, a pair and 1 other", "all 6 different". */
export function goalMeaning(parts: readonly number[]): Msg {
  if (parts.every((n) => n === 1)) return msg('core.calico.goal.allDifferent', { count: parts.length });
  const bySize = new Map<number, number>();
  for (const n of parts) bySize.set(n, (bySize.get(n) ?? 0) + 1);
  const kinds = [...bySize]
    .sort(([a], [b]) => b - a)
    .map(([size, count]) =>
      size >= 3
        ? msg('core.calico.goal.alike', { size, count })
        : size === 2
          ? msg('core.calico.goal.pairs', { count })
          : msg('core.calico.goal.others', { count }),
    );
  return msg('core.calico.goal.meaning', { kinds });
}

/** "AAA-BB-C — colour and pattern"; a goal still open: "AAA-BB-C — pending (4/6 filled)". */
export const explainGoal = (g: GoalResult, filled: number): Msg =>
  msg('core.calico.goal.line', { goal: GOALS[g.goal].label, status: g.status, filled });

/** How a goal's cells group by one side against its letters: "3 Light blue, 2 Green, 1 Pink (3-2-1; needs 3-2-1):
 * yes". Empty cells are left out ("2 of 6 filled"). */
export function goalWhy(id: GoalId, side: 'color' | 'pattern', values: readonly (Color | Pattern)[]): Msg {
  const counts = new Map<Color | Pattern, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].sort(([, a], [, b]) => b - a);
  const shape = sorted.map(([, n]) => n).join('-') || '0';
  const need = GOALS[id].parts.join('-');
  const name = (v: Color | Pattern) => (side === 'color' ? colorName(v as Color) : patternName(v as Pattern));
  const groups = series(sorted.map(([v, count]) => msg('core.calico.goal.count', { count, name: name(v) })));
  const verdict = values.length < 6 ? 'open' : shape === need ? 'yes' : 'no';
  return msg(`core.calico.goal.why`, {
    groups: sorted.length ? groups : msg('core.calico.goal.noneYet'),
    shape,
    need,
    verdict,
    filled: values.length,
  });
}

/** "Light blue button (3 cells), turn 4". */
export const explainButton = (b: ButtonAward): Msg =>
  msg('core.calico.button', { color: b.color, cells: b.cells.length, turn: b.turn === null ? 0 : b.turn + 1 });

/** "Millie — Dots (group of 3 or more)". */
export const explainCat = (c: CatAward): Msg =>
  msg('core.calico.cat', { cat: CATS[c.cat].name, pattern: patternName(c.pattern), rule: catRule(c.cat) });

/** "Rainbow: all six colours", "Rainbow: 4/6 colours". */
export const explainRainbow = (have: number): Msg => msg('core.calico.rainbow', { have });
