// One game entered on several phones at once (issue 32), on the real server (e2e/groupServer.ts: one process and data
// folder for the file, serving the built app; each test's phones start live games of their own on it). Each phone is
// a browser context of its own (its own storage); they meet only through the server.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, oneServerPerFile, type GroupServer } from './groupServer.ts';
import { GamePage } from './pages/GamePage.ts';
import { goLive, joinLive } from './pages/LivePage.ts';
import { AzulPlayPage, AzulSetupPage, type Entry } from './pages/AzulPages.ts';
import { KalikoPage, type TileAt } from './pages/KalikoPage.ts';
import { ANA_TILES, BEN_TILES, startDealt } from './flows.ts';
import { gameIdOf, storedGame, tapInPage } from './stored.ts';
import { keyOf, PLAYABLE_CELLS, scoreGame, tileName, type Game } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';

const { test, server: started } = oneServerPerFile();
let server: GroupServer;
test.beforeAll(async () => {
  server = await started();
});

interface Phone {
  ctx: BrowserContext;
  page: Page;
}
const errors: string[] = [];

/** A phone; its service worker blocked unless the test is about a first visit as it happens (`'allow'`). */
async function phone(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block'): Promise<Phone> {
  const ctx = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers,
  });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { ctx, page };
}

/** Waits until the phone's stored game passes `test` (the server and the other phones are asynchronous). */
async function storedUntil(page: Page, id: string, ok: (g: Game) => boolean): Promise<Game> {
  let last: Game | null = null;
  await expect
    .poll(async () => {
      last = await storedGame(page, id);
      return !!last && ok(last);
    })
    .toBe(true);
  return last!;
}

const filled = (g: Game, p: number) => Object.keys(g.players[p]?.cells ?? {}).length;

/** The totals on a phone's player strip ("Ana 57"), in seat order. */
async function totalsOnScreen(page: Page, names: string[]): Promise<number[]> {
  const strip = page.getByRole('navigation', { name: 'Players' });
  return Promise.all(
    names.map(async (n) =>
      Number(
        /(\d+)\s*$/.exec((await strip.getByRole('button', { name: new RegExp(`^${n}`) }).innerText()).trim())?.[1],
      ),
    ),
  );
}

test.afterEach(() => {
  expect(errors.splice(0), 'uncaught errors in the phones').toEqual([]);
});

test('live table: four phones enter one Calico game at once; every phone shows the same boards and totals', async ({
  browser,
}) => {
  const names = ['Ana', 'Ben', 'Cleo', 'Dan'];
  const boards = [ANA_TILES, BEN_TILES, BEN_TILES, ANA_TILES];
  const phones = [await phone(browser), await phone(browser), await phone(browser), await phone(browser)];
  const host = phones[0]!.page;
  await startDealt(host, names);
  const id = gameIdOf(host);
  const invite = await goLive(host, gameIdOf(host), 'Ana');
  for (const [i, p] of phones.entries()) if (i > 0) await joinLive(p.page, invite, names[i]!);
  // Every phone enters its own player's board, all at the same time.
  await Promise.all(
    phones.map(async (p, i) => {
      const g = new GamePage(p.page);
      await g.switchTo(names[i]!);
      await g.fillAtOnce(boards[i]!);
    }),
  );
  const games = await Promise.all(
    phones.map((p) => storedUntil(p.page, id, (g) => [0, 1, 2, 3].every((k) => filled(g, k) === 22))),
  );
  // The same boards on every phone, each board what its own player entered.
  for (const g of games) expect(g.players.map((p) => p.cells)).toEqual(games[0]!.players.map((p) => p.cells));
  // The totals each phone shows are the totals of those boards scored on their own (as on one phone).
  const expected = scoreGame(games[0]!).players.map((s) => s.total);
  for (const p of phones) await expect.poll(() => totalsOnScreen(p.page, names)).toEqual(expected);
  for (const p of phones) await p.ctx.close();
});

test('live table: a phone offline enters its part and rejoins; two phones correct the same cell, one wins and the other is told', async ({
  browser,
}) => {
  const [a, b] = [await phone(browser), await phone(browser)];
  await a.page.goto('/#/new/calico');
  await a.page.getByLabel('Player 1 name').fill('Ana');
  await a.page.getByLabel('Player 2 name').fill('Ben');
  await a.page.getByRole('button', { name: /^Deal (the rest )?for us$/ }).click();
  await a.page.getByRole('button', { name: 'Start game' }).click();
  await new GamePage(a.page).cell('1,1').waitFor();
  const id = gameIdOf(a.page);
  const invite = await goLive(a.page, gameIdOf(a.page), 'Ana');
  await joinLive(b.page, invite, 'Ben');
  const ga = new GamePage(a.page);
  const gb = new GamePage(b.page);
  // The joining phone opens on its own player's board, not the first player's.
  await expect(b.page.getByRole('group', { name: /^Ben's board,/ })).toBeVisible();
  // Ben's phone drops off and enters half his board; Ana's phone enters hers meanwhile.
  await b.ctx.setOffline(true);
  await tapInPage(
    b.page,
    PLAYABLE_CELLS.slice(0, 11).map((c, i) => [keyOf(c), say(tileName(BEN_TILES[i]!))]),
  );
  await ga.switchTo('Ana');
  await ga.fillAtOnce(ANA_TILES);
  await expect(b.page.getByRole('region', { name: 'Live game' })).toContainText(/waiting to be sent|offline/);
  // Ana's phone, on purpose, corrects Ben's cell 2,2 while Ben's phone (offline) sets it too.
  await a.page.getByText("Correct another player's part").click();
  await a.page.getByLabel("Correct Ben's board").check();
  await ga.switchTo('Ben');
  await ga.cell('2,2').click();
  await ga.pick({ color: 'pink', pattern: 'ferns' });
  await gb.cell('2,2').click();
  await gb.pick({ color: 'yellow', pattern: 'vines' });
  await b.ctx.setOffline(false);
  // Both phones end with the same game: Ana's board whole, Ben's half board, one tile on 2,2.
  const both = await Promise.all(
    [a, b].map((p) => storedUntil(p.page, id, (g) => filled(g, 0) === 22 && filled(g, 1) >= 11)),
  );
  await expect
    .poll(async () => JSON.stringify((await storedGame(a.page, id))?.players))
    .toBe(JSON.stringify((await storedGame(b.page, id))?.players));
  expect(both[0]!.players[0]!.cells).toEqual(both[1]!.players[0]!.cells);
  const winner = (await storedGame(a.page, id))!.players[1]!.cells['2,2'];
  expect([
    { color: 'pink', pattern: 'ferns' },
    { color: 'yellow', pattern: 'vines' },
  ]).toContainEqual(winner);
  // The phone whose tile lost says so, in words, in that game: in the live bar's one line, in full under the game.
  const loser = winner?.color === 'pink' ? b.page : a.page;
  await expect(loser.getByRole('region', { name: 'Live game' })).toContainText('1 change not kept');
  await expect(loser.getByRole('alert').filter({ hasText: 'was not kept' })).toBeVisible();
  await a.ctx.close();
  await b.ctx.close();
});

test('live table: a 3-phone Azul round with floors and the first-player marker', async ({ browser }) => {
  const names = ['Ana', 'Ben', 'Cleo'];
  const phones = [await phone(browser), await phone(browser), await phone(browser)];
  const host = phones[0]!.page;
  const setup = new AzulSetupPage(host);
  await setup.open();
  await setup.setPlayers(names);
  await setup.start();
  await new AzulPlayPage(host).waitForRound(1);
  const invite = await goLive(host, gameIdOf(host), 'Ana');
  for (const [i, p] of phones.entries()) if (i > 0) await joinLive(p.page, invite, names[i]!);
  // Round 1 as hand-scored (docs/rules/azul.md): Ana a row-1 tile (1), a floor of 1 (−1): 0; Ben a row-1 tile and
  // the one under it in row 2 (1, then 2 for the column of two), the first-player marker among a floor of 2 (the
  // marker counts as a floor item: −1 −1): 1; Cleo one tile (1), no floor: 1.
  const entries: Entry[] = [
    { tiles: [[1, 1]], floor: 1 },
    {
      tiles: [
        [1, 2],
        [2, 2],
      ],
      floor: 2,
      marker: true,
    },
    { tiles: [[1, 4]], floor: 0 },
  ];
  // Where each phone's own wall is before the others' changes come: they must never move it under a thumb.
  const walls = await Promise.all(
    phones.map(async (p, i) => {
      const az = new AzulPlayPage(p.page);
      await az.show(names[i]!);
      return az.wall(names[i]!).boundingBox();
    }),
  );
  // Every phone enters its own part at the same time, tap after tap, as its player does.
  await Promise.all(phones.map((p, i) => new AzulPlayPage(p.page).enter(names[i]!, entries[i]!)));
  for (const p of phones) {
    const az = new AzulPlayPage(p.page);
    await expect(az.score(0)).toHaveText('0');
    await expect(az.score(1)).toHaveText('1');
    await expect(az.score(2)).toHaveText('1');
    // Each wall on every phone holds the tiles its player entered, and only those.
    for (const [i, name] of names.entries()) {
      await az.show(name);
      const tiles = entries[i]!.tiles ?? [];
      for (const [r, c] of tiles) await expect(az.cell(name, r, c)).toHaveAttribute('aria-pressed', 'true');
      await expect(az.wall(name).locator('[aria-pressed="true"]')).toHaveCount(tiles.length);
    }
  }
  for (const [i, p] of phones.entries()) {
    const az = new AzulPlayPage(p.page);
    await az.show(names[i]!);
    expect(await az.wall(names[i]!).boundingBox(), `${names[i]}'s wall on ${names[i]}'s phone`).toEqual(walls[i]);
  }
  for (const p of phones) await p.ctx.close();
});

test('live table: Kaliko from two phones taking turns', async ({ browser }) => {
  const t = (tile: string, q: number, r: number, rotation: number): TileAt => ({ tile, q, r, rotation });
  const [a, b] = [await phone(browser), await phone(browser)];
  const ka = new KalikoPage(a.page);
  await ka.setup(['Ana', 'Ben'], 'DB-RRR', 1);
  await ka.start();
  const invite = await goLive(a.page, gameIdOf(a.page), 'Ana');
  await joinLive(b.page, invite, 'Ben');
  const kb = new KalikoPage(b.page);
  // Ana's turn on her phone, then Ben's on his (the plays of the Kaliko tests, hand-scored 6 and 3).
  await ka.play([t('TB-RWB', 0, -1, 5), t('TB-RBW', 1, -1, 3)], 6);
  await kb.expectTotals([6, 0]);
  await kb.play([t('TB-WBB', 1, -2, 4)], 3);
  await ka.expectTotals([6, 3]);
  await kb.expectTotals([6, 3]);
  await a.ctx.close();
  await b.ctx.close();
});

test('live table: a phone that joined by the invite reopens the game offline, on its own board; the app is stored for offline use once the game is open', async ({
  browser,
}) => {
  const host = await phone(browser);
  await startDealt(host.page, ['Ana', 'Ben']);
  const id = gameIdOf(host.page);
  const invite = await goLive(host.page, id, 'Ana');
  // A phone that never had the app: its service worker allowed, as on a real first visit.
  const { ctx, page } = await phone(browser, 'allow');
  await page.goto(invite);
  const me = page.getByRole('button', { name: 'I am Ben', exact: true });
  await me.waitFor();
  // While the invite is read, the app's files are not being stored: joining's own come first.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(false);
  await me.click();
  await page.getByRole('region', { name: 'Live game' }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Offline, the app and the game open from the phone itself.
  await ctx.setOffline(true);
  await page.reload();
  // On this phone's own board: its seat is known only once the live link has started, after the game opened.
  await expect(page.getByRole('group', { name: /^Ben's board,/ })).toBeVisible();
  expect(page.url()).toContain(`#/game/${id}`);
  await ctx.close();
  await host.ctx.close();
});

test('going live takes three taps from any game’s screen, each on what is in view, with no scroll', async ({
  browser,
}) => {
  const p = await phone(browser);
  const { page } = p;
  await page.setViewportSize({ width: 320, height: 640 });
  const start = {
    calico: async () => void (await startDealt(page, ['Ana', 'Ben'])),
    azul: async () => {
      const setup = new AzulSetupPage(page);
      await setup.open();
      await setup.setPlayers(['Ana', 'Ben']);
      await setup.start();
      await new AzulPlayPage(page).waitForRound(1);
    },
    kaliko: async () => {
      const k = new KalikoPage(page);
      await k.setup(['Ana', 'Ben'], 'DB-RRR', 0);
      await k.start();
    },
  };
  for (const [kind, open] of Object.entries(start)) {
    await open();
    await page.evaluate(() => window.scrollTo(0, 0));
    let taps = 0;
    /** A tap as a thumb makes it: on what is on screen, the page not scrolled to it. */
    const tap = async (target: ReturnType<Page['locator']>) => {
      await target.waitFor();
      const box = (await target.boundingBox())!;
      const view = page.viewportSize()!;
      expect(box.y >= 0 && box.y + box.height <= view.height, `${kind}: ${await target.innerText()} in view`).toBe(
        true,
      );
      expect(await page.evaluate(() => scrollY), `${kind}: the page not scrolled`).toBe(0);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps++;
    };
    await tap(page.getByRole('link', { name: 'Play live on several phones' }));
    // The seat's radio: until the table's screen is drawn, the game's screen still shows Azul's wall named "Ana".
    await tap(page.getByRole('radio', { name: 'Ana', exact: true }));
    // Where "Go to the game" is in the frame it first appears in (read before that frame is painted).
    const firstTop = page.evaluate(
      () =>
        new Promise<number>((done) => {
          const seen = () => {
            const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Go to the game');
            if (link) (watch.disconnect(), done(link.getBoundingClientRect().top));
            return !!link;
          };
          const watch = new MutationObserver(seen);
          if (!seen()) watch.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await tap(page.getByRole('button', { name: 'Start playing live' }));
    // How the link stands and who is at the table come in as the server answers: the way to the game stays where
    // it was first shown, where the thumb is going.
    const toGame = page.getByRole('link', { name: 'Go to the game' });
    await expect(page.getByRole('status').filter({ hasText: 'Live, up to date' })).toBeVisible();
    await expect(page.getByText(/^At the table: .*Ana/)).toBeVisible();
    expect((await toGame.boundingBox())!.y, `${kind}: "Go to the game" where it was first shown`).toBe(await firstTop);
    await tap(toGame);
    await page.getByRole('region', { name: 'Live game' }).waitFor();
    expect(taps - 1, `${kind}: taps to be live, then one to the game`).toBe(3);
    // In a live game the offline way (codes back and forth) is not offered: the table is live already.
    await expect(page.getByRole('link', { name: 'Players enter their own boards' })).toHaveCount(0);
  }
  await p.ctx.close();
});

test("live table: Azul's Next round is the table's: it names the walls still empty, and each phone stays on its own wall", async ({
  browser,
}) => {
  const names = ['Ana', 'Ben'];
  const [a, b] = [await phone(browser), await phone(browser)];
  const setup = new AzulSetupPage(a.page);
  await setup.open();
  await setup.setPlayers(names);
  await setup.start();
  const id = gameIdOf(a.page);
  const [ana, ben] = [new AzulPlayPage(a.page), new AzulPlayPage(b.page)];
  await ana.waitForRound(1);
  const invite = await goLive(a.page, id, 'Ana');
  await joinLive(b.page, invite, 'Ben');
  await ben.waitForRound(1);
  // Ben enters his wall and taps Next round before Ana has entered anything: asked first, Ana named.
  await ben.enter('Ben', { tiles: [[1, 1]], floor: 1 });
  await storedUntil(a.page, id, (g) => (g as unknown as AzulGameShape).rounds[0]!.players[1]!.tiles.length === 1);
  await ben.nextRound();
  const ask = b.page.getByRole('group').filter({ hasText: 'Start round 2 anyway?' });
  await expect(ask).toContainText("Nothing is entered yet on Ana's wall in this round.");
  await ask.getByRole('button', { name: 'Not yet' }).click();
  await ben.waitForRound(1);
  // Ana's phone: still round 1, not correcting, on her own wall.
  await expect(a.page.getByText(/correcting/i)).toHaveCount(0);
  await expect(ana.wall('Ana')).toBeVisible();
  // Ana enters hers; now Next round on Ben's phone starts round 2 at once, on Ben's own wall, and Ana's phone follows
  // to round 2 (not correcting round 1), on Ana's wall.
  await ana.enter('Ana', { tiles: [[1, 2]], floor: 0 });
  await storedUntil(b.page, id, (g) => (g as unknown as AzulGameShape).rounds[0]!.players[0]!.tiles.length === 1);
  await ben.nextRound();
  await ben.waitForRound(2);
  await expect(ben.wall('Ben')).toBeVisible();
  await ana.waitForRound(2);
  await expect(a.page.getByRole('heading', { level: 2, name: /^Round 2/ })).not.toContainText(/correct/i);
  await expect(ana.wall('Ana')).toBeVisible();
  for (const p of [a, b]) await p.ctx.close();
});

/** What these tests read of a stored Azul game. */
interface AzulGameShape {
  rounds: { players: { tiles: unknown[] }[] }[];
}
