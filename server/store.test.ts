// The group file after a crash: a last entry cut short (or garbage after the last whole one) is dropped and cut
// off, and everything before it is read back; later entries follow the whole ones.
import { describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpdateFile } from './store.ts';

const bytes = (...xs: number[]) => new Uint8Array(xs);

describe('group: the update file', () => {
  it('keeps the whole entries of a file whose last write was cut short, and appends after them', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tt-store-')), 'updates.bin');
    const f = new UpdateFile(path);
    f.append(bytes(1, 2, 3));
    f.append(bytes(4, 5));
    f.close();
    const whole = statSync(path).size;
    expect(whole).toBe(8 + 3 + 8 + 2); // length and CRC-32 before each entry
    // A crash mid-append: the header of a 100-byte entry and 5 of its bytes.
    const torn = Buffer.alloc(13);
    torn.writeUInt32LE(100, 0);
    appendFileSync(path, torn);
    const g = new UpdateFile(path);
    expect(g.updates).toEqual([bytes(1, 2, 3), bytes(4, 5)]);
    expect(statSync(path).size).toBe(whole);
    g.append(bytes(6));
    g.close();
    expect(new UpdateFile(path).updates).toEqual([bytes(1, 2, 3), bytes(4, 5), bytes(6)]);
  });

  it('stops at an entry whose checksum does not match (a flipped byte), keeping what came before', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tt-store-')), 'updates.bin');
    const f = new UpdateFile(path);
    f.append(bytes(1, 2, 3));
    f.append(bytes(9, 9, 9));
    f.close();
    const buf = readFileSync(path);
    buf[buf.length - 1] = 8; // the second entry's last byte
    writeFileSync(path, buf);
    expect(new UpdateFile(path).updates).toEqual([bytes(1, 2, 3)]);
  });
});
