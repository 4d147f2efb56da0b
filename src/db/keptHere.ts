// A group's game kept only on this phone for a while (docs/sync.md, "Kept only on this phone, then shared again"):
// what the phone had of the game when it was kept here, and the edits made here since, in storage's settings (so
// in their second copy) until the game is shared again and the group's log on the phone holds them. One row per
// game, version 1: a new kind of row, so nothing stored before it needs reading.
import { db } from './db.ts';

/** An edit made while the game was kept here, as the tap kept it. */
export interface EditKeptHere {
  edit: unknown;
  at: string;
}

export interface KeptHere {
  v: 1;
  gameId: string;
  /** The game's records the phone had when it was kept here: each replica's highest counter among them. */
  seen: Record<string, number>;
  /** The edits made here since, in the order they were kept. */
  edits: EditKeptHere[];
  /** A whole game was written here since (an import): it replaces the group's copy, as an import does. */
  whole?: true;
}

const PREFIX = 'keptHere.';
const keyOf = (log: string, game: string) => `${PREFIX}${log}.${game}`;

function read(x: unknown): KeptHere | null {
  if (!x || typeof x !== 'object') return null;
  const k = x as Partial<KeptHere>;
  if (k.v !== 1 || typeof k.gameId !== 'string' || !k.seen || typeof k.seen !== 'object' || !Array.isArray(k.edits))
    return null;
  const seen = Object.fromEntries(Object.entries(k.seen).filter(([, n]) => Number.isInteger(n))) as Record<
    string,
    number
  >;
  const edits = k.edits.filter((e): e is EditKeptHere => !!e && typeof e === 'object' && typeof e.at === 'string');
  return { v: 1, gameId: k.gameId, seen, edits, ...(k.whole === true ? { whole: true as const } : {}) };
}

/** What the phone had of the game as it is kept here from now on (a row already there stays: its edits wait). */
export async function keepHere(log: string, game: string, seen: Record<string, number>): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const key = keyOf(log, game);
    if (read((await db.settings.get(key))?.value)) return;
    await db.settings.put({ key, value: { v: 1, gameId: game, seen, edits: [] } satisfies KeptHere });
  });
}

/** Adds edits made here to the game's row, each once (recovery tells again what a tap kept); `seen` starts a row
 * where there is none; `whole`: a whole game was written. In one transaction, so that two tabs' edits are both
 * kept. */
export async function addKeptHere(
  log: string,
  game: string,
  edits: readonly EditKeptHere[],
  seen: () => Record<string, number>,
  whole = false,
): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const key = keyOf(log, game);
    const row = read((await db.settings.get(key))?.value) ?? { v: 1, gameId: game, seen: seen(), edits: [] };
    const fresh = edits.filter((e) => !row.edits.some((k) => k.at === e.at));
    if (!fresh.length && (!whole || row.whole)) return;
    row.edits.push(...fresh.map(({ edit, at }) => ({ edit, at })));
    if (whole) row.whole = true;
    await db.settings.put({ key, value: row });
  });
}

export async function readKeptHere(log: string, game: string): Promise<KeptHere | null> {
  return read((await db.settings.get(keyOf(log, game)))?.value);
}

/** Every game of the log with a row: those kept here, and those shared again whose edits were not yet taken. */
export async function allKeptHere(log: string): Promise<KeptHere[]> {
  const rows = await db.settings.where('key').startsWith(`${PREFIX}${log}.`).toArray();
  return rows.map((r) => read(r.value)).filter((k): k is KeptHere => !!k);
}

/** The group's log holds the row's edits: forgotten. */
export async function forgetKeptHere(log: string, game: string): Promise<void> {
  await db.settings.delete(keyOf(log, game));
}

/** Leaving the group: every row of its log forgotten (the games stay). */
export async function forgetAllKeptHere(log: string): Promise<void> {
  const keys = await db.settings.where('key').startsWith(`${PREFIX}${log}.`).primaryKeys();
  await db.settings.bulkDelete(keys); // by key: the second copy forgets each row too
}
