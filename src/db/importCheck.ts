// Reading and checking a file to import: pure, no storage and no DOM, so the import worker and the unit tests
// call the same function. It never throws: every problem comes back as a sentence a player can read, naming the
// game by its position in the file (counted from 1) and its players, never by a path like `players[0].name`.
import { FORMAT_WHEN_NONE, KNOWN_FORMATS, PARSERS, type FileCheck } from '../games/parsers.ts';
import type { GameDoc as Game } from '../games/types.ts';
import { normaliseName } from '../games/shared/names.ts';

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

export type CheckResult =
  | {
    ok: true; games: Game[]; /** each game named as in messages: "game 3 (Ana, Ben)" */ labels: string[];
    /** Games of the file that cannot be imported, and why (the first few); the others are imported. */
    skipped: string[]; skippedCount: number;
  }
  | { ok: false; problems: string[] };

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

/** "31 MB"; near the 20 MB limit one decimal, so a file just over it never reads "20 MB". */
export const megabytes = (bytes: number): string => `${bytes >= 21e6 ? Math.round(bytes / 1e6) : Math.ceil(bytes / 1e5) / 10} MB`;

export const notABackupTooBig = (bytes: number): string =>
  `This file is ${megabytes(bytes)} and is not a backup made by this app; files other than backups are limited to ${megabytes(MAX_OTHER_BYTES)}.`;

/** Checks a file's text: a backup, a single game or a list of games. Every game must be valid, or none is taken. */
export function checkImportText(text: string, options: CheckOptions = {}): CheckResult {
  try {
    return check(text, options);
  } catch (e) {
    // Nothing should get here; if something does, it is still a message, not a crash.
    return { ok: false, problems: [`The file could not be read (${e instanceof Error ? e.name : 'unknown error'}). Nothing was imported.`] };
  }
}

function check(text: string, { bytes = text.length, now = Date.now(), onProgress }: CheckOptions): CheckResult {
  const fail = (...problems: string[]): CheckResult => ({ ok: false, problems });
  const backupHead = looksLikeBackup(text.slice(0, 200));
  if (bytes > MAX_OTHER_BYTES && !backupHead) return fail(notABackupTooBig(bytes));
  if (bytes > MAX_BACKUP_BYTES) return fail(`This backup is ${megabytes(bytes)}; backups up to ${megabytes(MAX_BACKUP_BYTES)} can be imported.`);
  // JSON.parse makes "__proto__" an ordinary key, but code that copies objects with Object.assign would not.
  if (/(?<!\\)"__proto__"\s*:/.test(text)) return fail('the file contains a field named "__proto__", which no Calico game or backup has; it was not made by this app');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const why = e instanceof SyntaxError ? e.message.slice(0, 120) : 'it is nested too deeply to read';
    return fail(`the file is not valid JSON, so it is not a Calico game or backup (${why})`);
  }
  const isBackup = isObject(data) && data.format === BACKUP_FORMAT;
  if (bytes > MAX_OTHER_BYTES && !isBackup) return fail(notABackupTooBig(bytes));
  const list = gamesIn(data);
  if (typeof list === 'string') return fail(list);

  const total = list.length;
  const games: Game[] = [];
  const labels: string[] = [];
  const skipped: string[] = [];
  let skippedCount = 0;
  const skip = (...why: string[]) => {
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
      r = parse ? parse(item) : { ok: false, errors: [`is not a game this app knows (its "format" is not one of ${KNOWN_FORMATS.map((f) => `"${f}"`).join(', ')})`], inWords: true };
    } catch {
      r = { ok: false, errors: ['cannot be read'], inWords: true };
    }
    if (r.ok) {
      const future = futureDates(r.game, now);
      if (future) skip(`${label}: ${future}`);
      else {
        games.push(r.game);
        labels.push(label);
      }
    } else {
      const words = r.inWords ? r.errors : r.errors.map(inWords);
      skip(...words.slice(0, 5).map((e) => (/^(is|has) /.test(e) ? `${label} ${e}` : `${label}, ${e}`)));
    }
    if (onProgress && (i + 1) % step === 0) onProgress(i + 1, total);
  }
  // Two games with one id: the file was not made by this app's export, and which one to keep is not ours to guess.
  const twice = sameIds(list);
  if (twice.length) return fail(...twice.slice(0, MAX_PROBLEMS));
  if (!games.length && skippedCount) {
    return fail(...skipped, ...(skippedCount > MAX_PROBLEMS ? [`…${skippedCount} games in all cannot be imported; the first ones are listed above`] : []));
  }
  onProgress?.(total, total);
  // One bad game does not hold back the good ones: they are imported, and the report lists what was not.
  return { ok: true, games, labels, skipped, skippedCount };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function gamesIn(data: unknown): unknown[] | string {
  if (Array.isArray(data)) return data.length > MAX_GAMES ? `the file holds more than ${MAX_GAMES.toLocaleString('en')} games` : data;
  if (!isObject(data)) return 'the file holds no Calico game';
  if (data.format === BACKUP_FORMAT) {
    if (typeof data.version === 'number' && data.version > BACKUP_VERSION) {
      return `this backup was made by a newer version of the app (backup version ${data.version}); update the app to import it`;
    }
    if (!Array.isArray(data.games)) return 'the backup has no list of games';
    if (data.games.length > MAX_GAMES) return `the backup holds more than ${MAX_GAMES.toLocaleString('en')} games`;
    return data.games;
  }
  return [data];
}

/** "game 3 (Ana, Ben)", or "the game (Ana, Ben)" for a file of one game. Only real names are shown. */
export function gameLabel(item: unknown, i: number, total: number): string {
  const players = isObject(item) ? item.players : undefined;
  const names = Array.isArray(players)
    ? players.slice(0, 4).map((p) => (isObject(p) && typeof p.name === 'string' ? short(normaliseName(p.name.slice(0, 400))) : '')).filter(Boolean)
    : [];
  return `${total === 1 ? 'the game' : `game ${i + 1}`}${names.length ? ` (${names.join(', ')})` : ''}`;
}

const short = (name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name);

const DATE_FIELDS = [['createdAt', 'was created'], ['updatedAt', 'was last changed'], ['finishedAt', 'was finished']] as const;

function futureDates(game: Game, now: number): string | null {
  for (const [field, what] of DATE_FIELDS) {
    const at = game[field];
    if (at && Date.parse(at) > now + FUTURE_SLACK_MS) {
      return `the date it ${what} (${at.slice(0, 10)}) is in the future, so it was refused; check the clock of the device that made the file`;
    }
  }
  return null;
}

/** "games 3 and 7 have the same id" for every id used more than once. */
function sameIds(list: unknown[]): string[] {
  const at = new Map<string, number[]>();
  list.forEach((item, i) => {
    const id = isObject(item) ? item.id : undefined;
    if (typeof id === 'string') at.set(id, [...(at.get(id) ?? []), i + 1]);
  });
  return [...at.values()].filter((xs) => xs.length > 1).slice(0, 10).map((xs) => {
    const shown = xs.slice(0, 10);
    const more = xs.length > shown.length ? ` and ${xs.length - shown.length} more` : '';
    const list = shown.length === 2 && !more ? `${shown[0]} and ${shown[1]}` : `${shown.slice(0, -1).join(', ')}${more ? ', ' : ' and '}${shown.at(-1)}${more}`;
    return `games ${list} have the same id; a file holds each game once, so it was not made by this app's export`;
  });
}

// ---- Paths into words -------------------------------------------------------------------------------------------

const FIELD_WORDS: Record<string, string> = {
  name: 'name', board: 'board', goals: 'design goals', cells: 'cells', color: 'colour', pattern: 'pattern',
  patterns: 'patterns', cat: 'cat', cats: 'cats', cell: 'cell', player: 'player', players: 'list of players',
  corrections: 'corrections', buttons: 'buttons', id: 'id', mode: 'mode', format: 'format name', version: 'format version',
  createdAt: 'date it was created', updatedAt: 'date it was last changed', finishedAt: 'date it was finished',
  history: 'placement history', rules: 'house rules', buttonValue: 'points per button', rainbowValue: 'rainbow button points',
  tokenStacks: 'cat token stacks', goalValues: 'design goal points', goalsRequireBoth: 'goals-need-both rule',
  tieBreak: 'tie-break', low: 'points one way', high: 'points both ways',
};
const ITEM_WORDS: Record<string, string> = { players: 'player', cats: 'cat', history: 'turn', goals: 'goal', cells: 'cell' };

/** 'players[1].cells["3,3"].color: "teal" is not a colour' → 'player 2, cell 3,3, colour: "teal" is not a colour';
 * 'players[0].name: is empty' → 'player 1: the name is empty'. */
export function inWords(error: string): string {
  const m = /^((?:[A-Za-z_]\w*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])(?:\.[A-Za-z_]\w*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])*): (.*)$/s.exec(error);
  if (!m) return phrasesInText(error);
  const segments = [...m[1]!.matchAll(/[A-Za-z_]\w*|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)];
  const words: { text: string; noun: boolean }[] = [];
  let parent = '';
  for (const s of segments) {
    if (s[1] !== undefined || s[2] !== undefined) {
      const item = ITEM_WORDS[parent] ?? 'item';
      const n = s[1] !== undefined ? String(Number(s[1]) + 1) : safeKey(s[2]!);
      if (words.length && words.at(-1)!.noun && words.at(-1)!.text === (FIELD_WORDS[parent] ?? parent)) words.pop();
      words.push({ text: `${item} ${n}`, noun: false });
    } else {
      // A known field is a noun ("the colour"); anything else is a key of a record, like a colour or a cat.
      const field = FIELD_WORDS[s[0]];
      words.push(field ? { text: field, noun: true } : { text: s[0], noun: false });
    }
    parent = s[0].startsWith('[') ? '' : s[0];
  }
  const message = phrasesInText(m[2]!);
  const leaf = words.pop()!;
  const context = words.map((w) => w.text).join(', ');
  if (/^(is|are|must|has|cannot|does|was)\b/.test(message)) {
    const subject = leaf.noun ? `the ${leaf.text}` : leaf.text;
    return context ? `${context}: ${subject} ${message}` : `${subject} ${message}`;
  }
  return context ? `${context}, ${leaf.text}: ${message}` : `${leaf.text}: ${message}`;
}

const safeKey = (quoted: string): string => {
  try {
    return String(JSON.parse(quoted)).slice(0, 12);
  } catch {
    return quoted.slice(1, 13);
  }
};

/** Paths inside a message ("already placed at history[0]") become words too. */
function phrasesInText(text: string): string {
  return text
    .replace(/\bat history\[(\d+)\]/g, (_, n) => `on turn ${Number(n) + 1}`)
    .replace(/\b(players|cats|history|goals)\[(\d+)\]/g, (_, k: string, n) => `${ITEM_WORDS[k]} ${Number(n) + 1}`);
}
