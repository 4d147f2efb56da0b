// A group's keys in PostgreSQL (the scaled mode): the same steps as the data folder's (server/groups.ts), each
// change read and written in one transaction with the group's row locked, so that two processes changing one
// group's keys at once (two phones joining) both count. Read fresh for every check: a member removed through one
// process is refused by all at once.
import type { Pool, PoolClient } from 'pg';
import {
  GROUP_ID,
  holderIn,
  joinedIn,
  leftIn,
  membersIn,
  membersMeta,
  migrateMeta,
  newGroupId,
  removedIn,
  revokedIn,
  sharedMeta,
  withNewInvite,
  type GroupKeys,
  type Holder,
  type JoinAsk,
  type Joined,
  type Members,
  type MetaV2,
  type Removed,
  type Revoked,
} from '../groups.ts';

export class PgGroups implements GroupKeys {
  constructor(private readonly pool: Pool) {}

  private async meta(id: string): Promise<MetaV2 | null> {
    if (!GROUP_ID.test(id)) return null;
    const r = await this.pool.query<{ meta: unknown }>('SELECT meta FROM groups WHERE id = $1', [id]);
    return r.rows[0] ? migrateMeta(r.rows[0].meta) : null;
  }

  /** One change of a group's keys: its row locked, the step taken on what it holds, written back. */
  private async change<T>(id: string, step: (meta: MetaV2) => { meta: MetaV2; out: T } | null): Promise<T | null> {
    if (!GROUP_ID.test(id)) return null;
    return this.transaction(async (c) => {
      const r = await c.query<{ meta: unknown }>('SELECT meta FROM groups WHERE id = $1 FOR UPDATE', [id]);
      if (!r.rows[0]) return null;
      const done = step(migrateMeta(r.rows[0].meta));
      if (!done) return null;
      await c.query('UPDATE groups SET meta = $2 WHERE id = $1', [id, JSON.stringify(done.meta)]);
      return done.out;
    });
  }

  private async transaction<T>(work: (c: PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await work(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  private async insert(meta: (id: string) => MetaV2): Promise<string> {
    for (;;) {
      const id = newGroupId();
      const r = await this.pool.query('INSERT INTO groups (id, meta) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
        id,
        JSON.stringify(meta(id)),
      ]);
      if (r.rowCount === 1) return id;
    }
  }

  async exists(id: string): Promise<boolean> {
    return (await this.meta(id)) !== null;
  }

  async create(now: string): Promise<{ id: string; secret: string }> {
    let secret = '';
    const id = await this.insert((id) => {
      const made = sharedMeta(id, now);
      secret = made.secret;
      return made.meta;
    });
    return { id, secret };
  }

  async createGroup(now: string): Promise<{ id: string; invite: string; inviteId: string }> {
    let made = { invite: '', inviteId: '' };
    const id = await this.insert((id) => {
      const m = membersMeta(id, now);
      made = { invite: m.invite, inviteId: m.inviteId };
      return m.meta;
    });
    return { id, ...made };
  }

  async holder(id: string, key: string | undefined): Promise<Holder | null> {
    return holderIn(await this.meta(id), key);
  }

  async revoked(id: string, key: string | undefined): Promise<Revoked['why'] | null> {
    return revokedIn(await this.meta(id), key);
  }

  join(id: string, ask: JoinAsk): Promise<Joined | null> {
    return this.change(id, (meta) => {
      const j = joinedIn(meta, ask);
      return j && { meta: j.meta, out: { credential: j.credential, inviteId: j.inviteId } };
    });
  }

  async members(id: string): Promise<Members> {
    return membersIn((await this.meta(id))!);
  }

  async remove(id: string, name: string, now: string): Promise<Removed> {
    return (await this.change(id, (meta) => {
      const { meta: next, ...out } = removedIn(meta, name, now);
      return { meta: next, out };
    }))!;
  }

  async leave(id: string, credentialHash: string, now: string): Promise<void> {
    await this.change(id, (meta) => ({ meta: leftIn(meta, credentialHash, now), out: true }));
  }

  async invite(id: string, now: string): Promise<{ invite: string; inviteId: string }> {
    return (await this.change(id, (meta) => {
      const { meta: next, ...out } = withNewInvite(meta, now);
      return { meta: next, out };
    }))!;
  }

  async deleted(id: string): Promise<boolean> {
    if (!GROUP_ID.test(id)) return false;
    const r = await this.pool.query('SELECT 1 FROM groups WHERE id = $1 AND deleted_at IS NOT NULL', [id]);
    return r.rowCount === 1;
  }

  /** Its keys stay (its phones are told it is gone), its document and what was kept aside of it go. */
  async delete(id: string, now: Date): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('UPDATE groups SET deleted_at = $2 WHERE id = $1', [id, now]);
      await c.query('DELETE FROM updates WHERE group_id = $1', [id]);
      await c.query('DELETE FROM refused WHERE group_id = $1', [id]);
    });
  }

  async count(): Promise<number> {
    return Number((await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM groups')).rows[0]!.n);
  }
}
