// A chosen file imported from start to end: read (or unpack), parse, check, summarise and write, all in one
// place, which is the import worker (src/workers/importWorker.ts): the page only shows progress, and the 10,000
// games of a large backup never cross to it or fill its memory. Where no worker can start it runs on the page.
// Like all storage it is given the games' cores (src/db/cores.ts): by main.tsx on the page, by the worker there.
import { failedImport, importChecked, type ImportPhase, type ImportReport, type OnProgress } from './backup.ts';
import { readImportFile } from './importRead.ts';
import { msg } from '../games/shared/msg.ts';

/** What the page sends the import worker, and what it hears back. */
export type ToWorker = { file: Blob; now: number };
export type FromWorker =
  | { type: 'progress'; phase: ImportPhase; done: number; total: number }
  | { type: 'done'; report: ImportReport }
  | { type: 'mirrored' };

/** Imports a file: all its valid games in one transaction, or none. Never throws. */
export async function runImport(
  file: Blob,
  { now, onProgress }: { now?: number; onProgress?: OnProgress } = {},
): Promise<ImportReport> {
  try {
    const checked = await readImportFile(file, {
      now,
      onRead: (done, total) => onProgress?.('reading', done, total),
      onProgress: (done, total) => onProgress?.('checking', done, total),
    });
    return await importChecked(checked, onProgress);
  } catch (e) {
    // Nothing should get here (reading and writing report their own problems); if something does, it is words.
    return failedImport([msg('shell.import.file.failed', { why: e instanceof Error ? e.name : '?' })]);
  }
}
