// The scaled mode: groups kept in PostgreSQL (their keys and their documents), any number of server processes
// behind a proxy, any of which may hold any group's phones, and updates passed between them through Redis. Chosen by
// --database-url and --redis-url (server/main.ts); without them the server keeps the data folder.
import pg from 'pg';
import type { Logger } from '../log.ts';
import type { Room } from '../rooms.ts';
import { Fanout } from './fanout.ts';
import { PgDoc, readUpdates } from './pgDoc.ts';
import { PgGroups } from './pgGroups.ts';
import { prepareSchema } from './schema.ts';

export interface Scaled {
  groups: PgGroups;
  /** Follows the group's updates from the other processes, then reads its document: nothing falls between. */
  open(id: string): Promise<PgDoc>;
  /** The room is ready: what the other processes sent while it was being read is applied to it. */
  opened(id: string): void;
  /** An update this process stored, passed to the others. */
  stored(id: string, update: Uint8Array): void;
  unfollow(id: string): void;
  /** Null when the database answers, else what is wrong, in words. */
  probe(): Promise<string | null>;
  close(): Promise<void>;
}

export async function openScaled(opts: {
  databaseUrl: string;
  redisUrl: string;
  logger: Logger;
  rooms: ReadonlyMap<string, Room>;
}): Promise<Scaled> {
  const log = (line: string) => opts.logger.info(line);
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // A connection the database drops while idle (a restart) is said, never a crash.
  pool.on('error', (e) => log(`postgresql: ${e.message}`));
  await prepareSchema(pool);
  /** Updates heard for a group whose document is being read. */
  const early = new Map<string, Uint8Array[]>();

  /** Reads the group again and applies what the room lacks (Yjs takes what it has already once). */
  const catchUp = (id: string) => {
    readUpdates(pool, id).then(
      (updates) => {
        const room = opts.rooms.get(id);
        for (const u of updates) room?.applyStored(u);
      },
      (e: Error) => log(`group ${id}: reading it again failed (${e.message})`),
    );
  };
  const hear = (id: string) => (update: Uint8Array) => {
    const room = opts.rooms.get(id);
    if (!room) return void early.get(id)?.push(update);
    if (room.applyStored(update)) catchUp(id);
  };
  const fanout = new Fanout(opts.redisUrl, (ids) => ids.forEach(catchUp), log);

  return {
    groups: new PgGroups(pool),
    async open(id) {
      early.set(id, []);
      try {
        await fanout.follow(id, hear(id));
        return await PgDoc.open(pool, id, log);
      } catch (e) {
        early.delete(id);
        fanout.unfollow(id);
        throw e;
      }
    },
    opened(id) {
      const room = opts.rooms.get(id);
      const heard = early.get(id) ?? [];
      early.delete(id);
      let lacking = false;
      for (const u of heard) lacking = room?.applyStored(u) || lacking;
      if (lacking) catchUp(id);
    },
    stored: (id, update) => fanout.publish(id, update),
    unfollow: (id) => fanout.unfollow(id),
    async probe() {
      try {
        await pool.query('SELECT 1');
        return null;
      } catch (e) {
        return `the database cannot be reached (${(e as Error).message})`;
      }
    },
    async close() {
      await fanout.close();
      await pool.end();
    },
  };
}
