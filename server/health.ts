// GET /healthz: 200 when the server can serve the app and store changes, 503 with the reasons in words otherwise.
// Storing is tried for real (a small file written, flushed and removed in the data folder; in the scaled mode a
// query of its database as well), and an update the store refused since the last one it took counts too.
import { existsSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from './store.ts';

/** Free bytes that count as room again after a full disk: the largest message a phone may send, twice. */
const ROOM = 8 * 1024 * 1024;

export interface Health {
  ok: boolean;
  problems: string[];
}

export class HealthCheck {
  /** The last write of a group's update that failed, until one succeeds. */
  private diskError: Error | null = null;

  constructor(
    private readonly data: string,
    private readonly dist: string,
    /** The scaled mode's database asked: null when it answers, else what is wrong, in words. */
    private readonly store?: () => Promise<string | null>,
  ) {}

  disk(error: Error | null): void {
    this.diskError = error;
  }

  /** The store refuses updates now (phones are told so when they ask, POST …/check): the last one was refused (a full disk, a database away), and the database (in the
   * scaled mode) does not answer yet. A process whose database is back says so to the next phone that asks, even if
   * that phone's updates went to another process meanwhile. */
  async refusing(): Promise<boolean> {
    if (this.diskError && this.store && !(await this.store())) this.diskError = null;
    return this.diskError !== null;
  }

  async now(): Promise<Health> {
    const problems: string[] = [];
    if (!existsSync(join(this.dist, 'index.html'))) problems.push('the app is not built (npx vite build)');
    const probe = join(this.data, '.healthz');
    try {
      writeAtomic(probe, String(Date.now()));
      rmSync(probe, { force: true });
      // Room again for a whole message: the refusal is over (else the next update a phone sends ends it).
      const free = statfsSync(this.data);
      if (free.bavail * free.bsize > ROOM && !this.store) this.diskError = null;
    } catch (e) {
      problems.push(`the data folder cannot be written (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    }
    if (this.store) {
      // The database answers again: the refusals are over (the next update a phone offers is taken).
      const away = await this.store();
      if (away) problems.push(away);
      else this.diskError = null;
    }
    if (this.diskError)
      problems.push(
        `the last update could not be stored (${(this.diskError as NodeJS.ErrnoException).code ?? this.diskError.message})`,
      );
    return { ok: problems.length === 0, problems };
  }
}
