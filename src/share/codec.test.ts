import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_VERSION, decode, encode, fromBase64Url, MAX_CODE_CHARS, toBase64Url } from './codec.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import type { Msg } from '../games/shared/msg.ts';

const words = (m: Msg) => renderMsg(nodeI18n('en'), m);

const sample = { k: 'copy', f: 'x', g: { name: 'Zoé 陳', list: [1, 2, 3], nested: { ok: true } } };

describe('link codes', () => {
  it('give back exactly what was packed, unicode included', async () => {
    const code = await encode(sample);
    expect(code[0]).toBe(CODE_VERSION);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/); // safe in a URL hash as it is
    expect(await decode(code)).toEqual({ ok: true, value: sample });
  });

  it('read links of the first version (A: the JSON deflated as it is), as handed out before', async () => {
    const json = Buffer.from(JSON.stringify(sample));
    const body = Buffer.concat([Buffer.alloc(4), deflateRawSync(json)]);
    body.writeUInt32BE(crc32(json), 0);
    const old = 'A' + body.toString('base64url');
    expect(await decode(old)).toEqual({ ok: true, value: sample });
    // Its words are not read as short ones: a control character in its JSON is kept as written.
    const tricky = { k: 'copy', f: '"format":', g: { text: '\u0001 "id":"' } };
    const raw = Buffer.from(JSON.stringify(tricky));
    const b2 = Buffer.concat([Buffer.alloc(4), deflateRawSync(raw)]);
    b2.writeUInt32BE(crc32(raw), 0);
    expect(await decode('A' + b2.toString('base64url'))).toEqual({ ok: true, value: tricky });
  });

  it('the words every game repeats travel short, and come back exactly, control characters in names included', async () => {
    const game = {
      k: 'join',
      f: 'calico-score-sheet/game',
      g: { format: 'calico-score-sheet/game', version: 1, players: [{ name: 'A\u0001"cells":"', cells: '' }] },
    };
    const code = await encode(game);
    expect(await decode(code)).toEqual({ ok: true, value: game });
    const inflated = inflateRawSync(Buffer.from(code.slice(1), 'base64url').subarray(4)).toString();
    expect(inflated).not.toContain('"calico-score-sheet/game"');
    expect(inflated.length).toBeLessThan(JSON.stringify(game).length - 40);
  });

  it('base64url round-trips every length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('refuse a changed character with a message, never a wrong value', async () => {
    const code = await encode(sample);
    // Every single-character change anywhere after the version letter is caught.
    for (let i = 1; i < code.length; i++) {
      const ch = code[i] === 'A' ? 'B' : 'A';
      const r = await decode(code.slice(0, i) + ch + code.slice(i + 1));
      expect(r.ok, `change at ${i}`).toBe(false);
      if (!r.ok) expect(words(r.message)).toMatch(/damaged/);
    }
  });

  it('refuse a link cut short', async () => {
    const code = await encode(sample);
    for (const keep of [1, 5, code.length - 3, code.length - 1]) {
      const r = await decode(code.slice(0, keep));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(words(r.message)).toMatch(/damaged|empty/);
    }
  });

  it('say when a newer app made the link, and refuse foreign text', async () => {
    const code = await encode(sample);
    const newer = await decode('C' + code.slice(1));
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(words(newer.message)).toMatch(/newer version/);
    for (const text of ['', '   ', 'hello world', 'A!!!!']) expect((await decode(text)).ok).toBe(false);
  });
});

describe('hostile codes', () => {
  /** A megabyte of zeros deflated and flushed to a byte boundary without ending the stream (about a kilobyte):
   * copies of it laid end to end are one valid stream that inflates to a megabyte per copy. */
  const MEGABYTE = deflateRawSync(Buffer.alloc(1_000_000), { finishFlush: constants.Z_SYNC_FLUSH });
  const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));
  /** The body of a code that inflates to `mb` megabytes of zeros (a deflate bomb), built in microseconds. */
  const bombBody = (mb: number) => Buffer.concat([...Array.from({ length: mb }, () => MEGABYTE), LAST_BLOCK]);
  /** A code around a bomb's body, with any checksum. */
  const bomb = (mb: number) => {
    const raw = bombBody(mb);
    const body = new Uint8Array(4 + raw.length);
    body.set(raw, 4);
    return CODE_VERSION + toBase64Url(body);
  };
  afterEach(() => vi.unstubAllGlobals());

  /** Counts the inflaters made. */
  const countInflated = () => {
    const seen = { made: 0 };
    vi.stubGlobal(
      'DecompressionStream',
      class extends DecompressionStream {
        constructor(format: CompressionFormat) {
          super(format);
          seen.made++;
        }
      },
    );
    return seen;
  };

  it('the bomb is real: its copies inflate to a megabyte each', () => {
    expect(inflateRawSync(bombBody(3)).length).toBe(3_000_000);
  });

  it('a code just over the length limit is refused in words before anything is inflated', async () => {
    const seen = countInflated();
    const code = bomb(Math.ceil((MAX_CODE_CHARS * 3) / 4 / MEGABYTE.length)); // inflated: some 25 megabytes
    expect(code.length).toBeGreaterThan(MAX_CODE_CHARS);
    const r = await decode(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.message)).toMatch(/far more than any game/);
    expect(seen.made).toBe(0);
  });

  // Feeding the inflater a slice at a time stops a bomb under that length early in Chromium (e2e/attacks.spec.ts);
  // Node's inflater takes its whole input regardless, so it is not checked here.

  it('garbage of every kind is refused in words', async () => {
    for (const code of [
      'A' + 'x'.repeat(MAX_CODE_CHARS + 1),
      'A' + '_'.repeat(999),
      'AAAAAAAAAA',
      '\u202e\u0000',
      'A%20%zz',
    ]) {
      const r = await decode(code);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(words(r.message)).toMatch(/^(This link|The link)/);
    }
  });
});
