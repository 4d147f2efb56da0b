// Phones for the sync benchmarks: the group's real server (server/main.ts, its own process group on a free port of
// 127.0.0.1, serving this checkout's dist/), Chromium, and phone contexts at 390×844 with their CPU throttled through
// the DevTools protocol. Every wait is bounded and says what it waited for when it gives up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { startTestServer, type TestServer } from '../server/test/harness.ts';

export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The real server on a free port serving the production build (`npx vite build` first; BENCH_DIST: another build's
 * folder, e.g. one built with `--minify false` to read a profile). Many groups and live games are made from this one
 * address: the limit on new groups is lifted (the others stay). */
export function startServer(): Promise<TestServer> {
  const dist = resolve(process.env.BENCH_DIST ?? 'dist');
  return startTestServer(undefined, 0, ['--limits', JSON.stringify({ groupsPerHour: 100_000 })], dist);
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
}

/** Before the app's scripts: the times (timeOrigin + now) each WebSocket message was sent and received, to split a
 * change's way into the sending page, the network and server, and the receiving page. */
const SOCKETS = `(() => {
  window.__wsSent = []; window.__wsGot = [];
  const now = () => performance.timeOrigin + performance.now();
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (d) { window.__wsSent.push(now()); return send.call(this, d); };
  const Base = WebSocket;
  window.WebSocket = class extends Base {
    constructor(...a) {
      super(...a);
      this.addEventListener('message', () => {
        window.__wsGot.push(now());
        const armed = window.__bench?.armed;
        if (armed && !armed.got) (armed.got = true), performance.mark('bench-got');
      });
    }
  };
})();`;

export interface Phone {
  ctx: BrowserContext;
  page: Page;
  /** Uncaught errors of its page. */
  errors: string[];
  cdp: CDPSession;
  throttle(rate: number): Promise<void>;
}

/** A phone: a context of its own (its own storage) on the server's origin. `serviceWorkers`: 'block' unless the
 * case is about a first visit as it happens (the worker installing beside the app). */
export async function phone(
  browser: Browser,
  baseURL: string,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<Phone> {
  const ctx = await browser.newContext({ ...PHONE, baseURL, serviceWorkers });
  await ctx.addInitScript(SOCKETS);
  return asPhone(ctx, await ctx.newPage());
}

/** A phone's screen, language and clock. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
  timezoneId: 'UTC',
} as const;

/** The phone of a context and its page: the page's uncaught errors kept, its CPU throttled on demand. */
async function asPhone(ctx: BrowserContext, page: Page): Promise<Phone> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const cdp = await ctx.newCDPSession(page);
  return {
    ctx,
    page,
    errors,
    cdp,
    throttle: async (rate) => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate })),
  };
}

/** A phone that has the app already, as a group's phones at the table do: a browser profile of its own on disk (the
 * browser keeps the scripts' compiled code there), where the app was opened twice, unthrottled, its service worker
 * installed and every file cached; then a blank page. Closing its context deletes the profile. */
export async function phoneWithApp(baseURL: string): Promise<Phone> {
  const dir = mkdtempSync(join(tmpdir(), 'tile-tally-phone-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ARGS,
    ...PHONE,
    baseURL,
    serviceWorkers: 'allow',
  });
  // The browser may still be writing its profile as it closes: retried, and left in /tmp if it stays busy.
  ctx.on('close', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // a bench's leftover in the temporary folder
    }
  });
  await ctx.addInitScript(SOCKETS);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.locator('main.home').waitFor();
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller)))
    throw new Error('the app was not served by its service worker on the second visit');
  await page.goto('about:blank');
  return asPhone(ctx, page);
}

/** Evaluates `expression` in the page every `every` ms until it is truthy; after `timeout` ms throws with `what`
 * and, if given, what `explain` reads in the page then. (String expressions: tsx adds helpers to functions that the
 * page does not have.) */
export async function until(
  page: Page,
  expression: string,
  what: string,
  { timeout = 30_000, every = 50, explain }: { timeout?: number; every?: number; explain?: string } = {},
): Promise<unknown> {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((r) => setTimeout(r, every))) {
    const v = await page.evaluate(expression).catch(() => undefined); // undefined while navigating
    if (v) return v;
  }
  const seen = explain ? await page.evaluate(explain).catch((e: Error) => `(could not read: ${e.message})`) : '';
  throw new Error(
    `timed out after ${timeout} ms waiting for ${what}${explain ? `; the page shows: ${JSON.stringify(seen)}` : ''}`,
  );
}

/** A promise bounded in time: rejects with `what` after `ms`. */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    p,
    new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms)),
    ),
  ]).finally(() => clearTimeout(timer));
}
