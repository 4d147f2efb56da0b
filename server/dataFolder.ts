// The data folder's format, in data/format.json: what a server of this version writes and can read. A folder
// without the file is format 0, what servers wrote before it existed (groups/<id>/meta.json and updates.bin, the
// same layout): it is upgraded by writing the file. A folder a newer server wrote is refused before anything in it
// is touched. Each group's meta.json carries its own version besides (server/groups.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from './store.ts';

export const DATA_FORMAT = 1;

export interface FormatFile {
  format: number;
  /** When this server first wrote the folder in this format. */
  since: string;
}

export class DataFolderError extends Error {}

/** The folder's format as written, 0 for a folder from before format.json, null for a new (empty) folder. */
export function formatOf(data: string): number | null {
  const path = join(data, 'format.json');
  if (!existsSync(path)) return hasGroups(data) ? 0 : null;
  let format: unknown;
  try {
    format = (JSON.parse(readFileSync(path, 'utf8')) as Partial<FormatFile>).format;
  } catch {
    throw new DataFolderError(`${path} cannot be read as JSON: put back the one from a backup`);
  }
  if (!Number.isInteger(format) || (format as number) < 1)
    throw new DataFolderError(`${path} names no format this server knows (${JSON.stringify(format)})`);
  return format as number;
}

/** Makes `data` ready for this server: created if new, upgraded if older; refused (thrown, in words) if newer. */
export function openDataFolder(data: string, now = new Date()): { from: number | null; format: number } {
  mkdirSync(join(data, 'groups'), { recursive: true });
  const from = formatOf(data);
  if (from !== null && from > DATA_FORMAT)
    throw new DataFolderError(
      `the data folder ${data} was written by a newer Tile Tally (format ${from}; this one reads up to ${DATA_FORMAT}): run that version, or restore a backup made for this one`,
    );
  // Format 0 → 1: the same files; the folder now says which format it is.
  if (from !== DATA_FORMAT)
    writeAtomic(join(data, 'format.json'), `${JSON.stringify({ format: DATA_FORMAT, since: now.toISOString() })}\n`);
  return { from, format: DATA_FORMAT };
}

export function hasGroups(data: string): boolean {
  const groups = join(data, 'groups');
  return existsSync(groups) && readdirSync(groups).length > 0;
}
