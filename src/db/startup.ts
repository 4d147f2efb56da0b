// What screens reading saved games wait for, kept apart from the storage code (no Dexie here) so the first screen
// can name it without loading storage:
//  - start-up storage work (IndexedDB opened or refilled from its copy, journalled edits applied, summaries
//    rebuilt: start.ts), which runs after the first screen is drawn;
//  - a game just left, which may be about to be removed (nothing entered): lists never offer it.
let work: Promise<unknown> = Promise.resolve();
let leaving: Promise<unknown> = Promise.resolve();

/** The start-up work readers wait for (main.tsx gives it before anything renders). */
export function whileStarting(p: Promise<unknown>): void {
  work = p.then(() => undefined, () => undefined);
}

/** Resolves once start-up storage work has ended, whatever its outcome. */
export const startupDone = (): Promise<unknown> => work;

export function whileLeaving(p: Promise<unknown>): void {
  leaving = Promise.allSettled([leaving, p]);
}

/** Start-up over, then every game being left dealt with: what a list of saved games waits for. */
export async function settled(): Promise<void> {
  await work;
  await leaving;
}
