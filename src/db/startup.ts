// What screens reading saved games wait for, kept apart from the storage code (no Dexie here) so the first screen
// can name it without loading storage:
//  - start-up storage work (IndexedDB opened or refilled from its copy, journalled edits applied, summaries
//    rebuilt: start.ts), which runs after the first screen is drawn;
//  - a game just left, which may be about to be removed (nothing entered): lists never offer it.
let work: Promise<unknown> = Promise.resolve();
let leaving: Promise<unknown> = Promise.resolve();
/** Start-up work and games being left not yet over: a list kept from before may not be shown yet. */
let open = 0;
const track = (p: Promise<unknown>) => (
  open++,
  p
    .finally(() => open--)
    .then(
      () => undefined,
      () => undefined,
    )
);

/** The start-up work readers wait for (main.tsx gives it before anything renders). */
export function whileStarting(p: Promise<unknown>): void {
  work = track(p);
}

/** Start-up found nothing stored (a first visit, db/firstVisit.ts) and storage code has not been loaded since:
 * there is nothing to read, so readers answer "nothing" without loading it. */
let emptyAtStart = false;
let storageLoaded = false;
export const nothingSaved = (): boolean => emptyAtStart && !storageLoaded;
/** Said by start-up (main.tsx) when it found nothing stored and so ran no storage work. */
export const foundNothingStored = (): void => void (emptyAtStart = true);
/** Said by the storage code when it loads (db.ts): from then on something may be stored. */
export const storageInUse = (): void => void (storageLoaded = true);

/** Resolves once start-up storage work has ended, whatever its outcome. */
export const startupDone = (): Promise<unknown> => work;

export function whileLeaving(p: Promise<unknown>): void {
  leaving = Promise.allSettled([leaving, track(p)]);
}

/** Nothing to wait for: start-up is over and no game being left is still pending. */
export const isSettled = (): boolean => open === 0;

/** Start-up over, then every game being left dealt with: what a list of saved games waits for. */
export async function settled(): Promise<void> {
  await work;
  await leaving;
}
