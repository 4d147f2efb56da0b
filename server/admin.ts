// A public instance's operator: a token (from a file or the environment, never a flag, which `ps` shows; never
// logged) that may make groups when creation is closed to others, and delete a group. A deleted group keeps only
// its meta.json and a deleted.json saying when: its members' phones, whose keys still check, are told it is gone
// (410) and keep their games; its document is removed from the disk.
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { writeAtomic } from './store.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export class AdminToken {
  private readonly hash: Buffer | null;
  constructor(token: string | undefined) {
    this.hash = token ? digest(token) : null;
  }

  /** The request carries the operator's token as "Authorization: Bearer <token>". */
  allows(req: IncomingMessage): boolean {
    const given = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    return !!this.hash && !!given && timingSafeEqual(digest(given), this.hash);
  }
}

/** Words for a token that would be too easy to guess, or null. */
export function weakToken(token: string): string | null {
  return token.length < 24 ? 'the admin token must be at least 24 characters (e.g. `openssl rand -base64 32`)' : null;
}

export const isDeleted = (groupDir: string): boolean => existsSync(join(groupDir, 'deleted.json'));

/** Marks the group deleted, then removes its document (and what was kept aside of it). */
export function deleteGroup(groupDir: string, now: Date): void {
  writeAtomic(join(groupDir, 'deleted.json'), `${JSON.stringify({ deletedAt: now.toISOString() })}\n`);
  rmSync(join(groupDir, 'updates.bin'), { force: true });
  rmSync(join(groupDir, 'refused'), { recursive: true, force: true });
}
