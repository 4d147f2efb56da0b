// A second, independent copy of every saved game (and every setting) in the Origin Private File System, so a
// broken IndexedDB (a full disk can leave Chromium unable to open it: "Internal error opening backing store")
// does not cost the player their history. One file per row: games/<id>.json holds the stored row as IndexedDB
// has it (document, revision, deletedAt); settings/<key>.json holds one setting.
//
// The copy is written by a Dexie DBCore middleware: it notes the rows each read-write transaction puts or
// deletes in `games` and `settings`, and only when that transaction has committed ('complete') are the files
// written. Every writer (saves, import, delete, restore, purge, recovery) is covered without knowing of it.
// Writes run off the main thread's critical path (after the save has resolved; the many rows of a bulk commit, such
// as a part of a group's games arriving, once such commits pause), a few at a time, never two
// on one file at once, and the newest row for a file always wins: a newer row waiting replaces an older one
// not yet written, and a file holding a newer version (written by another tab: by stamp, then revision, stamp.ts)
// is never overwritten by an older one. Where the page cannot write OPFS's files (WebKit) the same folders are kept in
// a second IndexedDB database (copyDb.ts). Without OPFS (older browsers, jsdom, Node) the mirror is off, silently,
// and nothing else changes.
import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';
import { copyDbRoot } from './copyDb.ts';
import { compareVersions, type Version } from './stamp.ts';

export type MirrorDir = 'games' | 'settings';
const MIRRORED: Record<string, MirrorDir> = { games: 'games', settings: 'settings' };
const CONCURRENCY = 4;
/** A commit of at least this many rows (a part of a group's games arriving, an import) is copied once such commits
 * have stopped for QUIET_MS: the copies then do not compete with the next part for the page. */
const BULK_ROWS = 20;
const QUIET_MS = 2000;

interface Job {
  dir: MirrorDir;
  key: string;
  /** The row as JSON, or null to remove the file (the row was deleted). */
  text: string | null;
  /** The row's version; null for a removal or a setting. */
  rev: Version | null;
  /** When the transaction committed (performance.now()), for the cost measurement. */
  committedAt: number;
  /** A copy brought up to date rather than a commit: the row is read from the database just before writing. */
  read?: () => Promise<unknown>;
  /** The row was removed in this tab and its file not yet: whatever revision that file holds is stale. */
  afterRemoval?: boolean;
}

// ---- where the files live ----------------------------------------------------------------------------------

type Root = FileSystemDirectoryHandle;
let rootPromise: Promise<Root | null> | null = null;

/** True when this browser might have OPFS; decided synchronously so the middleware costs nothing without it. */
export function mayHaveMirror(): boolean {
  const storage = (globalThis as { navigator?: Navigator }).navigator?.storage;
  return typeof storage?.getDirectory === 'function';
}

/** OPFS is there but the page cannot write its files (WebKit: `createWritable` in workers only, or not at all): the
 * copy's folders are kept in a second IndexedDB database instead (copyDb.ts). Decided by the feature alone. */
export function copyInDatabase(): boolean {
  if (!mayHaveMirror()) return false;
  const fileHandle = (globalThis as { FileSystemFileHandle?: { prototype: object } }).FileSystemFileHandle;
  return !!fileHandle && typeof (fileHandle.prototype as { createWritable?: unknown }).createWritable !== 'function';
}

/** The OPFS root (or the database standing in for it: copyInDatabase), or null when there is none (then the mirror
 * is off). Nothing is written to find out: on a full disk, start-up must still be able to read the mirror. */
export function mirrorRoot(): Promise<Root | null> {
  rootPromise ??= (async () => {
    if (!mayHaveMirror()) return null;
    if (copyInDatabase()) return copyDbRoot();
    try {
      return await navigator.storage.getDirectory();
    } catch {
      return null;
    }
  })();
  return rootPromise;
}

/** Forgets the cached root and every queued write (tests start each case on a fresh file system). */
export function resetMirror(): void {
  rootPromise = null;
  writable.clear();
  deferred.clear();
  dirty.clear();
  failed.clear();
  writtenRev.clear();
}

const fileName = (key: string) => `${encodeURIComponent(key)}.json`;
const keyOf = (name: string) => (name.endsWith('.json') ? decodeURIComponent(name.slice(0, -5)) : null);

async function dirHandle(dir: MirrorDir, create: boolean): Promise<FileSystemDirectoryHandle | null> {
  const root = await mirrorRoot();
  if (!root) return null;
  try {
    return await root.getDirectoryHandle(dir, { create });
  } catch (e) {
    if (!create && (e as { name?: string })?.name === 'NotFoundError') return null;
    throw e;
  }
}

/** The folders files are written to, looked up once (a write per game would otherwise look its folder up too). */
const writable = new Map<MirrorDir, Promise<FileSystemDirectoryHandle | null>>();
function writableDir(dir: MirrorDir): Promise<FileSystemDirectoryHandle | null> {
  let d = writable.get(dir);
  if (!d) {
    const p = dirHandle(dir, true);
    writable.set(dir, (d = p));
    p.catch(() => writable.get(dir) === p && writable.delete(dir));
  }
  return d;
}

// ---- reading (start-up recovery) --------------------------------------------------------------------------

/** The keys (game ids, setting keys) that have a file in the mirror; [] when the mirror is off. */
export async function mirroredKeys(dir: MirrorDir): Promise<string[]> {
  try {
    const d = await dirHandle(dir, false);
    if (!d) return [];
    const keys: string[] = [];
    for await (const name of (d as unknown as { keys(): AsyncIterable<string> }).keys()) {
      const k = keyOf(name);
      if (k !== null) keys.push(k);
    }
    return keys;
  } catch {
    return [];
  }
}

// A file replaced between getFile() and reading it (another tab's or the worker's write) reads as NotReadableError;
// the new file is whole, so reading again gets it. A few tries, as a write takes milliseconds.
const READ_TRIES = 5;

/** One mirrored row, parsed; undefined when missing or unreadable. */
export async function readMirrored(dir: MirrorDir, key: string): Promise<unknown> {
  for (let tries = 1; ; tries++) {
    try {
      const d = await dirHandle(dir, false);
      if (!d) return undefined;
      const file = await (await d.getFileHandle(fileName(key))).getFile();
      return JSON.parse(await file.text());
    } catch (e) {
      if ((e as { name?: string })?.name !== 'NotReadableError' || tries === READ_TRIES) return undefined;
    }
  }
}

// ---- swap files left by a killed browser ---------------------------------------------------------------------

/**
 * Removes the `<file>.crswap` files Chromium writes a file through and renames on close: a browser killed mid-write
 * leaves them behind, and nothing else ever removes them. One being written now (by this or another tab) holds its
 * file's lock and is left alone. Returns how many were removed; never throws.
 */
export async function removeSwapFiles(): Promise<number> {
  let removed = 0;
  const locks = (globalThis as { navigator?: Navigator }).navigator?.locks;
  for (const dir of ['games', 'settings'] as const) {
    try {
      const d = await dirHandle(dir, false);
      if (!d) continue;
      const swaps: string[] = [];
      for await (const name of (d as unknown as { keys(): AsyncIterable<string> }).keys())
        if (name.endsWith('.crswap')) swaps.push(name);
      for (const name of swaps) {
        const key = keyOf(name.replace(/(\.\d+)?\.crswap$/, ''));
        const remove = async (lock: unknown) => {
          if (lock === null) return; // a write of this file is under way
          await d.removeEntry(name);
          removed++;
        };
        await (
          locks?.request && key !== null
            ? locks.request(`calico-mirror/${dir}/${key}`, { ifAvailable: true }, remove)
            : remove(true)
        ).catch(() => undefined);
      }
    } catch {
      // the folder cannot be read now: the next start tries again
    }
  }
  return removed;
}

// ---- writing --------------------------------------------------------------------------------------------

/** Jobs waiting, by "dir/key": a newer job for a file replaces the waiting one (the newest row wins). */
const dirty = new Map<string, Job>();
/** Jobs whose write failed (a full disk): tried again after the next write that succeeds, unless a newer one came. */
const failed = new Map<string, Job>();
const inFlight = new Set<string>();
/** Jobs of `dirty` from a bulk commit: written once no bulk commit came for QUIET_MS (quietAt). */
const deferred = new Set<string>();
let quietAt = 0;
let quietTimer: ReturnType<typeof setTimeout> | undefined;
let running = 0;
let idleWaiters: (() => void)[] = [];

function schedule(job: Job, bulk = false): void {
  const id = `${job.dir}/${job.key}`;
  if (bulk) {
    deferred.add(id);
    quietAt = performance.now() + QUIET_MS;
    clearTimeout(quietTimer);
    quietTimer = setTimeout(wake, QUIET_MS);
  } else deferred.delete(id); // a single save is copied at once, whatever waited for its file
  // A row written where its removal still waits (a game purged, then one with its id imported: its revisions start
  // again at 1): the new row replaces the old file whatever its revision, as the removal would have cleared it first.
  const waiting = dirty.get(id) ?? failed.get(id);
  if (waiting && job.text !== null && (waiting.afterRemoval || (waiting.text === null && !waiting.read)))
    job = { ...job, afterRemoval: true };
  failed.delete(id);
  dirty.set(id, job);
  pump();
}

function wake(): void {
  const left = quietAt - performance.now();
  if (left > 0) quietTimer = setTimeout(wake, left);
  else pump();
}

/** After a write succeeds (space is back), the ones that failed are tried again; never in a loop on a full disk. */
function retryFailed(): void {
  for (const [id, job] of failed) if (!dirty.has(id) && !inFlight.has(id)) dirty.set(id, job);
  failed.clear();
}

function pump(): void {
  while (running < CONCURRENCY) {
    let next: string | undefined;
    const quiet = performance.now() >= quietAt;
    for (const id of dirty.keys()) {
      if (!inFlight.has(id) && (quiet || !deferred.has(id))) {
        next = id;
        break;
      }
    }
    if (next === undefined) break;
    const job = dirty.get(next)!;
    dirty.delete(next);
    deferred.delete(next);
    inFlight.add(next);
    running++;
    void write(job)
      .then(
        () => failed.size && retryFailed(),
        () => {
          if (!dirty.has(next)) failed.set(next, job);
        },
      )
      .finally(() => {
        inFlight.delete(next);
        running--;
        pump();
        if (running === 0 && dirty.size === 0) {
          const w = idleWaiters;
          idleWaiters = [];
          w.forEach((f) => f());
        }
      });
  }
}

/** Resolves when every mirror write queued so far has finished (or failed). */
export function mirrorIdle(): Promise<void> {
  if (running === 0 && dirty.size === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

/** The newest version of each file ("dir/key") this tab has seen written (or found already newer). */
const writtenRev = new Map<string, Version>();

/** Whether the copy of `key` in `dir` holds version `rev` (or a newer one), once every copy queued so far is written
 * or has failed. Until it does, the journal's copy of the edits is the only one besides IndexedDB, which Chromium can
 * lose on a full disk (it starts the next session with an empty database). With no copy to write (no OPFS), yes. */
export async function mirrorHolds(dir: MirrorDir, key: string, rev: Version): Promise<boolean> {
  if (!(await mirrorRoot())) return true;
  // A macrotask first: the commit's 'complete' listeners, one of which queues its copy, may not all have run when
  // the caller hears of the commit (Dexie's listener comes first, and its promise settles in between).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await mirrorIdle();
  const written = writtenRev.get(`${dir}/${key}`);
  return !!written && compareVersions(written, rev) >= 0;
}

/** Files whose last write failed and wait for the next try (a full disk). */
export const mirrorBacklog = (): number => failed.size;

let measured = 0;

async function write(queued: Job): Promise<void> {
  let job = queued;
  if (job.read) {
    const row = await job.read();
    job = { ...job, text: row === undefined ? null : JSON.stringify(row), rev: row === undefined ? null : revIn(row) };
  }
  let d = await (job.text === null ? dirHandle(job.dir, false) : writableDir(job.dir));
  if (!d) return;
  const name = fileName(job.key);
  const locks = (globalThis as { navigator?: Navigator }).navigator?.locks;
  // Another tab may write the same file: one writer at a time, and a lower revision never replaces a higher.
  const run = async (d: FileSystemDirectoryHandle) => {
    if (job.text === null) {
      await d.removeEntry(name).catch((e: unknown) => {
        if ((e as { name?: string })?.name !== 'NotFoundError') throw e;
      });
      return;
    }
    const handle = await d.getFileHandle(name, { create: true });
    if (job.rev !== null && !job.afterRemoval) {
      const old = await handle.getFile();
      if (old.size > 0) {
        const oldRev = revAtStart(await old.slice(0, 256).text()) ?? revOf(await old.text());
        if (oldRev !== null && compareVersions(oldRev, job.rev) > 0) return;
      }
    }
    const w = await handle.createWritable();
    try {
      await w.write(job.text);
      await w.close();
    } catch (e) {
      await w.abort().catch(() => undefined);
      throw e;
    }
  };
  const once = (d: FileSystemDirectoryHandle) =>
    locks?.request ? locks.request(`calico-mirror/${job.dir}/${job.key}`, () => run(d)) : run(d);
  try {
    await once(d);
  } catch (e) {
    // The folder kept was removed meanwhile (storage cleared): looked up again, once.
    if (job.text === null || (e as { name?: string })?.name !== 'NotFoundError') throw e;
    writable.delete(job.dir);
    d = await writableDir(job.dir);
    if (!d) return;
    await once(d);
  }
  if (job.rev !== null) {
    const before = writtenRev.get(`${job.dir}/${job.key}`);
    if (!before || compareVersions(job.rev, before) > 0) writtenRev.set(`${job.dir}/${job.key}`, job.rev);
  }
  // The cost per save, read by bench/mirror.bench.ts (kept bounded: the oldest entries are dropped).
  try {
    if (++measured % 200 === 0) performance.clearMeasures('calico-mirror-write');
    performance.measure('calico-mirror-write', { start: job.committedAt, end: performance.now() });
  } catch {
    // no User Timing here: nothing to record
  }
}

/** A game row as the app writes it starts `{"id":…,"updatedAt":…,"rev":N,"stamp":S` (the stamp since stamp.ts; a
 * copy written before has none): its version read from the file's first bytes, without reading and parsing the
 * whole game after every save; null when the file starts otherwise. */
export function revAtStart(head: string): Version | null {
  const m = /^\{"id":"[\w.~%-]*","updatedAt":"[\d:.TZ-]*","rev":(\d+)(?:,"stamp":(\d+))?[,}]/.exec(head);
  return m ? { rev: Number(m[1]), stamp: m[2] === undefined ? undefined : Number(m[2]) } : null;
}

function revOf(text: string): Version | null {
  try {
    return revIn(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Brings the copies of `keys` up to date with the database (rows saved before the mirror existed, or whose copy
 * was lost). Each row is read with `read` just before its file is written, so a save or purge made meanwhile is
 * never undone by a row read earlier; a row that is gone removes its file.
 */
export function mirrorRows(dir: MirrorDir, keys: string[], read: (key: string) => Promise<unknown>): void {
  const now = performance.now();
  for (const key of keys) schedule({ dir, key, text: null, rev: null, committedAt: now, read: () => read(key) });
}

const revIn = (row: unknown): Version | null => {
  const { rev, stamp } = (row ?? {}) as { rev?: unknown; stamp?: unknown };
  return typeof rev === 'number' ? { rev, stamp: typeof stamp === 'number' ? stamp : undefined } : null;
};

// ---- the middleware ------------------------------------------------------------------------------------

/** Rows changed by each open transaction, written to the mirror once it commits. */
const byTransaction = new WeakMap<DBCoreTransaction, Map<string, Job>>();

function note(trans: DBCoreTransaction, dir: MirrorDir, key: unknown, row: unknown | null): void {
  if (typeof key !== 'string') return;
  let jobs = byTransaction.get(trans);
  if (!jobs) {
    // At this level the transaction is the IDBTransaction itself (Dexie's own cache middleware relies on it).
    const idb = trans as unknown as Partial<IDBTransaction>;
    if (typeof idb.addEventListener !== 'function') return;
    const mine = new Map<string, Job>();
    jobs = mine;
    byTransaction.set(trans, mine);
    idb.addEventListener(
      'complete',
      () => {
        const now = performance.now();
        for (const job of mine.values()) schedule({ ...job, committedAt: now }, mine.size >= BULK_ROWS);
      },
      { once: true },
    );
  }
  // Serialized now: the stored row is what IndexedDB cloned at this moment, whatever happens to the object later.
  jobs.set(`${dir}/${key}`, {
    dir,
    key,
    text: row === null ? null : JSON.stringify(row),
    rev: row === null ? null : revIn(row),
    committedAt: 0,
  });
}

function mirroredTable(table: DBCoreTable, dir: MirrorDir): DBCoreTable {
  const extract = table.schema.primaryKey.extractKey;
  const keyAt = (req: { keys?: unknown[] | undefined }, res: DBCoreMutateResponse, value: unknown, i: number) =>
    res.results?.[i] ?? req.keys?.[i] ?? extract?.(value);
  return {
    ...table,
    mutate(req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
      if (req.type === 'deleteRange') {
        // clear() and ranged deletes: find the keys first (same transaction), then remove their files.
        return table
          .query({ trans: req.trans, query: { index: table.schema.primaryKey, range: req.range }, values: false })
          .then(({ result }) =>
            table.mutate(req).then((res) => {
              if (!res.numFailures) for (const key of result) note(req.trans, dir, key, null);
              return res;
            }),
          );
      }
      return table.mutate(req).then((res) => {
        if (req.type === 'delete') req.keys.forEach((key, i) => res.failures[i] || note(req.trans, dir, key, null));
        else
          req.values.forEach((value, i) => res.failures[i] || note(req.trans, dir, keyAt(req, res, value, i), value));
        return res;
      });
    },
  };
}

/** `db.use(mirrorMiddleware)`: mirrors the games and settings tables to OPFS after each commit. */
export const mirrorMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'mirror',
  create(down) {
    return {
      ...down,
      table(name) {
        const table = down.table(name);
        const dir = MIRRORED[name];
        return dir && mayHaveMirror() ? mirroredTable(table, dir) : table;
      },
    };
  },
};
