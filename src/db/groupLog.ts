// A group's log on this phone: its Yjs document kept in IndexedDB by y-indexeddb (one database per group, apart
// from the games), so the phone holds every record it made or received and sends its own when a connection exists.
// Loaded only by the group sync (store/link/).
import type * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';

const name = (groupId: string) => `tile-tally-group-${groupId}`;

export interface GroupLog {
  /** Settles when every update made to the document so far is on disk (IndexedDB runs a store's transactions in
   * the order they were started: a read started after y-indexeddb's write ends after it). */
  held(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens (on a first start, creates) the log's database as y-indexeddb lays it out, and closes it: rejects when the
 * browser will not open it (a full disk). y-indexeddb alone would never say so: its "synced" would never come.
 */
function openable(dbName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(dbName);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('updates', { autoIncrement: true });
      req.result.createObjectStore('custom');
    };
    req.onerror = () => reject(req.error ?? new Error(`the database ${dbName} did not open`));
    req.onblocked = () => resolve(); // another tab upgrading: y-indexeddb's own open waits for it
    req.onsuccess = () => (req.result.close(), resolve());
  });
}

/** Loads the group's stored log into `doc` and keeps every later update of it. `gone`: another tab deleted the log
 * (it left the group, or the live game): from that moment nothing more is kept, and the caller stops using it. */
export async function openGroupLog(groupId: string, doc: Y.Doc, gone?: () => void): Promise<GroupLog> {
  await openable(name(groupId));
  const persistence = new IndexeddbPersistence(name(groupId), doc);
  await persistence.whenSynced;
  // y-indexeddb closes its database when another tab deletes it, and would then throw on the next update: it stops
  // taking updates in the same event.
  persistence.db?.addEventListener('versionchange', () => {
    void persistence.destroy();
    gone?.();
  });
  return {
    held: () =>
      new Promise<void>((resolve) => {
        try {
          const tx = persistence.db!.transaction(['updates'], 'readonly');
          tx.oncomplete = tx.onerror = tx.onabort = () => resolve();
        } catch {
          resolve(); // the database closed (the group left): nothing more will be held
        }
      }),
    close: () => persistence.destroy(),
  };
}

/** Forgets a group's log (leaving the group: the games stay). */
export async function deleteGroupLog(groupId: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const r = indexedDB.deleteDatabase(name(groupId));
    r.onsuccess = r.onerror = r.onblocked = () => resolve();
  });
}
