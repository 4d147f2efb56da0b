// A group's document on disk: one append-only file of Yjs updates per group, each written with its length and
// CRC-32 and flushed (fsync) before it is acknowledged by being sent on. A write cut short by a crash leaves a last
// entry whose length or checksum does not match: it is dropped on reading, everything before it is whole.
// When the file has grown to many entries it is rewritten as one merged update (written aside, flushed, renamed).
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

const HEADER = 8;
/** Entries after which the file is rewritten as one. */
const COMPACT_AFTER = 500;

export class UpdateFile {
  private fd: number;
  private entries: number;
  /** The updates the file held when opened, whole ones only. */
  readonly updates: Uint8Array[];

  constructor(private readonly path: string) {
    const buf = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const { updates, whole } = readEntries(buf);
    // A torn tail is cut off (the next entry would otherwise follow the garbage).
    if (whole < buf.length) truncateSync(path, whole);
    this.updates = updates;
    this.entries = updates.length;
    this.fd = openSync(path, 'a');
  }

  /** Appends one update and flushes it to the disk. */
  append(update: Uint8Array): void {
    this.write(update);
    this.sync();
  }

  /** Appends one update, not yet flushed (several writes, then one sync()). */
  write(update: Uint8Array): void {
    writeSync(this.fd, frame(update));
    this.entries++;
  }

  /** Flushes what was written to the disk. */
  sync(): void {
    fsyncSync(this.fd);
  }

  /** Many entries: the document's whole state replaces them. */
  compactIfLong(state: () => Uint8Array): void {
    if (this.entries < COMPACT_AFTER) return;
    const temp = `${this.path}.new`;
    const fd = openSync(temp, 'w');
    writeSync(fd, frame(state()));
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temp, this.path);
    syncDir(dirname(this.path));
    closeSync(this.fd);
    this.fd = openSync(this.path, 'a');
    this.entries = 1;
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
function readEntries(buf: Buffer): { updates: Uint8Array[]; whole: number } {
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

/** Writes a small file whole or not at all: aside, flushed, renamed over the old one. */
export function writeAtomic(path: string, text: string): void {
  const temp = `${path}.new`;
  const fd = openSync(temp, 'w');
  writeSync(fd, text);
  fsyncSync(fd);
  closeSync(fd);
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
