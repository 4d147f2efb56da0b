// The write-ahead journal's worker. Each edit is appended to this tab's journal file in OPFS through a synchronous
// access handle in the message's own task: by the time the page has drawn the tap the edit is in the file (a killed
// browser keeps it), and a broken IndexedDB (what a kill can leave) does not take it along. The flush to the device
// comes once per burst, after the messages already waiting: on a busy disk a flush can take hundreds of
// milliseconds, and the next taps of a burst must not wait behind it unwritten. Where OPFS has no synchronous access
// (WebKitGTK, older browsers) the page writes the journal's IndexedDB database itself (journal.ts); where the file's
// write fails (a full disk) the worker writes the edit there instead. Either way 'strict': synced before complete.
/// <reference lib="webworker" />
import {
  JOURNAL_STORE,
  openJournalDb,
  STRICT,
  type FromJournal,
  type JournalEntry,
  type ToJournal,
} from './journalDb.ts';
import { JOURNAL_DIR, logLine, logName } from './journalLog.ts';

interface SyncHandle {
  write(data: Uint8Array, opts: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
}

const encoder = new TextEncoder();
let file: SyncHandle | null = null;
/** Keys added to the file and not forgotten: when none are left the file is emptied. */
const live = new Set<string>();
let idb: Promise<IDBDatabase | null> | null = null;
/** Keys written to the IndexedDB journal (the file failed): their forgets go there too. */
const inDatabase = new Set<string>();
/** Entries neither the file nor the database took (a full disk): written again each second until one does, so
 * that when space returns the journal holds them before the game's own copies have caught up. */
const unwritten = new Map<string, JournalEntry>();
let retrying = false;
function keepForLater(entries: JournalEntry[]): void {
  for (const e of entries) unwritten.set(e.key, e);
  if (retrying || !unwritten.size) return;
  retrying = true;
  setTimeout(() => {
    retrying = false;
    const entries = [...unwritten.values()];
    unwritten.clear();
    if (entries.length) run({ kind: 'add', entries });
  }, 1000);
}

const ready: Promise<unknown> = (async () => {
  try {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(JOURNAL_DIR, { create: true });
    const handle = await dir.getFileHandle(logName(self.name), { create: true });
    file = await (handle as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }).createSyncAccessHandle();
  } catch {
    file = null; // no synchronous OPFS here, or no space for the file: IndexedDB only
  }
  postMessage({ kind: 'file', ok: !!file } satisfies FromJournal);
})();

const now = () => performance.timeOrigin + performance.now();
const committed = (keys: string[], written: number[]) =>
  postMessage({ kind: 'committed', keys, at: now(), written } satisfies FromJournal);

/** Keys written to the file since its last flush, and when each was written (null: no flush due). */
let unflushed: { keys: string[]; written: number[] } | null = null;
function flushSoon(keys: string[]): void {
  if (!unflushed) {
    unflushed = { keys: [], written: [] };
    setTimeout(flushNow, 0); // a task after the messages already queued
  }
  const t = now();
  for (const k of keys) (unflushed.keys.push(k), unflushed.written.push(t));
}
function flushNow(): void {
  const { keys, written } = unflushed ?? { keys: [], written: [] };
  unflushed = null;
  try {
    file?.flush();
  } catch {
    // written, not flushed: a killed browser still keeps it
  }
  if (keys.length) committed(keys, written);
}

/** Appends the message to the file (flushed soon); false when it could not be written whole. */
function toFile(m: ToJournal): boolean {
  if (!file) return false;
  try {
    if (m.kind === 'forget') {
      for (const k of m.keys) live.delete(k);
      if (!live.size) return (file.truncate(0), flushSoon([]), true); // nothing left to recover: start the file afresh
    }
    const bytes = encoder.encode(logLine(m));
    const at = file.getSize();
    if (file.write(bytes, { at }) !== bytes.length) return (file.truncate(at), false); // the disk is full
    if (m.kind === 'add') for (const e of m.entries) live.add(e.key);
    flushSoon(m.kind === 'add' ? m.entries.map((e) => e.key) : []);
    return true;
  } catch {
    return false;
  }
}

function toDatabase(m: ToJournal): void {
  if (m.kind === 'add') for (const e of m.entries) inDatabase.add(e.key);
  else if (!m.keys.some((k) => inDatabase.delete(k))) return;
  void inDatabaseNow(m, true);
}

/** Writes the message to the journal's database. A connection the browser closed under the worker (a storage error,
 * a full disk) is opened again once; a write that still fails leaves the game's own write as the only one. */
async function inDatabaseNow(m: ToJournal, again: boolean): Promise<void> {
  const conn = (idb ??= openJournalDb());
  const db = await conn;
  try {
    if (!db) throw new Error('no journal database now');
    const tx = db.transaction(JOURNAL_STORE, 'readwrite', STRICT);
    const store = tx.objectStore(JOURNAL_STORE);
    if (m.kind === 'add') {
      for (const e of m.entries) store.put(e);
      tx.oncomplete = () =>
        committed(
          m.entries.map((e) => e.key),
          m.entries.map(now),
        );
      tx.onabort = () => keepForLater(m.entries); // no space for it
    } else for (const k of m.keys) store.delete(k);
    tx.commit();
  } catch {
    if (idb === conn) idb = null; // closing or gone: the next write opens it again
    db?.close();
    if (again) await inDatabaseNow(m, false);
    else if (m.kind === 'add') keepForLater(m.entries);
  }
}

function run(m: ToJournal): void {
  if (m.kind === 'forget') for (const k of m.keys) unwritten.delete(k);
  if (toFile(m)) {
    if (m.kind === 'forget') toDatabase(m); // entries written while the file failed are in the database
  } else toDatabase(m);
}

let started = false;
onmessage = (e: MessageEvent<ToJournal>) => {
  if (started)
    run(e.data); // the usual case: no promise hop between the tap's message and the write
  else void ready.then(() => ((started = true), run(e.data)));
};
