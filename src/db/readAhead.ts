// A game opened by its address (a phone that slept mid-game reopens on it) is read before storage starts, without
// Dexie, so its board is drawn before start-up's work (the database probed, stashed and journalled edits applied,
// summaries rebuilt: start.ts), which then runs once the board is drawn. Only a game start-up recovery would leave
// as it is: the database opens at the schema this app writes, the row is there and not deleted, and no stash or
// journal holds an edit of it (read by the same readers recovery uses). Anything else, or start-up over first, and
// the game opens after recovery like any other: whether a game is there or blank is never decided from this read.
import type { GameRow } from './db.ts';
import { DB_NAME, SCHEMA_VERSION } from './name.ts';
import { readJournal } from './journal.ts';
import { asGameRow } from './revisions.ts';
import { readStashes } from './stash.ts';

/** The stored row of game `id` when it can be shown before start-up recovery has run (see above), else null.
 * Never throws; a database that does not answer (a full disk) keeps it waiting: start-up goes on meanwhile. */
export async function readBeforeStart(id: string, name = DB_NAME): Promise<GameRow | null> {
  try {
    if (readStashes().some((s) => s.stash.id === id)) return null;
    const [row, journalled] = await Promise.all([readRow(name, id), readJournal()]);
    if (journalled.some((e) => e.id === id)) return null;
    const valid = asGameRow(row, id);
    return valid && !valid.deletedAt ? valid : null;
  } catch {
    return null;
  }
}

/** The row as stored, or undefined when the database is not there, not at this app's schema, or fails. */
function readRow(name: string, id: string): Promise<unknown> {
  return new Promise((resolve) => {
    const req = indexedDB.open(name); // no version: the one there, never an upgrade
    req.onupgradeneeded = () => req.transaction?.abort(); // none there: nothing to show, and none created for Dexie
    req.onerror = req.onblocked = () => resolve(undefined);
    req.onsuccess = () => {
      const idb = req.result;
      idb.onversionchange = () => idb.close(); // Dexie upgrades or deletes it: let it
      // Dexie's version n is IndexedDB's 10·n.
      if (idb.version !== SCHEMA_VERSION * 10 || !idb.objectStoreNames.contains('games'))
        return void (idb.close(), resolve(undefined));
      try {
        const get = idb.transaction('games', 'readonly').objectStore('games').get(id);
        get.onsuccess = () => (idb.close(), resolve(get.result));
        get.onerror = () => (idb.close(), resolve(undefined));
      } catch {
        idb.close();
        resolve(undefined);
      }
    };
  });
}

let ahead: { id: string; row: Promise<GameRow | null> } | null = null;

/** Starts reading game `id` ahead (main.tsx, when the address names a game); the row or null, as above. */
export function readAhead(id: string): Promise<GameRow | null> {
  ahead = { id, row: readBeforeStart(id) };
  return ahead.row;
}

/** The row read ahead for game `id`, once: later openings of it (the page has changed it since) read it anew. */
export function takeReadAhead(id: string): Promise<GameRow | null> {
  if (ahead?.id !== id) return Promise.resolve(null);
  const { row } = ahead;
  ahead = null;
  return row;
}

let drawn: () => void = () => undefined;

/** Resolves once the game read ahead is drawn, or its screen left before. */
export const whenDrawnAhead = new Promise<void>((resolve) => (drawn = resolve));

/** Said by the game's screen once a game read ahead is drawn, or left: start-up may begin. */
export const drawnAhead = (): void => drawn();
