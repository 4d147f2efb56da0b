// For the import tests: an import that must be refused leaves the database exactly as it was.
import { expect } from 'vitest';
import type { ImportReport } from '../db/backup.ts';
import { CalicoDb, db, saveGame, useDatabase } from '../db/db.ts';
import { exampleGame } from './games.ts';
import { inEnglish } from './english.ts';

let n = 0;
/** A new, empty database for the next test (named after the test file, for the odd error message). */
export const freshDb = (prefix: string) => useDatabase(new CalicoDb(`${prefix}-${n++}`));
/** Everything stored, as one string to compare. */
export const snapshot = async () =>
  JSON.stringify([await db.games.orderBy('id').toArray(), await db.summaries.orderBy('id').toArray()]);

/** With one game saved in a fresh database, `run` is refused and nothing stored changes; returns its problems. */
export async function refusedLeavingAllAsIs(prefix: string, run: () => Promise<ImportReport>): Promise<string[]> {
  freshDb(prefix);
  await saveGame(exampleGame(), null);
  const before = await snapshot();
  const r = await run();
  expect(r.ok).toBe(false);
  expect(await snapshot(), 'the database is as it was').toBe(before);
  return r.problems.map(inEnglish);
}
