// A sync nobody can fool or freeze (issue 44), end to end: phones (browser contexts at 390×844) on the group's real
// server (e2e/groupServer.ts: one process and data folder for the file, where each test starts a group or a live game of
// its own).
import type { Browser, Page } from '@playwright/test';
import { ANA_TILES, BEN_TILES, startDealt } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { GroupPage, STATUS } from './pages/GroupPage.ts';
import { goLive, joinLive } from './pages/LivePage.ts';
import { AzulPlayPage, AzulSetupPage } from './pages/AzulPages.ts';
import { gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, oneServerPerFile, type GroupServer } from './groupServer.ts';
import { connectPhone, joinWith, until } from '../server/test/harness.ts';
import { GroupReplica } from '../src/sync/group.ts';
import { coreOf } from '../src/sync/test/material.ts';
import { PLAYABLE_CELLS, keyOf, tileName, type Game, type Tile } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';

const { test, server } = oneServerPerFile();
test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
  locale: 'en-GB',
  timezoneId: 'UTC',
} as const;

/** The live bar's words once its log is up to date (src/i18n/locales/en/shell.json, shell.live.short.synced). */
const STATUS_LIVE_SYNCED = 'up to date';

const errors: string[] = [];
test.afterEach(() => {
  expect(errors.splice(0), 'uncaught errors in the phones').toEqual([]);
});

async function phone(browser: Browser, server: GroupServer) {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { context, page, group: new GroupPage(page, server.url) };
}

/** The group's log as the server holds it, read by a phone of the test's own (Node, y-websocket's client) that
 * joins by the invite as any phone does (the invite itself opens no socket). */
async function groupLog(server: GroupServer, invite: string) {
  const [id, token] = invite.split('#/group/')[1]!.split('.') as [string, string];
  const credential = await joinWith(server.url, id, token, 'Watcher', `watcher${++watchers}`);
  const { doc, provider } = connectPhone(server.url, id, credential);
  return { doc, provider, log: new GroupReplica(doc, 'watcher', coreOf) };
}
let watchers = 0;

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

// Ana's phone alone in a group of its own, for the next two tests (starting a group is most of what the second costs,
// and it is not about starting one). Serial: the first needs the phone alone in its group; the second leaves it.
test.describe('one phone in a group', () => {
  test.describe.configure({ mode: 'serial' });
  let ana: Awaited<ReturnType<typeof phone>> & { invite: string };
  test.beforeAll(async ({ browser }) => {
    const p = await phone(browser, await server());
    await p.group.start('Ana');
    await expect(p.group.statusLine()).toHaveText(STATUS.synced);
    ana = { ...p, invite: await p.group.inviteLink() };
  });
  test.afterAll(() => ana.context.close());

  test('group: a phone alone in a group enters a whole Calico board, and none of its taps is told as another phone’s', async () => {
    const { page, group } = ana;
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
  });

  test('group: leaving the group in one tab takes the other tab out of it too, with no error', async ({
    groupServer,
  }) => {
    const { context, page, group, invite } = ana;
    const other = await context.newPage();
    other.on('pageerror', (e) => errors.push(`second tab: ${e.message}`));
    await other.goto(`${groupServer.url}#/history`);
    const otherGroup = new GroupPage(other, groupServer.url);
    await expect(otherGroup.chipWords()).toHaveText(STATUS.synced);
    await group.open();
    await group.leave();
    await expect(page.getByRole('status').filter({ hasText: 'You left the group.' })).toBeVisible();
    // The other tab says it is in no group: no chip, never "up to date".
    await expect(otherGroup.chip()).toHaveCount(0);
    await other.goto(`${groupServer.url}#/settings`);
    await expect(other.getByText('Not in a group: your games are on this phone only.')).toBeVisible();
    // Another member's change still comes to the group: neither tab takes it, and neither throws.
    const watcher = await groupLog(groupServer, invite);
    await startDealt(other, ['Ana', 'Dora']);
    await tapInPage(other, tapsOf(ANA_TILES, 0, 1));
    watcher.log.offer({ ...(await storedGame(other, gameIdOf(other)))!, id: 'from-cy' }, new Date().toISOString());
    const later = await groupLog(groupServer, invite); // once it has the change, the server has passed it on to every phone
    await until(later.doc, () => !!later.log.game('from-cy')?.doc);
    expect(await storedGame(other, 'from-cy')).toBeNull();
    for (const w of [watcher, later]) w.provider.destroy();
  });
});

test('group: a finished live game is handed to the group once, however often the app opens, and a later correction stays', async ({
  browser,
  groupServer,
}) => {
  // Cy starts the group and Ben joins it; Ana, in no group, plays a live game with Ben.
  const cy = await phone(browser, groupServer);
  await cy.group.start('Cy');
  await expect(cy.group.statusLine()).toHaveText(STATUS.synced);
  const invite = await cy.group.inviteLink();
  const ben = await phone(browser, groupServer);
  await ben.group.join(invite, 'Ben');
  await expect(ben.group.chipWords()).toHaveText(STATUS.synced);
  const ana = await phone(browser, groupServer);
  await startDealt(ana.page, ['Ana', 'Ben']);
  const id = gameIdOf(ana.page);
  await joinLive(ben.page, await goLive(ana.page, id, 'Ana'), 'Ben');
  // Each phone enters its own board; the game is finished once both are whole.
  await new GamePage(ana.page).fillAtOnce(ANA_TILES);
  await new GamePage(ben.page).fillAtOnce(BEN_TILES);
  const whole = (g: Game | null) => g?.players.every((p) => Object.keys(p.cells).length === PLAYABLE_CELLS.length);
  await expect.poll(async () => whole(await storedGame(ana.page, id))).toBe(true);
  await new GamePage(ana.page).openResults();
  await ana.page.getByRole('button', { name: 'Finish game' }).click();
  await ana.page.getByRole('button', { name: 'Yes, finish the game' }).click();

  // Ben's phone hands the finished game to the group.
  const watcher = await groupLog(groupServer, invite);
  const docs = () => watcher.log.records(id).filter((r) => r.t === 'doc').length;
  await until(watcher.doc, () => !!watcher.log.game(id)?.doc?.finishedAt);
  await expect.poll(async () => !!(await storedGame(cy.page, id))?.finishedAt).toBe(true);
  /** Ben's phone enters a tile of a game of its own: once it is in the group's log, whatever the app sent before
   * it (a hand-off as it starts) is there too. */
  let marks = 0;
  const benMarks = async () => {
    await startDealt(ben.page, ['Ben', `Eve${++marks}`]);
    await tapInPage(ben.page, tapsOf(BEN_TILES, 0, 1));
    const name = `Eve${marks}`;
    await until(watcher.doc, () =>
      watcher.log.gameIds().some((g) => (watcher.log.game(g)?.doc as Game | null)?.players[1]?.name === name),
    );
  };
  const reopenBen = async (times: number) => {
    for (let k = 0; k < times; k++) {
      await ben.page.goto(`${groupServer.url}#/game/${id}`);
      await ben.page.reload();
      await expect(ben.group.chipWords()).toHaveText(STATUS.synced);
      await ben.page.getByRole('region', { name: 'Live game' }).waitFor();
    }
  };
  // Twice: an app that hands the game over again as it starts does so at its first opening (the count is then 2);
  // the second shows that the first one's start left nothing for the next to hand over.
  await reopenBen(2);
  await benMarks();
  expect(docs(), 'one hand-off, however often the app opened').toBe(1);

  // Cy, who was not at the table, corrects a cell of the finished game while Ben's phone shows Ana's board: Ben's
  // screen shows the correction as it comes, as any change from another phone of the group.
  const correction = BEN_TILES[0]!;
  expect(correction).not.toEqual(ANA_TILES[0]);
  const first = keyOf(PLAYABLE_CELLS[0]!);
  await ben.page.goto(`${groupServer.url}#/game/${id}`);
  const onBen = new GamePage(ben.page);
  await onBen.switchTo('Ana');
  await expect(onBen.cell(first)).toHaveAccessibleName(new RegExp(`Cell ${first}: ${say(tileName(ANA_TILES[0]!))}`));
  await keepNotices(ben.page);
  await cy.page.goto(`${groupServer.url}#/game/${id}`);
  await tapInPage(cy.page, [[first, say(tileName(correction))]]);
  await until(watcher.doc, () => {
    const cell = (watcher.log.game(id)?.doc as Game | null)?.players[0]?.cells[first];
    return cell?.color === correction.color && cell.pattern === correction.pattern;
  });
  await expect(onBen.cell(first)).toHaveAccessibleName(new RegExp(`Cell ${first}: ${say(tileName(correction))}`));
  expect((await notices(ben.page)).some((n) => n.startsWith('Updated from another phone'))).toBe(true);
  await expect.poll(async () => (await storedGame(ben.page, id))?.players[0]!.cells[first]).toEqual(correction);
  await reopenBen(1);
  await benMarks();
  expect(docs()).toBe(1);
  expect((watcher.log.game(id)!.doc as Game).players[0]!.cells[keyOf(PLAYABLE_CELLS[0]!)]).toEqual(correction);
  expect((await storedGame(cy.page, id))!.players[0]!.cells[keyOf(PLAYABLE_CELLS[0]!)]).toEqual(correction);
  expect((await cy.page.getByTestId('notice').allTextContents()).join(' ')).not.toContain('another phone');
  // Ben's phone, opened again, still has the correction: the live game's own copy is not adopted over it.
  expect((await storedGame(ben.page, id))!.players[0]!.cells[first]).toEqual(correction);
  watcher.provider.destroy();
  for (const p of [ana, ben, cy]) await p.context.close();
});

test('live table: stopping a live game in one tab takes the other tab out of it too, with no error', async ({
  browser,
  groupServer,
}) => {
  const ana = await phone(browser, groupServer);
  const ben = await phone(browser, groupServer);
  await startDealt(ana.page, ['Ana', 'Ben']);
  const id = gameIdOf(ana.page);
  await joinLive(ben.page, await goLive(ana.page, id, 'Ana'), 'Ben');
  const other = await ben.context.newPage();
  other.on('pageerror', (e) => errors.push(`second tab: ${e.message}`));
  await other.goto(`${groupServer.url}#/game/${id}`);
  const otherBar = other.getByRole('region', { name: 'Live game' });
  await expect(otherBar).toContainText(STATUS_LIVE_SYNCED);
  // Ben stops playing live in his first tab.
  await ben.page.goto(`${groupServer.url}#/game/${id}/table`);
  ben.page.once('dialog', (d) => void d.accept());
  await ben.page.getByRole('button', { name: 'Stop playing live on this phone' }).click();
  await ben.page.waitForURL(new RegExp(`#/game/${id}$`));
  await expect(ben.page.getByRole('region', { name: 'Live game' })).toHaveCount(0);
  // The other tab is out of the live game too: no live bar, never "up to date" over a log deleted.
  await expect(otherBar).toHaveCount(0);
  // A tap in the other tab is saved on the phone, with no error, and a reload does not bring the live game back.
  await tapInPage(other, tapsOf(BEN_TILES, 0, 1));
  const cells = async () => (await storedGame(other, id))!.players.reduce((n, p) => n + Object.keys(p.cells).length, 0);
  await expect.poll(cells).toBe(1);
  await other.reload();
  await other.getByRole('group', { name: /'s board,/ }).waitFor();
  await expect(other.getByRole('region', { name: 'Live game' })).toHaveCount(0);
  for (const p of [ana, ben]) await p.context.close();
});

test('live table: a change made just before a reload is taken once, and nothing is said lost', async ({
  browser,
  groupServer,
}) => {
  const ana = await phone(browser, groupServer);
  const ben = await phone(browser, groupServer);
  const setup = new AzulSetupPage(ana.page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben']);
  await setup.start();
  await new AzulPlayPage(ana.page).waitForRound(1);
  await joinLive(ben.page, await goLive(ana.page, gameIdOf(ana.page), 'Ana'), 'Ben');
  const az = new AzulPlayPage(ben.page);
  const bar = ben.page.getByRole('region', { name: 'Live game' });
  // Seven times: a tile on Ben's wall, "Undo last tile", and the page reloaded in the same moment (the tab after
  // the reload sends again what the tab before sent but had not kept yet).
  for (let t = 0; t < 7; t++) {
    await az.show('Ben');
    await az.cell('Ben', 1, 1 + (t % 5)).click();
    await expect(az.undo()).toBeEnabled();
    await ben.page.evaluate(() => {
      const undo = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Undo last tile'));
      undo!.click();
      location.reload();
    });
    await bar.waitFor();
    await expect(bar).toContainText(STATUS_LIVE_SYNCED);
  }
  await az.show('Ben');
  await expect(az.wall('Ben').locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(bar).not.toContainText('not kept');
  await expect(ben.page.getByRole('alert').filter({ hasText: 'was not kept' })).toHaveCount(0);
  const onAna = new AzulPlayPage(ana.page);
  await onAna.show('Ben');
  await expect(onAna.wall('Ben').locator('[aria-pressed="true"]')).toHaveCount(0);
  for (const p of [ana, ben]) await p.context.close();
});
