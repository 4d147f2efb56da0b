// Getting the saved games back when IndexedDB fails, and getting IndexedDB going again after a storage error.
//
// On start (before any screen reads games) `recoverStorage` opens IndexedDB. When it will not open, it tries once
// more; when it still fails and the mirror (see mirror.ts) holds games, the database is deleted, created again
// and filled from the mirror. When it opens empty while the mirror holds games (Chromium, after a full disk, was
// seen to start an empty database: 4 runs in 5), the games are put back. Every game put back is read back before
// the player is told it was restored; one that cannot be (its document unreadable, or the write did not stay) is
// named in words and its copy is kept for the next start. A little later, when the app is idle, every mirrored
// row is compared by version (stamp, then revision: stamp.ts; read in a worker: revisionCheck.ts): missing games and newer mirrored rows are put
// back, and rows the mirror lacks (saved before it existed, or whose copy failed on a full disk) are copied to it.
// A newer IndexedDB row is never replaced by an older mirrored one. The player is told once, in plain words.
//
// `withReopen` is for the save path: after a storage error the connection is closed and opened again and the
// operation retried once, rather than every later tap failing with DatabaseClosedError until a reload.
import { db, summaryOf, type GameRow, type SettingRow } from './db.ts';
import { isStorageFailure } from './errors.ts';
import { kindOf, loadCoresOf } from './cores.ts';
import { useStorageNotice } from './notice.ts';
import { startupDone } from './startup.ts';
import { mayHaveMirror, mirroredKeys, mirrorRoot, mirrorRows, readMirrored, removeSwapFiles } from './mirror.ts';
import { asGameRow } from './revisions.ts';
import { compareVersions } from './stamp.ts';
import { compareWithMirror } from './revisionCheck.ts';
import { msg, type Msg } from '../games/shared/msg.ts';
import { whenIdle } from '../idle.ts';

// ---- reopen and retry ---------------------------------------------------------------------------------------

let reopening: Promise<void> | null = null;

/** Closes the database connection and opens it again; callers at the same moment share one reopen. */
export function reopenDatabase(): Promise<void> {
  reopening ??= (async () => {
    const d = db;
    d.close({ disableAutoOpen: false });
    await d.open();
  })().finally(() => {
    reopening = null;
  });
  return reopening;
}

/**
 * Runs `fn`; when it fails with a storage failure (DatabaseClosedError, InvalidStateError, UnknownError,
 * "backing store" errors), reopens the database and runs it once more. Any other error, or a failure of the
 * retry, is thrown as is; when the reopen itself fails, the first error is thrown (the next call tries again).
 */
export async function withReopen<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!isStorageFailure(e)) throw e;
    try {
      await reopenDatabase();
    } catch {
      throw e;
    }
    return fn();
  }
}

// ---- the notice --------------------------------------------------------------------------------------------

export interface RecoveryReport {
  /** Games (not deleted) put back from the mirror. */
  restored: number;
  /** Settings put back from the mirror. */
  settings: number;
  /** The database would not open and was created again. */
  recreated: boolean;
  /** The database would not open and nothing could be done (no mirror, or recreating it failed). */
  unavailable: boolean;
  /** Games in the copy that could not be put back (or not read back), in words; their copies are kept. */
  notRestored?: Msg[];
}

/** What to tell the player, as a message (storage speaks no language: the screen puts it into words), or null
 * when there is nothing to say. */
export function noticeFor(r: RecoveryReport): Msg | null {
  if (r.unavailable) return msg('shell.recovery.unavailable');
  const lost = r.notRestored ?? [];
  if (r.restored > 0)
    return lost.length
      ? msg('shell.recovery.restoredLost', { count: r.restored, lost: lost.length, games: lost })
      : msg('shell.recovery.restored', { count: r.restored });
  if (lost.length) return msg('shell.recovery.lost', { lost: lost.length, games: lost });
  if (r.recreated) return msg(r.settings ? 'shell.recovery.recreatedSettings' : 'shell.recovery.recreated');
  return null;
}

/** A game as the player knows it: who played and when it was started ("the game of Ana and Ben started
 * 23 November 2026"). The names and the date are data; the words come when it is shown. */
export function gameInWords(doc: { players?: { name?: unknown }[]; createdAt?: unknown }): Msg {
  const names = (Array.isArray(doc.players) ? doc.players : [])
    .map((p) => String(p?.name ?? '').trim())
    .filter(Boolean);
  const players = names.length
    ? names.map((name) => msg('shell.recovery.name', { name }))
    : [msg('shell.recovery.unnamed')];
  const dated = typeof doc.createdAt === 'string' && !Number.isNaN(Date.parse(doc.createdAt));
  return dated
    ? msg('shell.recovery.gameStarted', { players, date: doc.createdAt as string })
    : msg('shell.recovery.game', { players });
}

function tell(r: RecoveryReport): void {
  if (r.recreated || r.unavailable || r.restored || r.settings || r.notRestored?.length)
    console.warn(`calico: storage recovery ${JSON.stringify(r)}`);
  const message = noticeFor(r);
  if (message) useStorageNotice.setState({ message });
}

// ---- start-up recovery -----------------------------------------------------------------------------------

async function readGames(ids: string[]): Promise<GameRow[]> {
  const rows = await Promise.all(ids.map(async (id) => asGameRow(await readMirrored('games', id), id)));
  return rows.filter((r): r is GameRow => r !== null);
}

interface PutBack {
  /** Games (not deleted) put back and read back from the database. */
  restored: GameRow[];
  /** Games (not deleted) the database lacks that could not be put back or read back: their copies stay. */
  failed: GameRow[];
}

/** Puts mirrored rows back where IndexedDB lacks them or holds an older revision, then reads each back: only a
 * game the database returns at that revision (with its summary) counts as restored. Never throws. */
async function putBack(rows: GameRow[]): Promise<PutBack> {
  const out: PutBack = { restored: [], failed: [] };
  await loadCoresOf(rows.filter((r) => !r.deletedAt && kindOf(r.doc.format)).map((r) => r.doc)).catch(() => undefined); // to summarise them
  const ready = rows.flatMap((row) => {
    try {
      return [{ row, summary: row.deletedAt ? null : summaryOf(row.doc) }];
    } catch {
      if (!row.deletedAt) out.failed.push(row); // a document the app cannot read: left in the mirror, not written
      return [];
    }
  });
  if (!ready.length) return out;
  let written: GameRow[] = [];
  let aborted = false;
  try {
    written = await db.transaction('rw', db.games, db.summaries, async () => {
      const w: GameRow[] = [];
      for (const { row, summary } of ready) {
        const current = await db.games.get(row.id);
        if (current && compareVersions(current, row) >= 0) continue; // never replace a newer (or the same) stored row
        await db.games.put(row);
        if (summary) await db.summaries.put(summary);
        else await db.summaries.delete(row.id);
        w.push(row);
      }
      return w;
    });
  } catch {
    aborted = true; // nothing was written: each is read back below, and is missing unless stored already
    written = ready.map((r) => r.row);
  }
  const live = written.filter((r) => !r.deletedAt);
  const ids = live.map((r) => r.id);
  const [back, sums] = await Promise.all([db.games.bulkGet(ids), db.summaries.bulkGet(ids)]).catch(
    () => [[], []] as [undefined[], undefined[]],
  );
  live.forEach((row, i) => {
    const there = back[i] && compareVersions(back[i]!, row) >= 0 && !back[i]!.deletedAt && sums[i];
    if (!there) out.failed.push(row);
    else if (!aborted) out.restored.push(row);
  });
  return out;
}

/** Adds what a putBack did to a report. */
function count(report: RecoveryReport, r: PutBack): void {
  report.restored += r.restored.length;
  if (r.failed.length)
    report.notRestored = [...(report.notRestored ?? []), ...r.failed.map((row) => gameInWords(row.doc))];
}

let startup: Promise<unknown> = Promise.resolve();
/** Resolves when start-up recovery has finished: `recoverStorage`, and the whole start-up work (startup.ts). */
export const startupRecovered = (): Promise<unknown> => Promise.all([startup, startupDone()]);

/**
 * A game the database lacks, looked for in the app's second copy once start-up recovery is over: put back and read
 * back, then true (the player is told); false when the copy has no such game or it cannot be restored (then the
 * player is told in words, and the copy is kept).
 */
export async function restoreFromCopy(id: string): Promise<boolean> {
  await startupRecovered();
  try {
    if (!(await mirrorRoot())) return false;
    const rows = await readGames([id]);
    if (!rows.length || rows[0]!.deletedAt) return false;
    const report: RecoveryReport = { restored: 0, settings: 0, recreated: false, unavailable: false };
    count(report, await putBack(rows));
    if (!report.restored && !report.notRestored) return !!(await db.games.get(id)); // stored meanwhile (another tab)
    tell(report);
    return report.restored > 0;
  } catch {
    return false;
  }
}

async function putBackSettings(keys: string[]): Promise<number> {
  const rows: SettingRow[] = [];
  for (const key of keys) {
    const r = (await readMirrored('settings', key)) as Partial<SettingRow> | undefined;
    if (r && r.key === key && 'value' in r) rows.push({ key, value: r.value });
  }
  if (!rows.length) return 0;
  return db.transaction('rw', db.settings, async () => {
    let n = 0;
    for (const row of rows) {
      if ((await db.settings.get(row.key)) === undefined) {
        await db.settings.put(row);
        n++;
      }
    }
    return n;
  });
}

/** Opens the database and counts its games: proof that it works. */
async function probe(): Promise<number | null> {
  try {
    if (!db.isOpen()) {
      db.close({ disableAutoOpen: false }); // clears an earlier failed open, which Dexie would otherwise repeat
      await db.open();
    }
    return await db.games.count();
  } catch {
    return null;
  }
}

/**
 * Run once on start, before any screen reads games. Never throws. Returns what it did (also shown to the player).
 * Kept cheap on a healthy start (open, count): the mirror is only read when the database would not open or opened
 * empty (what Chromium does after it gives up on a broken store). Games missing from a database that still has
 * some, and older revisions, are found by the revision check scheduled for when the app is idle (`idleCheck`).
 */
export function recoverStorage(opts: { idleCheck?: boolean } = {}): Promise<RecoveryReport> {
  const run = recover(opts);
  startup = run.catch(() => undefined);
  return run;
}

async function recover(opts: { idleCheck?: boolean }): Promise<RecoveryReport> {
  const report: RecoveryReport = { restored: 0, settings: 0, recreated: false, unavailable: false };
  const t0 = performance.now();
  try {
    let stored = (await probe()) ?? (await probe()); // a failed open is retried once
    if (stored === null) {
      const mirrored = (await mirrorRoot()) ? await mirroredKeys('games') : [];
      if (!mirrored.length) {
        // Nothing to restore from: deleting the database could destroy games that become readable again later.
        report.unavailable = true;
        tell(report);
        return report;
      }
      try {
        await db.delete({ disableAutoOpen: false });
        await db.open();
        report.recreated = true;
        stored = 0;
      } catch {
        report.unavailable = true;
        tell(report);
        return report;
      }
    }
    // An empty database is always compared with the mirror (cheap when there is none: a first visit). A note in
    // localStorage that a mirror was written is no guide: after a killed browser it may never have reached the disk.
    const lookNow = (report.recreated || stored === 0) && (await mirrorRoot()) !== null;
    if (lookNow) {
      const [games, settings] = await Promise.all([mirroredKeys('games'), mirroredKeys('settings')]);
      count(report, await putBack(await readGames(games)));
      report.settings = await putBackSettings(settings);
    }
    if (mayHaveMirror() && opts.idleCheck !== false) void checkWhenStarted();
  } catch {
    // a failure here leaves the database as it was; the app reports its own errors as usual
  }
  measure('calico-recover', t0); // read by bench/mirror.bench.ts
  tell(report);
  return report;
}

/** How long after start-up the revision check waits: the first screen, a game opened by its address included,
 * is drawn first (the check reads every copy, and its work on the page would land in that screen's way). */
const CHECK_AFTER_START_MS = 2000;

async function checkWhenStarted(): Promise<void> {
  await startupDone();
  await new Promise((resolve) => setTimeout(resolve, CHECK_AFTER_START_MS));
  whenIdle(() => void removeSwapFiles().then(() => checkRevisions()), 5000, 1000);
}

/**
 * Compares every mirrored game with the stored one by revision: newer mirrored rows are put back (the database
 * lost a commit), and stored rows the mirror lacks or holds older are copied to it. Settings the mirror lacks
 * are copied too. Returns the number of games put back. Never throws.
 */
export async function checkRevisions(): Promise<number> {
  const t0 = performance.now();
  try {
    if (!(await mirrorRoot())) return 0;
    // The reading (every copy, every stored row) is done off the page where it can be; only what to do comes back.
    const [{ newer, stale }, settings, mirroredSettings] = await Promise.all([
      compareWithMirror(),
      db.settings.toArray(),
      mirroredKeys('settings'),
    ]);
    const back: RecoveryReport = { restored: 0, settings: 0, recreated: false, unavailable: false };
    if (newer.length) count(back, await putBack(await readGames(newer))); // read whole: only those few
    const restored = back.restored;
    mirrorRows('games', stale, (id) => db.games.get(id));
    const haveSettings = new Set(mirroredSettings);
    mirrorRows(
      'settings',
      settings.filter((s) => !haveSettings.has(s.key)).map((s) => s.key),
      (key) => db.settings.get(key),
    );
    const storedSettings = new Set(settings.map((s) => s.key));
    const settingsBack = await putBackSettings(mirroredSettings.filter((k) => !storedSettings.has(k)));
    back.settings = settingsBack;
    if (restored || settingsBack || back.notRestored) tell(back);
    measure('calico-check-revisions', t0);
    return restored;
  } catch {
    return 0;
  }
}

function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // no User Timing: nothing to record
  }
}
