// A group's document in PostgreSQL (the scaled mode): each update one row, committed before the room applies it
// and passes it on (PostgreSQL's commit is durable: its write-ahead log is flushed). Many rows are merged into one
// snapshot row by whichever process counts them: exactly the rows read are merged and deleted, in one transaction
// with the group's row locked, so an update another process appends meanwhile is never lost.
import type { Pool } from 'pg';
import * as Y from 'yjs';
import type { DocStore } from '../rooms.ts';

/** Rows this process appends to a group before it merges them. */
const COMPACT_AFTER = 500;

/** What a phone is told when the database cannot take its update ("try again later"). */
export const AWAY = 'the server cannot store changes now';

export class StoreAway extends Error {
  readonly words = AWAY;
}

/** The rows of a group, in order: what it holds. */
export async function readUpdates(pool: Pool, id: string): Promise<Uint8Array[]> {
  const r = await pool.query<{ data: Buffer }>('SELECT data FROM updates WHERE group_id = $1 ORDER BY seq', [id]);
  return r.rows.map((x) => new Uint8Array(x.data));
}

export class PgDoc implements DocStore {
  private size: number;
  private rows: number;
  private compacting = false;

  private constructor(
    private readonly pool: Pool,
    private readonly id: string,
    readonly updates: Uint8Array[],
    private readonly log: (line: string) => void,
  ) {
    this.size = updates.reduce((n, u) => n + u.length, 0);
    this.rows = updates.length;
  }

  static async open(pool: Pool, id: string, log: (line: string) => void): Promise<PgDoc> {
    return new PgDoc(pool, id, await readUpdates(pool, id), log);
  }

  get bytes(): number {
    return this.size;
  }

  async write(update: Uint8Array): Promise<void> {
    try {
      await this.pool.query('INSERT INTO updates (group_id, data) VALUES ($1, $2)', [this.id, Buffer.from(update)]);
    } catch (e) {
      const err = new StoreAway((e as Error).message);
      (err as NodeJS.ErrnoException).code = (e as NodeJS.ErrnoException).code;
      throw err;
    }
    this.size += update.length;
    this.rows++;
  }

  /** Each commit was durable already. */
  sync(): void {}

  compactIfLong(): void {
    if (this.rows < COMPACT_AFTER || this.compacting) return;
    this.compacting = true;
    this.compact().then(
      (left) => ((this.rows = left), (this.compacting = false)),
      (e: Error) => {
        // The rows stay as they are, and are merged another time.
        this.compacting = false;
        this.log(`group ${this.id}: merging its updates failed (${e.message})`);
      },
    );
  }

  /** Merges the group's rows into one snapshot row; returns the rows left. */
  private async compact(): Promise<number> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SELECT 1 FROM groups WHERE id = $1 FOR UPDATE', [this.id]);
      const r = await c.query<{ seq: string; data: Buffer }>(
        'SELECT seq, data FROM updates WHERE group_id = $1 ORDER BY seq',
        [this.id],
      );
      if (r.rows.length > 1) {
        const merged = Y.mergeUpdates(r.rows.map((x) => new Uint8Array(x.data)));
        await c.query('DELETE FROM updates WHERE seq = ANY($1::bigint[])', [r.rows.map((x) => x.seq)]);
        await c.query('INSERT INTO updates (group_id, data, snapshot) VALUES ($1, $2, true)', [
          this.id,
          Buffer.from(merged),
        ]);
      }
      await c.query('COMMIT');
      return 1;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  async setAside(update: Uint8Array, why: string): Promise<void> {
    await this.pool
      .query('INSERT INTO refused (group_id, why, data) VALUES ($1, $2, $3)', [this.id, why, Buffer.from(update)])
      .catch(() => {
        // the database away: it is refused all the same
      });
  }

  close(): void {}
}
