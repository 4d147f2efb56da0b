// The shell's view of an Azul game: the summary history and stats read, the parse errors in words, the thumb.
import { playerWords } from '../../../../test/english.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { azulCore } from '../gameCore.ts';
import { packWall, unpackWall, type Thumb } from '../gameSummary.ts';

// docs/azul-format.md's complete example, worked by hand there: Ana 54 = placement 5 + 11 + 7 + 9 + 5 = 37, floor
// −2, bonuses 19 (row 1 +2, column 1 +7, all 5 blue +10); Ben 12 = placement 10 + 2 + 4 + 1 = 17, floor −5.
const text = readFileSync(new URL('../../../../../docs/azul-format.md', import.meta.url), 'utf8');
const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(text)![1]!);

describe('Azul for the shell', () => {
  it("summarises: totals, places, parts that add up to the total, complete, the winner's wall", () => {
    const parsed = azulCore.parse(example);
    if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.path).join('\n'));
    const s = azulCore.summarise(parsed.game);
    expect(s.complete).toBe(true);
    expect(s.players.map((p) => [p.name, p.total, p.place])).toEqual([
      ['Ana', 54, 1],
      ['Ben', 12, 2],
    ]);
    expect(s.players[1]!.parts).toEqual({ placement: 17, floor: -5, rows: 0, columns: 0, colors: 0 });
    expect(s.players[0]!.parts).toEqual({ placement: 37, floor: -2, rows: 2, columns: 7, colors: 10 });
    for (const p of s.players) expect(Object.values(p.parts).reduce((a, b) => a + b, 0)).toBe(p.total);
    const thumb = s.thumb as Thumb;
    expect(thumb.name).toBe('Ana');
    // Ana's final wall, row by row: all of row 1; white, blue; black, blue; red, blue; yellow, blue (the diagonal).
    expect(thumb.wall).toBe(['byrkw', 'wb...', 'k.b..', 'r..b.', 'y...b'].join(''));
    expect(packWall(unpackWall(thumb.wall))).toBe(thumb.wall);
    expect(azulCore.categories.map((c) => c.id)).toEqual(['placement', 'floor', 'rows', 'columns', 'colors']);
  });

  it('parse errors are in plain words', () => {
    const bad = {
      ...example,
      rounds: [
        {
          players: [
            {
              tiles: [
                { row: 0, col: 0 },
                { row: 0, col: 1 },
              ],
              floor: 0,
            },
            { tiles: [], floor: 0 },
          ],
        },
      ],
    };
    const r = azulCore.parse(bad);
    expect(r.ok).toBe(false);
    expect(!r.ok && playerWords(r.problems)).toEqual([
      'Round 1, Ana: row 1 has two new tiles; a row takes at most one new tile per round',
    ]);
  });
});
