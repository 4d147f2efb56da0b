// The revision check's comparison (page side): done in a worker (revisions.worker.ts), which answers with the ids to
// act on; where there is no worker, or it fails, times out or answers nonsense, the page reads everything itself
// in small batches when idle, as before. Either way the same rule decides (revisions.ts).
import { db, type GameRow } from './db.ts';
import { copyInDatabase, mirroredKeys } from './mirror.ts';
import { asDecision, decide, revOf, type Decision, type Rev } from './revisions.ts';
import { copyRevs } from './revisionsRead.ts';
import { idle } from '../idle.ts';

/** Long enough for ten thousand games on a slow phone; a worker stuck longer is given up for the page's check. */
const WORKER_TIMEOUT_MS = 60_000;

/** Which stored games to put back from the mirror and which copies to bring up to date. Never loses a game to a
 * worker that fails: its answer is only taken whole and well formed. */
export async function compareWithMirror(timeoutMs = WORKER_TIMEOUT_MS): Promise<Decision> {
  // A copy kept in a database is compared on the page: a worker may see OPFS where the page does not (Safari).
  if (typeof Worker !== 'undefined' && !copyInDatabase()) {
    const t0 = performance.now();
    const d = await inWorker(timeoutMs).catch(
      (e: unknown) => void console.warn(`calico: revision check on the page (its worker failed: ${String(e)})`),
    );
    if (d) {
      performance.measure?.('calico-check-worker', { start: t0, end: performance.now() }); // read by bench/history.bench.ts
      return d;
    }
  }
  return onPage();
}

function inWorker(timeoutMs: number): Promise<Decision> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./revisions.worker.ts', import.meta.url), { type: 'module' });
    const done = (d: Decision | null, why?: string) => {
      clearTimeout(timer);
      worker.terminate();
      if (d) resolve(d);
      else reject(new Error(why));
    };
    const timer = setTimeout(() => done(null, 'timed out'), timeoutMs);
    worker.onmessage = (e: MessageEvent<Partial<{ ok: boolean; decision: unknown; error: string }> | null>) =>
      done(e.data?.ok ? asDecision(e.data.decision) : null, e.data?.error ?? 'not an answer');
    worker.onerror = (e) => done(null, e.message);
    worker.onmessageerror = () => done(null, 'unreadable answer');
    worker.postMessage({ db: db.name });
  });
}

/** The same comparison on the page, in small batches each when the page is idle, so that what the player opens
 * meanwhile (stats at once after the app starts) waits for one batch at most. */
async function onPage(): Promise<Decision> {
  const [storedIds, mirroredIds] = await Promise.all([db.games.toCollection().primaryKeys(), mirroredKeys('games')]);
  const stored = new Map<string, Rev>();
  const add = (rows: (GameRow | undefined)[]) => rows.forEach((r) => r && stored.set(r.id, revOf(r)));
  const copies = new Map<string, Rev | null>();
  for (let i = 0; i < mirroredIds.length; i += BATCH) {
    const ids = mirroredIds.slice(i, i + BATCH);
    const [revs, rows] = await Promise.all([copyRevs(ids), db.games.bulkGet(ids)]);
    revs.forEach((rev, id) => copies.set(id, rev));
    add(rows);
    await pause();
  }
  const notMirrored = storedIds.filter((id) => !copies.has(id));
  for (let i = 0; i < notMirrored.length; i += BATCH) {
    add(await db.games.bulkGet(notMirrored.slice(i, i + BATCH)));
    await pause();
  }
  return decide(copies, stored);
}

const BATCH = 10;
const pause = () => idle(2000, 0);
