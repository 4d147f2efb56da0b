// The documented examples are valid games and score as the documentation says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGameJson } from '../format.ts';
import { scoreGame } from '../score.ts';

describe('docs/game-format.md', () => {
  it('its complete example is a valid game whose third placement earned a green button', () => {
    const doc = readFileSync('docs/game-format.md', 'utf8');
    const json = /```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const r = parseGameJson(json);
    if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
    const p = scoreGame(r.game).players[0]!;
    expect(p.buttons.map((b) => [b.color, b.turn])).toEqual([['green', 2]]);
    expect(p.total).toBe(3);
  });

  it('examples/ana-ben.json scores Ana 69 and Ben 62', () => {
    const r = parseGameJson(readFileSync('docs/examples/ana-ben.json', 'utf8'));
    if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
    expect(scoreGame(r.game).players.map((p) => [p.name, p.total])).toEqual([
      ['Ana', 69],
      ['Ben', 62],
    ]);
  });
});
