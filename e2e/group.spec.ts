// A group's games on every phone (issue 31), end to end: phones (browser contexts at 390×844) whose pages are served
// by the group's real server (e2e/groupServer.ts: one process and data folder for the file, where each test starts
// groups of its own; the test that kills it has its own), never a mock.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ANA_TILES, BEN_TILES, startDealt } from './flows.ts';
import { GroupPage, STATUS, putMembership, storedMembership } from './pages/GroupPage.ts';
import { cellsOnScreen, gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, oneServerPerFile, test as serverPerTest, type GroupServer } from './groupServer.ts';
import { PLAYABLE_CELLS, keyOf, tileName, type Tile } from '../src/games/calico/core/index.ts';
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

/** A phone: its own browser context (its own storage) with its page on the group server's origin. Every request of
 * every phone is kept, to check where they went. */
class Phones {
  readonly requests: { url: string; headers: string; body: string }[] = [];
  readonly sockets: string[] = [];
  private contexts: BrowserContext[] = [];
  constructor(
    readonly browser: Browser,
    readonly server: GroupServer,
  ) {}

  /** `offline`: the app's service worker installed and in control, as on a phone that has opened the app before,
   * so that its screens open with no network. */
  async open(offline = false): Promise<{ page: Page; group: GroupPage; context: BrowserContext }> {
    const context = await this.browser.newContext({
      ...PHONE,
      baseURL: this.server.url,
      serviceWorkers: offline ? 'allow' : 'block',
    });
    this.contexts.push(context);
    context.on('request', (r) =>
      this.requests.push({ url: r.url(), headers: JSON.stringify(r.headers()), body: r.postData() ?? '' }),
    );
    const page = await context.newPage();
    page.on('websocket', (ws) => this.sockets.push(ws.url()));
    if (offline) {
      await page.goto(this.server.url);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    }
    return { page, group: new GroupPage(page, this.server.url), context };
  }

  async close() {
    await Promise.all(this.contexts.map((c) => c.close()));
  }
}

const phonesOf = async (
  { browser, groupServer }: { browser: Browser; groupServer: GroupServer },
  use: (p: Phones) => Promise<void>,
) => {
  const phones = new Phones(browser, groupServer);
  await use(phones);
  await phones.close();
};
const phonesTest = test.extend<{ phones: Phones }>({ phones: phonesOf });
/** Phones on a server of the test's own, for a test that kills it. */
const ownServerTest = serverPerTest.extend<{ phones: Phones }>({ phones: phonesOf });

/** A group made on the server as a phone's create() would (POST /api/groups), for tests of the screens in a group. */
async function groupOn(server: GroupServer): Promise<{ id: string; secret: string }> {
  const res = await fetch(new URL('api/groups', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; secret: string };
}

// A whole secret's shape: 43 characters of base64url.
const SECRET = 'q0fS4c8-Zx_1mN7pLw3vB9tY2uK6hJ5gR8eD0aWsXyQ';

phonesTest(
  'group: an invite link that is not whole says so, and nothing is joined',
  async ({ phones, groupServer }) => {
    const { page } = await phones.open();
    for (const bad of [
      'Ab3_-k9Zq2Lm8Xw1', // the secret missing
      `Ab3_-k9Zq2Lm8Xw1.${SECRET.slice(0, 20)}`, // cut short when pasted
      `Ab3_-k9Zq2Lm8Xw1.${SECRET}=`, // a character too many
      `.${SECRET}`, // no group
      '%E0%A4%A', // not even %-encoding
    ]) {
      await page.goto(`${groupServer.url}#/group/${bad}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a group');
      await expect(page.getByRole('alert')).toHaveText(
        'This invite link is not complete. Ask for the link again, or scan its QR code.',
      );
      await expect(page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.goto(`${groupServer.url}#/settings`);
    await expect(page.getByText('Not in a group: your games are on this phone only.')).toBeVisible();
    await expect(new GroupPage(page).chip()).toHaveCount(0);
    // A phone in no group asked nothing of the server but the app itself.
    expect(phones.requests.filter((r) => /\/(api|sync)\//.test(r.url))).toEqual([]);
    expect(phones.sockets).toEqual([]);
  },
);

phonesTest('group: a join the server refuses is said in words, and the form stays', async ({ phones, groupServer }) => {
  const { page, group } = await phones.open();
  // A whole invite, but to no group this server holds.
  const invite = `${groupServer.url}#/group/Ab3_-k9Zq2Lm8Xw1.${SECRET}`;
  await page.goto(invite);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Join the group on ${new URL(groupServer.url).host}`,
  );
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Write your name first.')).toBeVisible();
  await expect(group.name()).toHaveAttribute('aria-invalid', 'true');
  await group.name().fill('Ben');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const said = page.getByRole('alert');
  await expect(said).toBeVisible();
  // In words: never a message id or an empty box.
  await expect(said).toHaveText(/^[A-Z].{10,}$/);
  await expect(said).not.toHaveText(/shell\.|core\./);
  await expect(page).toHaveURL(invite);
  await expect(group.name()).toHaveValue('Ben');
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeEnabled();
  await expect(group.chip()).toHaveCount(0);
});

phonesTest(
  'group: in a group, the status chip leads to the group page, and leaving keeps the games',
  async ({ phones, groupServer }) => {
    // A group and a membership as they were before member keys (one shared secret, membership version 1): the
    // phone exchanges the secret for a credential of its own as it connects, and goes on.
    const made = await groupOn(groupServer);
    const { page, group } = await phones.open();
    // A game on this phone before: it must stay after leaving.
    await startDealt(page, ['Ana', 'Dora']);
    await tapInPage(page, tapsOf(ANA_TILES, 0, 3));
    const gameId = gameIdOf(page);
    await page.goto(`${groupServer.url}#/settings`);
    await expect(group.chip()).toHaveCount(0);
    await putMembership(page, {
      server: new URL(groupServer.url).origin,
      id: made.id,
      secret: made.secret,
      me: 'Ana',
      phone: 'phone-a-0001',
      joinedAt: new Date().toISOString(),
      onlyHere: [],
    });
    await expect(page.getByText('In a group as Ana.')).toBeVisible();

    // The chip: words (one of the states) with a shape, a target of at least 24 px, named by what it shows.
    const chip = group.chip();
    await expect(chip).toHaveText(new RegExp(`^(${Object.values(STATUS).join('|')}|\\d+ changes? waiting to be sent)`));
    // Its words and name are compared once it has settled (the server is up): read while it changed, they would
    // be two states' words.
    await expect(chip).toHaveText(new RegExp(`^${STATUS.synced}`));
    await expect.poll(async () => (await storedMembership(page))?.v).toBe(2);
    const stored = (await storedMembership(page))!;
    expect(stored.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.credential).not.toBe(made.secret);
    expect(stored).not.toHaveProperty('shared');
    const shown = (await chip.locator('span').first().textContent())!;
    expect(await chip.evaluate((el) => el.querySelector('svg') !== null)).toBe(true);
    const name = await chip.evaluate((el) => {
      // The accessible name of a link with text content: its text, hidden words included.
      return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    expect(name.startsWith(shown)).toBe(true);
    await expect(chip).toHaveAccessibleName(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const box = (await chip.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    await chip.click();
    await expect(page).toHaveURL(/#\/group$/);
    await expect(page.getByText('You are Ana in this group.')).toBeVisible();

    // Another group's invite while in one: said, and leaving first offered.
    await page.goto(`${groupServer.url}#/group/Zz9_-k9Zq2Lm8Xw1.${SECRET}`);
    await expect(page.getByText(/^This phone is already in a group, on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
    await page.goto(`${groupServer.url}#/group/${made.id}.${made.secret}`);
    await expect(page.getByText('This phone is already in this group.')).toBeVisible();

    // Leaving asks first, says the games stay, and does it.
    await group.open();
    await page.getByRole('button', { name: 'Leave the group' }).click();
    await expect(page.getByRole('group', { name: 'Leave the group?' })).toContainText('Your games stay on this phone.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('You are Ana in this group.')).toBeVisible();
    await group.leave();
    await expect(page.getByRole('status').filter({ hasText: 'You left the group.' })).toBeVisible();
    await expect(group.chip()).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Start a group' })).toBeVisible();
    expect(await storedGame(page, gameId)).not.toBeNull();
    await page.goto(`${groupServer.url}#/history`);
    await expect(page.locator('.game-card')).toHaveCount(1);
    await expect(page.locator('.game-card')).toContainText('Dora');
  },
);

// ---- The group at work: these need the link to the server (src/store/groupLink.ts). ----

/** Ana starts a group on phone A; Ben and Cy join by its link on B and C. `offline`: the phones that go offline in
 * the test (their app able to work with no network). */
async function threePhones(phones: Phones, offline: ('a' | 'b' | 'c')[] = []) {
  const a = await phones.open(offline.includes('a'));
  await a.group.start('Ana');
  await expect(a.group.statusLine()).toHaveText(STATUS.synced);
  const invite = await a.group.inviteLink();
  const b = await phones.open(offline.includes('b'));
  const c = await phones.open(offline.includes('c'));
  for (const [p, me] of [
    [b, 'Ben'],
    [c, 'Cy'],
  ] as const) {
    await p.group.join(invite, me);
    await expect(p.page).toHaveURL(/#\/history$/);
    await expect(p.page.getByRole('status').filter({ hasText: `You joined the group as ${me}.` })).toBeVisible();
    await expect(p.group.chipWords()).toHaveText(STATUS.synced);
  }
  await expect(a.group.chipWords()).toHaveText(STATUS.synced);
  return { a, b, c, invite };
}

/** The games in a phone's history, by the players' names on their cards. */
async function historyOf(page: Page, server: GroupServer): Promise<string[]> {
  if (!page.url().endsWith('#/history')) await page.goto(`${server.url}#/history`);
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  return page.locator('.game-card .placings').allTextContents();
}

/** Waits for a game's screen opened by its address to show that game (not the screen it replaces). */
async function openedGame(page: Page, players: string) {
  await page.getByRole('heading', { name: `Game: ${players}` }).waitFor();
  await page.locator('[data-cell]').first().waitFor();
}

const tapsOf = (tiles: Tile[], from: number, to: number): [string, string][] =>
  PLAYABLE_CELLS.slice(from, to).map((c, i) => [keyOf(c), say(tileName(tiles[from + i]!))]);

/** A game as stored on a phone: its players' tiles, cell by cell (the merge's result). */
const boardsOf = async (page: Page, id: string) => (await storedGame(page, id))?.players.map((p) => p.cells);

// One group, its three phones and their games for the next four tests: joining three phones is most of what a test
// of the group at work costs, and none of these is about joining. Each test enters games of its own and looks at
// those (and at all the group's games, which it counts with `entered`). Serial: they share the phones, and run in
// this order (the first counts the group's first games; the last replaces phone C).
test.describe('the group at work', () => {
  test.describe.configure({ mode: 'serial' });
  let phones: Phones;
  let group: Awaited<ReturnType<typeof threePhones>>;
  /** The ids of the games entered in the group so far. */
  const entered: string[] = [];
  test.beforeAll(async ({ browser }) => {
    phones = new Phones(browser, await server());
    // Phone C goes offline in a test: its app able to work with no network.
    group = await threePhones(phones, ['c']);
  });
  test.afterAll(() => phones.close());

  test('group: a phone starts a group, two join by its link, and games entered on each phone appear on all', async ({
    groupServer,
  }) => {
    const { a, b, c, invite } = group;
    const games: Record<string, { id: string; by: Page }> = {};
    for (const [p, names, tiles] of [
      [a, ['Ana', 'Dora'], ANA_TILES],
      [b, ['Ben', 'Eve'], BEN_TILES],
      [c, ['Cy', 'Finn'], ANA_TILES],
    ] as const) {
      await startDealt(p.page, [...names]);
      await tapInPage(p.page, tapsOf(tiles, 0, 6));
      games[names[1]] = { id: gameIdOf(p.page), by: p.page };
      entered.push(gameIdOf(p.page));
    }
    for (const p of [a, b, c]) {
      for (const { id, by } of Object.values(games)) {
        expect(Object.keys((await boardsOf(by, id))![0]!)).toHaveLength(6);
        await expect.poll(() => boardsOf(p.page, id)).toEqual(await boardsOf(by, id));
      }
      await expect.poll(async () => (await historyOf(p.page, groupServer)).length).toBe(3);
      for (const other of Object.keys(games))
        await expect(p.page.locator('.game-card').filter({ hasText: other })).toBeVisible();
    }
    // Who entered each game, on the other phones.
    await expect(b.page.locator('.game-card').filter({ hasText: 'Dora' })).toContainText('entered by Ana');
    await expect(c.page.locator('.game-card').filter({ hasText: 'Eve' })).toContainText('entered by Ben');
    await expect(a.page.locator('.game-card').filter({ hasText: 'Finn' })).toContainText('entered by Cy');
    await a.page.goto(`${groupServer.url}#/history/${games.Eve!.id}`);
    await expect(a.page.getByText('entered by Ben')).toBeVisible();

    // The invite and the secret, with the games' traffic behind them.
    expect(invite).toMatch(
      new RegExp(
        `^${groupServer.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#/group/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`,
      ),
    );
    const secret = invite.split('.').pop()!;
    for (const [p, me] of [
      [a, 'Ana'],
      [b, 'Ben'],
      [c, 'Cy'],
    ] as const) {
      await p.page.goto(`${groupServer.url}#/settings`);
      await expect(p.page.getByText(`In a group as ${me}.`)).toBeVisible();
    }
    // The secret went to the group's server only, never in an address or a body: in a request's Authorization header
    // to that group's API (and in the WebSocket's protocol header, which Playwright does not show); the server never
    // wrote it out.
    const origin = new URL(groupServer.url).origin;
    expect(phones.requests.filter((r) => new URL(r.url).origin !== origin)).toEqual([]);
    expect(phones.requests.filter((r) => (r.url + r.body).includes(secret))).toEqual([]);
    const id = invite.split('#/group/')[1]!.split('.')[0]!;
    for (const r of phones.requests.filter((r) => r.headers.includes(secret))) {
      expect(r.url.startsWith(`${origin}/api/groups/${id}/`), r.url).toBe(true);
      expect((JSON.parse(r.headers) as Record<string, string>).authorization).toBe(`Bearer ${secret}`);
    }
    expect(phones.sockets.every((u) => u.startsWith(origin.replace(/^http/, 'ws') + '/sync/'))).toBe(true);
    expect(phones.sockets.some((u) => u.includes(secret))).toBe(false);
    expect(groupServer.output).not.toContain(secret);
  });

  test('group: a phone offline enters a game and edits another, then both reach the others', async ({
    groupServer,
  }) => {
    const { a, b, c } = group;
    await startDealt(a.page, ['Ana', 'Dora']);
    await tapInPage(a.page, tapsOf(ANA_TILES, 0, 3));
    const shared = gameIdOf(a.page);
    entered.push(shared);
    await expect.poll(() => boardsOf(c.page, shared)).toEqual(await boardsOf(a.page, shared));

    await c.context.setOffline(true);
    await expect(c.group.chipWords()).toHaveText(STATUS.offline);
    // Offline: a new game, and more of Ana's game, entered on C (saved there at once, as always).
    await startDealt(c.page, ['Cy', 'Finn']);
    await tapInPage(c.page, tapsOf(BEN_TILES, 0, 4));
    const made = gameIdOf(c.page);
    entered.push(made);
    await c.page.goto(`${groupServer.url}#/game/${shared}`);
    await openedGame(c.page, 'Ana and Dora');
    await tapInPage(c.page, tapsOf(ANA_TILES, 3, 7));
    const onC = await cellsOnScreen(c.page);

    await c.context.setOffline(false);
    await expect(c.group.chipWords()).toHaveText(STATUS.synced);
    for (const p of [a, b]) {
      await expect.poll(() => boardsOf(p.page, made)).toEqual(await boardsOf(c.page, made));
      await expect.poll(() => boardsOf(p.page, shared)).toEqual(await boardsOf(c.page, shared));
    }
    await a.page.goto(`${groupServer.url}#/game/${shared}`);
    await openedGame(a.page, 'Ana and Dora');
    await expect.poll(() => cellsOnScreen(a.page)).toEqual(onC);
  });

  test('group: two phones change the same Calico cell offline: one result on all three, the loser told', async ({
    groupServer,
  }) => {
    const { a, b, c } = group;
    await startDealt(a.page, ['Ana', 'Dora']);
    await tapInPage(a.page, tapsOf(ANA_TILES, 0, 2));
    const id = gameIdOf(a.page);
    entered.push(id);
    await expect.poll(() => boardsOf(b.page, id)).toEqual(await boardsOf(a.page, id));
    await b.page.goto(`${groupServer.url}#/game/${id}`);
    await openedGame(b.page, 'Ana and Dora');

    // Both offline, the same empty cell of Ana's board, two different tiles.
    const cell = keyOf(PLAYABLE_CELLS[5]!);
    expect(ANA_TILES[5]).not.toEqual(BEN_TILES[5]);
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await tapInPage(a.page, [[cell, say(tileName(ANA_TILES[5]!))]]);
    await tapInPage(b.page, [[cell, say(tileName(BEN_TILES[5]!))]]);
    await a.context.setOffline(false);
    await b.context.setOffline(false);

    for (const p of [a, b]) await expect(p.group.chipWords()).toHaveText(STATUS.synced);
    // One result on all three. A phone's "synced" does not wait for the other phone's change (it may reach the
    // server later): the three are looked at until they agree, which they then keep (the merge gives one result
    // whatever order the two changes come in).
    const same = async () => {
      const all = await Promise.all([a, b, c].map((p) => boardsOf(p.page, id)));
      return all.every((x) => JSON.stringify(x) === JSON.stringify(all[0])) && !!all[0]?.[0]?.[cell];
    };
    await expect.poll(same).toBe(true);
    const merged = await boardsOf(a.page, id);
    for (const p of [b, c]) expect(await boardsOf(p.page, id)).toEqual(merged);
    await expect.poll(async () => (await cellsOnScreen(b.page))[cell]).toBe((await cellsOnScreen(a.page))[cell]);
    // The phone whose tile lost says so in that game, in words; the winner says nothing.
    const kept = merged![0]![cell];
    expect([ANA_TILES[5], BEN_TILES[5]]).toContainEqual(kept);
    const won = JSON.stringify(kept) === JSON.stringify(ANA_TILES[5]) ? a : b;
    const lost = won === a ? b : a;
    const note = lost.page.getByRole('alert').filter({ hasText: 'Some of your changes to this game were not kept' });
    await expect(note).toBeVisible();
    await expect(note.locator('li')).not.toHaveText([/shell\.|core\./]);
    await expect(won.page.getByText('Some of your changes to this game were not kept')).toHaveCount(0);
    await note.getByRole('button', { name: 'Got it' }).click();
    await expect(note).toHaveCount(0);
  });

  test("group: a phone's storage wiped and rejoined gets everything back", async ({ groupServer }) => {
    const { a, b, c, invite } = group;
    const ids: string[] = [];
    for (const [p, names] of [
      [a, ['Ana', 'Dora']],
      [b, ['Ben', 'Eve']],
    ] as const) {
      await startDealt(p.page, [...names]);
      await tapInPage(p.page, tapsOf(ANA_TILES, 0, 5));
      ids.push(gameIdOf(p.page));
      entered.push(gameIdOf(p.page));
    }
    // Each game as the phone that entered it stores it (another phone may not have all of it yet).
    for (const [k, id] of ids.entries())
      await expect.poll(() => boardsOf(c.page, id)).toEqual(await boardsOf([a, b][k]!.page, id));
    await expect.poll(async () => (await historyOf(c.page, groupServer)).length).toBe(entered.length);
    const before = (await historyOf(c.page, groupServer)).sort();
    // Phone C loses everything (a new browser profile) and joins again by the same link.
    await c.context.close();
    const again = await phones.open();
    await again.group.join(invite, 'Cy');
    group = { ...group, c: again };
    await expect.poll(async () => (await historyOf(again.page, groupServer)).sort()).toEqual(before);
    for (const [k, id] of ids.entries())
      await expect.poll(() => boardsOf(again.page, id)).toEqual(await boardsOf([a, b][k]!.page, id));
  });
});

ownServerTest('group: the server killed mid-sync and restarted keeps everything', async ({ phones, groupServer }) => {
  const { a, b, c } = await threePhones(phones);
  await startDealt(a.page, ['Ana', 'Dora']);
  const id = gameIdOf(a.page);
  // A whole board at once, and the server killed while it travels.
  const taps = tapInPage(a.page, tapsOf(ANA_TILES, 0, PLAYABLE_CELLS.length));
  await expect.poll(() => boardsOf(b.page, id)).toBeTruthy();
  await groupServer.restart('SIGKILL');
  await taps;
  for (const p of [a, b, c]) await expect(p.group.chipWords()).toHaveText(STATUS.synced);
  const full = await boardsOf(a.page, id);
  for (const p of [b, c]) await expect.poll(() => boardsOf(p.page, id)).toEqual(full);
  // And the server holds it all: a phone that joins now gets the whole game from it alone.
  await a.context.setOffline(true);
  const d = await phones.open();
  const invite = await (async () => {
    await b.group.open();
    return b.group.inviteLink();
  })();
  await d.group.join(invite, 'Dee');
  await expect(d.page).toHaveURL(/#\/history$/);
  await expect(d.group.chipWords()).toHaveText(STATUS.synced);
  await expect.poll(() => boardsOf(d.page, id)).toEqual(full);
});

/** Ana starts a group alone and enters a game in it: the game's id and its boards as stored. */
async function aGameInANewGroup(page: Page, group: GroupPage): Promise<{ id: string; cells: unknown }> {
  await group.start('Ana');
  await expect(group.statusLine()).toHaveText(STATUS.synced);
  await startDealt(page, ['Ana', 'Dora']);
  await tapInPage(page, tapsOf(ANA_TILES, 0, 3));
  const id = gameIdOf(page);
  return { id, cells: await boardsOf(page, id) };
}

phonesTest(
  "group: a game opened again on a phone in a group keeps its board in place as the group's parts load",
  async ({ phones }) => {
    const { page, group } = await phones.open();
    await aGameInANewGroup(page, group);
    // Where cell 1,1 is after every change to the page and at every frame, from the page's load on.
    await page.addInitScript(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      const look = () => {
        const r = document.querySelector('[data-cell="1,1"]')?.getBoundingClientRect();
        const at = r && `${Math.round(r.x)},${Math.round(r.y)}`;
        if (at && w.seen[w.seen.length - 1] !== at) w.seen.push(at);
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
      const frame = () => (look(), requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
    await page.reload();
    await expect(group.chipWords()).toHaveText(STATUS.synced);
    await page.getByRole('group', { name: 'Tiles' }).locator('.tile-btn svg polygon').first().waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length, 'cell 1,1 was seen').toBeGreaterThan(0);
    expect(seen, "cell 1,1's place as the screen and the group's parts came").toEqual([seen[0]]);
  },
);

phonesTest('group: a phone that left stays out after a reload, its games kept', async ({ phones, groupServer }) => {
  const { page, group } = await phones.open();
  const { id, cells } = await aGameInANewGroup(page, group);
  await group.open();
  await group.leave();
  await expect(page.getByRole('status').filter({ hasText: 'You left the group.' })).toBeVisible();
  const socketsBefore = phones.sockets.length;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start a group' })).toBeVisible();
  await expect(group.chip()).toHaveCount(0);
  expect(await boardsOf(page, id)).toEqual(cells);
  await page.goto(`${groupServer.url}#/settings`);
  await expect(page.getByText('Not in a group: your games are on this phone only.')).toBeVisible();
  expect(phones.sockets.length).toBe(socketsBefore);
});

phonesTest(
  'group: a message the server refuses closes the link for good; the chip says so, not "Connecting", and reopening the app connects again',
  async ({ phones }) => {
    const { page, group } = await phones.open();
    // The page's socket to the server passes through here, so that a message the app never sends can be put in.
    let toServer: { send(m: string): void } | null = null;
    await page.routeWebSocket(/\/sync/, (ws) => {
      const server = ws.connectToServer();
      toServer = server;
    });
    const { id, cells } = await aGameInANewGroup(page, group);
    // A text frame: the server reads only binary ones, and closes with a 44xx code, which the client takes as final.
    toServer!.send('not a sync message');
    await expect(group.chipWords()).toHaveText(STATUS.stopped);
    // It stays said (nothing connects again by itself), and the games are as they were.
    await page.waitForTimeout(1500);
    await expect(group.chipWords()).toHaveText(STATUS.stopped);
    expect(await boardsOf(page, id)).toEqual(cells);
    await page.unrouteAll();
    await page.reload();
    await expect(group.chipWords()).toHaveText(STATUS.synced);
  },
);

/** The members the group's page lists, as shown. */
const membersOn = (page: Page) => page.locator('.group-members .member-name').allTextContents();

phonesTest(
  'group: one member removed: the others go on without a new invite, the removed phone is told and keeps its games, and a new invite brings a fourth',
  async ({ phones, groupServer }) => {
    const { a, b, c, invite } = await threePhones(phones);
    // The host lists the two who joined before either has written anything.
    await a.group.open();
    await expect.poll(() => membersOn(a.page)).toEqual(['Ana (you)', 'Ben', 'Cy']);
    // Cy enters a game, which reaches the others.
    await startDealt(c.page, ['Cy', 'Finn']);
    await tapInPage(c.page, tapsOf(BEN_TILES, 0, 3));
    const cyGame = gameIdOf(c.page);
    const cyBoards = await boardsOf(c.page, cyGame);
    await expect.poll(() => boardsOf(b.page, cyGame)).toEqual(cyBoards);
    const cySockets: string[] = [];
    c.page.on('websocket', (ws) => cySockets.push(ws.url()));

    // Ana removes Cy: asked first, in words.
    await a.page.getByRole('button', { name: 'Remove Cy' }).click();
    await expect(a.page.getByRole('group', { name: 'Remove Cy from the group?' })).toContainText(
      'The other phones of the group go on as they are.',
    );
    await a.page.getByRole('button', { name: 'Yes, remove Cy' }).click();
    await expect(a.page.getByText('Cy was removed from the group. The invite is a new one.')).toBeVisible();
    await expect.poll(() => membersOn(a.page)).toEqual(['Ana (you)', 'Ben']);
    const fresh = await a.group.inviteLink();
    expect(fresh).not.toBe(invite);

    // Cy's phone is told, in words, and shows nothing as if it were still in: no name, members or invite.
    await expect(c.group.chipWords()).toHaveText(STATUS.removed);
    await c.group.open();
    await expect(
      c.page.getByText(/^A member removed you \(Cy\) from this group\. Your games stay on this phone/),
    ).toBeVisible();
    await expect(c.page.getByText('You are Cy in this group.')).toHaveCount(0);
    await expect(c.page.getByRole('heading', { name: 'Members' })).toHaveCount(0);
    await expect(c.page.getByText('Show the link')).toHaveCount(0);
    // It keeps its games, and after a reload it is still out and does not try the server again.
    expect(await boardsOf(c.page, cyGame)).toEqual(cyBoards);
    await c.page.reload();
    await expect(c.group.chipWords()).toHaveText(STATUS.removed);
    await c.page.goto(`${groupServer.url}#/settings`);
    await expect(
      c.page.getByText('A member removed this phone from its group. Your games stay on this phone.'),
    ).toBeVisible();
    await expect(c.page.getByText('In a group as Cy.')).toHaveCount(0);
    expect(cySockets).toEqual([]);

    // Ana and Ben go on with what they hold: a game of Ana's reaches Ben, not Cy; Ben never needed a new invite.
    await startDealt(a.page, ['Ana', 'Dora']);
    await tapInPage(a.page, tapsOf(ANA_TILES, 0, 3));
    const after = gameIdOf(a.page);
    await expect.poll(() => boardsOf(b.page, after)).toEqual(await boardsOf(a.page, after));
    await expect(b.group.chipWords()).toHaveText(STATUS.synced);
    expect(await boardsOf(c.page, after)).toBeUndefined();
    // Ben's page no longer shows the old invite as one that works.
    await b.group.open();
    await expect(b.page.getByText(/^This phone has no invite that still works/)).toBeVisible();

    // The old invite does not bring Cy back: said, and after leaving here, refused in words.
    await c.page.goto(invite);
    await expect(c.page.getByText(/^A member removed this phone from this group/)).toBeVisible();
    await c.page.getByRole('button', { name: 'Leave that group first' }).click();
    await c.page.getByRole('button', { name: 'Yes, leave the group' }).click();
    await c.group.name().fill('Cy');
    await c.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(c.page.getByRole('alert')).toHaveText(/^The group's server refuses this invite/);
    expect(await boardsOf(c.page, cyGame)).toEqual(cyBoards);

    // The new invite brings Dee, who gets the group's games; Ana and Ben are not disturbed.
    const d = await phones.open();
    await d.group.join(fresh, 'Dee');
    await expect(d.page).toHaveURL(/#\/history$/);
    await expect(d.group.chipWords()).toHaveText(STATUS.synced);
    await expect.poll(() => boardsOf(d.page, after)).toEqual(await boardsOf(a.page, after));
    for (const p of [a, b]) await expect(p.group.chipWords()).toHaveText(STATUS.synced);
    await a.group.open();
    await expect.poll(() => membersOn(a.page)).toEqual(['Ana (you)', 'Ben', 'Dee']);
    expect(groupServer.output).not.toContain(fresh.split('.').pop()!);
  },
);
