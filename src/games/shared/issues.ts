// A problem valibot finds in a game file, as every game's format reports it first: its path as written in the
// file ('players[1].cells["3,3"].color') and what is wrong. Each game then puts paths into its own words for players.
import type * as v from 'valibot';

/** A value as a message quotes it: JSON, cut to 40 characters (never the whole of a huge string). */
export function show(x: unknown): string {
  let s: string;
  try {
    s = x === undefined ? 'missing' : typeof x === 'string' && x.length > 100 ? JSON.stringify(x.slice(0, 40)) : JSON.stringify(x) ?? String(x);
  } catch {
    s = Array.isArray(x) ? 'a list nested too deep' : 'an unreadable value';
  }
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

/** A schema's message for a value of the wrong kind: '"teal" is not a colour', or "is missing". */
export const isNot = (what: string) => (issue: { input: unknown }): string =>
  issue.input === undefined ? 'is missing' : `${show(issue.input)} is not ${what}`;

/** One step of a path: a field name or a list index. */
export type PathItem = string | number;

/** The path of an issue, step by step ([] for the whole file). */
export const issuePath = (issue: v.BaseIssue<unknown>): PathItem[] =>
  (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));

/** A path as written in the file: "rounds[3].players[1].tiles", 'cells["3,3"]'. */
export function pathText(path: readonly PathItem[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_]\w*$/.test(key) ? `${i === 0 ? '' : '.'}${key}` : `[${JSON.stringify(key)}]`))
    .join('');
}

/** "path: what is wrong", or only what is wrong when it is about the whole file. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = pathText(issuePath(issue));
  return path ? `${path}: ${issue.message}` : issue.message;
}
