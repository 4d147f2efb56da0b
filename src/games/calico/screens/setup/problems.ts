// The core's problems with a setup ("players[1].goals[2]: …") as problems of the form's fields, in the player's words.
import type { FieldProblem } from '../../../../ui/FormErrors.tsx';
import { splitPath } from '../../../../ui/FormErrors.tsx';

export const fieldIds = {
  name: (i: number) => `cal-name-${i}`,
  board: (i: number) => `cal-board-${i}`,
  goals: (i: number) => `cal-goals-${i}`,
  cats: 'cal-cats',
  patterns: 'cal-patterns',
  rules: 'cal-rules',
} as const;

const SPACES = ['top', 'right', 'left'];

export function toFieldProblem(e: string, names: readonly string[]): FieldProblem {
  const { path, text } = splitPath(e);
  const who = (i: number) => names[i]?.trim() || `Player ${i + 1}`;
  let m: RegExpExecArray | null;
  if ((m = /^players\[(\d+)\]\.name/.exec(path))) return { field: fieldIds.name(+m[1]!), message: `Player ${+m[1]! + 1}'s name ${text}` };
  if ((m = /^players\[(\d+)\]\.board/.exec(path))) return { field: fieldIds.board(+m[1]!), message: `${who(+m[1]!)}'s board: ${text}` };
  if ((m = /^players\[(\d+)\]\.goals(?:\[(\d+)\])?/.exec(path))) {
    const space = m[2] !== undefined ? ` on the ${SPACES[+m[2]] ?? ''} space` : '';
    return { field: fieldIds.goals(+m[1]!), message: `${who(+m[1]!)}'s goal${space}: ${text.replace(/"([a-f-]+)"/g, (_, g: string) => g.toUpperCase())}` };
  }
  if (/^cats/.test(path)) return { field: /patterns/.test(path) ? fieldIds.patterns : fieldIds.cats, message: `Cats: ${text}` };
  if (/^rules/.test(path)) return { field: fieldIds.rules, message: `House rules: ${text}` };
  if (/^players/.test(path)) return { message: `Players: ${text}` };
  return { message: text };
}
