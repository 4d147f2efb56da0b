// The core's problems with a setup ("players[1].goals[2]: …") as problems of the form's fields, in the player's words.
import type { FieldProblem } from '../../../../ui/FormErrors.tsx';
import { say, sayMsg } from '../../../../i18n/screenWords.tsx';
import type { FileProblem } from '../../../shared/issues.ts';
import { spaceIn } from './tableDraft.ts';

export const fieldIds = {
  name: (i: number) => `cal-name-${i}`,
  board: (i: number) => `cal-board-${i}`,
  goals: (i: number) => `cal-goals-${i}`,
  cats: 'cal-cats',
  patterns: 'cal-patterns',
  rules: 'cal-rules',
} as const;

export function toFieldProblem(p: FileProblem, names: readonly string[]): FieldProblem {
  const { path } = p;
  const text = sayMsg(p.what);
  const who = (i: number) => names[i]?.trim() || say('games.setup.player', { n: i + 1 });
  let m: RegExpExecArray | null;
  if ((m = /^players\[(\d+)\]\.name/.exec(path)))
    return { field: fieldIds.name(+m[1]!), message: say('calico.problem.name', { n: +m[1]! + 1, text }) };
  if ((m = /^players\[(\d+)\]\.board/.exec(path)))
    return { field: fieldIds.board(+m[1]!), message: say('calico.problem.board', { name: who(+m[1]!), text }) };
  if ((m = /^players\[(\d+)\]\.goals(?:\[(\d+)\])?/.exec(path))) {
    const words = text.replace(/"([a-c-]+)"/g, (_, g: string) => g.toUpperCase());
    const message =
      m[2] !== undefined && +m[2] < 3
        ? say('calico.problem.goalOn', { name: who(+m[1]!), space: spaceIn(+m[2]), text: words })
        : say('calico.problem.goal', { name: who(+m[1]!), text: words });
    return { field: fieldIds.goals(+m[1]!), message };
  }
  if (/^cats/.test(path))
    return {
      field: /patterns/.test(path) ? fieldIds.patterns : fieldIds.cats,
      message: say('calico.problem.cats', { text }),
    };
  if (/^rules/.test(path)) return { field: fieldIds.rules, message: say('calico.problem.rules', { text }) };
  if (/^players/.test(path)) return { message: say('calico.problem.players', { text }) };
  return { message: text };
}
