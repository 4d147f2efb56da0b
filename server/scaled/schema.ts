// The scaled mode's tables in PostgreSQL, and their version. Every server process starting on a database makes
// them if missing (one at a time: an advisory lock), and refuses a database a newer server wrote, in words.
//   groups    one row a group: its keys as the data folder's meta.json holds them (version 2, server/groups.ts),
//             and when the operator deleted it
//   updates   the group's Yjs updates, appended one row each, and the snapshot rows compaction merges them into
//   refused   updates the check refused, with the reason, for the operator to look at
import type { Pool } from 'pg';

export const SCHEMA_VERSION = 1;
/** The advisory lock processes take while they make or upgrade the tables (any number, the same in each). */
const SCHEMA_LOCK = 0x7417_7a11;

const V1 = `
CREATE TABLE IF NOT EXISTS tile_tally_schema (version integer NOT NULL);
CREATE TABLE IF NOT EXISTS groups (
  id text PRIMARY KEY,
  meta jsonb NOT NULL,
  deleted_at timestamptz
);
CREATE TABLE IF NOT EXISTS updates (
  seq bigserial PRIMARY KEY,
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  data bytea NOT NULL,
  snapshot boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS updates_by_group ON updates (group_id, seq);
CREATE TABLE IF NOT EXISTS refused (
  id bigserial PRIMARY KEY,
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  why text NOT NULL,
  data bytea NOT NULL
);
`;

/** Makes the tables ready for this server, or throws in words. */
export async function prepareSchema(pool: Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    const has = await c.query<{ t: string | null }>(`SELECT to_regclass('tile_tally_schema')::text AS t`);
    if (has.rows[0]?.t) {
      const v = (await c.query<{ version: number }>('SELECT version FROM tile_tally_schema')).rows[0]?.version;
      if (v !== undefined && v > SCHEMA_VERSION)
        throw new Error(
          `the database was written by a newer Tile Tally (schema ${v}; this one reads up to ${SCHEMA_VERSION}): run that version`,
        );
      if (v === SCHEMA_VERSION) return;
    }
    await c.query('BEGIN');
    await c.query(V1);
    await c.query('DELETE FROM tile_tally_schema');
    await c.query('INSERT INTO tile_tally_schema (version) VALUES ($1)', [SCHEMA_VERSION]);
    await c.query('COMMIT');
  } catch (e) {
    await c.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await c.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => {});
    c.release();
  }
}
