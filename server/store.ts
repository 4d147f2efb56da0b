// A group's document on disk: one append-only file of Yjs updates per group, each written with its length and
// CRC-32 and flushed (fsync) before it is acknowledged by being sent on. A write cut short by a crash leaves a last
// entry whose length or checksum does not match: it is dropped on reading, everything before it is whole.
// When the file has grown to many entries it is rewritten as one merged update (written aside, flushed, renamed).
import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

const HEADER = 8;
/** Entries after which the file is rewritten as one. */
const COMPACT_AFTER = 500;

export class UpdateFile {
  private fd: number;
  private entries: number;
  /** Bytes of whole entries in the file: where a write that failed is cut back to. */
  private size: number;
  /** The updates the file held when opened, whole ones only. */
  readonly updates: Uint8Array[];

  constructor(private readonly path: string) {
    const buf = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const { updates, whole } = readEntries(buf);
    // A torn tail is cut off (the next entry would otherwise follow the garbage).
    if (whole < buf.length) truncateSync(path, whole);
    this.updates = updates;
    this.entries = updates.length;
    this.size = whole;
    this.fd = openSync(path, 'a');
  }

  /** Appends one update and flushes it to the disk. */
  append(update: Uint8Array): void {
    this.write(update);
    this.sync();
  }

  /** Appends one update, not yet flushed (several writes, then one sync()). A write that fails (a full disk) is
   * cut back off before the error is thrown, so the next entry follows whole ones, never a torn one. */
  write(update: Uint8Array): void {
    const bytes = frame(update);
    try {
      let at = 0;
      while (at < bytes.length) at += writeSync(this.fd, bytes, at);
    } catch (e) {
      ftruncateSync(this.fd, this.size);
      throw e;
    }
    this.size += bytes.length;
    this.entries++;
  }

  /** Flushes what was written to the disk. */
  sync(): void {
    fsyncSync(this.fd);
  }

  /** Bytes the file takes. */
  get bytes(): number {
    return this.size;
  }

  /** Many entries: the document's whole state replaces them. */
  compactIfLong(state: () => Uint8Array): void {
    if (this.entries < COMPACT_AFTER) return;
    const temp = `${this.path}.new`;
    const whole = frame(state());
    try {
      writeWhole(temp, whole);
    } catch {
      // No room for the merged copy (a full disk): the file as it is stays, and is merged another time.
      rmSync(temp, { force: true });
      return;
    }
    renameSync(temp, this.path);
    syncDir(dirname(this.path));
    closeSync(this.fd);
    this.fd = openSync(this.path, 'a');
    this.entries = 1;
    this.size = whole.length;
  }

  close(): void {
    closeSync(this.fd);
  }
}

function frame(update: Uint8Array): Buffer {
  const out = Buffer.alloc(HEADER + update.length);
  out.writeUInt32LE(update.length, 0);
  out.writeUInt32LE(crc32(update), 4);
  out.set(update, HEADER);
  return out;
}

/** The whole entries of a file, and how many bytes they take from its start. */
export function readEntries(buf: Buffer): { updates: Uint8Array[]; whole: number } {
  const updates: Uint8Array[] = [];
  let at = 0;
  while (at + HEADER <= buf.length) {
    const len = buf.readUInt32LE(at);
    const body = buf.subarray(at + HEADER, at + HEADER + len);
    if (body.length !== len || crc32(body) !== buf.readUInt32LE(at + 4)) break;
    updates.push(new Uint8Array(body));
    at += HEADER + len;
  }
  return { updates, whole: at };
}

/** Writes a file and flushes it (a write that cannot finish throws, leaving the file partly written). */
function writeWhole(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'w');
  try {
    let at = 0;
    while (at < bytes.length) at += writeSync(fd, bytes, at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a small file whole or not at all: aside, flushed, renamed over the old one. A write that fails (a full
 * disk) leaves the old file and no temporary one. */
export function writeAtomic(path: string, text: string): void {
  const temp = `${path}.new`;
  try {
    writeWhole(temp, Buffer.from(text));
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
  renameSync(temp, path);
  syncDir(dirname(path));
}

/** Flushes a folder, so that a file renamed into it stays there after a crash. */
export function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  fsyncSync(fd);
  closeSync(fd);
}

export const groupDir = (data: string, id: string): string => join(data, 'groups', id);
