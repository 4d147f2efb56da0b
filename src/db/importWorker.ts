// The import worker: reads, unpacks, parses and checks the file off the main thread, reporting progress, then
// sends the checked games back in small batches (each batch is unpacked on the main thread as its own short task).
import type { GameDoc as Game } from '../games/types.ts';
import { readImportFile } from './importRead.ts';

export type ToWorker = { file: Blob; now: number };
export type FromWorker =
  | { type: 'progress'; done: number; total: number }
  | { type: 'games'; games: Game[] }
  | { type: 'done'; ok: true; labels: string[]; skipped: string[]; skippedCount: number }
  | { type: 'done'; ok: false; problems: string[] };

export const BATCH = 100;

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  const result = await readImportFile(e.data.file, { now: e.data.now, onProgress: (done, total) => post({ type: 'progress', done, total }) });
  if (!result.ok) return post({ type: 'done', ok: false, problems: result.problems });
  for (let i = 0; i < result.games.length; i += BATCH) post({ type: 'games', games: result.games.slice(i, i + BATCH) });
  post({ type: 'done', ok: true, labels: result.labels, skipped: result.skipped, skippedCount: result.skippedCount });
};
