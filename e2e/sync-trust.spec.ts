// A sync nobody can fool or freeze (issue 44), end to end: phones (browser contexts at 390×844) on the group's real
// server (e2e/groupServer.ts, its own process and data folder per test).
import type { Browser, Page } from '@playwright/test';
import { ANA_TILES, startDealt } from './flows.ts';
import { GroupPage, STATUS } from './pages/GroupPage.ts';
import { gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, test, type GroupServer } from './groupServer.ts';
import { PLAYABLE_CELLS, keyOf, tileName, type Tile } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
  locale: 'en-GB',
  timezoneId: 'UTC',
} as const;

async function phone(browser: Browser, server: GroupServer) {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  const page = await context.newPage();
  return { context, page, group: new GroupPage(page, server.url) };
}

const tapsOf = (tiles: Tile[], from: number, to: number): [string, string][] =>
  PLAYABLE_CELLS.slice(from, to).map((c, i) => [keyOf(c), say(tileName(tiles[from + i]!))]);

/** Keeps every notice the game's screen shows from now on (window.__notices), however briefly. */
const keepNotices = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    const look = () => {
      for (const n of document.querySelectorAll('[data-testid="notice"]'))
        if (!seen.includes(n.textContent ?? '')) seen.push(n.textContent ?? '');
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const notices = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

test('group: a phone alone in a group enters a whole Calico board, and none of its taps is told as another phone’s', async ({
  browser,
  groupServer,
}) => {
  const { context, page, group } = await phone(browser, groupServer);
  await group.start('Ana');
  await expect(group.statusLine()).toHaveText(STATUS.synced);
  await startDealt(page, ['Ana', 'Dora']);
  const id = gameIdOf(page);
  await keepNotices(page);
  const taps = tapsOf(ANA_TILES, 0, PLAYABLE_CELLS.length);
  for (const [k, tap] of taps.entries()) {
    await tapInPage(page, [tap]);
    await expect.poll(async () => Object.keys((await storedGame(page, id))!.players[0]!.cells).length).toBe(k + 1);
  }
  await expect(group.chipWords()).toHaveText(STATUS.synced);
  expect((await notices(page)).filter((n) => n.includes('another phone'))).toEqual([]);
  await context.close();
});
