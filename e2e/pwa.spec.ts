// Installable and fully offline, against the production build: service worker, offline use, manifest and icons,
// the update prompt, and the Content-Security-Policy.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ANA_TILES, startAnaBen, startAnaBenAtOnce } from './flows.ts';
import { DropDownSetupPage } from './pages/DropDownSetupPage.ts';
import { GamePage } from './pages/GamePage.ts';
import { StaticServer } from './static-server.ts';
import { expect, test } from './test.ts';

test.use({ serviceWorkers: 'allow' }); // blocked by default (playwright.config.ts): here it is what is tested

/** Waits until a service worker controls the page (first visit installs it; a reload puts it in charge). */
async function controlledBySW(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('offline: after the first visit the app loads, and a game is created, filled, saved and found in history', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledBySW(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tile Tally' })).toBeVisible();
  // What is looked at is that all of it works offline, not the taps: the table and the cells go in bursts.
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES.slice(0, 5));
  await expect(page.getByTestId('player-total')).toHaveText('6'); // yellow and pink buttons, as in saving.spec
  await page.reload();
  await expect(game.cell('5,1')).toHaveAttribute('aria-label', 'Nq, Cell 5,1: Navy quatrefoil');
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText('Ana 6, Ben 0')).toBeVisible();
  await page.getByRole('link', { name: 'Stats' }).click();
  await expect(page.getByRole('heading', { name: 'Stats' })).toBeVisible();
});

test('every script but the entry asks V8 to compile it whole as it loads (its first line), home and a game', async ({
  page,
}) => {
  const scripts: Promise<[string, string]>[] = [];
  // Home's first visit is mostly the entry: compiled as V8 sees fit; so are the workers, which run beside the page.
  const asUsual = /\/assets\/(index-[^/]+|[^/]*worker[^/]*)\.js$/i;
  page.on('response', (r) => {
    if (/\/assets\/[^/]+\.js$/.test(r.url()) && !asUsual.test(r.url()))
      scripts.push(r.text().then((body) => [r.url(), body.split('\n')[0]!]));
  });
  await page.goto('/');
  await startAnaBenAtOnce(page); // loads the same screens as setting up tap by tap
  const firstLines = await Promise.all(scripts);
  expect(firstLines.length).toBeGreaterThan(5);
  for (const [url, line] of firstLines) expect(line, url).toBe('//# allFunctionsCalledOnLoad');
});

test('installable: Chromium reports no installability errors; manifest fields and icons are served and valid', async ({
  playwright,
  request,
  baseURL,
}, info) => {
  // Chromium never offers to install from an incognito profile, which every test context is: use a real profile.
  const profile = await playwright.chromium.launchPersistentContext(info.outputPath('profile'), {
    ...info.project.use.launchOptions,
    baseURL: baseURL!,
    serviceWorkers: 'allow',
  });
  const outside: string[] = [];
  profile.on(
    'request',
    (r) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(r.url()) && /^https?:/.test(r.url()) && outside.push(r.url()),
  );
  const page = profile.pages()[0] ?? (await profile.newPage());
  await page.goto('/');
  await controlledBySW(page);
  const cdp = await profile.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  expect(outside).toEqual([]);

  const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({
    name: 'Tile Tally',
    short_name: 'Tile Tally',
    display: 'standalone',
    start_url: './',
    scope: './',
    theme_color: '#2b3a6b',
    background_color: '#fbf7ef',
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  const want = [
    ['192x192', undefined],
    ['512x512', undefined],
    ['512x512', 'maskable'],
  ] as const;
  for (const [sizes, purpose] of want) expect(icons.some((i) => i.sizes === sizes && i.purpose === purpose)).toBe(true);
  const apple = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
  for (const [src, size] of [
    ...icons.map((i) => [i.src, Number(i.sizes.split('x')[0])] as const),
    [apple!, 180] as const,
  ]) {
    const res = await request.get(src.startsWith('/') ? src : `/${src}`);
    expect(res.status(), src).toBe(200);
    const png = await res.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], src).toEqual([size, size]);
  }
  await profile.close();
});

test('Content-Security-Policy: inline scripts do not run and no other origin is allowed, online and offline', async ({
  page,
  context,
}) => {
  const res = await page.goto('/');
  // Sent as a header by the app's server (server/csp.ts), not as a <meta> in the page.
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0);
  const injected = () =>
    page.evaluate(
      () =>
        new Promise<{ ran: boolean; blocked: string }>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (e) => resolve({ ran: (window as { injected?: boolean }).injected === true, blocked: e.violatedDirective }),
            { once: true },
          );
          const s = document.createElement('script');
          s.textContent = 'window.injected = true';
          document.body.append(s);
        }),
    );
  expect(await injected()).toEqual({ ran: false, blocked: 'script-src-elem' });
  // Offline, the page comes from the service worker's cache: the header it was stored with still holds.
  await controlledBySW(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('main.home')).toBeVisible();
  expect(await injected()).toEqual({ ran: false, blocked: 'script-src-elem' });
  await context.setOffline(false);
});

test.describe('update flow', () => {
  const PORT = 4175;
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  let server: StaticServer;
  test.beforeAll(() => {
    // Built again when the app's sources changed after it: a build of other sources is not this version's next.
    const newest = (path: string): number =>
      statSync(path).isDirectory()
        ? Math.max(0, ...readdirSync(path).map((f) => newest(`${path}/${f}`)))
        : statSync(path).mtimeMs;
    const built = existsSync('dist-next/index.html') ? statSync('dist-next/index.html').mtimeMs : 0;
    if (built < Math.max(...['src', 'public', 'index.html', 'vite.config.ts'].map(newest)))
      execSync('npx vite build --outDir dist-next --emptyOutDir', {
        env: { ...process.env, APP_BUILD: 'next' },
        stdio: 'ignore',
      });
  });
  test.afterEach(async () => server?.close());

  test('a new version shows an Update banner; pressing it loads the new version and the game in progress is intact', async ({
    page,
  }) => {
    server = new StaticServer('dist');
    await server.listen(PORT);
    await page.goto('/');
    await controlledBySW(page);
    const game = await startAnaBenAtOnce(page);
    await game.fillAtOnce(ANA_TILES.slice(0, 4));
    const url = page.url();
    // Where the game's screen stands on the page: the banner comes whenever the new version is found, and must not
    // push the board from under a finger.
    const screenTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY);
    const before = await screenTop();

    server.root = 'dist-next'; // deploy the changed build
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const banner = page.getByRole('status').filter({ hasText: 'A new version of the app is ready.' });
    await expect(banner).toBeVisible();
    expect(await screenTop(), "the game's screen where it was, with the banner come").toBe(before);
    // Update reloads the page into the new version: the checks below read the reloaded page, never the old one
    // still showing while the new version takes charge.
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Update' }).click()]);
    await page.waitForURL(url);
    await expect(new GamePage(page).cell('4,1')).toHaveAttribute('aria-label', 'Kd, Cell 4,1: Pink dots');
    await expect(page.getByTestId('player-total')).toHaveText('6');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByTestId('app-version')).toHaveText(/\(next\)/);
  });

  test('the update from "Calico Score Sheet" to "Tile Tally" keeps the database and every game', async ({ page }) => {
    test.skip(
      !existsSync('dist-previous/index.html'),
      'the previous release could not be built (scripts/build-previous.mjs needs the git history)',
    );
    server = new StaticServer('dist-previous');
    await server.listen(PORT);
    await page.goto('/');
    await controlledBySW(page);
    await expect(page).toHaveTitle('Calico Score Sheet');
    const game = await startAnaBen(page, ['Ana', 'Ben'], DropDownSetupPage); // the old release's form
    await game.fillInReadingOrder(ANA_TILES.slice(0, 4));
    const url = page.url();

    server.root = 'dist';
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const banner = page.getByRole('status').filter({ hasText: 'A new version of the app is ready.' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(url);
    await expect(page).toHaveTitle('Tile Tally');
    await expect(new GamePage(page).cell('4,1')).toHaveAttribute('aria-label', 'Kd, Cell 4,1: Pink dots');
    await expect(page.getByTestId('player-total')).toHaveText('6');
    expect(
      await page.evaluate(() => indexedDB.databases().then((d) => d.map((x) => `${x.name} v${x.version}`).sort())),
    ).toContain('calico-score-sheet v30');
    await page.getByRole('link', { name: 'History' }).click(); // summaries rebuilt after the upgrade
    await expect(page.getByText('Ana 6, Ben 0')).toBeVisible();
    await expect(page.getByText('Calico', { exact: true })).toBeVisible();
  });
});
