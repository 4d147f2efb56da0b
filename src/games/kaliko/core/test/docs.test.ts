// The documented example is a valid game and scores as docs/kaliko-format.md says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseKalikoJson } from '../format.ts';
import { replay } from '../turns.ts';
import { summarise } from '../summary.ts';

describe('docs/kaliko-format.md', () => {
  it('its complete example parses and scores Ana 6, Ben 9 (6, 3, 0, 6, 0, 0 by turn), ended by passes', () => {
    const doc = readFileSync('docs/kaliko-format.md', 'utf8');
    const json = /```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const r = parseKalikoJson(json);
    if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
    const state = replay(r.game);
    expect(state.turns.map((t) => t.points)).toEqual([6, 3, 0, 6, 0, 0]);
    expect(state.totals).toEqual([6, 9]);
    expect(state.ended).toBe('all-passed');
    expect(state.bag).toBe(65);
    const s = summarise(r.game);
    expect(s.players.map((p) => [p.name, p.total, p.place, p.plays, p.closedPaths])).toEqual([
      ['Ana', 6, 2, 1, 1],
      ['Ben', 9, 1, 2, 1],
    ]);
  });
});
