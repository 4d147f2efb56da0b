// Two phones, two browser contexts: the host sets up Calico, the second phone joins by the link, enters Ben's
// board and shows it as a QR code; the host reads that picture (jsQR, as on a phone without BarcodeDetector)
// and the board lands with Ben's hand-scored 62; the same through Chromium's fake camera (a y4m video of the
// code). Azul boards travel too. A tampered link is refused; a finished game copied by link is
// imported once. Neither phone sends a request off this machine.
import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';
import { correction, generate } from 'lean-qr';
import { encode } from '../src/share/codec.ts';
import { emptyGame } from '../src/test/games.ts';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { PLAYABLE_CELLS, keyOf } from '../src/games/calico/core/index.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANA_TILES, BEN_TILES, startAnaBenAtOnce, startDealt } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { AzulPlayPage, AzulSetupPage } from './pages/AzulPages.ts';

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A second phone, with the same guard as the test's own context: nothing may leave the machine. */
async function secondPhone(
  browser: import('@playwright/test').Browser,
): Promise<{ ctx: BrowserContext; phone: Page; outside: string[] }> {
  const ctx = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
  });
  const outside: string[] = [];
  ctx.on('request', (r) => {
    const url = new URL(r.url());
    if (/^(https?|ws):$/.test(url.protocol) && !LOCAL.has(url.hostname)) outside.push(r.url());
  });
  return { ctx, phone: await ctx.newPage(), outside };
}

async function shownLink(page: Page): Promise<string> {
  await page.getByText('Show the link').click();
  return page.getByRole('textbox', { name: /^Link:/ }).inputValue();
}

test('a player enters their own board on their own phone and the host scans it in', async ({ page, browser }, info) => {
  // The host's setup is not looked at: the Ana/Ben table (Ben's board scores 62 with its goals and cats) in a burst.
  const host = await startAnaBenAtOnce(page);
  const hostId = decodeURIComponent(page.url().split('#/game/')[1]!);
  await page.getByRole('link', { name: 'Play live on several phones' }).click();
  await page.getByRole('link', { name: 'Players enter their own boards' }).click();
  await expect(page.getByRole('heading', { name: 'Players enter their own boards' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code to join this game/ })).toBeVisible();
  await expectNoAxeViolations(page, 'host share screen');
  const join = await shownLink(page);
  expect(join).toContain('#/join/');

  const { ctx, phone, outside } = await secondPhone(browser);
  await phone.goto(join);
  await expectNoAxeViolations(phone, 'join screen');
  await phone.getByRole('button', { name: 'I am Ben' }).click();
  const bens = new GamePage(phone);
  await bens.cell('1,1').waitFor();
  // Only Ben's board is on his phone, with his goals and the table's cats already set.
  await expect(phone.getByRole('navigation', { name: 'Players' }).getByRole('button')).toHaveCount(1);
  await bens.fillAtOnce(BEN_TILES);
  await expect(phone.getByTestId('player-total')).toHaveText('62');
  await phone.getByRole('link', { name: 'Send my board to the host' }).click();
  await expect(phone.getByText("Ben's board: 22 cells, 62 points.")).toBeVisible();
  const qr = phone.getByRole('img', { name: "QR code of Ben's board for the host" });
  expect(Number(await qr.getAttribute('data-qr-version'))).toBeLessThanOrEqual(25);
  await expectNoAxeViolations(phone, 'send board screen');
  const png = info.outputPath('ben-board.png');
  writeFileSync(png, Buffer.from((await qr.getAttribute('src'))!.split(',')[1]!, 'base64'));

  // The host reads the picture of the code: a preview first, nothing saved until accepted.
  await page.locator('input[type=file]').setInputFiles(png);
  await expect(page.getByRole('heading', { name: "Ben's board: 22 cells, 62 points" })).toBeVisible();
  // Big enough to check against Ben's phone cell by cell: the width of a phone's board, not a history card's.
  const picture = await page.getByRole('group', { name: "Ben's board as it came" }).boundingBox();
  expect(picture!.width, 'the preview of the incoming board').toBeGreaterThanOrEqual(200);
  await expectNoAxeViolations(page, 'board preview');
  await page.getByRole('button', { name: "Put Ben's board in the game" }).click();
  await expect(page).toHaveURL(new RegExp(`#/game/${hostId}$`));
  await host.switchTo('Ben');
  await expect(page.getByTestId('player-total')).toHaveText('62');

  // The same board sent again over cells now entered says so before anything changes: here it replaces nothing.
  await host.switchTo('Ana');
  await host.fillAtOnce(ANA_TILES);
  await expect(page.getByTestId('player-total')).toHaveText('69');
  await page.goto(`/#/game/${hostId}/share`);
  await page.locator('input[type=file]').setInputFiles(png);
  await page.getByLabel('Put it in the board of').selectOption({ label: 'Ana' });
  await expect(
    page.getByRole('alert').filter({ hasText: /It replaces \d+ cells already entered here for Ana/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: "Don't put it in" }).click();
  await page.goto(`/#/game/${hostId}`);
  await expect(page.getByTestId('player-total')).toHaveText('69'); // Ana's board untouched

  // Ben's phone: once the host has his board, Done takes his copy off its history (no stray "in progress").
  await phone.goto('/#/history');
  await expect(phone.getByText('in progress')).toHaveCount(1);
  await phone.goBack();
  await phone.getByRole('button', { name: 'Done: the host has my board' }).click();
  await expect(phone.getByText('Your copy of the board is off this phone.')).toBeVisible();
  await phone.goto('/#/history');
  await expect(phone.getByText('No saved games yet.')).toBeVisible(); // his copy was the only game on his phone
  await expect(phone.getByText('in progress')).toHaveCount(0);
  await ctx.close();
  expect(outside, 'requests from the second phone that left localhost').toEqual([]);
});

test('a tampered link is refused with a message and changes nothing', async ({ page }) => {
  await startDealt(page); // any game's join link: setting it up is not what is tested
  await page.getByRole('link', { name: 'Play live on several phones' }).click();
  await page.getByRole('link', { name: 'Players enter their own boards' }).click();
  const join = await shownLink(page);
  const at = join.indexOf('#/join/') + 20;
  const tampered = join.slice(0, at) + (join[at] === 'x' ? 'y' : 'x') + join.slice(at + 1);
  await page.goto(tampered);
  await expect(page.getByRole('alert')).toHaveText(/This link is damaged/);
  await expect(page.getByRole('button', { name: /^I am/ })).toHaveCount(0);
  await page.goto(join.slice(0, -12)); // cut short
  await expect(page.getByRole('alert')).toHaveText(/This link is damaged/);
});

test('a finished game copied to another phone is imported once', async ({ page, browser }) => {
  const host = await startAnaBenAtOnce(page);
  const hostId = decodeURIComponent(page.url().split('#/game/')[1]!);
  await host.fillAtOnce(ANA_TILES);
  await host.switchTo('Ben');
  await host.fillAtOnce(BEN_TILES);
  await host.openResults();
  await page.getByRole('button', { name: 'Finish game' }).click();
  await page.getByRole('button', { name: 'Yes, finish the game' }).click();
  await page.getByRole('link', { name: 'Share this game' }).click();
  await expect(page.getByRole('img', { name: /QR code of the Calico game of Ana, Ben/ })).toBeVisible();
  const bg = await page.getByRole('link', { name: 'Send to BG Stats' }).getAttribute('href');
  const data = JSON.parse(decodeURIComponent(bg!.split('?data=')[1]!));
  expect(data.game).toMatchObject({ name: 'Calico', bggId: 283155 });
  expect(data.players).toEqual([
    expect.objectContaining({ name: 'Ana', score: 69, rank: 1, winner: true }),
    expect.objectContaining({ name: 'Ben', score: 62, rank: 2, winner: false }),
  ]);
  await expectNoAxeViolations(page, 'share game screen');
  const copy = await shownLink(page);

  const { ctx, phone, outside } = await secondPhone(browser);
  await phone.goto(copy);
  await expect(phone.getByText('Ana: 69 points (winner)')).toBeVisible();
  await phone.getByRole('button', { name: 'Add to my history' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Imported: 1 new' })).toBeVisible();
  await phone.goto('/#/');
  // Home drawn before the link is opened again: two hash changes in one render would keep the first visit's screen.
  await phone
    .getByRole('link', { name: /^Calico/ })
    .first()
    .waitFor();
  await phone.goto(copy);
  await phone.getByRole('button', { name: 'Add to my history' }).click();
  await expect(phone.getByText('This game is already in your history: nothing was added.')).toBeVisible();
  await phone.goto('/#/history');
  await expect(phone.locator(`a[href="#/history/${hostId}"]`)).toHaveCount(1);
  await ctx.close();
  expect(outside).toEqual([]);

  // The host's history as a spreadsheet: one row per player.
  await page.goto('/#/settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export history as a spreadsheet (CSV)' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n');
  expect(csv[0]).toMatch(/^Date,Game,Player,Place,Total,Finished,Calico: /);
  expect(csv.slice(1, 3)).toEqual([
    expect.stringMatching(/^\d{4}-\d\d-\d\d,Calico,Ana,1,69,yes,/),
    expect.stringMatching(/,Calico,Ben,2,62,yes,/),
  ]);
});

test('Azul: a player enters their wall and floor on their phone; the host opens the pasted link and takes it', async ({
  page,
  browser,
}) => {
  const setup = new AzulSetupPage(page);
  await setup.open();
  await setup.setPlayers(['Ana', 'Ben']);
  await setup.start();
  const host = new AzulPlayPage(page);
  await host.waitForRound(1);
  await page.getByRole('link', { name: 'Play live on several phones' }).click();
  await page.getByRole('link', { name: 'Players enter their own boards' }).click();
  const join = await shownLink(page);

  const { ctx, phone, outside } = await secondPhone(browser);
  await phone.goto(join);
  await phone.getByRole('button', { name: 'I am Ben' }).click();
  const bens = new AzulPlayPage(phone);
  await bens.waitForRound(1);
  await expect(bens.wall('Ana')).toHaveCount(0); // only his own wall
  await bens.enter('Ben', {
    tiles: [
      [1, 1],
      [2, 1],
    ],
    floor: 2,
  }); // 1, then 2 down = 3; floor −2
  await expect(bens.score(0)).toHaveText(/\b1\b/);
  await phone.getByRole('link', { name: 'Send my board to the host' }).click();
  await expect(phone.getByText("Ben's board: 1 round, 2 tiles, 1 point.")).toBeVisible();
  const board = await shownLink(phone);
  await ctx.close();
  expect(outside).toEqual([]);

  // No camera here: the link pasted into the scanner works the same.
  await page.getByLabel('Or paste the link').fill(board);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Ben's board: 1 round, 2 tiles, 1 point" })).toBeVisible();
  // A picture of the wall as it came, before Accept or Not this one, with both in view.
  await expect(page.getByRole('img', { name: "Ben's board as it came" })).toBeInViewport();
  await expect(page.getByRole('button', { name: "Put Ben's board in the game" })).toBeInViewport();
  await page.screenshot({ path: 'test-results/e2e/share-preview/azul.png' });
  await page.getByRole('button', { name: "Put Ben's board in the game" }).click();
  await host.waitForRound(1);
  await expect(host.score(1)).toHaveText(/\b1\b/);
});

/** A video file for Chromium's fake camera: `text` as a QR code, dark on light, 640×480, a few frames. */
function qrVideo(text: string, path: string) {
  const qr = generate(text, { minCorrectionLevel: correction.M });
  const W = 640,
    H = 480,
    scale = Math.floor(440 / (qr.size + 8));
  const x0 = Math.floor((W - qr.size * scale) / 2),
    y0 = Math.floor((H - qr.size * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let py = 0; py < qr.size * scale; py++) {
    for (let px = 0; px < qr.size * scale; px++)
      if (qr.get(Math.floor(px / scale), Math.floor(py / scale))) y[(y0 + py) * W + x0 + px] = 16;
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]),
  );
}

test("the host scans a board with the camera (a fake camera showing the player's QR code)", async ({
  baseURL,
}, info) => {
  // The host's game is a known one, copied in by link, so the board's code can be made before the camera starts.
  const blank = emptyGame('camera-game', ['Ana', 'Ben']);
  const host = {
    ...blank,
    cats: catsOf(FULL_CATS),
    players: [
      { ...blank.players[0]!, goals: FULL_GOALS },
      { ...blank.players[1]!, goals: FULL_GOALS_GREEN },
    ],
  };
  const bens = Object.fromEntries(PLAYABLE_CELLS.map((c, i) => [keyOf(c), BEN_TILES[i]!]));
  const copy = await encode({
    k: 'copy',
    f: host.format,
    g: { ...host, players: host.players.map((p) => ({ ...p, cells: '.'.repeat(22) })) },
  });
  const board = await encode({ k: 'board', f: host.format, id: host.id, seat: 1, name: 'Ben', b: { cells: bens } });
  const video = info.outputPath('board.y4m');
  qrVideo(`${baseURL}/#/board/${board}`, video);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL,
    permissions: ['camera'],
    serviceWorkers: 'block',
  });
  const outside: string[] = [];
  ctx.on(
    'request',
    (r) =>
      !LOCAL.has(new URL(r.url()).hostname) && /^https?:$/.test(new URL(r.url()).protocol) && outside.push(r.url()),
  );
  const page = await ctx.newPage();
  await page.goto(`/#/copy/${copy}`);
  await page.getByRole('button', { name: 'Add to my history' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 1 new' })).toBeVisible();
  await page.goto(`/#/game/${host.id}/share`);
  await page.getByRole('button', { name: "Scan a player's board with the camera" }).click();
  await expect(page.getByRole('heading', { name: "Ben's board: 22 cells, 62 points" })).toBeVisible();
  await page.getByRole('button', { name: "Put Ben's board in the game" }).click();
  const game = new GamePage(page);
  await game.switchTo('Ben');
  await expect(page.getByTestId('player-total')).toHaveText('62');
  await browser.close();
  expect(outside).toEqual([]);
});
