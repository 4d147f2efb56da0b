import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../games/types.ts';
import { csvField, historyCsv } from './csv.ts';

const summary = (players: [string, number, number, Record<string, number>][]): GameSummary =>
  ({ complete: true, thumb: null, players: players.map(([name, total, place, parts]) => ({ name, total, place, parts })) });

describe('history as CSV', () => {
  it('has one row per player per game, and each game\'s own categories in its own columns', () => {
    const csv = historyCsv(
      [
        { createdAt: '2026-11-20T19:00:00.000Z', kind: 'calico', finished: true, summary: summary([['Ana', 69, 1, { buttons: 9 }], ['Ben', 62, 2, { buttons: 6 }]]) },
        { createdAt: '2026-11-21T19:00:00.000Z', kind: 'azul', finished: false, summary: summary([['Zoé, "Z"', 40, 1, { rows: 4 }]]) },
      ],
      (k) => (k === 'calico' ? 'Calico' : 'Azul'),
      (k) => (k === 'calico' ? [{ id: 'buttons', label: 'Buttons' }] : [{ id: 'rows', label: 'Rows' }]),
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,Game,Player,Place,Total,Finished,Calico: Buttons,Azul: Rows',
      '2026-11-20,Calico,Ana,1,69,yes,9,',
      '2026-11-20,Calico,Ben,2,62,yes,6,',
      '2026-11-21,Azul,"Zoé, ""Z""",1,40,no,,4',
      '',
    ]);
  });

  it('never lets a spreadsheet run a name as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1'); // numbers stay numbers
  });
});
