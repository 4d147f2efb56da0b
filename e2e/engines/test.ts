// The test object of the Firefox and WebKit flows (e2e/*.engines.ts, the "firefox" and "webkit" projects of
// playwright.config.ts): Playwright's runner (its limits, reporters and counts) with the browser started by
// e2e/engines/driver.ts instead of Playwright's. Each test starts from empty storage at 390×844: a user context of
// its own in the worker's Firefox, a session on a fresh profile from the worker's WebKitWebDriver, or, for a test
// that restarts or kills its browser (`ownBrowser`), a browser of its own. At its end the console must be clean: no
// error or warning the app or the engine logged, save those a test names as expected.
import { test as base } from '@playwright/test';
import { expect } from '../poll.ts';
import { SharedBrowsers, type Driver, type EngineName } from './driver.ts';
import { EnginePage } from './page.ts';

export interface EngineFixtures {
  engine: EngineName;
  /** The browser of this test (its driver: restart, kill, console). */
  driver: Driver;
  /** The page, as the page objects take it (EnginePage.asPage). */
  ep: EnginePage;
  /** Console lines this test expects (matched, then not counted as unclean). */
  expectedConsole: RegExp[];
  /** The browser's default font size (px): 32 is "200 % text". */
  fontPx: number;
  /** The test restarts or kills its browser: it gets one of its own, on a profile of its own. */
  ownBrowser: boolean;
}

export interface EngineWorkerFixtures {
  /** The browsers this worker shares between its tests (e2e/engines/driver.ts). */
  browsers: SharedBrowsers;
}

export const test = base.extend<EngineFixtures, EngineWorkerFixtures>({
  browsers: [
    async ({}, use) => {
      const browsers = new SharedBrowsers();
      try {
        await use(browsers);
      } finally {
        await browsers.close();
      }
    },
    { scope: 'worker' },
  ],
  ownBrowser: [false, { option: true }],
  engine: ['firefox', { option: true }],
  // A new list per test: a test may add a line it expects without the next test expecting it too.
  expectedConsole: [async ({}, use) => use([]), { option: true }],
  fontPx: [16, { option: true }],
  driver: async ({ engine, viewport, fontPx, ownBrowser, browsers }, use, info) => {
    const opts = { width: viewport?.width ?? 390, height: viewport?.height ?? 844, fontPx };
    const browser = onFirstUse(engine, () => (ownBrowser ? browsers.own(engine, opts) : browsers.driver(engine, opts)));
    try {
      await use(browser.driver);
    } finally {
      const started = await browser.started();
      if (started && info.status !== info.expectedStatus)
        await started.screenshot(info.outputPath('failed.png')).catch(() => {});
      await started?.close();
    }
  },
  ep: async ({ driver, baseURL, expectedConsole }, use, info) => {
    const ep = new EnginePage(driver, baseURL!);
    await use(ep);
    // A test that skipped itself never used its browser, nor started it.
    if (info.status === 'skipped') return;
    // No module preloaded that the page runs already as its own script (the entry): Firefox logs that preload as
    // failed. Checked in the document rather than by the engines' words, which come only if the preload is slow.
    if (info.status === info.expectedStatus)
      expect(
        await ep.evaluate(() => {
          const running = new Set(
            [...document.querySelectorAll('script[type=module]')].map((s) => (s as HTMLScriptElement).src),
          );
          return [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
            .map((l) => l.href)
            .filter((h) => running.has(h));
        }),
        'the entry script preloaded again',
      ).toEqual([]);
    const unclean = uncleanConsole(driver.messages, expectedConsole);
    if (info.status === info.expectedStatus) expect(unclean, `${driver.engine}'s console`).toEqual([]);
    else if (unclean.length) console.log(`${driver.engine}'s console:\n${unclean.join('\n')}`);
  },
});

// WebKit's "preloaded … but not used within a few seconds from the window's load event" is advice on timing (a lazy
// screen's chunks that wait for the page to be idle come later on a busy machine): not a fault, and a check on it
// would depend on the machine's speed.
const TIMING = /was preloaded using link preload but not used within a few seconds/;

/** The console lines that make a flow unclean: every error or warning but those the test expects. */
export const uncleanConsole = (messages: string[], expected: RegExp[]) =>
  messages.filter((m) => !TIMING.test(m) && !expected.some((re) => re.test(m)));

/**
 * The test's browser, started on its first use: a test that skips itself in its body (a measurement run by hand, a
 * flow marked open in one engine) has had its fixtures set up already, and a start of a browser is its costliest step.
 */
function onFirstUse(engine: EngineName, launchIt: () => Promise<Driver>) {
  let real: Driver | undefined;
  let starting: Promise<Driver> | undefined;
  const start = () => (starting ??= launchIt().then((d) => (real = d)));
  const driver = new Proxy({} as Driver, {
    get(_, key) {
      if (key === 'engine') return engine;
      if (real) {
        const value: unknown = Reflect.get(real, key);
        return typeof value === 'function' ? value.bind(real) : value;
      }
      // Nothing logged before the browser starts.
      if (key === 'messages') return [];
      if (key === 'then') return undefined;
      if (key === 'profile') throw new Error('driver.profile is known once the browser has started');
      return async (...args: unknown[]) => {
        const d = await start();
        return (Reflect.get(d, key) as (...a: unknown[]) => unknown).apply(d, args);
      };
    },
  });
  // The browser once started (waiting for a start still under way, so none is left running), or none.
  return { driver, started: () => (starting ?? Promise.resolve(undefined)).catch(() => undefined) };
}

export { expect };
