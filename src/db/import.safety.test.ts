// "Nothing lost, ever": the app's own backups always import back, imports never change saved data silently, and
// no input — however hostile — escapes the import as an exception or a message with a raw path in it.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Game } from '../games/calico/core/index.ts';
import { emptyGame, exampleGame, randomGames } from '../test/games.ts';
import { exportAll, importText, reportParts } from './backup.ts';
import { BACKUP_FORMAT } from './importCheck.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';

const en = nodeI18n('en');
/** The report as the English screen says it. */
/** A report's or a check's messages in English. */
const said = (ms: readonly Msg[]): string[] => ms.map((m) => renderMsg(en, m));
const refusal = (r: { ok: true } | { ok: false; problems: readonly Msg[] }): string[] => (r.ok ? [] : said(r.problems));
const reportText = (r: Parameters<typeof reportParts>[0]) =>
  en._('shell.import.report', {
    parts: reportParts(r)
      .map((p) => renderMsg(en, p))
      .join(', '),
  });
import { CalicoDb, db, loadGame, saveGame, useDatabase } from './db.ts';
import { backupFile } from './exportFile.ts';
import { listDeleted, listGames, restoreGame } from './games.ts';
import { checkImportText } from './importCheck.ts';
import type { Msg } from '../games/shared/msg.ts';
import { importFile } from './importFile.ts';
import { readImportFile } from './importRead.ts';

let n = 0;
const fresh = () => useDatabase(new CalicoDb(`import-safety-${n++}`));
const snapshot = async () =>
  JSON.stringify([await db.games.orderBy('id').toArray(), await db.summaries.orderBy('id').toArray()]);
const backupOf = (games: unknown[]) =>
  JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '2026-11-22T00:00:00.000Z', games });
/** A path as the format reports it, which a player must never read. */
const RAW_PATH =
  /\b(players|cats|history|goals|cells)\[|\b(players|cats|history|goals|cells|corrections|rules|tokenStacks|goalValues)\.\w/;
const live = async () => (await db.games.toArray()).filter((r) => !r.deletedAt);

describe('the app’s own backup always imports back', () => {
  it('a 10,000-game backup (35 MB, over the old 20 MB limit) is read and checked in full', () => {
    const games = randomGames(10_000);
    const text = backupOf(games);
    expect(text.length).toBeGreaterThan(30_000_000);
    const r = checkImportText(text);
    expect(r.ok).toBe(true);
    expect(r.ok && r.games).toEqual(games);
  });

  it('an old pretty-printed backup over 20 MB is still a backup', () => {
    const games = randomGames(3_000, 5);
    const text = JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '', games }, null, 2);
    expect(text.length).toBeGreaterThan(20_000_000);
    const r = checkImportText(text);
    expect(r.ok && r.games.length).toBe(3_000);
  });

  it('export → gzip file → import on an empty device gives back every game unchanged; old pretty-printed backups still import', async () => {
    fresh();
    const games = randomGames(300, 7);
    expect(await importText(backupOf(games))).toMatchObject({ ok: true, added: 300 });
    const { blob, fileName } = await backupFile(true);
    const text = await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text();
    const all = await exportAll(); // the same document, written in parts: oldest first, compact
    expect(text).toBe(JSON.stringify({ ...all, exportedAt: JSON.parse(text).exportedAt }));
    expect(fileName).toMatch(/^tile-tally-backup-\d{4}-\d\d-\d\d\.json\.gz$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    fresh();
    expect(await importFile(blob)).toMatchObject({ ok: true, added: 300, problems: [] });
    const back = (await db.games.toArray()).map((r) => r.doc).sort((a, b) => a.id.localeCompare(b.id));
    expect(back).toEqual([...games].sort((a, b) => a.id.localeCompare(b.id)));

    fresh();
    const pretty = JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '', games }, null, 2);
    expect(await importFile(new Blob([pretty]))).toMatchObject({ ok: true, added: 300 });
    const compact = (await backupFile(false)).blob;
    expect(await compact.text()).not.toMatch(/\n/);
  });

  it('files that are not backups keep a 20 MB limit, with a message that says so; a gzip that unpacks to junk stops early', async () => {
    const big = new Blob([JSON.stringify({ ...exampleGame(), padding: ' '.repeat(31_000_000) })]);
    expect(refusal(await readImportFile(big))).toEqual([
      'This file is 31 MB and is not a backup made by this app; files other than backups are limited to 20 MB.',
    ]);
    const bomb = new Blob([gzipSync(Buffer.alloc(21_000_000, ' '), { level: 1 })]); // unpacks past 20 MB
    const r = await readImportFile(bomb);
    expect(r.ok).toBe(false);
    expect(refusal(r)[0]).toMatch(/^This file is 2\d(\.\d)? MB and is not a backup made by this app/);
    expect(refusal(await readImportFile(new Blob([new Uint8Array([0x1f, 0x8b, 1, 2, 3])])))).toEqual([
      expect.stringMatching(/cannot be unpacked/),
    ]);
  }, 60_000);
});

describe('imports never change saved data silently', () => {
  it('a game with the same id but other players is a different game: both are kept', async () => {
    fresh();
    await saveGame(exampleGame(), null);
    const before = await snapshot();
    const other = { ...emptyGame(exampleGame().id, ['Cy', 'Dee']), updatedAt: '2026-11-23T00:00:00.000Z' };
    const r = await importText(JSON.stringify(other));
    expect(r).toMatchObject({ ok: true, added: 0, updated: 0, separate: 1 });
    expect(reportText(r)).toBe(
      'Imported: 0 new, 0 updated, 0 already here, 1 kept as separate game (same id as a game already here, other players).',
    );
    expect(said(r.notes)).toEqual([
      'the game (Cy, Dee) was imported as a separate game: a game with the same id but other players is already here',
    ]);
    expect((await db.games.get(exampleGame().id))!.doc).toEqual(exampleGame()); // the saved game is untouched
    const all = await live();
    expect(all).toHaveLength(2);
    const copy = all.find((g) => g.id !== exampleGame().id)!;
    expect(copy.doc).toEqual({ ...other, id: copy.id });
    expect((await listGames()).map((s) => s.id).sort()).toEqual(all.map((g) => g.id).sort());
    expect(before).not.toBe(await snapshot());
  });

  it('a newer copy with the same players updates the game; the previous version is in Recently deleted and restorable', async () => {
    fresh();
    const old = exampleGame();
    await saveGame(old, null);
    const newer: Game = {
      ...old,
      updatedAt: '2026-11-22T10:00:00.000Z',
      mode: 'family',
      players: [...old.players].reverse(),
    };
    const r = await importText(JSON.stringify(newer));
    expect(r).toMatchObject({ ok: true, updated: 1, separate: 0 });
    expect(reportText(r)).toBe(
      'Imported: 0 new, 1 updated (the previous version is in Recently deleted), 0 already here.',
    );
    expect((await db.games.get(old.id))!.doc).toEqual(newer);
    const deleted = await listDeleted();
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.doc).toEqual({ ...old, id: deleted[0]!.id });
    await restoreGame(deleted[0]!.id);
    const docs = (await live()).map((r) => r.doc);
    expect(docs).toContainEqual(newer);
    expect(docs).toContainEqual({ ...old, id: deleted[0]!.id });
  });

  it('an older, different copy is not imported (and says so); an identical one is already here and writes nothing', async () => {
    fresh();
    const g = { ...exampleGame(), updatedAt: '2026-11-22T10:00:00.000Z' };
    await saveGame(g, null);
    const older = { ...g, updatedAt: '2026-11-01T10:00:00.000Z', mode: 'family' };
    const r = await importText(JSON.stringify([older, emptyGame('new-one')]));
    expect(r).toMatchObject({ ok: true, added: 1, older: 1 });
    expect(said(r.notes)).toEqual(['game 1 (Ana, Ben) was not imported: this device has a newer version of it']);
    expect((await db.games.get(g.id))!.doc).toEqual(g);
    fresh();
    await saveGame(g, null);
    const once = await snapshot();
    expect(await importText(JSON.stringify(g))).toMatchObject({ ok: true, unchanged: 1 });
    expect(await snapshot()).toBe(once);
  });

  it('a player name nested 100,000 levels deep is a message, not a crash', async () => {
    fresh();
    await saveGame(exampleGame(), null);
    const before = await snapshot();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const text = JSON.stringify({ ...exampleGame(), id: 'deep' }).replace('"name":"Ana"', `"name":${deep}`);
    const r = await importText(text);
    expect(r.ok).toBe(false);
    expect(said(r.problems)).toEqual(['the game (Ben): player 1, name: […] is not a name']);
    expect(await snapshot()).toBe(before);
  });

  it('names are normalised on import; names equal once normalised are refused', async () => {
    fresh();
    const g = exampleGame();
    const odd = { ...g, players: [{ ...g.players[0]!, name: ' A\u200Bna\u0000' }, g.players[1]!] };
    expect(await importText(JSON.stringify(odd))).toMatchObject({ ok: true, added: 1 });
    expect((await db.games.get(g.id))!.doc.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    const same = { ...g, id: 'same', players: [g.players[0]!, { ...g.players[1]!, name: 'A\u2060NA' }] };
    const r = await importText(JSON.stringify(same));
    expect(said(r.problems)).toEqual([
      'the game (Ana, ANA): player 2 (ANA), name: "ANA" is already the name of player 1; names must differ',
    ]);
  });

  it('a game already on the device with a name the new rule would refuse still loads and exports unchanged', async () => {
    fresh();
    const g = {
      ...exampleGame(),
      players: exampleGame().players.map((p, i) => ({ ...p, name: ['Ana\u200B', 'Ben'][i]! })),
    };
    await saveGame(g, null); // as an older version of the app saved it
    expect((await loadGame(g.id))!.doc).toEqual(g);
    expect((await exportAll()).games).toEqual([g]);
  });

  it('dates more than a day ahead are refused, saying so; a device clock a few hours ahead is fine', async () => {
    fresh();
    const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
    const r = await importText(
      JSON.stringify([emptyGame('a'), { ...emptyGame('b', ['Cy', 'Dee']), updatedAt: ahead(3 * 864e5) }]),
    );
    expect(r).toMatchObject({ ok: true, added: 1, skipped: 1 }); // the game dated in the past is imported
    expect(said(r.notes)).toEqual([
      expect.stringMatching(
        /^game 2 \(Cy, Dee\): the date it was last changed \(\d{4}-\d\d-\d\d\) is in the future, so it was refused; check the clock of the device that made the file$/,
      ),
    ]);
    expect((await db.games.toArray()).map((g) => g.id)).toEqual(['a']);
    expect(await importText(JSON.stringify({ ...emptyGame('c'), updatedAt: ahead(3 * 36e5) }))).toMatchObject({
      ok: true,
      added: 1,
    });
  });

  it('duplicate ids in one file name the games by position, counted from 1', async () => {
    fresh();
    const r = await importText(
      backupOf([
        emptyGame('x'),
        emptyGame('y'),
        emptyGame('x', ['Cy']),
        emptyGame('z'),
        emptyGame('y'),
        emptyGame('y'),
      ]),
    );
    expect(said(r.problems)).toEqual([
      "games 1 and 3 have the same id; a file holds each game once, so it was not made by this app's export",
      "games 2, 5 and 6 have the same id; a file holds each game once, so it was not made by this app's export",
    ]);
    expect(await db.games.count()).toBe(0);
  });
});

describe('messages are in words', () => {
  const refused = (mutate: (g: any) => void): string[] => {
    const g: any = exampleGame();
    mutate(g);
    return refusal(checkImportText(JSON.stringify(g)));
  };
  it.each([
    [
      'an empty name',
      (g: any) => (g.players[0].name = ''),
      'the game (Ben): player 1, name: is empty: every player needs a name',
    ],
    [
      'an unknown colour',
      (g: any) => ((Object.values(g.players[1].cells)[0] as any).color = 'teal'),
      /^the game \(Ana, Ben\): player 2 \(Ben\), cell \d,\d, colour: "teal" is not a colour$/,
    ],
    [
      'a goal twice',
      (g: any) => (g.players[0].goals[1] = g.players[0].goals[0]),
      /^the game \(Ana, Ben\): player 1 \(Ana\), goal 2: "[A-F-]+" is already on another goal space; each goal tile is used once$/,
    ],
    [
      'a negative correction',
      (g: any) => (g.players[0].corrections = { buttons: { blue: -1 } }),
      'the game (Ana, Ben): player 1 (Ana), corrections, buttons, blue: cannot be negative',
    ],
    [
      'two names alike',
      (g: any) => (g.players[1].name = 'ana'),
      'the game (Ana, ana): player 2 (ana), name: "ana" is already the name of player 1; names must differ',
    ],
    ['a missing mode', (g: any) => delete g.mode, 'the game (Ana, Ben): mode: is missing'],
    [
      'a negative token',
      (g: any) => (g.rules = { tokenStacks: { millie: [3, 3, -1] } }),
      'the game (Ana, Ben): house rules, cat token stacks, millie, item 3: cannot be negative',
    ],
  ])('%s', (_name, mutate, words) => {
    const [first] = refused(mutate);
    if (typeof words === 'string') expect(first).toBe(words);
    else expect(first).toMatch(words);
    expect(first).not.toMatch(RAW_PATH);
  });
});

describe('no input escapes the import', () => {
  const validJson = fc.constantFrom(...randomGames(5, 3));
  /** A valid game with one value somewhere replaced by something hostile. */
  const hostileValue = fc.oneof(
    fc.jsonValue(),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.integer({ min: 1, max: 1_000 }).map((d) => JSON.parse('['.repeat(d) + ']'.repeat(d)) as unknown),
    fc.constant('x'.repeat(100_000)),
    fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
    fc.constant(JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown),
  );
  const mutated = fc
    .tuple(validJson, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), hostileValue)
    .map(([g, path, value]) => {
      const game: any = structuredClone(g);
      let at = game;
      for (const step of path.slice(0, -1)) {
        const keys = at && typeof at === 'object' ? Object.keys(at) : [];
        if (!keys.length || typeof at[keys[step % keys.length]!] !== 'object') break;
        at = at[keys[step % keys.length]!];
      }
      const keys = Object.keys(at);
      at[keys.length ? keys[path.at(-1)! % keys.length]! : 'x'] = value;
      return game;
    });

  const checkMessages = (r: ReturnType<typeof checkImportText>) => {
    if (r.ok) return;
    expect(r.problems.length).toBeGreaterThan(0);
    for (const p of said(r.problems)) {
      expect(p.length).toBeLessThan(400);
      expect(p).not.toMatch(RAW_PATH);
    }
  };

  it('arbitrary JSON, hostile values inside real games, deep nesting, huge strings: a result, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), mutated, fc.array(mutated, { maxLength: 3 })), (data) => {
        const r = checkImportText(JSON.stringify(data) ?? 'null');
        checkMessages(r);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
    );
  });

  it('text that is not JSON at all, or a "__proto__" key anywhere, is a message', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => checkMessages(checkImportText(text))),
    );
    const r = checkImportText(
      JSON.stringify(exampleGame()).replace('"cells":{', '"cells":{"__proto__":{"color":"blue","pattern":"dots"},'),
    );
    expect(refusal(r)).toEqual([
      'the file contains a field named "__proto__", which no game or backup of this app has; it was not made by this app',
    ]);
  });

  it('through the database: a failed import leaves it exactly as it was', async () => {
    fresh();
    await saveGame(exampleGame(), null);
    let before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.array(mutated, { minLength: 1, maxLength: 3 }), async (games) => {
        const r = await importText(backupOf(games));
        if (!r.ok) expect(await snapshot()).toBe(before);
        else {
          // A mutation that happened to keep the game valid (a name changed, say): it is imported, nothing is lost.
          expect((await db.games.get(exampleGame().id))!.doc).toEqual(exampleGame());
          fresh();
          await saveGame(exampleGame(), null);
          before = await snapshot(); // written anew: its stamp is the moment it was written
        }
      }),
      { numRuns: 60 },
    );
  });
});
