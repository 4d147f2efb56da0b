// The write-ahead journal's own small IndexedDB database, shared by the page and the journal worker.
import type { GameDoc } from '../games/types.ts';

export interface JournalEntry {
  /** Tab, game and time: unique, and known before the write, so the page can forget it without a round trip. */
  key: string;
  id: string;
  /** The game's own edit; null for the entry that creates a new game (then `seed` holds it). */
  edit: unknown;
  at: string;
  /** The game itself while it has never been written. */
  seed?: GameDoc;
}

export type ToJournal = { kind: 'add'; entries: JournalEntry[] } | { kind: 'forget'; keys: string[] };
/** `at`: when the keys were flushed to the device (or committed to the database); `written`: when each was written
 * to the file, from which a killed browser keeps it (the system holds it), before its flush. */
export type FromJournal =
  | { kind: 'committed'; keys: string[]; at: number; written: number[] }
  /** Once, when the worker knows whether it has its file: without one the page writes the database itself. */
  | { kind: 'file'; ok: boolean };

/** A journal write in the database survives a power cut once it reports complete, as the file's flush does: the
 * engine syncs it to the device before then. */
export const STRICT: IDBTransactionOptions = { durability: 'strict' };

export const JOURNAL_STORE = 'edits';

/** This tab, in stash and journal keys and in the name of its journal file. */
export const TAB = Math.random().toString(36).slice(2, 10);

/** Opens (creating on first use) the journal database; null when IndexedDB is not there or fails. */
export function openJournalDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = indexedDB.open('calico-journal', 1);
    req.onupgradeneeded = () => req.result.createObjectStore(JOURNAL_STORE, { keyPath: 'key' });
    req.onsuccess = () => {
      // Deleted or upgraded elsewhere: let go, so that it is not blocked (the next write opens it again).
      req.result.onversionchange = () => req.result.close();
      resolve(req.result);
    };
    req.onerror = () => resolve(null);
  });
}
