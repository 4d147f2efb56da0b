// The test object every spec uses: it records every request the app makes and fails the test if any leaves
// this machine (the app must make no network request at all: no fonts, analytics or CDNs).
import { test as base, expect } from '@playwright/test';

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const test = base.extend<{ offlineGuard: void }>({
  offlineGuard: [
    async ({ context }, use) => {
      const outside: string[] = [];
      context.on('request', (r) => {
        const url = new URL(r.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') && !LOCAL.has(url.hostname)) outside.push(r.url());
      });
      await use();
      expect(outside, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
