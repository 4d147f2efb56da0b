// The write-ahead journal (page side). Each edit is sent to a worker that commits it to IndexedDB within a few
// milliseconds of the tap, while the page is still drawing it; the game itself is written right after, as
// before. If the browser is killed between the two, the next start applies the journalled edits (pending.ts).
// Without workers (tests in Node) the journal is off and the game write alone counts.
import { JOURNAL_STORE, openJournalDb, type FromJournal, type JournalEntry, type ToJournal } from './journalDb.ts';

let worker: Worker | null = null;
const started = new Map<string, number>();

/** Starts the journal's worker (at app start, so the first tap does not wait for it). */
export function startJournal(): void {
  if (worker || typeof Worker === 'undefined') return;
  try {
    worker = new Worker(new URL('./journal.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return;
  }
  worker.onmessage = (e: MessageEvent<FromJournal>) => {
    const end = e.data.at - performance.timeOrigin;
    for (const k of e.data.keys) {
      const start = started.get(k);
      started.delete(k);
      if (start === undefined) continue;
      performance.clearMeasures('journal');
      performance.measure('journal', { start, end }); // read by bench/save.bench.ts: tap → edit on disk
    }
  };
}

export function journal(entries: JournalEntry[]): void {
  if (!worker) return;
  for (const e of entries) started.set(e.key, performance.now());
  worker.postMessage({ kind: 'add', entries } satisfies ToJournal);
}

/** Drops entries whose edits are in the stored game now. */
export function forgetJournal(keys: string[]): void {
  if (worker && keys.length) worker.postMessage({ kind: 'forget', keys } satisfies ToJournal);
}

/** Every entry left in the journal (read at start, before any screen). */
export async function readJournal(): Promise<JournalEntry[]> {
  const db = await openJournalDb();
  if (!db) return [];
  return new Promise((resolve) => {
    const req = db.transaction(JOURNAL_STORE).objectStore(JOURNAL_STORE).getAll();
    req.onsuccess = () => (db.close(), resolve(req.result as JournalEntry[]));
    req.onerror = () => (db.close(), resolve([]));
  });
}

/** Removes entries once start-up recovery has applied them. */
export async function clearJournal(keys: string[]): Promise<void> {
  const db = keys.length ? await openJournalDb() : null;
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(JOURNAL_STORE, 'readwrite');
    for (const k of keys) tx.objectStore(JOURNAL_STORE).delete(k);
    tx.oncomplete = tx.onabort = () => (db.close(), resolve());
  });
}
