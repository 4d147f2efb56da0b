// The test object every spec uses: it records every request the app makes and fails the test if any leaves
// this machine (the app must make no network request at all: no fonts, analytics or CDNs). Specs that attack
// storage (the attacks and the fault tests) also fail on any uncaught error of their pages (`failOnPageErrors`):
// an error nobody caught is a promise nobody waited for, which can hide a lost write.
import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';
import { expect } from './poll.ts';

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Uncaught errors of the pages of each test's contexts (its own and those it launches), by test. */
const uncaught = new Map<string, string[]>();

/** Records the uncaught errors of every page `context` has or opens, for the test `info` runs. */
export function watchPageErrors(context: BrowserContext, info: TestInfo): void {
  const errors = uncaught.get(info.testId) ?? uncaught.set(info.testId, []).get(info.testId)!;
  const watch = (page: import('@playwright/test').Page) =>
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.stack || `${e.name}: ${e.message}` || String(e)}`));
  context.pages().forEach(watch);
  context.on('page', watch);
}

export const test = base.extend<{ offlineGuard: void; failOnPageErrors: boolean; pageErrorGuard: void }>({
  offlineGuard: [
    async ({ context }, use) => {
      const outside: string[] = [];
      context.on('request', (r) => {
        const url = new URL(r.url());
        if (
          (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') &&
          !LOCAL.has(url.hostname)
        )
          outside.push(r.url());
      });
      await use();
      expect(outside, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
  failOnPageErrors: [false, { option: true }],
  pageErrorGuard: [
    async ({ context, failOnPageErrors }, use, info) => {
      if (failOnPageErrors) watchPageErrors(context, info);
      await use();
      const errors = uncaught.get(info.testId) ?? [];
      uncaught.delete(info.testId);
      if (failOnPageErrors) expect(errors, 'uncaught errors in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
