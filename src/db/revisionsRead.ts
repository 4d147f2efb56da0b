// Reading what the revision check decides on: the copies' revisions (both readers) and, for the worker, the stored
// revisions straight from IndexedDB (a worker has no Dexie, and needs none to read one table).
import { mirroredKeys, mirrorRoot, readMirrored } from './mirror.ts';
import { asGameRow, decide, revOf, type Decision, type Rev } from './revisions.ts';

export type CheckAnswer = { ok: true; decision: Decision } | { ok: false; error: string };

/** The worker's whole job (revisions.worker.ts), here so tests can run it without a worker. */
export async function answerCheck(dbName: string): Promise<CheckAnswer> {
  try {
    // No mirror seen from here (a browser whose workers lack it): every copy would look missing. The page checks.
    if (!(await mirrorRoot())) throw new Error('no mirror in the worker');
    const [ids, stored] = await Promise.all([mirroredKeys('games'), storedRevs(dbName)]);
    return { ok: true, decision: decide(await copyRevs(ids), stored) };
  } catch (err) {
    return { ok: false, error: String(err) };
  }
}

// Files read at once. In the app's worker at start, reading 1,000 copies took ~0.45 ms a copy in batches of 100,
// 500 or all at once (Chromium's file system calls), and 4× that in batches of 8: enough at once, not more. Through
// getFile().text(): synchronous access handles were measured no faster, and take a lock that would make a save's
// copy of the same file fail meanwhile.
const FILES_AT_ONCE = 100;

/** The revision of each mirrored game (null: missing or not a valid game row). */
export async function copyRevs(ids: string[]): Promise<Map<string, Rev | null>> {
  const out = new Map<string, Rev | null>();
  for (let i = 0; i < ids.length; i += FILES_AT_ONCE) {
    await Promise.all(
      ids.slice(i, i + FILES_AT_ONCE).map(async (id) => {
        const row = asGameRow(await readMirrored('games', id), id);
        out.set(id, row && revOf(row));
      }),
    );
  }
  return out;
}

const ROWS_AT_ONCE = 250;

/** Every stored game's revision, read in short transactions (a save waits for one batch at most). Throws when the
 * database is not there (it is never created here) or is closed for an upgrade meanwhile: the page checks instead. */
export async function storedRevs(name: string): Promise<Map<string, Rev>> {
  const idb = await openExisting(name);
  try {
    const out = new Map<string, Rev>();
    let after: IDBValidKey | null = null;
    for (;;) {
      const range = after === null ? null : IDBKeyRange.lowerBound(after, true);
      const rows: (Rev & { id: string })[] = await request(
        idb.transaction('games', 'readonly').objectStore('games').getAll(range, ROWS_AT_ONCE),
      );
      for (const r of rows) out.set(r.id, revOf(r));
      if (rows.length < ROWS_AT_ONCE) return out;
      after = rows[rows.length - 1]!.id;
    }
  } finally {
    idb.close();
  }
}

function openExisting(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name); // no version: the one there, never an upgrade
    // Only a database that does not exist is created here: abort rather than leave an empty one for Dexie.
    req.onupgradeneeded = () => req.transaction?.abort();
    req.onsuccess = () => {
      const idb = req.result;
      idb.onversionchange = () => idb.close(); // the page upgrades or deletes it: let it
      resolve(idb);
    };
    req.onerror = () => reject(req.error ?? new Error('open failed'));
    req.onblocked = () => reject(new Error('open blocked'));
  });
}

const request = <T>(req: IDBRequest): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('request failed'));
  });
