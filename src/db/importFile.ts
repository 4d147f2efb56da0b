// Importing a chosen file: the reading and checking run in a module worker (loaded only when an import starts);
// the write is one transaction on the main thread, in short steps. Where there is no Worker (unit tests), the
// same check runs in place.
import type { GameDoc as Game } from '../games/types.ts';
import { failedImport, importChecked, type ImportReport, type OnProgress } from './backup.ts';
import type { CheckResult } from './importCheck.ts';
import type { FromWorker, ToWorker } from './importWorker.ts';

export async function importFile(file: Blob, onProgress?: OnProgress): Promise<ImportReport> {
  onProgress?.('reading', 0, 0);
  const inPlace = () => import('./importRead.ts').then((m) => m.readImportFile(file, { onProgress: (d, t) => onProgress?.('checking', d, t) }));
  let checked: CheckResult;
  try {
    // A worker that cannot start (an old browser, a blocked script) is no reason to refuse: check in place.
    checked = typeof Worker === 'undefined' ? await inPlace() : await inWorker(file, onProgress).catch(inPlace);
  } catch (e) {
    return failedImport([`The file could not be read (${e instanceof Error ? e.message : 'unknown error'}). Nothing was imported.`]);
  }
  return importChecked(checked, onProgress);
}

function inWorker(file: Blob, onProgress?: OnProgress): Promise<CheckResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    const games: Game[] = [];
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress?.('checking', m.done, m.total);
      else if (m.type === 'games') games.push(...m.games);
      else {
        worker.terminate();
        resolve(m.ok ? { ok: true, games, labels: m.labels, skipped: m.skipped, skippedCount: m.skippedCount } : { ok: false, problems: m.problems });
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'the import worker stopped'));
    };
    worker.postMessage({ file, now: Date.now() } satisfies ToWorker);
  });
}
