// The write-ahead journal's worker: each edit is put in the journal database and committed at once (explicit
// commit()), on this thread, so the commit never waits for the page to finish drawing the tap.
/// <reference lib="webworker" />
import { JOURNAL_STORE, openJournalDb, type ToJournal } from './journalDb.ts';

let db: IDBDatabase | null = null;
const opened = openJournalDb().then((d) => (db = d));

function run(m: ToJournal): void {
  if (!db) return;
  const tx = db.transaction(JOURNAL_STORE, 'readwrite');
  const store = tx.objectStore(JOURNAL_STORE);
  if (m.kind === 'add') {
    for (const e of m.entries) store.put(e);
    const keys = m.entries.map((e) => e.key);
    tx.oncomplete = () => postMessage({ kind: 'committed', keys, at: performance.timeOrigin + performance.now() });
  } else for (const k of m.keys) store.delete(k);
  tx.commit();
}

onmessage = (e: MessageEvent<ToJournal>) => {
  if (db) run(e.data); // the usual case: no promise hop between the tap's message and the write
  else void opened.then(() => run(e.data));
};
