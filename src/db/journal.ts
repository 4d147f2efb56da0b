// The write-ahead journal (page side). Each edit is sent to a worker that writes it to disk within a few
// milliseconds of the tap, while the page is still drawing it (an OPFS file per tab, else IndexedDB: see
// journal.worker.ts); the game itself is written right after, as before. If the browser is killed between the two,
// the next start applies the journalled edits (pending.ts). Without workers (tests in Node) the journal is off and
// the game write alone counts.
import { JOURNAL_STORE, openJournalDb, TAB, type FromJournal, type JournalEntry, type ToJournal } from './journalDb.ts';
import { JOURNAL_DIR, logName, parseLog } from './journalLog.ts';

let worker: Worker | null = null;
const started = new Map<string, number>();

/** Starts the journal's worker (at app start, so the first tap does not wait for it). */
export function startJournal(): void {
  if (worker || typeof Worker === 'undefined') return;
  try {
    worker = new Worker(new URL('./journal.worker.ts', import.meta.url), { type: 'module', name: TAB });
  } catch {
    return;
  }
  worker.onmessage = (e: MessageEvent<FromJournal>) => {
    const end = e.data.at - performance.timeOrigin;
    e.data.keys.forEach((k, i) => {
      const start = started.get(k);
      started.delete(k);
      if (start === undefined) return;
      // Read by bench/save.bench.ts: tap → edit written (a killed browser keeps it), then flushed to the device.
      performance.clearMeasures('journal-written');
      performance.measure('journal-written', {
        start,
        end: Math.max(start, (e.data.written[i] ?? e.data.at) - performance.timeOrigin),
      });
      performance.clearMeasures('journal');
      performance.measure('journal', { start, end });
    });
  };
}

export function journal(entries: JournalEntry[]): void {
  startJournal(); // started after the first paint (start.ts); a game opened sooner starts it here
  if (!worker) return;
  for (const e of entries) started.set(e.key, performance.now());
  worker.postMessage({ kind: 'add', entries } satisfies ToJournal);
}

/** Drops entries whose edits are in the stored game now. */
export function forgetJournal(keys: string[]): void {
  if (worker && keys.length) worker.postMessage({ kind: 'forget', keys } satisfies ToJournal);
}

/** Journal files of other tabs (closed, or killed) read at start: file name → keys not yet applied. */
const files = new Map<string, Set<string>>();

async function journalDir(): Promise<FileSystemDirectoryHandle | null> {
  try {
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(JOURNAL_DIR);
  } catch {
    return null; // no OPFS, or no journal file was ever written
  }
}

/** Every entry left in the journal files of other tabs and in the journal database (read at start). */
export async function readJournal(): Promise<JournalEntry[]> {
  const [fromFiles, fromDb] = await Promise.all([readFiles(), readDatabase()]);
  return [...fromFiles, ...fromDb];
}

async function readFiles(): Promise<JournalEntry[]> {
  const dir = await journalDir();
  if (!dir) return [];
  const out: JournalEntry[] = [];
  for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
    if (name === logName(TAB) || !name.endsWith('.log')) continue;
    try {
      const entries = parseLog(await (await (await dir.getFileHandle(name)).getFile()).text());
      files.set(name, new Set(entries.map((e) => e.key)));
      out.push(...entries);
    } catch {
      // being written by a live tab, or unreadable now: its edits stay for later
    }
  }
  for (const [name, keys] of files) if (!keys.size) await removeFile(dir, name);
  return out;
}

async function removeFile(dir: FileSystemDirectoryHandle, name: string): Promise<void> {
  files.delete(name);
  await dir.removeEntry(name).catch(() => undefined); // a live tab's file is locked: it empties it itself
}

async function readDatabase(): Promise<JournalEntry[]> {
  const db = await openJournalDb();
  if (!db) return [];
  return new Promise((resolve) => {
    const req = db.transaction(JOURNAL_STORE).objectStore(JOURNAL_STORE).getAll();
    req.onsuccess = () => (db.close(), resolve(req.result as JournalEntry[]));
    req.onerror = () => (db.close(), resolve([]));
  });
}

/** Removes entries once start-up recovery has applied them (a file once every entry in it is applied). */
export async function clearJournal(keys: string[]): Promise<void> {
  if (!keys.length) return;
  const done = [...files].filter(([, left]) => (keys.forEach((k) => left.delete(k)), !left.size)).map(([name]) => name);
  const dir = done.length ? await journalDir() : null;
  if (dir) for (const name of done) await removeFile(dir, name);
  const db = await openJournalDb();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(JOURNAL_STORE, 'readwrite');
    for (const k of keys) tx.objectStore(JOURNAL_STORE).delete(k);
    tx.oncomplete = tx.onabort = () => (db.close(), resolve());
  });
}
