// A group and a live game across engines, on the group's real server (e2e/groupServer.ts: its own process and data
// folder per test worker): a phone in Chromium (Playwright's) and one in Firefox ESR or WebKitGTK (e2e/engines/), each
// entering by real taps what the other must then hold, compared as stored on each phone.
import { isDeepStrictEqual } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { BEN_TILES, ANA_TILES, startDealt } from './flows.ts';
import { oneServerPerFile, type GroupServer } from './groupServer.ts';
import { test, expect } from './engines/test.ts';
import type { EnginePage } from './engines/page.ts';
import { GamePage } from './pages/GamePage.ts';
import { GroupPage, STATUS } from './pages/GroupPage.ts';
import { goLive, joinLive } from './pages/LivePage.ts';
import { storedGame } from './stored.ts';
import { tileName } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';

// One server for the file's tests (oneServerPerFile): each test's phones start a group or a live game of their own
// on it.
const { server: fileServer } = oneServerPerFile();
const engineTest = test.extend<{ server: GroupServer }>({
  server: async ({}, use) => use(await fileServer()),
});

async function chromiumPhone(browser: Browser, server: GroupServer): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true });
  return ctx.newPage();
}

const idOf = async (ep: EnginePage) => decodeURIComponent(new URL(await ep.currentUrl()).hash.split('/').pop()!);
const cellsOf = async (page: Page, id: string) => (await storedGame(page, id))?.players.map((p) => p.cells) ?? null;

engineTest(
  'group: a Chromium phone starts a group, this one joins by its link; games entered on each are on both, one while this phone was on another page (Firefox); a live game hosted there: the names stay put as the group status comes, and one tap on a name joins; back from the back/forward cache, the link opens again (WebKit)',
  async ({ browser, server, ep, engine }) => {
    // Two flows on one group's phones (a group, then a live game in it): twice the project's limit.
    test.setTimeout(600_000);
    ep.base = server.url;
    const chromium = await chromiumPhone(browser, server);
    const a = new GroupPage(chromium, server.url);
    await a.start('Ana');
    await expect(a.statusLine()).toHaveText(STATUS.synced);
    const invite = await a.inviteLink();
    const b = new GroupPage(ep.asPage, server.url);
    await b.join(invite, 'Ben');
    await ep.waitForURL(/#\/history$/);
    await ep.until('the chip says up to date', 60_000, async (saw) => {
      const words = (await b.chipWords().textContent()) ?? '';
      saw(JSON.stringify(words));
      return words === STATUS.synced;
    });

    // Four tiles tapped here, one at a time as a player does.
    const game = await startDealt(ep.asPage, ['Ben', 'Eve']);
    await game.fillInReadingOrder(BEN_TILES.slice(0, 4));
    const mine = await idOf(ep);
    await ep.until('four tiles stored here', 60_000, async (saw) => {
      const cells = await cellsOf(ep.asPage, mine);
      saw(cells ? `${Object.keys(cells[0]!).length} tiles` : 'no game');
      return !!cells && Object.keys(cells[0]!).length === 4;
    });
    const here = await cellsOf(ep.asPage, mine);
    await expect.poll(() => cellsOf(chromium, mine)).toEqual(here);

    // This phone leaves the app for another page, the game is entered meanwhile on the Chromium phone, and comes
    // here once this phone is back. One more tile tapped and the page left in the same task: the tap has no time to
    // be sent before the socket ends, and must reach the other phone all the same. Firefox ESR driven over BiDi here
    // loads the page anew on Back (the app starts again). WebKitGTK keeps the page left in its back/forward cache,
    // where a transaction of it on the games table could stay unfinished and hold every later one, in any page of
    // the app, until the browser restarts (README, "In each engine"): there the phone stays on the game while the
    // other phone enters theirs, and the cache is tried last, when nothing more needs the table.
    const leaves = engine !== 'webkit';
    await ep.evaluate(
      ({ tile, to, leave }: { tile: string; to: string; leave: boolean }) => {
        [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')]
          .find((b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === tile)!
          .click();
        if (leave) window.location.assign(to);
      },
      { tile: say(tileName(BEN_TILES[4]!)), to: `${server.url}/robots.txt`, leave: leaves },
    );
    if (leaves)
      await ep.until('the other page shown', 60_000, async () => (await ep.currentUrl()).endsWith('/robots.txt'));
    // And the other way: a game entered on the Chromium phone comes here.
    const theirs = await startDealt(chromium, ['Ana', 'Dora']);
    await theirs.fillInReadingOrder(ANA_TILES.slice(0, 3));
    const id = decodeURIComponent(new URL(chromium.url()).hash.split('/').pop()!);
    await expect.poll(async () => Object.keys((await cellsOf(chromium, id))?.[0] ?? {}).length).toBe(3);
    const there = await cellsOf(chromium, id);
    if (leaves) await ep.goBack();
    await ep.waitForURL(/#\/game\//);
    await ep.until('their game stored here', 60_000, async () =>
      isDeepStrictEqual(await cellsOf(ep.asPage, id), there),
    );
    // The fifth tile (in Firefox tapped as the page was left): five tiles here, the same five on the Chromium phone.
    await ep.until('five tiles stored here', 60_000, async () => {
      const cells = await cellsOf(ep.asPage, mine);
      return Object.keys(cells?.[0] ?? {}).length === 5;
    });
    const five = await cellsOf(ep.asPage, mine);
    await expect.poll(() => cellsOf(chromium, mine)).toEqual(five);

    // A live game hosted by the Chromium phone, in the same group.
    await startDealt(chromium, ['Ana', 'Ben', 'Cy', 'Di']);
    const live = decodeURIComponent(new URL(chromium.url()).hash.split('/').pop()!);
    const liveInvite = await goLive(chromium, live, 'Ana');

    // The invite opens on a new page: the group is read from storage after its first screen is drawn, and the
    // status chip comes into the app bar then. A name aimed at before must still be under the finger after: where
    // "I am Ben" is drawn is noted at every frame from the page's load until the chip shows.
    await ep.goto(liveInvite);
    await ep.evaluate(() => {
      const w = window as unknown as { places: number[]; noting: boolean };
      w.places = [];
      w.noting = true;
      const note = () => {
        const ben = [...document.querySelectorAll('button')].find((x) => x.textContent === 'I am Ben');
        if (ben) w.places.push(ben.getBoundingClientRect().y);
        if (w.noting) requestAnimationFrame(note);
      };
      note();
    });
    await b.chipWords().waitFor();
    const places = await ep.evaluate(() => {
      const w = window as unknown as { places: number[]; noting: boolean };
      w.noting = false;
      return w.places;
    });
    expect(places.length, 'frames with the names drawn').toBeGreaterThan(0);
    expect(new Set(places), 'where "I am Ben" was drawn, frame by frame').toEqual(new Set([places.at(-1)]));
    const ben = ep.asPage.getByRole('button', { name: 'I am Ben', exact: true });
    await ben.click();
    await ep.asPage.getByRole('region', { name: 'Live game' }).waitFor();

    // Back from WebKit's back/forward cache, last (nothing after it needs the games table): the page is the one
    // left, and its socket, ended by the app as the page was left (WebKit would fail it itself and log "WebSocket
    // is closed due to suspension"), opens again: the chip goes from "Connecting…" to up to date. Its words are
    // noted from before the page is left.
    if (engine === 'webkit') {
      await expect.poll(async () => (await b.chipWords().textContent()) ?? '').toBe(STATUS.synced);
      await ep.evaluate((to: string) => {
        const w = window as unknown as { kept: boolean; words: string[] };
        w.kept = true;
        w.words = [];
        const chip = document.querySelector('header a.group-chip')!;
        new MutationObserver(() => {
          const now = chip.querySelector('span')?.textContent ?? '';
          if (w.words.at(-1) !== now) w.words.push(now);
        }).observe(chip, { subtree: true, childList: true, characterData: true });
        window.location.assign(to);
      }, `${server.url}/robots.txt`);
      await ep.until('the other page shown', 60_000, async () => (await ep.currentUrl()).endsWith('/robots.txt'));
      await ep.goBack();
      await ep.waitForURL(/#\/live\/|#\/game\//);
      expect(
        await ep.evaluate(() => (window as unknown as { kept?: boolean }).kept === true),
        'the page came back from the back/forward cache',
      ).toBe(true);
      await ep.until('the chip says up to date again', 60_000, async (saw) => {
        const words = await ep.evaluate(() => (window as unknown as { words: string[] }).words);
        saw(JSON.stringify(words));
        return words.at(-1) === STATUS.synced && words.includes(STATUS.connecting);
      });
    }
    await chromium.context().close();
  },
);

engineTest(
  'live game: hosted in Chromium, joined here with one tap on a name; each phone enters its own board',
  async ({ browser, server, ep }) => {
    ep.base = server.url;
    const chromium = await chromiumPhone(browser, server);
    const host = await startDealt(chromium, ['Ana', 'Ben']);
    const id = decodeURIComponent(new URL(chromium.url()).hash.split('/').pop()!);
    const invite = await goLive(chromium, id, 'Ana');
    await joinLive(ep.asPage, invite, 'Ben');
    const here = new GamePage(ep.asPage);
    await here.switchTo('Ben');
    await here.fillInReadingOrder(BEN_TILES.slice(0, 3));
    await host.fillInReadingOrder(ANA_TILES.slice(0, 3));
    const both = (cells: Record<string, unknown>[] | null) =>
      !!cells && Object.keys(cells[0]!).length === 3 && Object.keys(cells[1]!).length === 3;
    await expect.poll(async () => both(await cellsOf(chromium, id))).toBe(true);
    const there = await cellsOf(chromium, id);
    await ep.until('both boards stored here', 60_000, async () =>
      isDeepStrictEqual(await cellsOf(ep.asPage, id), there),
    );
    await chromium.context().close();
  },
);
