import { describe, expect, it } from 'vitest';
import { toFieldProblem } from './problems.ts';
import { checkGame, parseGame } from '../../core/index.ts';
import { exampleGame } from '../../../../test/games.ts';

describe('setup problems in words', () => {
  it('never show a path like players[0] or goals[2]', () => {
    const g = exampleGame();
    const draft = {
      ...g,
      mode: 'solo',
      players: [
        { ...g.players[0]!, name: '' },
        { ...g.players[1]!, goals: [g.players[1]!.goals[0], g.players[1]!.goals[0], g.players[1]!.goals[2]] },
      ],
      cats: [g.cats[0]!, { ...g.cats[1]!, cat: 'callie' }, g.cats[2]!],
      rules: { buttonValue: 1.5 },
    };
    const r = parseGame(draft);
    const problems = r.ok ? checkGame(r.game) : r.problems;
    const out = problems.map((p) => toFieldProblem(p, ['', 'Ben']));
    for (const p of out) expect(p.message).not.toMatch(/\[\d+\]|players\.|rules\./);
    expect(out).toContainEqual({ field: 'cal-name-0', message: "Player 1's name is empty: every player needs a name" });
    expect(out.find((p) => p.field === 'cal-rules')?.message).toMatch(/whole number/);
  });
});
