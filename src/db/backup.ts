// Export and import in the game file format. Import checks every game first and writes all or nothing.
import { parseGame, type Game } from '../calico/index.ts';
import { asSaveError, db, putGame } from './db.ts';

export const BACKUP_FORMAT = 'calico-score-sheet/backup';
export const MAX_IMPORT_BYTES = 20_000_000;
const MAX_GAMES = 10_000;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: 1;
  exportedAt: string;
  games: Game[];
}

/** All games (not deleted), oldest first, as one backup document. */
export async function exportAll(): Promise<Backup> {
  const rows = (await db.games.toArray()).filter((r) => !r.deletedAt).sort((a, b) => a.doc.createdAt.localeCompare(b.doc.createdAt));
  return { format: BACKUP_FORMAT, version: 1, exportedAt: new Date().toISOString(), games: rows.map((r) => r.doc) };
}

export interface ImportReport {
  ok: boolean;
  added: number;
  updated: number;
  unchanged: number;
  /** One line per problem, naming the game ("game 3 (Ana, Ben): players[0].name: …"). */
  problems: string[];
}

/** Reads a file's text: a single game or a backup of many. Nothing is written unless every game is valid. */
export async function importText(text: string): Promise<ImportReport> {
  const fail = (problems: string[]): ImportReport => ({ ok: false, added: 0, updated: 0, unchanged: 0, problems });
  if (text.length > MAX_IMPORT_BYTES) return fail([`the file is larger than ${MAX_IMPORT_BYTES / 1e6} MB; it is not a Calico backup`]);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail([`the file is not valid JSON (${e instanceof Error ? e.message.slice(0, 120) : 'unreadable'})`]);
  }
  const list = gamesIn(data);
  if (typeof list === 'string') return fail([list]);
  const games: Game[] = [];
  const problems: string[] = [];
  list.forEach((item, i) => {
    const r = parseGame(item);
    if (r.ok) games.push(r.game);
    else problems.push(...r.errors.slice(0, 5).map((e) => `${describe(item, i, list.length)}: ${e}`));
  });
  const ids = new Set<string>();
  for (const g of games) {
    if (ids.has(g.id)) problems.push(`${describe(g, list.indexOf(g), list.length)}: the id "${g.id}" appears twice in the file`);
    ids.add(g.id);
  }
  if (problems.length) return fail(problems);
  try {
    return await db.transaction('rw', db.games, db.summaries, async () => {
      let added = 0, updated = 0, unchanged = 0;
      for (const g of games) {
        const current = await db.games.get(g.id);
        if (!current) {
          await putGame(g, 1);
          added++;
        } else if (g.updatedAt > current.doc.updatedAt) {
          await putGame(g, current.rev + 1);
          updated++;
        } else unchanged++;
      }
      return { ok: true, added, updated, unchanged, problems: [] };
    });
  } catch (e) {
    return fail([asSaveError(e).message]);
  }
}

function gamesIn(data: unknown): unknown[] | string {
  if (typeof data !== 'object' || data === null) return 'the file holds no Calico game';
  const d = data as Record<string, unknown>;
  if (d.format === BACKUP_FORMAT) {
    if (!Array.isArray(d.games)) return 'games: the backup has no list of games';
    if (d.games.length > MAX_GAMES) return `games: more than ${MAX_GAMES} games`;
    return d.games;
  }
  if (Array.isArray(data)) return data.length > MAX_GAMES ? `more than ${MAX_GAMES} games` : data;
  return [data];
}

/** "game 2 of 5 (Ana, Ben)" — names shown as plain text, cut short. */
function describe(item: unknown, i: number, total: number): string {
  const players = (item as { players?: unknown })?.players;
  const names = Array.isArray(players)
    ? players.slice(0, 4).map((p) => String((p as { name?: unknown })?.name ?? '?').slice(0, 20)).join(', ')
    : '';
  return `game ${i + 1}${total > 1 ? ` of ${total}` : ''}${names ? ` (${names})` : ''}`;
}

export const gameFileName = (g: Game) => `calico-${g.createdAt.slice(0, 10)}-${g.players.map((p) => p.name.replace(/[^\p{L}\p{N}]+/gu, '')).join('-').slice(0, 40)}.json`;
