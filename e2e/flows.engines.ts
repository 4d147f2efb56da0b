// The main flows in Firefox ESR and WebKitGTK (the "firefox" and "webkit" projects), with the page objects the
// Chromium tests use: first load and offline reload, an Azul round, Kaliko plays, a backup imported and the game found in history and opened for review. Each test's console
// must stay clean (e2e/engines/test.ts). Expected values are worked out by hand (see each test), never read back
// from the app.
import { writeFileSync } from 'node:fs';
import { exampleGame } from '../src/test/games.ts';
import { test, expect } from './engines/test.ts';
import { AzulPlayPage, AzulSetupPage } from './pages/AzulPages.ts';
import { KalikoPage } from './pages/KalikoPage.ts';
import { SettingsPage } from './pages/SettingsPage.ts';
import { StaticServer } from './static-server.ts';

test('each test starts from empty storage: nothing the test before kept is there', async ({ browsers, engine }) => {
  // The worker's browser is shared (e2e/engines/test.ts): what one test's user context or session wrote (local
  // storage, a database, an OPFS file, a service worker) must not be in the next one's.
  const server = new StaticServer('dist');
  const base = `http://127.0.0.1:${await server.listen(0)}/`;
  const opts = { width: 390, height: 844 };
  const opfs = `async () => { const names = []; for await (const n of (await navigator.storage.getDirectory()).keys()) names.push(n); return names; }`;
  try {
    const before = await browsers.driver(engine, opts);
    try {
      await before.goto(`${base}robots.txt`);
      await before.evaluate(`async () => {
        localStorage.setItem('kept', '1');
        await new Promise((resolve, reject) => { const o = indexedDB.open('kept'); o.onsuccess = () => (o.result.close(), resolve()); o.onerror = () => reject(o.error); });
        await (await navigator.storage.getDirectory()).getFileHandle('kept', { create: true });
        await navigator.serviceWorker.register('/sw.js');
      }`);
      // The writes are there to be found: a check of the next test's storage could not fail otherwise.
      expect(
        await before.evaluate(
          `async () => [localStorage.length, (await indexedDB.databases()).length, (await navigator.serviceWorker.getRegistrations()).length]`,
        ),
      ).toEqual([1, 1, 1]);
      expect(await before.evaluate(opfs)).toEqual(['kept']);
    } finally {
      await before.close();
    }
    const next = await browsers.driver(engine, opts);
    try {
      await next.goto(`${base}robots.txt`);
      expect(
        await next.evaluate(
          `async () => [localStorage.length, (await indexedDB.databases()).length, (await navigator.serviceWorker.getRegistrations()).length]`,
        ),
      ).toEqual([0, 0, 0]);
      expect(await next.evaluate(opfs)).toEqual([]);
    } finally {
      await next.close();
    }
  } finally {
    await server.close();
  }
});

test('first load: the home screen, a service worker in charge, and the app again with the server gone', async ({
  ep,
}) => {
  // Its own server, to stop: the app must then come from the service worker's cache alone.
  const server = new StaticServer('dist');
  const port = await server.listen(0);
  try {
    await ep.goto(`http://127.0.0.1:${port}/`);
    await ep.getByRole('heading', { name: 'Tile Tally' }).waitFor();
    await ep.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ep.until('a service worker controls the page', 60_000, async () => {
      if (await ep.evaluate(() => !!navigator.serviceWorker.controller)) return true;
      await ep.reload();
      return false;
    });
  } finally {
    await server.close();
  }
  await ep.reload();
  await ep.getByRole('heading', { name: 'Tile Tally' }).waitFor();
  await ep.getByRole('link', { name: 'New' }).click();
  await ep.getByRole('link', { name: /^Azul/ }).waitFor();
});

test('an Azul round for three players: each score as worked out by hand', async ({ ep }) => {
  const page = ep.asPage;
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben', 'Cy']);
  await setup.start();
  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  // Round 1 of azul.spec: Ana (1,1) and (2,2), alone each: 2. Ben (3,3) alone 1, floor 1 with the marker −1: 0.
  // Cy (5,5) alone 1, floor 2 −2: a score never goes below 0.
  await play.enter('Ana', {
    tiles: [
      [1, 1],
      [2, 2],
    ],
  });
  await play.enter('Ben', { tiles: [[3, 3]], floor: 1, marker: true });
  await play.enter('Cy', { tiles: [[5, 5]], floor: 2 });
  await play.nextRound();
  await play.waitForRound(2);
  await ep.reload();
  await play.waitForRound(2);
  for (const [i, points] of [2, 0, 0].entries()) await ep.getByTestId(`score-${i}`).toHaveText(String(points));
});

test('Kaliko: two plays scored as the rules say, kept over a reload', async ({ ep }) => {
  const k = new KalikoPage(ep.asPage);
  await k.setup(['Ana', 'Ben'], 'DB-RRR', 1);
  await k.start();
  // kaliko.spec's game: Ana's two triple bends close the start's red bend, 3 segments closed = 6; Ben's one triple
  // bend joins the white bends those two left: 3 segments = 3.
  const score = async (tiles: Parameters<KalikoPage['placeTile']>[0][], points: number) => {
    for (const [i, t] of tiles.entries()) await k.placeTile(t, i);
    await ep.getByTestId('play-points').toHaveText(String(points));
    await k.tap(ep.asPage.getByRole('button', { name: `Score ${points}`, exact: true }));
    await k.draftTile(0).waitFor({ state: 'detached' });
  };
  await score(
    [
      { tile: 'TB-RWB', q: 0, r: -1, rotation: 5 },
      { tile: 'TB-RBW', q: 1, r: -1, rotation: 3 },
    ],
    6,
  );
  await score([{ tile: 'TB-WBB', q: 1, r: -2, rotation: 4 }], 3);
  await ep.reload();
  await ep.getByTestId('total-0').toHaveText('6');
  await ep.getByTestId('total-1').toHaveText('3');
});

test('a backup imported in Settings: the game is in history and opens for review with its scores', async ({
  ep,
}, info) => {
  const file = info.outputPath('backup.json');
  // The example game (docs/examples/ana-ben.json): Ana 69, Ben 62, hand-scored in src/test/games.ts.
  writeFileSync(
    file,
    JSON.stringify({
      format: 'calico-score-sheet/backup',
      version: 1,
      exportedAt: '2026-11-22T00:00:00.000Z',
      games: [exampleGame()],
    }),
  );
  const settings = new SettingsPage(ep.asPage);
  await settings.open();
  await settings.importFile(file);
  await ep.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
  await ep.getByRole('link', { name: 'History' }).click();
  await ep.locator('.game-card').first().getByRole('link').click();
  await ep.getByTestId('total-0').locator('.pts').toHaveText('69');
  await ep.getByTestId('total-1').locator('.pts').toHaveText('62');
});

test('storage: "Ask to keep games" is answered on screen at once, with what keeps games safe meanwhile', async ({
  ep,
  engine,
}) => {
  const settings = new SettingsPage(ep.asPage);
  await settings.open();
  await ep.getByTestId('storage-used').waitFor();
  const ask = ep.getByRole('button', { name: 'Ask to keep games' });
  await ask.click();
  if (engine === 'firefox')
    // Headless Firefox never answers its question: the tap must still show that it was taken, and the way on.
    await ep
      .getByRole('status')
      .filter({ hasText: /^Asked the browser to keep games\. .*Export all games/ })
      .waitFor();
  // WebKit answers at once: kept, or not (then said so, with the way on).
  else
    await ep.until('the answer on screen', 60_000, async () => {
      const state = (await ep.getByTestId('storage-state').textContent()) ?? '';
      const said = await ep
        .getByRole('status')
        .filter({ hasText: /^The browser did not agree to keep games/ })
        .count();
      return state.startsWith('Games are kept') || said === 1;
    });
  await ep.getByRole('button', { name: 'Export all games' }).waitFor();
});
