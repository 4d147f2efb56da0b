// Export and import in the game file format. Import checks every game first (src/db/importCheck.ts) and writes
// all or nothing, in one transaction; a chosen file is imported whole in a worker (src/db/importRun.ts). Nothing
// saved is lost: a game whose id is already here with other players is kept as a separate game, and a game
// replaced by a newer copy from the file keeps its previous version in Recently deleted.
import { wrote } from './written.ts';
import { nameKey } from '../games/shared/names.ts';
import { kindOf, loadCoresOf } from './cores.ts';
import type { GameDoc } from '../games/types.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, checkImportText, type CheckResult } from './importCheck.ts';
import { asSaveError, db, summaryOf, type GameRow, type SummaryRow } from './db.ts';
import { announce } from './changes.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  games: GameDoc[];
}

/** The backup as JSON text in parts, for the export file: the same text as JSON.stringify(await exportAll()),
 * but read and written a few hundred games at a time so the page never freezes (10,000 games are 35 MB). */
export async function exportJsonParts(): Promise<{ parts: string[]; count: number; exportedAt: string }> {
  const exportedAt = new Date().toISOString();
  const games: { createdAt: string; json: string }[] = [];
  let last: string | null = null;
  for (;;) {
    const rows: GameRow[] = await (last === null ? db.games.orderBy(':id') : db.games.where(':id').above(last))
      .limit(EXPORT_CHUNK)
      .toArray();
    if (!rows.length) break;
    for (const r of rows) if (!r.deletedAt) games.push({ createdAt: r.doc.createdAt, json: JSON.stringify(r.doc) });
    last = rows.at(-1)!.id;
  }
  games.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const head = JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt }).slice(0, -1);
  const parts = [`${head},"games":[`];
  games.forEach((g, i) => parts.push(i ? `,${g.json}` : g.json));
  parts.push(']}');
  return { parts, count: games.length, exportedAt };
}
const EXPORT_CHUNK = 250;

/** All games (not deleted), oldest first, as one backup document. */
export async function exportAll(): Promise<Backup> {
  const rows = (await db.games.toArray())
    .filter((r) => !r.deletedAt)
    .sort((a, b) => a.doc.createdAt.localeCompare(b.doc.createdAt));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    games: rows.map((r) => r.doc),
  };
}

export interface ImportReport {
  ok: boolean;
  added: number;
  /** Replaced by a newer copy from the file; each previous version is in Recently deleted. */
  updated: number;
  unchanged: number;
  /** Same id as a game here but other players: a different game, imported under a new id. */
  separate: number;
  /** This device has a newer version; the file's older copy was not imported. */
  older: number;
  /** One message per problem, naming the game in words ("game 3 (Ana, Ben): player 1, name: is empty…"). */
  problems: Msg[];
  /** What happened to particular games (kept as separate games, not imported as older, not imported at all). */
  notes: Msg[];
  /** Games of the file that could not be imported at all (the rest were). */
  skipped: number;
}

export type ImportPhase = 'reading' | 'checking' | 'saving';
export type OnProgress = (phase: ImportPhase, done: number, total: number) => void;

export const failedImport = (problems: Msg[]): ImportReport => ({
  ok: false,
  added: 0,
  updated: 0,
  unchanged: 0,
  separate: 0,
  older: 0,
  skipped: 0,
  problems,
  notes: [],
});

/** What an import did, as messages (storage speaks no language: the screen puts them into words, one sentence:
 * "Imported: 1 new, 0 updated, 0 already here."). */
export function reportParts(r: ImportReport): Msg[] {
  const parts = [
    msg('shell.import.added', { count: r.added }),
    msg(r.updated ? 'shell.import.updatedKept' : 'shell.import.updated', { count: r.updated }),
    msg('shell.import.unchanged', { count: r.unchanged }),
  ];
  if (r.separate) parts.push(msg('shell.import.separate', { count: r.separate }));
  if (r.older) parts.push(msg('shell.import.older', { count: r.older }));
  if (r.skipped) parts.push(msg('shell.import.skipped', { count: r.skipped }));
  return parts;
}

/** Reads a file's text: a single game or a backup of many. The valid games are written together, all or none;
 * games with problems are left out and named in the report. */
export async function importText(text: string, onProgress?: OnProgress): Promise<ImportReport> {
  const checked = checkImportText(text, { onProgress: onProgress && ((d, t) => onProgress('checking', d, t)) });
  return importChecked(checked, onProgress);
}

export async function importChecked(checked: CheckResult, onProgress?: OnProgress): Promise<ImportReport> {
  if (!checked.ok) return failedImport(checked.problems);
  const report = await writeGames(checked.games, checked.labels, onProgress);
  if (report.ok && checked.skippedCount) {
    report.skipped = checked.skippedCount;
    report.notes.push(
      ...checked.skipped,
      ...(checked.skippedCount > checked.skipped.length
        ? [msg('shell.import.file.moreSkipped', { count: checked.skippedCount })]
        : []),
    );
  }
  return report;
}

/** Rows per step of the write: each step reads, decides and bulk-writes this many games, so the page keeps
 * responding between steps while the transaction stays open (only IndexedDB requests are awaited). */
const CHUNK = 100;

/** Writes checked games in one transaction: all or nothing. The cores of their games must be registered. */
export async function writeGames(games: GameDoc[], labels: Msg[] = [], onProgress?: OnProgress): Promise<ImportReport> {
  const report: ImportReport = { ...failedImport([]), ok: true };
  const fileIds = new Set(games.map((g) => g.id));
  const now = new Date().toISOString();
  await loadCoresOf(games); // each game's own code summarises it, inside the transaction
  const written: { id: string; rev: number; previous?: string }[] = [];
  const imported: string[] = [];
  try {
    await db.transaction('rw', db.games, db.summaries, async () => {
      for (let start = 0; start < games.length; start += CHUNK) {
        const chunk = games.slice(start, start + CHUNK);
        const current = await db.games.bulkGet(chunk.map((g) => g.id));
        const rows: GameRow[] = [];
        const summaries: SummaryRow[] = [];
        const live = (g: GameDoc, rev: number) => {
          imported.push(g.id);
          rows.push({ id: g.id, updatedAt: g.updatedAt, rev, doc: g });
          summaries.push(summaryOf(g));
          if (rev > 1) written.push({ id: g.id, rev });
        };
        const wantIds: GameDoc[] = []; // games that need a fresh id
        const keepPrevious: GameRow[] = []; // versions to keep in Recently deleted under a fresh id
        chunk.forEach((g, k) => {
          const cur = current[k];
          const label =
            labels[start + k] ?? msg('shell.import.file.game', { n: start + k + 1, names: '', named: 'no' });
          if (!cur) {
            live(g, 1);
            report.added++;
          } else if (!samePlayers(g, cur.doc)) {
            wantIds.push(g);
            report.separate++;
            report.notes.push(msg('shell.import.file.separate', { game: label }));
          } else if (sameGame(g, cur.doc)) {
            if (cur.deletedAt) {
              live(cur.doc, cur.rev + 1); // in Recently deleted; the player imported it, so it is back
              report.added++;
            } else report.unchanged++;
          } else if (g.updatedAt > cur.doc.updatedAt) {
            keepPrevious.push(cur);
            live(g, cur.rev + 1);
            report.updated++;
          } else {
            report.older++;
            report.notes.push(msg('shell.import.file.older', { game: label }));
          }
        });
        const fresh = await freshIds(wantIds.length + keepPrevious.length, fileIds);
        for (const g of wantIds) live({ ...g, id: fresh.pop()! }, 1);
        for (const prev of keepPrevious) {
          const id = fresh.pop()!;
          rows.push({ id, updatedAt: prev.doc.updatedAt, rev: 1, doc: { ...prev.doc, id }, deletedAt: now });
          const replaced = written.find((w) => w.id === prev.id);
          if (replaced) replaced.previous = id;
        }
        await db.games.bulkPut(rows);
        await db.summaries.bulkPut(summaries);
        onProgress?.('saving', Math.min(games.length, start + CHUNK), games.length);
      }
    });
    // A tab showing one of these games shows the imported version, and says where the one it replaced is.
    for (const w of written) announce({ ...w, origin: 'import' });
    for (const id of imported) wrote({ t: 'doc', id }); // the group, if any, gets the file's version

    return report;
  } catch (e) {
    return failedImport([msg('shell.import.file.notSaved', { why: asSaveError(e).words })]);
  }
}

/** Ids not used on this device nor in the file. */
async function freshIds(n: number, taken: Set<string>): Promise<string[]> {
  const out: string[] = [];
  while (out.length < n) {
    const batch = Array.from(
      { length: n - out.length },
      () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
    ).filter((id) => !taken.has(id) && !out.includes(id));
    const existing = await db.games.bulkGet(batch);
    batch.forEach((id, i) => {
      if (!existing[i]) {
        out.push(id);
        taken.add(id);
      }
    });
  }
  return out;
}

/** The same people, whatever the seat order, names compared as the app compares them. */
export function samePlayers(a: GameDoc, b: GameDoc): boolean {
  const names = (g: GameDoc) =>
    g.players
      .map((p) => nameKey(p.name))
      .sort()
      .join('\u0000');
  return names(a) === names(b);
}

/** Equal in everything but the time it was last saved. */
export function sameGame(a: GameDoc, b: GameDoc): boolean {
  return deepEqual({ ...a, updatedAt: '' }, { ...b, updatedAt: '' });
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

export const gameFileName = (g: GameDoc) =>
  `${kindOf(g.format) ?? 'game'}-${g.createdAt.slice(0, 10)}-${g.players
    .map((p) => p.name.replace(/[^\p{L}\p{N}]+/gu, ''))
    .join('-')
    .slice(0, 40)}.json`;
