// Importing a chosen file from the page: the import runs whole in a module worker (src/workers/importWorker.ts,
// loaded only when an import starts) and the page only shows its progress. Where no worker can start (no
// Worker, a blocked script) the same import runs in place.
import type { ImportReport, OnProgress } from './backup.ts';
import type { FromWorker, ToWorker } from './importRun.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

/** Stand-in for backup.ts's failedImport: this module stays small, it loads on the page when an import starts. */
const failed = (problem: Msg): ImportReport => ({
  ok: false,
  added: 0,
  updated: 0,
  unchanged: 0,
  separate: 0,
  older: 0,
  skipped: 0,
  problems: [problem],
  notes: [],
});

export async function importFile(file: Blob, onProgress?: OnProgress): Promise<ImportReport> {
  onProgress?.('reading', 0, file.size);
  const inPlace = () => import('./importRun.ts').then((m) => m.runImport(file, { onProgress }));
  if (typeof Worker === 'undefined') return inPlace();
  return inWorker(file, onProgress).catch((e: unknown) => {
    if (e instanceof NotStarted) return inPlace();
    // The worker stopped part way (the browser ran out of memory, say). Its transaction ends with it: the games
    // are written all together or not at all.
    return failed(msg('shell.import.file.stopped', { why: e instanceof Error ? e.message.slice(0, 80) : '?' }));
  });
}

class NotStarted extends Error {}

function inWorker(file: Blob, onProgress?: OnProgress): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('../workers/importWorker.ts', import.meta.url), { type: 'module' });
    } catch (e) {
      return reject(new NotStarted(String(e)));
    }
    let heard = false;
    let reported = false;
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      heard = true;
      const m = e.data;
      if (m.type === 'progress') onProgress?.(m.phase, m.done, m.total);
      else if (m.type === 'done') {
        reported = true;
        resolve(m.report);
      } else {
        // The worker's second copy may not have caught every game before it said so: the page compares the
        // database with the copy and writes whatever is missing (in small batches, off the import's way).
        worker.terminate();
        void import('./recovery.ts').then((m) => m.checkRevisions());
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      if (reported) return; // the report is out; only the second copy was cut short (the next start finishes it)
      const why = e.message || 'the import worker stopped';
      reject(heard ? new Error(why) : new NotStarted(why));
    };
    worker.postMessage({ file, now: Date.now() } satisfies ToWorker);
  });
}
