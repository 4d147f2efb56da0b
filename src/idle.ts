// The page's idle moments, for every layer (start-up checks, work done ahead, warming): one way to wait for them.
// Where the browser has no idle callbacks (Safari, tests), a timer stands in.

type Ric = (cb: (d: { timeRemaining(): number }) => void, o?: { timeout: number }) => number;
const ric = (): Ric | undefined => (globalThis as { requestIdleCallback?: Ric }).requestIdleCallback;

/** Calls `f` when the page is idle, at the latest after `timeout` ms (after `fallback` ms without idle callbacks),
 * with the time to stop working by: a few ms, no long task. Returns a function that calls it off. */
export function whenIdle(f: (deadline: number) => void, timeout = 2000, fallback = 200): () => void {
  const r = ric();
  if (r) {
    const id = r((d) => f(performance.now() + Math.min(8, d.timeRemaining())), { timeout });
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
  }
  const id = setTimeout(() => f(performance.now() + 8), fallback);
  return () => clearTimeout(id);
}

/** The next idle moment (as whenIdle), resolving with the time to stop working by. */
export const idle = (timeout?: number, fallback?: number): Promise<number> =>
  new Promise((resolve) => void whenIdle(resolve, timeout, fallback));
