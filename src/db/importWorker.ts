// The import worker: the whole import of a chosen file (src/db/importRun.ts) runs here, off the page. The page
// hears progress (at most every 100 ms), then the report; the worker stays until the second copy of the
// imported games (OPFS, written after the transaction commits) is done, then says so and is closed.
import type { ImportPhase, ImportReport } from './backup.ts';
import { runImport } from './importRun.ts';
import { mirrorIdle } from './mirror.ts';

export type ToWorker = { file: Blob; now: number };
export type FromWorker =
  | { type: 'progress'; phase: ImportPhase; done: number; total: number }
  | { type: 'done'; report: ImportReport }
  | { type: 'mirrored' };

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);
const EVERY_MS = 100;

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  let last = 0;
  let lastPhase: ImportPhase | null = null;
  const report = await runImport(e.data.file, {
    now: e.data.now,
    onProgress: (phase, done, total) => {
      const t = performance.now();
      if (phase === lastPhase && t - last < EVERY_MS && done < total) return;
      last = t;
      lastPhase = phase;
      post({ type: 'progress', phase, done, total });
    },
  });
  post({ type: 'done', report });
  await mirrorIdle();
  post({ type: 'mirrored' });
};
