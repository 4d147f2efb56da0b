// "Nothing lost, ever", in the real Chromium: 2,000 games go in (plain JSON), out (export, gzipped), and back in
// after clearing site data, every game unchanged; the import runs off the main thread with a progress bar; same-id
// games from a file never replace saved ones silently; bad files get messages in words. (10,000 games, and how long
// they take, are bench/backup.bench.ts's: a test asserts what happens, not how fast.)
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { Game } from '../src/games/calico/core/index.ts';
import { emptyGame, exampleGame, randomGames } from '../src/test/games.ts';
import { expect, test } from './test.ts';
import { SettingsPage } from './pages/SettingsPage.ts';
import { startAnaBenAtOnce } from './flows.ts';
import { importBackup } from './profile.ts';
import { cellsOnScreen, gameIdOf, savedGames, storedGame, tapInPage } from './stored.ts';

const BACKUP = 'calico-score-sheet/backup';
const backupText = (games: unknown[], version = 1) =>
  JSON.stringify({ format: BACKUP, version, exportedAt: '2026-11-22T00:00:00.000Z', games });

/** Main-thread tasks over 50 ms, recorded from page load. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}
const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    const out = w.longTasks;
    w.longTasks = [];
    return out;
  });

/** Every name the import's progress bar has had, from page load: a bar seen however briefly it showed. */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bars: string[] };
    w.bars = [];
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) {
        const name = [...(bar.labels ?? [])].map((l) => l.textContent).join(' ');
        if (w.bars.at(-1) !== name) w.bars.push(name);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const takeProgress = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { bars: string[] };
    const out = w.bars;
    w.bars = [];
    return out;
  });

const byId = (a: Game, b: Game) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

test('500 games: import, export, clear site data, import the export: every game is back unchanged', async ({
  page,
}, info) => {
  const started = Date.now();
  // Five chunks to save (100 each) and two to export (250 each): every step the bar names, more than once. Volume is
  // bench/'s (10,000 games).
  const N = 500;
  const games = randomGames(N);
  const source = info.outputPath(`${N}-games.json`);
  writeFileSync(source, backupText(games));
  await watchLongTasks(page);
  await watchProgress(page);
  const settings = new SettingsPage(page);
  await settings.open();
  // One bar, named by what it is doing: "Importing: saving 200 of 500 games".
  const expectBar = async () => {
    const bars = await takeProgress(page);
    expect(bars[0], 'the first step the bar names').toMatch(/^Importing: (reading the file|checking|saving)/);
    expect(bars, 'the bar while saving').toContainEqual(
      expect.stringMatching(/^Importing: saving [\d,]+ of 500 games$/),
    );
  };

  await takeLongTasks(page);
  await takeProgress(page);
  let t0 = Date.now();
  await settings.importFile(source);
  await expect(settings.report()).toHaveText(`Imported: ${N} new, 0 updated, 0 already here.`);
  const firstImport = { ms: Date.now() - t0, longest: Math.max(0, ...(await takeLongTasks(page))) };
  await expect(settings.progress()).toHaveCount(0);
  await expectBar();

  t0 = Date.now();
  const download = await settings.exportAll();
  expect(download.suggestedFilename()).toMatch(/^tile-tally-backup-\d{4}-\d\d-\d\d\.json\.gz$/);
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const exportMs = Date.now() - t0;
  const exportLongest = Math.max(0, ...(await takeLongTasks(page)));
  const json = gunzipSync(readFileSync(file)).toString('utf8');
  expect(json.startsWith(`{"format":"${BACKUP}"`)).toBe(true); // compact, not pretty-printed
  expect(JSON.parse(json).games).toHaveLength(N);

  // Leave the app first: it may still be copying the games to its second store (OPFS), and a copy landing after
  // the clear would be restored from there.
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await settings.open();
  await expect(page.getByTestId('storage-state')).toBeVisible(); // the app has opened its (new, empty) database
  expect((await savedGames(page)).live).toHaveLength(0);
  await takeLongTasks(page);
  await takeProgress(page);
  t0 = Date.now();
  await settings.importFile(file);
  await expect(settings.report()).toHaveText(`Imported: ${N} new, 0 updated, 0 already here.`);
  const secondImport = { ms: Date.now() - t0, longest: Math.max(0, ...(await takeLongTasks(page))) };
  await expectBar();

  const back = await savedGames(page);
  expect(back.deleted).toEqual([]);
  expect(back.live.sort(byId)).toEqual([...games].sort(byId));

  const numbers = {
    exportBytes: statSync(file).size,
    exportJsonBytes: Buffer.byteLength(json),
    sourceBytes: statSync(source).size,
    exportMs,
    exportLongestTaskMs: Math.round(exportLongest),
    importGeneratedMs: firstImport.ms,
    importGeneratedLongestTaskMs: Math.round(firstImport.longest),
    importExportMs: secondImport.ms,
    importExportLongestTaskMs: Math.round(secondImport.longest),
    testMs: Date.now() - started,
  };
  console.log(`backup round trip: ${JSON.stringify(numbers)}`);
  await info.attach('numbers', { body: JSON.stringify(numbers, null, 2), contentType: 'application/json' });
});

test('same id from a file: other players are kept as a separate game; a newer copy keeps the previous version restorable', async ({
  page,
}, info) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const mine = exampleGame();
  const write = (name: string, data: unknown) => {
    const path = info.outputPath(name);
    writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
    return path;
  };
  await settings.importFile(write('mine.json', mine));
  await expect(settings.report()).toHaveText('Imported: 1 new, 0 updated, 0 already here.');

  await settings.importFile(
    write('other-players.json', { ...emptyGame(mine.id, ['Cy', 'Dee']), updatedAt: '2026-11-22T01:00:00.000Z' }),
  );
  await expect(settings.report()).toContainText(
    'Imported: 0 new, 0 updated, 0 already here, 1 kept as separate game (same id as a game already here, other players).',
  );
  await expect(settings.report()).toContainText('The game (Cy, Dee) was imported as a separate game');

  const newer = { ...mine, mode: 'family', updatedAt: '2026-11-22T02:00:00.000Z' };
  await settings.importFile(write('newer.json', newer));
  await expect(settings.report()).toHaveText(
    'Imported: 0 new, 1 updated (the previous version is in Recently deleted), 0 already here.',
  );
  await expect(settings.recentlyDeleted()).toHaveCount(1);
  await expect(settings.recentlyDeleted()).toContainText('Ana, Ben');
  await settings.recentlyDeleted().getByRole('button', { name: 'Restore' }).click();
  await expect(settings.recentlyDeleted()).toHaveCount(0);

  const saved = await savedGames(page);
  expect(saved.live).toHaveLength(3);
  expect(saved.live).toContainEqual(newer);
  expect(saved.live.map((g) => ({ ...g, id: '' }))).toContainEqual({ ...mine, id: '' }); // the old version, restored
  expect(saved.live.find((g) => g.players[0]!.name === 'Cy')).toBeTruthy();
});

test('bad files get messages in words, and nothing is imported', async ({ page }, info) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const write = (name: string, text: string) => {
    const path = info.outputPath(name);
    writeFileSync(path, text);
    return path;
  };
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  await settings.importFile(
    write('deep.json', JSON.stringify(exampleGame()).replace('"name":"Ana"', `"name":${deep}`)),
  );
  // (How the nested value is shown depends on the engine's stack: "a list nested too deep" or its first brackets.)
  await expect(settings.problems()).toContainText(/The game \(Ben\): player 1, name: .{1,40} is not a name/);

  const bad = exampleGame() as unknown as { players: { name: string; cells: Record<string, unknown> }[] };
  bad.players[1]!.cells['3,3'] = { color: 'teal', pattern: 'dots' };
  bad.players[0]!.name = '\u200B ';
  await settings.importFile(write('bad.json', backupText([bad])));
  const problems = settings.problems();
  await expect(problems).toContainText('The game (Ben): player 1, name: is empty: every player needs a name');
  await expect(problems).toContainText('The game (Ben): player 2 (Ben), cell 3,3, colour: "teal" is not a colour');
  await expect(problems).not.toContainText('players[');
  await settings.importFile(write('same-ids.json', backupText([emptyGame('ok'), emptyGame('other'), emptyGame('ok')])));
  await expect(settings.problems()).toContainText('Games 1 and 3 have the same id');

  await settings.importFile(write('big.json', JSON.stringify({ ...exampleGame(), notes: ' '.repeat(31_000_000) })));
  await expect(settings.problems()).toContainText(
    'This file is 31 MB and is not a backup made by this app; files other than backups are limited to 20 MB.',
  );
  expect((await savedGames(page)).live).toEqual([]);
});

test('files that can never be imported are refused in words: empty, not JSON, cut short (plain or gzip), from a newer app', async ({
  page,
}, info) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.importFile(writeTo(info.outputPath('mine.json'), JSON.stringify(exampleGame())));
  await expect(settings.report()).toHaveText('Imported: 1 new, 0 updated, 0 already here.');
  const backup = backupText(randomGames(50, 3));
  const gz = gzipSync(backup);
  const cases: [string, string | Buffer, string][] = [
    ['empty.json', '', 'The file is empty: it holds no backup and no game.'],
    [
      'photo.json',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'This is not a backup or a game file of this app: it is another kind of file',
    ],
    ['cut.json', backup.slice(0, -300), 'This backup is cut short: its end is missing'],
    [
      'cut.json.gz',
      gz.subarray(0, gz.length >> 1),
      'This file is compressed (gzip) but cannot be unpacked: it is damaged or cut short.',
    ],
    [
      'newer.json',
      backupText([], 2),
      'This backup was made by a newer version of the app (backup version 2); update the app to import it.',
    ],
  ];
  for (const [name, body, words] of cases) {
    await settings.importFile(writeTo(info.outputPath(name), body));
    await expect(settings.problems()).toContainText(words);
  }
  expect((await savedGames(page)).live).toEqual([exampleGame()]); // what was saved is still there, unchanged
});

test('the first backups the app wrote (pretty-printed, named calico-backup-….json) still import', async ({
  page,
}, info) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const games = randomGames(200, 11);
  // As the first export wrote it (commit 641739d): JSON.stringify(backup, null, 2).
  const file = writeTo(
    info.outputPath('calico-backup-2026-11-21.json'),
    JSON.stringify({ format: BACKUP, version: 1, exportedAt: '2026-11-21T20:00:00.000Z', games }, null, 2),
  );
  await settings.importFile(file);
  await expect(settings.report()).toHaveText('Imported: 200 new, 0 updated, 0 already here.');
  expect((await savedGames(page)).live.sort(byId)).toEqual([...games].sort(byId));
});

function writeTo(path: string, body: string | Buffer): string {
  writeFileSync(path, body);
  return path;
}

// Issue 30: a backup holding a newer copy of the game someone is entering, imported in another tab, replaced it and
// the entering tab only said "Updated from another tab". It now says in words what happened and gives back the
// version being entered (kept in Recently deleted), which opens with its own tiles.
test('an import replacing the game being entered in another tab says so on that game, with the way back', async ({
  page,
  context,
}, info) => {
  await startAnaBenAtOnce(page); // the table's taps are not looked at: one burst
  const id = gameIdOf(page);
  await tapInPage(page, [
    ['1,1', 'Navy quatrefoil'],
    ['2,1', 'Yellow flowers'],
  ]);
  await expect.poll(async () => Object.keys((await storedGame(page, id))?.players[0]!.cells ?? {}).length).toBe(2);
  const mine = (await storedGame(page, id))!;
  const mineOnScreen = await cellsOnScreen(page);
  // The same game, entered further on another phone: newer, with a tile of Ben's.
  const theirs = {
    ...mine,
    updatedAt: new Date(Date.now() + 60_000).toISOString(),
    players: mine.players.map((p, i) => (i ? { ...p, cells: { '1,1': { color: 'pink', pattern: 'ferns' } } } : p)),
  };
  const file = info.outputPath('newer.json');
  writeFileSync(file, backupText([theirs]));
  const other = await context.newPage();
  await importBackup(other, file);
  const said = page
    .getByRole('alert')
    .filter({ hasText: 'This game was just replaced by the newer copy in the backup that was imported.' });
  await expect(said).toContainText('The version you were entering is kept in Recently deleted.');
  await said.getByRole('button', { name: 'Restore my version' }).click();
  await expect.poll(() => gameIdOf(page)).not.toBe(id);
  await expect.poll(() => cellsOnScreen(page)).toEqual(mineOnScreen);
  await expect(said).toHaveCount(0);
  // Both are kept: the imported game under its id, the version entered here back from Recently deleted.
  const { live } = await savedGames(page);
  expect(live.map((g) => g.id).sort()).toEqual([id, gameIdOf(page)].sort());
  expect(live.find((g) => g.id === id)!.players[1]!.cells).toEqual(theirs.players[1]!.cells);
});
