// A group's server on a secure address, end to end with real software (e2e/tls.ts): behind Caddy with the repo's
// Caddyfile, and on its own HTTPS with a LAN host's own certificate. On each, a phone that trusts the certificate's
// CA installs the app, opens it offline, starts a group another phone joins, and their games sync over wss. Behind
// Caddy the server counts each phone's own address (--trust-proxy), so a flooding client is refused and the phones
// are not.
import { rmSync, writeFileSync } from 'node:fs';
import { chromium, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { ANA_TILES, startDealt } from './flows.ts';
import { GroupServer } from './groupServer.ts';
import { GroupPage, STATUS, storedMembership } from './pages/GroupPage.ts';
import { gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, test } from './test.ts';
import { Caddy, HOST, flood, ownCertificate, trustingChromium } from './tls.ts';
import { PLAYABLE_CELLS, keyOf, tileName } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';

type Phone = Awaited<ReturnType<typeof trustingChromium>>;

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
  timezoneId: 'UTC',
} as const;

/** Every request a phone made, to check none left the group's origin. */
function watch(context: BrowserContext, requests: string[], sockets: string[]) {
  context.on('request', (r) => requests.push(r.url()));
  context.on('page', (p) => p.on('websocket', (ws) => sockets.push(ws.url())));
}

/** Installs the app on a phone from `origin` and checks it opens with no network; the installed phone's page. */
async function installed(context: BrowserContext, origin: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(origin);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tile Tally' })).toBeVisible();
  await context.setOffline(false);
  return page;
}

/** Phone A (installed, a profile of its own as an installed app has) starts a group, phone B joins by its invite,
 * and a game entered on A reaches B: every request on `origin`, the sync sockets on wss. Returns the group. */
async function groupOverTls(phone: Phone, origin: string, profile: string) {
  const requests: string[] = [];
  const sockets: string[] = [];
  // Chromium offers no install from an incognito profile, which every plain context is.
  const a = await chromium.launchPersistentContext(profile, {
    ...phone.options,
    ...PHONE,
    baseURL: origin,
    serviceWorkers: 'allow',
  });
  watch(a, requests, sockets);
  const pageA = await installed(a, origin);
  const groupA = new GroupPage(pageA, origin);
  await groupA.start('Ana');
  await expect(groupA.statusLine()).toHaveText(STATUS.synced);
  const invite = await groupA.inviteLink();
  expect(invite.startsWith(`${origin}#/group/`)).toBe(true);

  const b = await phone.browser.newContext({ ...PHONE, baseURL: origin, serviceWorkers: 'block' });
  watch(b, requests, sockets);
  const pageB = await b.newPage();
  const groupB = new GroupPage(pageB, origin);
  await groupB.join(invite, 'Ben');
  await expect(groupB.chipWords()).toHaveText(STATUS.synced);

  await startDealt(pageA, ['Ana', 'Dora']);
  const taps = PLAYABLE_CELLS.slice(0, 4).map((c, i): [string, string] => [keyOf(c), say(tileName(ANA_TILES[i]!))]);
  await tapInPage(pageA, taps);
  const id = gameIdOf(pageA);
  await expect
    .poll(async () => Object.keys((await storedGame(pageB, id))?.players[0]?.cells ?? {}).length)
    .toBe(taps.length);

  expect(requests.filter((u) => !u.startsWith(origin))).toEqual([]);
  expect(sockets.length).toBeGreaterThan(0);
  for (const u of sockets) expect(u.startsWith(`${origin.replace(/^https:/, 'wss:')}sync/`), u).toBe(true);
  // The invite opens no socket: a flood is made with a member's own credential (Ben's, as a hostile member would).
  const groupId = invite.split('#/group/')[1]!.split('.')[0]!;
  const credential = String((await storedMembership(pageB))?.credential);
  return {
    a,
    b,
    pageB,
    group: { id: groupId, secret: credential },
    close: () => Promise.all([a.close(), b.close()]),
  };
}

test('behind Caddy: installed and offline over HTTPS, a group syncs over wss, a flood is refused by its own address', async ({}, info) => {
  // A connection limit small enough to reach: the phones' sockets (127.0.0.1) and the flood (127.0.0.2) each have it.
  const server = await GroupServer.start(['--trust-proxy', '--limits', '{"connections":4}']);
  const caddy = await Caddy.start(`127.0.0.1:${server.port}`);
  const ca = info.outputPath('caddy-root.crt');
  writeFileSync(ca, caddy.ca);
  const phone = await trustingChromium(ca, (info.project.use.launchOptions ?? {}) as LaunchOptions);
  try {
    const opened = await groupOverTls(phone, caddy.url, info.outputPath('profile'));

    // Another address opens as many sync connections as one address may, and its next is refused.
    const f = await flood(caddy.port, caddy.ca, opened.group, '127.0.0.2', 20);
    expect(f.open.length).toBe(4);
    expect(f.refusedWith).toBe(429);
    // A phone still connects: its page opened again dials a new socket, from its own address.
    await opened.pageB.reload();
    await expect(new GroupPage(opened.pageB, caddy.url).chipWords()).toHaveText(STATUS.synced);
    for (const ws of f.open) ws.close();
    await opened.close();
  } finally {
    await phone.close();
    await caddy.stop();
    await server.dispose();
  }
});

test("the server's own HTTPS (a LAN host's certificate): installed and offline, a group syncs over wss", async ({}, info) => {
  const cert = ownCertificate();
  const server = await GroupServer.start(['--tls-cert', cert.cert, '--tls-key', cert.key]);
  const phone = await trustingChromium(cert.ca, (info.project.use.launchOptions ?? {}) as LaunchOptions);
  try {
    const origin = `https://${HOST}:${server.port}/`;
    const opened = await groupOverTls(phone, origin, info.outputPath('profile'));
    await opened.close();
  } finally {
    await phone.close();
    await server.dispose();
    rmSync(cert.dir, { recursive: true, force: true });
  }
});

test('an insecure address (http, not this machine): the app scores and saves, and says once how to get a secure one', async ({}, info) => {
  const server = await GroupServer.start(['--host', '127.0.0.1']);
  const launch = (info.project.use.launchOptions ?? {}) as LaunchOptions;
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  try {
    const origin = `http://${HOST}:${server.port}/`;
    const context = await browser.newContext({ ...PHONE, baseURL: origin, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(origin);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const note = page.getByTestId('insecure-note');
    await expect(note).toContainText('cannot work offline or be installed');
    await expect(note).toContainText('https://');

    const game = await startDealt(page, ['Ana', 'Ben']);
    const taps = PLAYABLE_CELLS.slice(0, 3).map((c, i): [string, string] => [keyOf(c), say(tileName(ANA_TILES[i]!))]);
    await tapInPage(page, taps);
    const id = gameIdOf(page);
    await page.reload();
    await game.cell('1,1').waitFor();
    expect(Object.keys((await storedGame(page, id))!.players[0]!.cells)).toHaveLength(3);

    // Said once: hidden, it does not come back.
    await note.getByRole('button', { name: 'OK, hide this note' }).click();
    await expect(note).toHaveCount(0);
    await page.goto(origin);
    await expect(page.getByRole('heading', { name: 'Tile Tally' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tile Tally' })).toBeVisible();
    await expect(note).toHaveCount(0);
    await context.close();
  } finally {
    await browser.close();
    await server.dispose();
  }
});
