import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeIssue, isNot, issuePath, pathText, show } from './issues.ts';

const Schema = v.object({
  players: v.array(v.object({ name: v.string(isNot('a name')), cells: v.record(v.string(), v.picklist(['blue', 'green'], isNot('a colour'))) })),
  'odd key': v.optional(v.number(isNot('a number'))),
}, isNot('a game'));
const issues = (x: unknown) => {
  const r = v.safeParse(Schema, x);
  return r.success ? [] : r.issues;
};

describe('problems in game files, as every format tells them', () => {
  it('a nested problem gets its path as written in the file, indices and odd keys included', () => {
    const [cell] = issues({ players: [{ name: 'Ana', cells: {} }, { name: 'Ben', cells: { '3,3': 'teal' } }] });
    expect(issuePath(cell!)).toEqual(['players', 1, 'cells', '3,3']);
    expect(describeIssue(cell!)).toBe('players[1].cells["3,3"]: "teal" is not a colour');
    const [odd] = issues({ players: [], 'odd key': 'x' });
    expect(describeIssue(odd!)).toBe('["odd key"]: "x" is not a number');
  });

  it('a missing field says so; a problem with the whole file has no path', () => {
    expect(describeIssue(issues({ players: [{ name: undefined, cells: {} }] })[0]!)).toBe('players[0].name: is missing');
    expect(describeIssue(issues('x')[0]!)).toBe('"x" is not a game');
  });

  it('values are quoted short, never whole', () => {
    expect(show('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(36)}…`);
    expect(show({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(pathText([])).toBe('');
  });
});
