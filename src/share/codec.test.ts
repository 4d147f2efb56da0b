import { describe, expect, it } from 'vitest';
import { CODE_VERSION, decode, encode, fromBase64Url, toBase64Url } from './codec.ts';

const sample = { k: 'copy', f: 'x', g: { name: 'Zoé 陳', list: [1, 2, 3], nested: { ok: true } } };

describe('link codes', () => {
  it('give back exactly what was packed, unicode included', async () => {
    const code = await encode(sample);
    expect(code[0]).toBe(CODE_VERSION);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/); // safe in a URL hash as it is
    expect(await decode(code)).toEqual({ ok: true, value: sample });
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
      if (!r.ok) expect(r.message).toMatch(/damaged/);
    }
  });

  it('refuse a link cut short', async () => {
    const code = await encode(sample);
    for (const keep of [1, 5, code.length - 3, code.length - 1]) {
      const r = await decode(code.slice(0, keep));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/damaged|empty/);
    }
  });

  it('say when a newer app made the link, and refuse foreign text', async () => {
    const code = await encode(sample);
    const newer = await decode('B' + code.slice(1));
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.message).toMatch(/newer version/);
    for (const text of ['', '   ', 'hello world', 'A!!!!']) expect((await decode(text)).ok).toBe(false);
  });
});
