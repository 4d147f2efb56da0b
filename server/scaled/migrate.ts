// `npm run migrate:scaled -- to-postgres --data ./data` and `… to-folder --data ./new-data`, with DATABASE_URL set
// (the database URL carries a password: not a flag, which `ps` shows): a data folder's groups moved into the scaled
// mode's PostgreSQL, and back, group for group: keys (meta.json, read in any version, kept in version 2), the
// document's updates as they are, the updates refused with their reasons, and when a group was deleted. Each way
// runs in one go or changes nothing: into PostgreSQL in one transaction that refuses a group already there; into a
// folder only an empty one, written aside and renamed into place when whole. Stop the servers first: a group's
// updates written meanwhile would not be moved.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { GROUP_ID, migrateMeta } from '../groups.ts';
import { DATA_FORMAT, formatOf, hasGroups, openDataFolder } from '../dataFolder.ts';
import { readEntries, syncDir, UpdateFile, writeAtomic } from '../store.ts';
import { prepareSchema } from './schema.ts';

interface Moved {
  groups: number;
  updates: number;
  refused: number;
}

/** Every group of the data folder into PostgreSQL, in one transaction. */
export async function folderToPostgres(data: string, pool: pg.Pool): Promise<Moved> {
  const format = formatOf(data);
  if (format === null) throw new Error(`${data} holds no groups`);
  if (format > DATA_FORMAT) throw new Error(`${data} was written by a newer Tile Tally (format ${format})`);
  await prepareSchema(pool);
  const moved: Moved = { groups: 0, updates: 0, refused: 0 };
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    for (const id of readdirSync(join(data, 'groups')).sort()) {
      const dir = join(data, 'groups', id);
      if (!GROUP_ID.test(id) || !existsSync(join(dir, 'meta.json'))) continue;
      const meta = migrateMeta(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')));
      const deleted = existsSync(join(dir, 'deleted.json'))
        ? (JSON.parse(readFileSync(join(dir, 'deleted.json'), 'utf8')) as { deletedAt: string }).deletedAt
        : null;
      const made = await c.query(
        'INSERT INTO groups (id, meta, deleted_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
        [id, JSON.stringify(meta), deleted],
      );
      if (made.rowCount !== 1) throw new Error(`group ${id} is in the database already: nothing was moved`);
      const file = join(dir, 'updates.bin');
      for (const u of existsSync(file) ? readEntries(readFileSync(file)).updates : []) {
        await c.query('INSERT INTO updates (group_id, data) VALUES ($1, $2)', [id, Buffer.from(u)]);
        moved.updates++;
      }
      const refused = join(dir, 'refused');
      for (const f of existsSync(refused) ? readdirSync(refused).filter((x) => x.endsWith('.bin')) : []) {
        const why = join(refused, f.replace(/\.bin$/, '.txt'));
        await c.query('INSERT INTO refused (group_id, at, why, data) VALUES ($1, $2, $3, $4)', [
          id,
          atOf(f),
          existsSync(why) ? readFileSync(why, 'utf8').trim() : '',
          readFileSync(join(refused, f)),
        ]);
        moved.refused++;
      }
      moved.groups++;
    }
    await c.query('COMMIT');
  } catch (e) {
    await c.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    c.release();
  }
  return moved;
}

/** The time in a refused update's file name (2026-11-29T12-00-00-000Z-abcdef.bin), or now. */
function atOf(file: string): Date {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(file);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : new Date();
}

/** Every group in PostgreSQL into an empty data folder, written aside and renamed into place when whole. */
export async function postgresToFolder(pool: pg.Pool, data: string): Promise<Moved> {
  if (hasGroups(data)) throw new Error(`${data} holds groups already: move into a new or emptied data folder`);
  await prepareSchema(pool);
  const aside = `${data.replace(/\/+$/, '')}.moving`;
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(join(aside, 'groups'), { recursive: true });
  const moved: Moved = { groups: 0, updates: 0, refused: 0 };
  const c = await pool.connect();
  try {
    // One snapshot of the whole database: every group as it was at one moment.
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const groups = await c.query<{ id: string; meta: unknown; deleted_at: Date | null }>(
      'SELECT id, meta, deleted_at FROM groups ORDER BY id',
    );
    for (const g of groups.rows) {
      const dir = join(aside, 'groups', g.id);
      mkdirSync(dir);
      writeAtomic(join(dir, 'meta.json'), JSON.stringify(migrateMeta(g.meta)));
      if (g.deleted_at)
        writeAtomic(join(dir, 'deleted.json'), `${JSON.stringify({ deletedAt: g.deleted_at.toISOString() })}\n`);
      const rows = await c.query<{ data: Buffer }>('SELECT data FROM updates WHERE group_id = $1 ORDER BY seq', [g.id]);
      if (rows.rows.length) {
        const file = new UpdateFile(join(dir, 'updates.bin'));
        for (const r of rows.rows) file.write(new Uint8Array(r.data));
        file.sync();
        file.close();
        moved.updates += rows.rows.length;
      }
      const refused = await c.query<{ id: string; at: Date; why: string; data: Buffer }>(
        'SELECT id, at, why, data FROM refused WHERE group_id = $1 ORDER BY id',
        [g.id],
      );
      if (refused.rows.length) mkdirSync(join(dir, 'refused'));
      for (const r of refused.rows) {
        const name = `${r.at.toISOString().replace(/[:.]/g, '-')}-${r.id}`;
        writeFileSync(join(dir, 'refused', `${name}.bin`), r.data);
        writeFileSync(join(dir, 'refused', `${name}.txt`), `${r.why}\n`);
        moved.refused++;
      }
      moved.groups++;
    }
    await c.query('COMMIT');
  } catch (e) {
    await c.query('ROLLBACK').catch(() => {});
    rmSync(aside, { recursive: true, force: true });
    throw e;
  } finally {
    c.release();
  }
  openDataFolder(aside);
  rmSync(data, { recursive: true, force: true });
  mkdirSync(dirname(resolve(data)), { recursive: true });
  renameSync(aside, data);
  syncDir(dirname(resolve(data)));
  return moved;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { data: { type: 'string', default: process.env.TILE_TALLY_DATA ?? 'data' } },
  });
  const way = positionals[0];
  const url = process.env.DATABASE_URL;
  if ((way !== 'to-postgres' && way !== 'to-folder') || !url) {
    console.error(
      'usage: DATABASE_URL=postgres://… npm run migrate:scaled -- to-postgres|to-folder [--data ./data]\n' +
        'Moves every group of a data folder into the scaled mode’s PostgreSQL, or back into an empty folder.',
    );
    process.exit(2);
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const data = resolve(values.data!);
  try {
    const moved = way === 'to-postgres' ? await folderToPostgres(data, pool) : await postgresToFolder(pool, data);
    console.log(
      `${moved.groups} groups moved ${way === 'to-postgres' ? `from ${data} into PostgreSQL` : `from PostgreSQL into ${data}`} (${moved.updates} updates, ${moved.refused} refused updates kept aside)`,
    );
  } catch (e) {
    console.error(`nothing was moved: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'migrate.ts')) await main();
