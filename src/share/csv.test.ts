import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../games/types.ts';
import { csvField, historyCsv } from './csv.ts';

const summary = (players: [string, number, number, Record<string, number>][]): GameSummary => ({
  complete: true,
  thumb: null,
  players: players.map(([name, total, place, parts]) => ({ name, total, place, parts })),
});

describe('history as CSV', () => {
  it("has one row per player per game, and each game's own categories in its own columns", () => {
    const csv = historyCsv(
      [
        {
          createdAt: '2026-11-20T19:00:00.000Z',
          kind: 'calico',
          finished: true,
          summary: summary([
            ['Ana', 69, 1, { buttons: 9 }],
            ['Ben', 62, 2, { buttons: 6 }],
          ]),
        },
        {
          createdAt: '2026-11-21T19:00:00.000Z',
          kind: 'azul',
          finished: false,
          summary: summary([['Zoé, "Z"', 40, 1, { rows: 4 }]]),
        },
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

  it("names its columns and the finished flag in the words given (the player's language)", () => {
    const de = {
      date: 'Datum',
      game: 'Spiel',
      player: 'Spieler',
      place: 'Platz',
      total: 'Summe',
      finished: 'Beendet',
      yes: 'ja',
      no: 'nein',
    };
    const csv = historyCsv(
      [
        {
          createdAt: '2026-11-20T19:00:00.000Z',
          kind: 'azul',
          finished: false,
          summary: summary([['Ana', 40, 1, { rows: 4 }]]),
        },
      ],
      () => 'Azul',
      () => [{ id: 'rows', label: 'Reihen' }],
      de,
    );
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'Datum,Spiel,Spieler,Platz,Summe,Beendet,Azul: Reihen',
      '2026-11-20,Azul,Ana,1,40,nein,4',
    ]);
  });

  it('never lets a spreadsheet run a name as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1'); // numbers stay numbers
  });
});

/** A strict RFC 4180 reader: fields, quoted fields with "" for a quote and line breaks inside, CRLF between rows. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const field = (): string => {
    if (text[i] !== '"') {
      const end = text.slice(i).search(/,|\r\n/);
      const s = end < 0 ? text.slice(i) : text.slice(i, i + end);
      if (/["\r\n]/.test(s)) throw new Error(`bare quote or line break in an unquoted field: ${JSON.stringify(s)}`);
      i += s.length;
      return s;
    }
    let s = '';
    for (i++; ; i++) {
      if (i >= text.length) throw new Error('unclosed quote');
      if (text[i] === '"' && text[i + 1] === '"') ((s += '"'), i++);
      else if (text[i] === '"') return (i++, s);
      else s += text[i];
    }
  };
  while (i < text.length) {
    row.push(field());
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) (rows.push(row), (row = []), (i += 2));
    else if (i < text.length) throw new Error(`stray text after a field at ${i}`);
  }
  if (row.length) rows.push(row);
  return rows;
}

describe('hostile names in the CSV', () => {
  const names = [
    'Ana, the "best"',
    'Line\nbreak',
    'Carriage\rreturn',
    'CRLF\r\ninside',
    '=cmd|" /C calc"!A0',
    '+SUM(1)',
    '-2+3',
    '@A1',
    '\t=tab',
    '\r=cr',
    'שלום',
    'مرحبا, "عالم"',
    '\u202eevil\u202c',
    'Zoé 陳 🎲',
    '"',
    '""',
    ',',
    '',
  ];
  const csv = historyCsv(
    [
      {
        createdAt: '2026-11-20T19:00:00.000Z',
        kind: 'kaliko',
        finished: true,
        summary: summary(names.map((n, i) => [n, -i, i + 1, { paths: -i }])),
      },
    ],
    () => 'Kaliko, "K"',
    () => [{ id: 'paths', label: 'Paths, "long"' }],
  );
  const rows = readCsv(csv);

  it('reads back field for field under RFC 4180: every row has every column, every name exactly (or defused)', () => {
    expect(rows).toHaveLength(names.length + 1);
    expect(rows[0]).toEqual(['Date', 'Game', 'Player', 'Place', 'Total', 'Finished', 'Kaliko, "K": Paths, "long"']);
    for (const [i, n] of names.entries()) {
      const r = rows[i + 1]!;
      expect(r).toHaveLength(7);
      expect(r[2]).toBe(/^[=+\-@\t\r]/.test(n) ? `'${n}` : n);
      expect(r.slice(3)).toEqual([String(i + 1), String(-i), 'yes', String(-i)]); // numbers stay numbers, minus included
    }
  });

  it('no text field a spreadsheet would run starts with = + - @, a tab or a carriage return', () => {
    for (const r of rows.slice(1)) for (const f of [r[1]!, r[2]!]) expect(f).not.toMatch(/^[=+\-@\t\r]/);
  });
});
