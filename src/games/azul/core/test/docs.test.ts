// The documented example is a valid game and scores as docs/azul-format.md says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGameJson } from '../format.ts';
import { rowsCompletedBy, scoreGame } from '../score.ts';
import { summarise } from '../summary.ts';

describe('docs/azul-format.md', () => {
  it('its complete example is a valid game: Ana 54 (1st), Ben 12, ended after round 5', () => {
    const doc = readFileSync('docs/azul-format.md', 'utf8');
    const json = /```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const r = parseGameJson(json);
    if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
    const score = scoreGame(r.game);
    expect(score.ended).toBe(true);
    expect(score.endedAfterRound).toBe(4);
    const [ana, ben] = score.players;
    expect(ana!.rounds.map((x) => x.after)).toEqual([5, 16, 21, 30, 35]);
    expect(ben!.rounds.map((x) => x.after)).toEqual([9, 10, 14, 13, 12]);
    expect(ana!.bonuses).toEqual({
      rows: [{ row: 0, points: 2 }],
      columns: [{ col: 0, points: 7 }],
      colors: [{ color: 'blue', points: 10 }],
      total: 19,
    });
    expect(summarise(r.game).players).toMatchObject([
      {
        name: 'Ana',
        total: 54,
        place: 1,
        placement: 37,
        floor: -2,
        clamp: 0,
        rowBonus: 2,
        columnBonus: 7,
        colorBonus: 10,
      },
      {
        name: 'Ben',
        total: 12,
        place: 2,
        placement: 17,
        floor: -5,
        clamp: 0,
        rowBonus: 0,
        columnBonus: 0,
        colorBonus: 0,
      },
    ]);
  });

  it('warns while round 5 is entered that it ends the game (Ana completes row 0)', () => {
    const doc = readFileSync('docs/azul-format.md', 'utf8');
    const r = parseGameJson(/```json\n([\s\S]*?)```/.exec(doc)![1]!);
    if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
    const last = r.game.rounds[4]!;
    const draft = { ...r.game, rounds: r.game.rounds.slice(0, 4) };
    delete draft.finishedAt;
    expect(rowsCompletedBy(draft, last)).toEqual([[0], []]);
    expect(rowsCompletedBy(draft, r.game.rounds[3]!)).toEqual([[], []]);
  });

  it('every example message in its table is one that format.test.ts checks the parser gives', () => {
    const doc = readFileSync('docs/azul-format.md', 'utf8');
    const tested = readFileSync('src/games/azul/core/test/format.test.ts', 'utf8');
    const messages = [...doc.matchAll(/^\| [^|]+ \| `([^`]+)` \|$/gm)].map((m) => m[1]!);
    expect(messages.length).toBeGreaterThanOrEqual(10);
    for (const m of messages) expect(tested, m).toContain(`'${m}'`);
  });
});
