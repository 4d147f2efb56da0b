// The import worker: the whole import of a chosen file (src/db/importRun.ts) runs here, off the page. Like
// main.tsx on the page, it gives storage the games' pure cores (no screen is loaded). The page hears progress
// (at most every 100 ms per step), then the report; the worker stays until the second copy of the imported
// games (OPFS, written after the transaction commits) is done, then says so and the page closes it.
import { provideCores } from '../db/cores.ts';
import type { ImportPhase } from '../db/backup.ts';
import { runImport, type FromWorker, type ToWorker } from '../db/importRun.ts';
import { mirrorIdle } from '../db/mirror.ts';
import { CORES } from '../games/cores.ts';

provideCores(CORES);

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
