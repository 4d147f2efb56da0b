// Reading what the app stored, straight from the page's IndexedDB and screen, for tests that attack saving.
import type { Page } from '@playwright/test';
import type { Game } from '../src/games/calico/core/index.ts';

/** The stored document of a game, read with the raw IndexedDB API (not through the app's code); null while there is
 * no database or no games store. The read never creates the database: opened while the app makes it again (after
 * the browser dropped it), an open without a version would make an empty one, whose missing store threw in the page
 * and left the read unanswered. A read the engine has not answered in 20 s fails, naming the step that waits (the
 * open or the read), instead of holding the driver's call until its own timeout. */
export async function storedGame(page: Page, id: string): Promise<Game | null> {
  return page.evaluate(
    (gameId) =>
      new Promise<Game | null>((resolve, reject) => {
        let step = 'the open';
        let late = false;
        const timer = setTimeout(() => {
          late = true;
          reject(new Error(`IndexedDB did not answer ${step} of the stored game in 20 s`));
        }, 20_000);
        const done = (db: IDBDatabase | null, value: Game | null) => {
          db?.close();
          clearTimeout(timer);
          resolve(value);
        };
        const open = indexedDB.open('calico-score-sheet');
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError' ? done(null, null) : (clearTimeout(timer), reject(open.error));
        open.onsuccess = () => {
          if (late) return open.result.close();
          if (!open.result.objectStoreNames.contains('games')) return done(open.result, null);
          step = 'the read';
          const get = open.result.transaction('games').objectStore('games').get(gameId);
          get.onsuccess = () => done(open.result, (get.result as { doc: Game } | undefined)?.doc ?? null);
          get.onerror = () => (clearTimeout(timer), reject(get.error));
        };
      }),
    id,
  );
}

/** The id of the game open in the page (#/game/<id>). */
export const gameIdOf = (page: Page): string => decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);

/** Every cell of the board on screen, "2,1" → "Yellow flowers" (empty cells left out; a name may start with the
 * tile's code or the coach's points). */
export async function cellsOnScreen(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-cell]')]
        .map((el) => [
          el.getAttribute('data-cell')!,
          el.getAttribute('aria-label')!.replace(/^([^,]+, )?Cell [^:]+: /, ''),
        ])
        .filter(([, v]) => v !== 'empty'),
    ),
  );
}

/** Taps cells and tiles inside the page, with no round trip between taps: [cell, tile name] pairs. */
export async function tapInPage(page: Page, steps: [string, string][], delayMs = 0): Promise<void> {
  await page.evaluate(
    async ({ steps: list, delayMs: wait }) => {
      if (wait) await new Promise((r) => setTimeout(r, wait));
      // The picker is drawn a moment after the board (Calico's GameScreen): the burst starts once it is there.
      while (!document.querySelector('[aria-label="Tiles"] button')) await new Promise((r) => setTimeout(r, 10));
      for (const [cell, tile] of list) {
        document.querySelector(`[data-cell="${cell}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        const button = [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')].find(
          (b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === tile,
        );
        if (!button) throw new Error(`no tile button "${tile}"`);
        button.click();
      }
    },
    { steps, delayMs },
  );
}

/** Sets up, in the page, a promise (window.__onDisk) that resolves once `n` edits made from now on are on disk (the
 * journal worker's "journal" measures that start after this). A measure of an earlier edit (a new game's own entry,
 * whose write can come late while the worker opens its database) does not count: counted, it let a kill come before
 * the burst's last edit was written. `window.__earlier` counts those. */
export const onDisk = (n: number) => `void (window.__earlier = 0, window.__onDisk = new Promise((resolve) => {
  let left = ${n};
  const from = performance.now();
  new PerformanceObserver((list, obs) => {
    const mine = list.getEntries().filter((e) => e.name === 'journal');
    window.__earlier += mine.filter((e) => e.startTime < from).length;
    left -= mine.filter((e) => e.startTime >= from).length;
    if (left <= 0) (obs.disconnect(), resolve(true));
  }).observe({ type: 'measure' });
}))`;

/** Every game document saved on the device (any game kind), live and soft-deleted, read straight from IndexedDB. */
export async function savedGames<G = Game>(page: Page): Promise<{ live: G[]; deleted: G[] }> {
  // One JSON string: Playwright's own serialiser is far slower for a million small objects.
  return JSON.parse(
    await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('calico-score-sheet');
          // No database yet: do not create one behind the app's back.
          open.onupgradeneeded = () => open.transaction!.abort();
          open.onerror = () =>
            open.error?.name === 'AbortError' ? resolve('{"live":[],"deleted":[]}') : reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('games').objectStore('games').getAll();
            get.onsuccess = () => {
              const rows = get.result as { doc: unknown; deletedAt?: string }[];
              open.result.close();
              resolve(
                JSON.stringify({
                  live: rows.filter((r) => !r.deletedAt).map((r) => r.doc),
                  deleted: rows.filter((r) => r.deletedAt).map((r) => r.doc),
                }),
              );
            };
          };
        }),
    ),
  );
}
