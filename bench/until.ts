// Waits from Node for an expression to hold in the page, by plain evaluation every 50 ms. Playwright's
// waitForFunction evaluates through its injected script, which the app's CSP (no 'unsafe-eval') refuses, and its
// locators poll on the page's main thread (long tasks of their own at a throttled CPU).
import type { Page } from '@playwright/test';

export async function until(page: Page, expression: string, timeout = 60_000): Promise<unknown> {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const v = await page.evaluate(expression).catch(() => undefined); // undefined while navigating
    if (v) return v;
  }
  throw new Error(`timed out waiting for ${expression}`);
}
