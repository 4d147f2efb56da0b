// The write-ahead journal (page side). Each edit is sent to a worker that writes it to disk within a few
// milliseconds of the tap, while the page is still drawing it (an OPFS file per tab: see journal.worker.ts); where
// the worker has no such file the page writes the journal's IndexedDB database itself, in the tap's own task (a
// hop to the worker and its turn on a busy machine would widen the window a kill takes the tap in). The game itself
// is written right after, as before. If the browser is killed between the two,
// the next start applies the journalled edits (pending.ts). Without workers (tests in Node) the journal is off and
// the game write alone counts.
import {
  JOURNAL_STORE,
  openJournalDb,
  STRICT,
  TAB,
  type FromJournal,
  type JournalEntry,
  type ToJournal,
} from './journalDb.ts';
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
    if (e.data.kind === 'file') {
      if (!e.data.ok) useDatabase();
      return;
    }
    const { keys, written, at } = e.data;
    keys.forEach((k, i) => measure(k, (written[i] ?? at) - performance.timeOrigin, at - performance.timeOrigin));
  };
}

/** Tap → edit written (a killed browser keeps it), then flushed to the device: read by bench/save.bench.ts and by
 * the tests that kill the browser once a burst is on disk. */
function measure(key: string, written: number, end: number): void {
  const start = started.get(key);
  started.delete(key);
  if (start === undefined) return;
  performance.clearMeasures('journal-written');
  performance.measure('journal-written', { start, end: Math.max(start, written) });
  performance.clearMeasures('journal');
  performance.measure('journal', { start, end });
}

/** The journal's database, written by the page (null until the worker says it has no file). */
let database: IDBDatabase | null = null;
let opening: Promise<IDBDatabase | null> | null = null;
function useDatabase(): Promise<IDBDatabase | null> {
  opening ??= openJournalDb().then((db) => (database = db));
  return opening;
}

/** Writes the message to the journal's database in the caller's task once it is open. A closed connection is
 * opened again once; an add that still fails goes to the worker, which writes it again each second (a full disk). */
function toDatabase(m: ToJournal, again = true): void {
  if (!database) return void useDatabase().then(() => toDatabaseNow(m, again));
  toDatabaseNow(m, again);
}
function toDatabaseNow(m: ToJournal, again: boolean): void {
  try {
    if (!database) throw new Error('no journal database now');
    const tx = database.transaction(JOURNAL_STORE, 'readwrite', STRICT);
    const store = tx.objectStore(JOURNAL_STORE);
    if (m.kind === 'add') {
      for (const e of m.entries) store.put(e);
      tx.oncomplete = () => {
        const at = performance.now();
        for (const e of m.entries) measure(e.key, at, at);
      };
      tx.onabort = () => worker?.postMessage(m);
    } else for (const k of m.keys) store.delete(k); // one left behind is skipped by recovery: already applied
    tx.commit();
  } catch {
    database?.close();
    database = null;
    opening = null;
    if (again) toDatabase(m, false);
    else if (m.kind === 'add') worker?.postMessage(m);
  }
}

export function journal(entries: JournalEntry[]): void {
  startJournal(); // started after the first paint (start.ts); a game opened sooner starts it here
  if (!worker) return;
  for (const e of entries) started.set(e.key, performance.now());
  if (opening) toDatabase({ kind: 'add', entries });
  else worker.postMessage({ kind: 'add', entries } satisfies ToJournal);
}

/** Drops entries whose edits are in the stored game now. */
export function forgetJournal(keys: string[]): void {
  if (!worker || !keys.length) return;
  if (opening) toDatabase({ kind: 'forget', keys });
  else worker.postMessage({ kind: 'forget', keys } satisfies ToJournal);
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
