import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: browsers cannot be downloaded on this project's machines.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
// PW_PORT lets two checkouts run their end-to-end tests side by side.
const port = Number(process.env.PW_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // A test's result never depends on the machine's speed: limits only catch a hang. Beside other work (two CPU
  // hogs, other checkouts' tests) a step that takes a second alone can take ten, so waits for the page are 30 s
  // (Playwright's own are 5 s) and a test may take 3 minutes. No waiting for a fixed time: wait for what shows.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Two workers on two cores: files run side by side (each test has its own browser context, so its own storage).
  workers: Number(process.env.PW_WORKERS ?? 2),
  // No retries: a test that fails once is a bug to look at, in the test or the app (README, "Tests").
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args },
    serviceWorkers: 'allow',
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: { executablePath, args } } },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
