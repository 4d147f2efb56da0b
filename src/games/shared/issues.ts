// Problems in a game file, as every game's format reports them: where (its path as written in the file,
// 'players[1].cells["3,3"].color', for tools) and what is wrong, as a message (src/games/shared/msg.ts): the cores
// speak no language. Each game then says the path in a player's words ("Round 4, Ben, tile 2").
import * as v from 'valibot';
import { msg, type Msg } from './msg.ts';
import { series } from './words.ts';

/** One problem of a file: `path` as written in the file ('' for the whole file), `what` is wrong, and `words`:
 * the whole sentence for a player (where, in words, and what). */
export interface FileProblem {
  readonly path: string;
  readonly what: Msg;
  readonly words: Msg;
}

/** A value as a message quotes it: JSON, cut to 40 characters (never the whole of a huge string). */
export function show(x: unknown): string {
  let s: string;
  try {
    s =
      x === undefined
        ? '—'
        : typeof x === 'string' && x.length > 100
          ? JSON.stringify(x.slice(0, 40))
          : (JSON.stringify(x) ?? String(x));
  } catch {
    s = Array.isArray(x) ? '[…]' : '{…}'; // nested too deep to write out
  }
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

// valibot carries a problem's message as a string: ours are messages written as JSON, read back by `whatOf`.
/** A message as valibot carries it. */
export const said = (id: string, values?: Msg['values']): string => JSON.stringify(msg(id, values));

/** What a value of the wrong kind is not (`what`: a kind the message core.shared.file.isNot names, like 'colour'), or
 * that it is missing. */
export const isNot =
  (what: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined
      ? said('core.shared.file.missing')
      : said('core.shared.file.isNot', { value: show(issue.input), what });

/** The message of a valibot issue (one of ours, or for valibot's own English a plain "is not valid here"). */
export function whatOf(issue: v.BaseIssue<unknown>): Msg {
  try {
    const m = JSON.parse(issue.message) as Msg;
    if (typeof m?.id === 'string') return m;
  } catch {
    /* valibot's own message */
  }
  return msg('core.shared.file.invalid', { value: show(issue.input) });
}

/** One step of a path: a field name or a list index. */
export type PathItem = string | number;

/** The path of an issue, step by step ([] for the whole file). */
export const issuePath = (issue: v.BaseIssue<unknown>): PathItem[] =>
  (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));

/** A path as written in the file: "rounds[3].players[1].tiles", 'cells["3,3"]'. */
export function pathText(path: readonly PathItem[]): string {
  return path
    .map((key, i) =>
      typeof key === 'number'
        ? `[${key}]`
        : /^[A-Za-z_]\w*$/.test(key)
          ? `${i === 0 ? '' : '.'}${key}`
          : `[${JSON.stringify(key)}]`,
    )
    .join('');
}

/** "Player 2, cell 3,3, colour: what" from the parts of where it is, in words (none: only what). */
export const inPlace = (where: readonly Msg[], what: Msg): Msg =>
  where.length ? msg('core.shared.file.at', { where: series(where), what }) : what;

/** A field of a file named in words (core.shared.file.field: 'colour', 'name', …; an unknown key shows as it is). */
export const fieldWord = (field: string): Msg => msg('core.shared.file.field', { field });

/** A problem at `path`, with the path put into words by the game (`where`). */
export const fileProblem = (
  path: readonly PathItem[],
  what: Msg,
  where: (path: readonly PathItem[]) => Msg[],
): FileProblem => ({ path: pathText(path), what, words: inPlace(where(path), what) });

/** A few problems in one sentence: "a; b; c". */
export const problemList = (problems: readonly Msg[]): Msg =>
  problems.length
    ? problems.reduce((a, b) => msg('core.shared.file.then', { a, b }))
    : msg('core.shared.data', { text: '' });

/** JSON text read with a game's parser (`parse`); text that is not JSON gets `notJson()`, never a throw. */
export function readJson<R>(text: string, parse: (data: unknown) => R, notJson: () => R): R {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return notJson();
  }
  return parse(data);
}
