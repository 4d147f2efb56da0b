// The write-ahead journal's worker. Each edit is appended to this tab's journal file in OPFS through a synchronous
// access handle and flushed, in the message's own task: by the time the page has drawn the tap the edit is on disk,
// and a broken IndexedDB (what a kill can leave) does not take it along. Where OPFS has no synchronous access
// (older browsers), or the write fails, the edit goes to the journal's IndexedDB database instead (explicit commit()).
/// <reference lib="webworker" />
import { JOURNAL_STORE, openJournalDb, type ToJournal } from './journalDb.ts';
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

const ready: Promise<unknown> = (async () => {
  try {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(JOURNAL_DIR, { create: true });
    const handle = await dir.getFileHandle(logName(self.name), { create: true });
    file = await (handle as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }).createSyncAccessHandle();
  } catch {
    file = null; // no synchronous OPFS here, or no space for the file: IndexedDB only
  }
})();

const committed = (keys: string[]) => postMessage({ kind: 'committed', keys, at: performance.timeOrigin + performance.now() });

/** Appends the message to the file and flushes it; false when it could not be written whole. */
function toFile(m: ToJournal): boolean {
  if (!file) return false;
  try {
    if (m.kind === 'forget') {
      for (const k of m.keys) live.delete(k);
      if (!live.size) return file.truncate(0), file.flush(), true; // nothing left to recover: start the file afresh
    }
    const bytes = encoder.encode(logLine(m));
    const at = file.getSize();
    if (file.write(bytes, { at }) !== bytes.length) return file.truncate(at), false; // the disk is full
    file.flush();
    if (m.kind === 'add') for (const e of m.entries) live.add(e.key);
    return true;
  } catch {
    return false;
  }
}

function toDatabase(m: ToJournal): void {
  if (m.kind === 'add') for (const e of m.entries) inDatabase.add(e.key);
  else if (!m.keys.some((k) => inDatabase.delete(k))) return;
  idb ??= openJournalDb();
  void idb.then((db) => {
    if (!db) return;
    const tx = db.transaction(JOURNAL_STORE, 'readwrite');
    const store = tx.objectStore(JOURNAL_STORE);
    if (m.kind === 'add') {
      for (const e of m.entries) store.put(e);
      tx.oncomplete = () => committed(m.entries.map((e) => e.key));
    } else for (const k of m.keys) store.delete(k);
    tx.commit();
  });
}

function run(m: ToJournal): void {
  if (toFile(m)) {
    if (m.kind === 'add') committed(m.entries.map((e) => e.key));
    else toDatabase(m); // entries written while the file failed are in the database
  } else toDatabase(m);
}

let started = false;
onmessage = (e: MessageEvent<ToJournal>) => {
  if (started) run(e.data); // the usual case: no promise hop between the tap's message and the write
  else void ready.then(() => ((started = true), run(e.data)));
};
