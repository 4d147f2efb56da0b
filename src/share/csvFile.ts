// The history as a CSV file, oldest game first (loaded only when Settings exports it).
import { listGames } from '../db/games.ts';
import { entryOf, loadGame } from '../games/registry.ts';
import type { GameKind, GameModule } from '../games/types.ts';
import { CSV_WORDS, historyCsv, type CsvWords } from './csv.ts';
import { say, sayMsg } from '../i18n/screenWords.tsx';

export async function historyCsvFile(): Promise<{ blob: Blob; fileName: string; count: number }> {
  const rows = [...(await listGames())].reverse();
  const modules = new Map<GameKind, GameModule>();
  for (const kind of new Set(rows.map((r) => r.kind))) modules.set(kind, await loadGame(kind));
  const text = historyCsv(
    rows.map((r) => ({ createdAt: r.createdAt, kind: r.kind, finished: r.finished, summary: r.summary })),
    (k) => entryOf(k).name,
    (k) => modules.get(k)!.core.categories.map((c) => ({ id: c.id, label: sayMsg(c.label) })),
    Object.fromEntries(CSV_WORDS.map((w) => [w, say(`shell.csv.${w}`)])) as CsvWords,
  );
  // A byte-order mark, so spreadsheet apps read names like Zoé and 陳 as UTF-8.
  return {
    blob: new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }),
    fileName: `tile-tally-history-${new Date().toISOString().slice(0, 10)}.csv`,
    count: rows.length,
  };
}
