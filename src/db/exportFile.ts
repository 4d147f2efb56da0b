// The backup file: compact JSON, gzip-compressed with the browser's own CompressionStream where there is one
// (10,000 games: 35 MB of JSON, 2.3 MB compressed). Import reads both, and the older pretty-printed backups.
import { exportJsonParts } from './backup.ts';

/** Every saved game as a backup file, gzip-compressed where the browser can (the stream runs off the page). */
export async function backupFile(
  compress = typeof CompressionStream !== 'undefined',
): Promise<{ blob: Blob; fileName: string; count: number }> {
  const { parts, count, exportedAt } = await exportJsonParts();
  const name = `tile-tally-backup-${exportedAt.slice(0, 10)}.json`;
  const json = new Blob(parts, { type: 'application/json' });
  if (!compress) return { blob: json, fileName: name, count };
  const gz = typeof Worker === 'undefined' ? await gzip(json) : await gzipInWorker(json).catch(() => gzip(json));
  return { blob: new Blob([gz], { type: 'application/gzip' }), fileName: `${name}.gz`, count };
}

const gzip = (blob: Blob) => new Response(blob.stream().pipeThrough(new CompressionStream('gzip'))).blob();

function gzipInWorker(blob: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./gzipWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Blob>) => (worker.terminate(), resolve(e.data));
    worker.onerror = (e) => (worker.terminate(), reject(new Error(e.message)));
    worker.postMessage(blob);
  });
}
