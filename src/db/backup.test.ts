// Export and import: all or nothing, no duplicates, hostile files contained, the database untouched on error.
import { inEnglish } from '../test/english.ts';
import type { Game } from '../games/calico/core/index.ts';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { emptyGame, exampleGame } from '../test/games.ts';
import { freshDb, refusedLeavingAllAsIs, snapshot } from '../test/refusedImport.ts';
import { exportAll, importText, reportParts } from './backup.ts';
import { BACKUP_FORMAT } from './importCheck.ts';
import { db, saveGame } from './db.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';

const en = nodeI18n('en');
/** The report as the English screen says it. */
const reportText = (r: Parameters<typeof reportParts>[0]) =>
  en._('shell.import.report', {
    parts: reportParts(r)
      .map((p) => renderMsg(en, p))
      .join(', '),
  });

const fresh = () => freshDb('backup-test');

describe('backup', () => {
  it('exports all games and imports them into an empty device', async () => {
    fresh();
    await saveGame(exampleGame(), null);
    await saveGame(emptyGame('g2', ['Cy']), null);
    const backup = await exportAll();
    expect(backup.format).toBe(BACKUP_FORMAT);
    expect(backup.games.map((g) => g.id).sort()).toEqual(['example-ana-ben', 'g2']);
    fresh();
    const r = await importText(JSON.stringify(backup));
    expect(r).toEqual({
      ok: true,
      added: 2,
      updated: 0,
      unchanged: 0,
      separate: 0,
      older: 0,
      skipped: 0,
      problems: [],
      notes: [],
    });
    expect((await db.games.get('example-ana-ben'))!.doc).toEqual(exampleGame());
  });

  it('imports a single game file; importing it again does not duplicate it; a newer copy updates it', async () => {
    fresh();
    const g = exampleGame();
    expect((await importText(JSON.stringify(g))).added).toBe(1);
    expect((await importText(JSON.stringify(g))).unchanged).toBe(1);
    expect(await db.games.count()).toBe(1);
    const newer = { ...g, updatedAt: '2026-11-22T10:00:00.000Z', mode: 'family' as const };
    expect((await importText(JSON.stringify(newer))).updated).toBe(1);
    expect(((await db.games.get(g.id))!.doc as Game).mode).toBe('family');
  });

  it('a bad game is left out and named in words; the good ones of the same file are imported', async () => {
    fresh();
    await saveGame(emptyGame('keep'), null);
    const bad = exampleGame();
    (bad.players[1]!.cells as Record<string, unknown>)['3,3'] = { color: 'teal', pattern: 'dots' };
    const r = await importText(
      JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '', games: [emptyGame('new-1'), bad] }),
    );
    expect(r).toMatchObject({ ok: true, added: 1, skipped: 1 });
    expect(r.notes.map(inEnglish)).toEqual([
      'game 2 (Ana, Ben): player 2 (Ben), cell 3,3, colour: "teal" is not a colour',
    ]);
    expect(reportText(r)).toBe(
      'Imported: 1 new, 0 updated, 0 already here, 1 not imported because it has problems (listed below).',
    );
    expect((await db.games.toArray()).map((g) => g.id).sort()).toEqual(['keep', 'new-1']);
  });

  it('a file whose every game is bad imports nothing and names the problems', async () => {
    fresh();
    await saveGame(exampleGame(), null);
    const before = await snapshot();
    const r = await importText(
      JSON.stringify([
        {
          ...exampleGame(),
          id: 'x1',
          players: [{ ...exampleGame().players[0], name: '<script>alert(1)</script>' }],
          mode: 'chaos',
        },
        { nope: true },
      ]),
    );
    expect(r.ok).toBe(false);
    expect(inEnglish(r.problems[0]!)).toMatch(/^game 1 \(<script>alert\(1\)<\/s…\): mode: "chaos" is not a mode/); // names cut short, shown as text
    expect(inEnglish(r.problems[1]!)).toBe('game 2: file format: is missing');
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['truncated JSON', () => JSON.stringify(exampleGame()).slice(0, 500), /^the file is not valid JSON/],
    [
      'a huge string',
      () =>
        JSON.stringify({ ...exampleGame(), players: [{ ...exampleGame().players[0], name: 'x'.repeat(5_000_000) }] }),
      /^the game \(x{19}…\): player 1 \(x{40}\), name: is longer than 40 characters$/,
    ],
    ['deep nesting', () => '['.repeat(50_000) + ']'.repeat(50_000), /./],
    [
      'wrong types',
      () => JSON.stringify({ ...exampleGame(), players: 'Ana' }),
      /players: "Ana" is not a list of players/,
    ],
    [
      'a file over 20 MB that is not a backup',
      () => ' '.repeat(20_000_001),
      /^This file is 20.1 MB and is not a backup made by this app; files other than backups are limited to 20 MB\.$/,
    ],
    ['not a game at all', () => '42', /^This is not a backup or a game file of this app/],
  ])('rejects %s and leaves the database untouched', async (_name, make, problem) => {
    const problems = await refusedLeavingAllAsIs('backup-test', () => importText(make()));
    expect(problems.join('\n')).toMatch(problem);
  });
});
