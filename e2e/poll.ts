// Playwright's `expect`, with `expect.poll` asking again every 100 ms (after 20 and 50) instead of after 100, 250, 500
// and then every second: what a poll waits for (a write reaching IndexedDB or the second copy, a change from another
// phone) lands at any moment, and a check a second late is a second each poll adds to the suite. A check is one
// small read in the page.
import { expect as playwrights } from '@playwright/test';

const INTERVALS = [20, 50, 100];

export const expect: typeof playwrights = new Proxy(playwrights, {
  get(target, key, receiver) {
    if (key !== 'poll') return Reflect.get(target, key, receiver);
    const poll: typeof playwrights.poll = (actual, messageOrOptions) =>
      target.poll(
        actual,
        typeof messageOrOptions === 'string'
          ? { message: messageOrOptions, intervals: INTERVALS }
          : { intervals: INTERVALS, ...messageOrOptions },
      );
    return poll;
  },
});
