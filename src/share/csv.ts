// History as a spreadsheet: one row per player per game (date, game, player, place, total, finished, each category).
// Categories are the union over the games' own, so Calico and Azul columns sit side by side, empty where unused.
import type { GameKind, GameSummary } from '../games/types.ts';

export interface CsvGame {
  createdAt: string;
  kind: GameKind;
  finished: boolean;
  summary: GameSummary;
}

/** Quotes a field when it needs it (RFC 4180); a leading = + - @ is defused so spreadsheets never run it. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The fixed column names and the finished flag, in the player's language (the file is read by people). */
export const CSV_WORDS = ['date', 'game', 'player', 'place', 'total', 'finished', 'yes', 'no'] as const;
export type CsvWords = Record<(typeof CSV_WORDS)[number], string>;
const ENGLISH: CsvWords = {
  date: 'Date',
  game: 'Game',
  player: 'Player',
  place: 'Place',
  total: 'Total',
  finished: 'Finished',
  yes: 'yes',
  no: 'no',
};

export function historyCsv(
  games: readonly CsvGame[],
  gameName: (k: GameKind) => string,
  categories: (k: GameKind) => readonly { id: string; label: string }[],
  words: CsvWords = ENGLISH,
): string {
  const columns: { key: string; label: string }[] = [];
  for (const kind of [...new Set(games.map((g) => g.kind))]) {
    for (const c of categories(kind)) {
      const label = `${gameName(kind)}: ${c.label}`;
      if (!columns.some((x) => x.key === `${kind}.${c.id}`)) columns.push({ key: `${kind}.${c.id}`, label });
    }
  }
  const head = [
    words.date,
    words.game,
    words.player,
    words.place,
    words.total,
    words.finished,
    ...columns.map((c) => c.label),
  ];
  const rows = games.flatMap((g) =>
    g.summary.players.map((p) => [
      g.createdAt.slice(0, 10),
      gameName(g.kind),
      p.name,
      p.place,
      p.total,
      g.finished ? words.yes : words.no,
      ...columns.map((c) => (c.key.startsWith(`${g.kind}.`) ? (p.parts[c.key.slice(g.kind.length + 1)] ?? '') : '')),
    ]),
  );
  return [head, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
