// Reading and checking a file to import: pure, no storage and no DOM, so the import worker and the unit tests
// call the same function. It never throws: every problem comes back as a message (src/games/shared/msg.ts; the
// worker has no words, the page puts them into the player's language), naming the game by its position in the
// file (counted from 1) and its players, never by a path like `players[0].name`.
import { FORMAT_WHEN_NONE, KNOWN_FORMATS, PARSERS, type FileCheck } from '../games/parsers.ts';
import { isBgStatsExport } from '../games/shared/bgStats.ts';
import type { GameDoc as Game } from '../games/types.ts';
import { normaliseName } from '../games/shared/names.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

export const BACKUP_FORMAT = 'calico-score-sheet/backup';
export const BACKUP_VERSION = 1;
/** Files that are not backups made by this app (a single game, a list of games, anything else). */
export const MAX_OTHER_BYTES = 20_000_000;
/** Backups: far more than any player's history (10,000 games are about 20 MB uncompressed), well under what a
 * browser can hold as one string. */
export const MAX_BACKUP_BYTES = 400_000_000;
export const MAX_GAMES = 100_000;
/** Dates further ahead than this (a device clock a few hours off is normal) are refused. */
const FUTURE_SLACK_MS = 24 * 3600 * 1000;
const MAX_PROBLEMS = 50;
/** How much of a file's start and end refuseAtSight looks at. */
export const SIGHT = 200;

export type CheckResult =
  | {
      ok: true;
      games: Game[];
      /** each game named as in messages: "game 3 (Ana, Ben)" */ labels: Msg[];
      /** Games of the file that cannot be imported, and why (the first few); the others are imported. */
      skipped: Msg[];
      skippedCount: number;
    }
  | { ok: false; problems: Msg[] };

export interface CheckOptions {
  /** The file's size in bytes (defaults to the text's length). */
  bytes?: number;
  /** "Now", for refusing dates in the future. */
  now?: number;
  /** Called every few hundred games while checking. */
  onProgress?: (done: number, total: number) => void;
}

/** Whether the start of a file says it is one of this app's backups (compact or pretty-printed). */
export function looksLikeBackup(head: string): boolean {
  return /^\uFEFF?\s*\{\s*"format"\s*:\s*"calico-score-sheet\/backup"/.test(head);
}

/** Megabytes as a message shows them ("31"); near the 20 MB limit one decimal, so a file just over it never
 * reads "20". */
export const megabytes = (bytes: number): number =>
  bytes >= 21e6 ? Math.round(bytes / 1e6) : Math.ceil(bytes / 1e5) / 10;

export const notABackupTooBig = (bytes: number): Msg =>
  msg('shell.import.file.tooBig', { mb: megabytes(bytes), max: megabytes(MAX_OTHER_BYTES) });

export const EMPTY_FILE = msg('shell.import.file.empty');
export const NOT_JSON = msg('shell.import.file.notJson');
export const CUT_SHORT = msg('shell.import.file.cutShort');
export const newerBackup = (version: number): Msg => msg('shell.import.file.newer', { version });

/**
 * Refuses, from a file's first and last few hundred characters and its size alone, what can never be imported:
 * an empty file, one that is not JSON, a backup cut short or from a newer app, a file too large to be what it
 * says. It lets an import refuse a 35 MB file in words at once instead of after reading it. Null: read on.
 */
export function refuseAtSight(head: string, tail: string, bytes: number): Msg | null {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  const backup = looksLikeBackup(head);
  if (!backup && bytes > MAX_OTHER_BYTES) return notABackupTooBig(bytes);
  if (!start) return tail.trim() ? null : EMPTY_FILE;
  if (!/^[{[]/.test(start)) return NOT_JSON;
  if (!backup) return null;
  const version = /^\uFEFF?\s*\{\s*"format"\s*:\s*"calico-score-sheet\/backup"\s*,\s*"version"\s*:\s*(\d+)/.exec(
    head,
  )?.[1];
  if (version !== undefined && Number(version) > BACKUP_VERSION) return newerBackup(Number(version));
  if (bytes > MAX_BACKUP_BYTES)
    return msg('shell.import.file.backupTooBig', { mb: megabytes(bytes), max: megabytes(MAX_BACKUP_BYTES) });
  // A backup is one JSON object: text cut anywhere but just after a closing brace shows here (the rest fails
  // to parse, later, with a message too).
  if (!/\}\s*$/.test(tail)) return CUT_SHORT;
  return null;
}

/** Checks a file's text: a backup, a single game or a list of games. Every game must be valid, or none is taken. */
export function checkImportText(text: string, options: CheckOptions = {}): CheckResult {
  try {
    return check(text, options);
  } catch (e) {
    // Nothing should get here; if something does, it is still a message, not a crash.
    return { ok: false, problems: [msg('shell.import.file.unreadable', { why: e instanceof Error ? e.name : '?' })] };
  }
}

function check(text: string, { bytes = text.length, now = Date.now(), onProgress }: CheckOptions): CheckResult {
  const fail = (...problems: Msg[]): CheckResult => ({ ok: false, problems });
  const atSight = refuseAtSight(text.slice(0, SIGHT), text.slice(-SIGHT), bytes);
  if (atSight) return fail(atSight);
  // JSON.parse makes "__proto__" an ordinary key, but code that copies objects with Object.assign would not.
  if (/(?<!\\)"__proto__"\s*:/.test(text)) return fail(msg('shell.import.file.proto'));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail(msg(looksLikeBackup(text.slice(0, SIGHT)) ? 'shell.import.file.damaged' : 'shell.import.file.badJson'));
  }
  if (isBgStatsExport(data)) return fail(msg('core.shared.file.bgStats'));
  const isBackup = isObject(data) && data.format === BACKUP_FORMAT;
  if (bytes > MAX_OTHER_BYTES && !isBackup) return fail(notABackupTooBig(bytes));
  const list = gamesIn(data);
  if (!Array.isArray(list)) return fail(list);

  const total = list.length;
  const games: Game[] = [];
  const labels: Msg[] = [];
  const skipped: Msg[] = [];
  let skippedCount = 0;
  const skip = (...why: Msg[]) => {
    skippedCount++;
    if (skipped.length < MAX_PROBLEMS) skipped.push(...why);
  };
  const step = Math.max(1, Math.min(250, Math.ceil(total / 100)));
  for (let i = 0; i < total; i++) {
    const item = list[i];
    const label = gameLabel(item, i, total);
    let r: FileCheck;
    try {
      const parse = PARSERS[isObject(item) && typeof item.format === 'string' ? item.format : FORMAT_WHEN_NONE];
      r = parse
        ? parse(item)
        : { ok: false, problems: [{ path: 'format', what: unknownFormat, words: unknownFormat }] };
    } catch {
      const unreadable = msg('core.shared.file.unreadable');
      r = { ok: false, problems: [{ path: '', what: unreadable, words: unreadable }] };
    }
    if (r.ok) {
      const future = futureDates(r.game, now);
      if (future) skip(inGame(label, future));
      else {
        games.push(r.game);
        labels.push(label);
      }
    } else {
      skip(...r.problems.slice(0, 5).map((p) => inGame(label, p.words)));
    }
    if (onProgress && (i + 1) % step === 0) onProgress(i + 1, total);
  }
  // Two games with one id: the file was not made by this app's export, and which one to keep is not ours to guess.
  const twice = sameIds(list);
  if (twice.length) return fail(...twice.slice(0, MAX_PROBLEMS));
  if (!games.length && skippedCount) {
    return fail(
      ...skipped,
      ...(skippedCount > MAX_PROBLEMS ? [msg('shell.import.file.manyBad', { count: skippedCount })] : []),
    );
  }
  onProgress?.(total, total);
  // One bad game does not hold back the good ones: they are imported, and the report lists what was not.
  return { ok: true, games, labels, skipped, skippedCount };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const unknownFormat = msg('shell.import.file.unknownFormat', { known: KNOWN_FORMATS.map((f) => `"${f}"`).join(', ') });

/** "game 3 (Ana, Ben): what is wrong". */
const inGame = (label: Msg, problem: Msg): Msg => msg('shell.import.file.inGame', { game: label, problem });

function gamesIn(data: unknown): unknown[] | Msg {
  if (Array.isArray(data))
    return data.length > MAX_GAMES ? msg('shell.import.file.tooManyGames', { max: MAX_GAMES }) : data;
  if (!isObject(data)) return msg('shell.import.file.noGame');
  if (data.format === BACKUP_FORMAT) {
    if (typeof data.version === 'number' && data.version > BACKUP_VERSION) {
      return newerBackup(data.version);
    }
    if (!Array.isArray(data.games)) return msg('shell.import.file.noList');
    if (data.games.length > MAX_GAMES) return msg('shell.import.file.tooManyGames', { max: MAX_GAMES });
    return data.games;
  }
  return [data];
}

/** "game 3 (Ana, Ben)", or "the game (Ana, Ben)" for a file of one game. Only real names are shown. */
export function gameLabel(item: unknown, i: number, total: number): Msg {
  const players = isObject(item) ? item.players : undefined;
  const names = Array.isArray(players)
    ? players
        .slice(0, 4)
        .map((p) => (isObject(p) && typeof p.name === 'string' ? short(normaliseName(p.name.slice(0, 400))) : ''))
        .filter(Boolean)
    : [];
  return msg('shell.import.file.game', {
    n: total === 1 ? 0 : i + 1,
    names: names.join(', '),
    named: names.length ? 'yes' : 'no',
  });
}

const short = (name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name);

const DATE_FIELDS = ['createdAt', 'updatedAt', 'finishedAt'] as const;

function futureDates(game: Game, now: number): Msg | null {
  for (const field of DATE_FIELDS) {
    const at = game[field];
    if (at && Date.parse(at) > now + FUTURE_SLACK_MS)
      return msg('shell.import.file.future', { field, date: at.slice(0, 10) });
  }
  return null;
}

/** "games 3 and 7 have the same id" for every id used more than once. */
function sameIds(list: unknown[]): Msg[] {
  const at = new Map<string, number[]>();
  list.forEach((item, i) => {
    const id = isObject(item) ? item.id : undefined;
    if (typeof id === 'string') at.set(id, [...(at.get(id) ?? []), i + 1]);
  });
  return [...at.values()]
    .filter((xs) => xs.length > 1)
    .slice(0, 10)
    .map((xs) => {
      const shown = xs.slice(0, 10);
      return msg('shell.import.file.sameId', {
        games: shown.map((n) => msg('core.shared.data', { text: String(n) })),
        more: xs.length - shown.length,
      });
    });
}
