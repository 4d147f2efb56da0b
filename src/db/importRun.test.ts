// The import of a chosen file as the worker runs it: what it refuses (in words, without reading a large file
// through), the order of its progress, the worker's messages, and a write failing part way changing nothing.
import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyGame, exampleGame, randomGames } from '../test/games.ts';
import { freshDb, refusedLeavingAllAsIs, snapshot } from '../test/refusedImport.ts';
import type { ImportPhase } from './backup.ts';
import { BACKUP_FORMAT } from './importCheck.ts';
import { db, saveGame } from './db.ts';
import { inEnglish } from '../test/english.ts';
import type { Msg } from '../games/shared/msg.ts';
import { CUT_SHORT, EMPTY_FILE, NOT_JSON, newerBackup } from './importCheck.ts';
import { GZIP_DAMAGED } from './importRead.ts';
import { runImport } from './importRun.ts';
import type { FromWorker } from './importRun.ts';

const fresh = () => freshDb('import-run');
const backupText = (games: unknown[], version = 1) =>
  JSON.stringify({ format: BACKUP_FORMAT, version, exportedAt: '2026-11-22T00:00:00.000Z', games });

/** A file whose body must not be read through: only its first and last bytes (slices) may be looked at. */
class Unread extends Blob {
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    throw new Error('the whole file was read');
  }
  override text(): Promise<string> {
    throw new Error('the whole file was read');
  }
}

afterEach(() => vi.restoreAllMocks());

describe('files that cannot be imported are refused in words, and nothing saved changes', () => {
  const backup = backupText(randomGames(40, 9));
  const gz = gzipSync(backup);
  it.each<[string, () => Blob, string | RegExp]>([
    ['an empty file', () => new Blob([]), inEnglish(EMPTY_FILE)],
    [
      'a picture',
      () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])]),
      inEnglish(NOT_JSON),
    ],
    ['plain text', () => new Blob(['Ana 62, Ben 58']), inEnglish(NOT_JSON)],
    ['a backup cut short', () => new Blob([backup.slice(0, backup.length - 5000)]), inEnglish(CUT_SHORT)],
    ['a gzip backup cut short', () => new Blob([gz.subarray(0, gz.length >> 1)]), inEnglish(GZIP_DAMAGED)],
    ['a backup from a newer app', () => new Blob([backupText([exampleGame()], 2)]), inEnglish(newerBackup(2))],
    [
      'JSON that is no game',
      () => new Blob([JSON.stringify({ hello: 'world' })]),
      /^the game: file format: is missing$/,
    ],
    [
      'a game of a kind this app does not know',
      () => new Blob([JSON.stringify({ ...exampleGame(), format: 'someone-else/game' })]),
      /^the game \(Ana, Ben\): its "format" is not one this app knows/,
    ],
  ])('%s', async (_name, file, words) => {
    const problems = await refusedLeavingAllAsIs('import-run', () => runImport(file()));
    expect(problems[0]).toMatch(
      typeof words === 'string' ? new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : words,
    );
  });

  it('a large file is refused from its first and last bytes, without being read through', async () => {
    const big = 'x'.repeat(1_000_000);
    const cases: [Blob, Msg][] = [
      [new Unread([`{"format":"${BACKUP_FORMAT}","version":1,"exportedAt":"","games":[`, big]), CUT_SHORT],
      [new Unread([`{"format":"${BACKUP_FORMAT}","version":3,"games":[`, big, ']}']), newerBackup(3)],
      [new Unread(['%PDF-1.7\n', big]), NOT_JSON],
      [new Unread([' '.repeat(300)]), EMPTY_FILE],
    ];
    for (const [file, words] of cases) expect(await runImport(file)).toMatchObject({ ok: false, problems: [words] });
  }, 60_000);
});

describe('the import pipeline', () => {
  it('reads, checks and saves in that order, each counted to its end, and writes every game', async () => {
    fresh();
    const games = randomGames(250, 4);
    const seen: [ImportPhase, number, number][] = [];
    const r = await runImport(new Blob([gzipSync(backupText(games))]), {
      onProgress: (p, d, t) => seen.push([p, d, t]),
    });
    expect(r).toMatchObject({ ok: true, added: 250, problems: [] });
    const phases = seen.map(([p]) => p).filter((p, i, all) => p !== all[i - 1]);
    expect(phases).toEqual(['reading', 'checking', 'saving']);
    for (const phase of phases) {
      const last = seen.filter(([p]) => p === phase).at(-1)!;
      expect(last[1]).toBe(last[2]); // done = total
      const counts = seen.filter(([p]) => p === phase).map(([, d]) => d);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
    }
    expect(seen.find(([p]) => p === 'saving')![2]).toBe(250);
    expect((await db.games.toArray()).map((g) => g.doc).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...games].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await db.summaries.count()).toBe(250);
  }, 60_000);

  it('a write failing part way (after 200 of 300 games went in) leaves the database exactly as it was', async () => {
    fresh();
    await saveGame(emptyGame('mine'), null);
    const before = await snapshot();
    const real = db.summaries.bulkPut.bind(db.summaries);
    let calls = 0;
    vi.spyOn(db.summaries, 'bulkPut').mockImplementation(((rows: never) => {
      if (++calls === 3) throw new DOMException('the disk is full', 'QuotaExceededError');
      return real(rows);
    }) as typeof db.summaries.bulkPut);
    const r = await runImport(new Blob([backupText(randomGames(300, 8))]));
    expect(calls).toBe(3);
    expect(r.ok).toBe(false);
    expect(r.problems.map(inEnglish)).toEqual([expect.stringMatching(/out of space.*Nothing was imported\.$/)]);
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('the worker posts progress at most every 100 ms per step, then the report, then that the second copy is written', async () => {
    fresh();
    const posted: FromWorker[] = [];
    const self = {
      postMessage: (m: FromWorker) => posted.push(m),
      onmessage: null as null | ((e: { data: unknown }) => Promise<void>),
    };
    vi.stubGlobal('self', self);
    await import('../workers/importWorker.ts');
    await self.onmessage!({ data: { file: new Blob([backupText(randomGames(120, 2))]), now: Date.now() } });
    const kinds = posted.map((m) => m.type);
    expect(kinds.slice(-2)).toEqual(['done', 'mirrored']);
    expect(kinds.slice(0, -2).every((k) => k === 'progress')).toBe(true);
    expect(posted.at(-2)).toMatchObject({ type: 'done', report: { ok: true, added: 120 } });
    // The last count of each step is always sent, so the bar ends full even when the step took under 100 ms.
    const progress = posted.filter((m): m is Extract<FromWorker, { type: 'progress' }> => m.type === 'progress');
    expect(progress.filter((m) => m.phase === 'saving').at(-1)).toMatchObject({ done: 120, total: 120 });
    expect(progress.filter((m) => m.phase === 'checking').at(-1)).toMatchObject({ done: 120, total: 120 });
  }, 60_000);
});
