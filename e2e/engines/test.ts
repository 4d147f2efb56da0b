// The test object of the Firefox and WebKit flows (e2e/*.engines.ts, the "firefox" and "webkit" projects of
// playwright.config.ts): Playwright's runner (its limits, reporters and counts) with the browser started by
// e2e/engines/driver.ts instead of Playwright's. Each test gets a fresh profile at 390×844; at its end the console
// must be clean: no error or warning the app or the engine logged, save those a test names as expected.
import { test as base, expect } from '@playwright/test';
import { launch, type Driver, type EngineName } from './driver.ts';
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
}

export const test = base.extend<EngineFixtures>({
  engine: ['firefox', { option: true }],
  // A new list per test: a test may add a line it expects without the next test expecting it too.
  expectedConsole: [async ({}, use) => use([]), { option: true }],
  fontPx: [16, { option: true }],
  driver: async ({ engine, viewport, fontPx }, use, info) => {
    const driver = await launch(engine, { width: viewport?.width ?? 390, height: viewport?.height ?? 844, fontPx });
    try {
      await use(driver);
    } finally {
      if (info.status !== info.expectedStatus) await driver.screenshot(info.outputPath('failed.png')).catch(() => {});
      await driver.close();
    }
  },
  ep: async ({ driver, baseURL, expectedConsole }, use, info) => {
    const ep = new EnginePage(driver, baseURL!);
    await use(ep);
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
    // WebKit's "preloaded … but not used within a few seconds from the window's load event" is advice on timing (a
    // lazy screen's chunks that wait for the page to be idle come later on a busy machine): not a fault, and a
    // check on it would depend on the machine's speed.
    const timing = /was preloaded using link preload but not used within a few seconds/;
    const unclean = driver.messages.filter((m) => !timing.test(m) && !expectedConsole.some((re) => re.test(m)));
    if (info.status === info.expectedStatus) expect(unclean, `${driver.engine}'s console`).toEqual([]);
    else if (unclean.length) console.log(`${driver.engine}'s console:\n${unclean.join('\n')}`);
  },
});

export { expect };
