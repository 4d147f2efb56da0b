// `npm run backup -- <backup folder>` and `npm run restore -- <backup folder>` (`--data` names the data folder,
// ./data or TILE_TALLY_DATA by default, as for the server).
//
// A backup may be made while the server runs: each group's files are read as they are at one moment. A group's
// updates.bin is only appended to (or replaced whole by a rename), so what is read is its state at some instant
// plus perhaps an entry caught half-written, which is left out; meta.json is replaced by rename, read whole. What
// phones send after that instant they still hold, and send again to a server restored from the backup. The backup
// is written aside and renamed into place when whole, with backup.json saying what it holds.
//
// A restore puts a backup into a data folder that holds no groups (stop the server first; a new folder, or the
// emptied one), checking every group's file as it goes; nothing is written into the folder until all checked.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_FORMAT, formatOf, hasGroups } from './dataFolder.ts';
import { GROUP_ID } from './groups.ts';
import { readEntries, syncDir, writeAtomic } from './store.ts';

export interface BackupInfo {
  /** The data folder's format the backup holds (server/dataFolder.ts). */
  format: number;
  madeAt: string;
  groups: number;
}

/** Copies one group's folder: updates.bin cut to its whole entries, the other files as they are. Temporary files
 * (*.new) and refused updates are left out. */
function copyGroup(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    if (!e.isFile() || e.name.endsWith('.new')) continue;
    const src = join(from, e.name);
    if (e.name === 'updates.bin') {
      const buf = readFileSync(src);
      writeFileSync(join(to, e.name), buf.subarray(0, readEntries(buf).whole));
    } else copyFileSync(src, join(to, e.name));
  }
  syncAll(to);
}

function syncAll(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) syncAll(join(dir, e.name));
  }
  syncDir(dir);
}

/** Every group of `data` copied into `dest` (which must not exist); returns what it holds. */
export function backup(data: string, dest: string, now = new Date()): BackupInfo {
  if (existsSync(dest)) throw new Error(`${dest} exists already: name a new folder for the backup`);
  const format = formatOf(data);
  if (format === null) throw new Error(`${data} holds no groups: nothing to back up`);
  const partial = `${dest}.partial`;
  rmSync(partial, { recursive: true, force: true });
  let groups = 0;
  for (const id of readdirSync(join(data, 'groups'))) {
    const dir = join(data, 'groups', id);
    // A group being made this moment (no meta.json yet) is not one yet.
    if (!GROUP_ID.test(id) || !existsSync(join(dir, 'meta.json'))) continue;
    copyGroup(dir, join(partial, 'groups', id));
    groups++;
  }
  mkdirSync(join(partial, 'groups'), { recursive: true });
  if (existsSync(join(data, 'format.json'))) copyFileSync(join(data, 'format.json'), join(partial, 'format.json'));
  const info: BackupInfo = { format, madeAt: now.toISOString(), groups };
  writeAtomic(join(partial, 'backup.json'), `${JSON.stringify(info)}\n`);
  syncAll(partial);
  renameSync(partial, dest);
  syncDir(dirname(resolve(dest)));
  return info;
}

/** Puts the backup `from` into the data folder `data`, which must hold no groups. */
export function restore(from: string, data: string): BackupInfo {
  const infoPath = join(from, 'backup.json');
  if (!existsSync(infoPath)) throw new Error(`${from} is no whole backup (it has no backup.json)`);
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as BackupInfo;
  if (info.format > DATA_FORMAT)
    throw new Error(`${from} was made by a newer Tile Tally (format ${info.format}): restore it with that version`);
  if (hasGroups(data)) throw new Error(`${data} holds groups already: restore into a new or emptied data folder`);
  const ids = readdirSync(join(from, 'groups'));
  for (const id of ids) {
    const file = join(from, 'groups', id, 'updates.bin');
    if (!existsSync(join(from, 'groups', id, 'meta.json')))
      throw new Error(`group ${id} of the backup has no meta.json`);
    if (existsSync(file)) {
      const buf = readFileSync(file);
      if (readEntries(buf).whole !== buf.length)
        throw new Error(`group ${id}'s updates.bin in the backup does not check: the backup is damaged`);
    }
  }
  if (ids.length !== info.groups)
    throw new Error(`the backup says it holds ${info.groups} groups, and ${ids.length} are there: it is damaged`);
  mkdirSync(data, { recursive: true });
  const staging = join(data, 'groups.restoring');
  rmSync(staging, { recursive: true, force: true });
  for (const id of ids) copyGroup(join(from, 'groups', id), join(staging, id));
  syncDir(data);
  rmSync(join(data, 'groups'), { recursive: true, force: true }); // empty, checked above
  renameSync(staging, join(data, 'groups'));
  if (existsSync(join(from, 'format.json'))) copyFileSync(join(from, 'format.json'), join(data, 'format.json'));
  else rmSync(join(data, 'format.json'), { force: true }); // format 0: the server upgrades it when it starts
  syncDir(data);
  return info;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'backup.ts');
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { data: { type: 'string', default: process.env.TILE_TALLY_DATA ?? 'data' } },
  });
  const [command, folder] = positionals;
  const data = resolve(values.data!);
  try {
    if (command === 'backup' && folder) {
      const info = backup(data, resolve(folder));
      console.log(`backed up ${info.groups} groups from ${data} into ${resolve(folder)}`);
    } else if (command === 'restore' && folder) {
      const info = restore(resolve(folder), data);
      console.log(`restored ${info.groups} groups (backed up ${info.madeAt}) into ${data}; start the server on it`);
    } else {
      console.error('usage: backup <backup folder> | restore <backup folder>  [--data <data folder>]');
      process.exit(2);
    }
  } catch (e) {
    console.error(`${basename(process.argv[1]!)}: ${(e as Error).message}`);
    process.exit(1);
  }
}
