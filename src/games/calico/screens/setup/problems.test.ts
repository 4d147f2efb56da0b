import { describe, expect, it } from 'vitest';
import { toFieldProblem } from './problems.ts';

describe('setup problems in words', () => {
  it('never show a path like players[0] or goals[2]', () => {
    const raw = [
      'players[0].name: is empty: every player needs a name',
      'players[1].goals[1]: "aa-bb-cc" is already on another goal space; each goal tile is used once',
      'cats[1].cat: Callie and Millie are two sides of one tile; choose cats from 3 different tiles',
      'players: a solo game has exactly 1 player, not 2',
      'rules.buttonValue: must be a whole number',
    ];
    const out = raw.map((e) => toFieldProblem(e, ['', 'Ben']));
    for (const p of out) expect(p.message).not.toMatch(/\[\d+\]|players\.|rules\./);
    expect(out[0]).toEqual({ field: 'cal-name-0', message: "Player 1's name is empty: every player needs a name" });
    expect(out[1]).toEqual({ field: 'cal-goals-1', message: "Ben's goal on the right space: AA-BB-CC is already on another goal space; each goal tile is used once" });
    expect(out[2]!.field).toBe('cal-cats');
  });
});
