// The groups a server keeps: each a folder under the data folder with its secret's hash (meta.json) and its
// document (updates.bin). A secret is 256 random bits, shown once when made; only its SHA-256 is stored (a hash
// of that much randomness needs no slow key derivation), compared in constant time, and never logged.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupDir, syncDir, writeAtomic } from './store.ts';

export const GROUP_ID = /^[A-Za-z0-9_-]{16}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

interface Meta {
  id: string;
  /** SHA-256 of the secret, hex. */
  key: string;
  createdAt: string;
  rotatedAt?: string;
}

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export class Groups {
  private readonly metas = new Map<string, Meta>();

  constructor(private readonly data: string) {
    mkdirSync(join(data, 'groups'), { recursive: true });
  }

  private meta(id: string): Meta | null {
    if (!GROUP_ID.test(id)) return null;
    const known = this.metas.get(id);
    if (known) return known;
    const path = join(groupDir(this.data, id), 'meta.json');
    if (!existsSync(path)) return null;
    const meta = JSON.parse(readFileSync(path, 'utf8')) as Meta;
    this.metas.set(id, meta);
    return meta;
  }

  exists(id: string): boolean {
    return this.meta(id) !== null;
  }

  /** A new group: its id and its secret (returned once, never stored). */
  create(now: string): { id: string; secret: string } {
    let id: string;
    do id = randomBytes(12).toString('base64url');
    while (existsSync(groupDir(this.data, id)));
    const secret = randomBytes(32).toString('base64url');
    const dir = groupDir(this.data, id);
    mkdirSync(dir, { recursive: true });
    syncDir(join(this.data, 'groups'));
    this.write({ id, key: hash(secret), createdAt: now });
    return { id, secret };
  }

  /** The secret is this group's (and the group exists). */
  admits(id: string, secret: string | undefined): boolean {
    const meta = this.meta(id);
    if (!meta || !secret || !SECRET.test(secret)) return false;
    return timingSafeEqual(Buffer.from(hash(secret), 'hex'), Buffer.from(meta.key, 'hex'));
  }

  /** A new secret for the group (a member removed): the old one no longer opens it. */
  rotate(id: string, now: string): string {
    const meta = this.meta(id)!;
    const secret = randomBytes(32).toString('base64url');
    this.write({ ...meta, key: hash(secret), rotatedAt: now });
    return secret;
  }

  private write(meta: Meta): void {
    writeAtomic(join(groupDir(this.data, meta.id), 'meta.json'), JSON.stringify(meta));
    this.metas.set(meta.id, meta);
  }

  dir(id: string): string {
    return groupDir(this.data, id);
  }
}
