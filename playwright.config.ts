import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: browsers cannot be downloaded on this project's machines. Its headless shell
// (chromium-headless-shell, the same engine without the browser's own interface: what Playwright runs headless with
// its own builds) where it is installed (scripts/ensure.mjs installs it), for a fraction of the full browser's CPU per
// start and per page; CHROMIUM_PATH names another build.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
// PW_PORT lets two checkouts run their end-to-end tests side by side.
const port = Number(process.env.PW_PORT ?? 4174);

const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: { executablePath, args } };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // A test's result never depends on the machine's speed: limits only catch a hang. Beside other work (two CPU
  // hogs, other checkouts' tests) a step that takes a second alone was seen to take twenty, so waits for the page
  // are 60 s (Playwright's own are 5 s) and a test may take 10 minutes (a whole game took over 3 at load 40). No
  // waiting for a fixed time: wait for what shows.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  // Two workers on two cores: files run side by side (each test has its own browser context, so its own storage).
  workers: Number(process.env.PW_WORKERS ?? 2),
  // No retries: a test that fails once is a bug to look at, in the test or the app (README, "Tests").
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args },
    // No service worker unless a test is about offline use or updates (they allow it): each page would install one
    // and precache the whole app (~1 MB) for nothing, and its one-time "Ready to work offline" note would come and
    // go on screens under test.
    serviceWorkers: 'block',
    // A click or a wait for an element that never comes fails within two minutes, naming what it waited for,
    // instead of at the end of the test's limit (it once sat 8 minutes on a button that was gone).
    actionTimeout: 120_000,
    trace: 'off',
  },
  // One queue for both workers, in the order of this list, each file on one worker: the longest files first, so that
  // the last ones to start are short and both workers end together. The main flows in Firefox ESR and WebKitGTK
  // (e2e/*.engines.ts, driven over WebDriver by e2e/engines/: the browsers Debian ships, which Playwright's own
  // launcher cannot drive) are the longest (one worker at a time per engine, which keeps one browser for them all, each test a user context or
  // session of its own on empty storage; a test that restarts or kills the browser gets one of its own). Then the fault tests (e2e/*.faults.ts:
  // a full disk on a small tmpfs, which needs root and skips otherwise; the browser killed right after a tap; storage
  // broken after a kill), each with its own browser profile, and none depending on the machine being idle. Then the
  // rest, whose longest file is shorter than the engines' flows.
  projects: [
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testMatch: '**/*.engines.ts',
      timeout: 300_000,
      // All of an engine's files on one worker at a time, so on one browser (the worker keeps it): each worker that
      // took a file would start its own, and a start costs more than most flows it serves.
      workers: 1,
      use: { engine, viewport: { width: 390, height: 844 } },
    })),
    { name: 'faults', testMatch: '**/*.faults.ts', timeout: 180_000, use: phone },
    { name: 'phone', testMatch: '**/*.spec.ts', use: phone },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
