// A game file's problems as the CLI prints them: the path in the file (for whoever edits it) and what is wrong, in
// the chosen language.
import type { FileProblem } from '../games/shared/issues.ts';
import type { Say } from './gameCli.ts';

export const fileErrors = (problems: readonly FileProblem[], say: Say): string[] =>
  problems.map((p) => (p.path ? `${p.path}: ${say(p.what)}` : say(p.what)));
