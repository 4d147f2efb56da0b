import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fileProblem, fieldWord, isNot, issuePath, pathText, show, whatOf } from './issues.ts';
import { say } from './test/say.ts';

const Schema = v.object(
  {
    players: v.array(
      v.object({
        name: v.string(isNot('name')),
        cells: v.record(v.string(), v.picklist(['blue', 'green'], isNot('colour'))),
      }),
    ),
    'odd key': v.optional(v.number(isNot('number'))),
  },
  isNot('game'),
);
const issues = (x: unknown) => {
  const r = v.safeParse(Schema, x);
  return r.success ? [] : r.issues;
};
/** A problem told as the CLI tells it, the path in words by field names only. */
const told = (issue: v.BaseIssue<unknown>, lang: 'en' | 'de' = 'en') => {
  const p = fileProblem(issuePath(issue), whatOf(issue), (path) => path.map((k) => fieldWord(String(k))));
  return { path: p.path, what: say(p.what, lang) };
};

describe('problems in game files, as every format tells them', () => {
  it('a nested problem gets its path as written in the file, indices and odd keys included, and what is wrong as a message', () => {
    const [cell] = issues({
      players: [
        { name: 'Ana', cells: {} },
        { name: 'Ben', cells: { '3,3': 'teal' } },
      ],
    });
    expect(issuePath(cell!)).toEqual(['players', 1, 'cells', '3,3']);
    expect(told(cell!)).toEqual({ path: 'players[1].cells["3,3"]', what: '"teal" is not a colour' });
    expect(told(cell!, 'de')).toEqual({ path: 'players[1].cells["3,3"]', what: '"teal" ist keine Farbe' });
    const [odd] = issues({ players: [], 'odd key': 'x' });
    expect(told(odd!)).toEqual({ path: '["odd key"]', what: '"x" is not a number' });
  });

  it('a missing field says so; a problem with the whole file has no path', () => {
    expect(told(issues({ players: [{ name: undefined, cells: {} }] })[0]!)).toEqual({
      path: 'players[0].name',
      what: 'is missing',
    });
    expect(told(issues('x')[0]!)).toEqual({ path: '', what: '"x" is not a game' });
  });

  it('valibot\'s own English never reaches a player: it becomes "is not valid here"', () => {
    const [issue] = v.safeParse(v.object({ a: v.string() }), { a: 1 }).issues ?? [];
    expect(say(whatOf(issue!), 'de')).toBe('1 ist hier nicht gültig');
  });

  it('values are quoted short, never whole', () => {
    expect(show('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(36)}…`);
    expect(show({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(pathText([])).toBe('');
  });
});
