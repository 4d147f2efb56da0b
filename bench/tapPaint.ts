// Tap → paint from a real input event: Playwright's mouse (Input.dispatchMouseEvent through the DevTools protocol,
// so the browser handles it like a finger's), timed by the page's Event Timing API: an interaction's duration runs
// from the input's hardware timestamp to the next paint after its handlers ran (8 ms granularity). Entries shorter
// than the observer's 16 ms threshold are not reported; such a tap counts as 16 ms.
import type { Locator, Page } from '@playwright/test';

const OBSERVE = `window.__events = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__events.push([e.interactionId, e.duration, e.name, e.processingStart - e.startTime, e.processingEnd - e.processingStart]); }).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

/** Call once per page, before the taps. */
export async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(OBSERVE);
}

/**
 * Taps the middle of `target` with the mouse, waits until the page's `main` changed and was drawn, and returns
 * the tap → paint time in ms.
 */
export async function tapToPaint(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.evaluate(`window.__events.length = 0; window.__mutated = false;
    const obs = new MutationObserver(() => { window.__mutated = true; obs.disconnect(); });
    obs.observe(document.querySelector('main'), { subtree: true, childList: true, attributes: true, characterData: true });`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction('window.__mutated === true');
  // The entry arrives after the paint it measures: wait two frames for it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const events: [number, number, string, number, number][] = await page.evaluate('window.__events');
  const longest = events.reduce<(typeof events)[number] | null>((a, e) => (!a || e[1] > a[1] ? e : a), null);
  // The longest event's parts: waiting to be handled, its handlers (the app's work and React's), and from their end
  // to the paint (style, layout, paint, and any other task that ran first).
  lastParts = longest
    ? { waiting: longest[3], handlers: longest[4], toPaint: longest[1] - longest[3] - longest[4] }
    : null;
  return Math.max(16, ...events.map(([, d]) => d));
}

/** The parts of the last tap measured (null when it was under 16 ms). */
export let lastParts: { waiting: number; handlers: number; toPaint: number } | null = null;
