// "Check a final wall" off the main thread: a full wall takes seconds (2^25 subsets), which must not freeze the page.
import { finalWallRange, type WallRange } from '../core/finalWall.ts';
import type { Filled } from '../core/wall.ts';

export type ToWorker = { filled: Filled };
export type FromWorker = { ok: true; range: WallRange; ms: number } | { ok: false; error: string };

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const t0 = performance.now();
  let m: FromWorker;
  try {
    m = { ok: true, range: finalWallRange(e.data.filled), ms: performance.now() - t0 };
  } catch (err) {
    m = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(m);
};
