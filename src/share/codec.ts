// Packs a payload (any JSON) into the text of a link and back: JSON → the words every game file repeats made one
// byte each → deflate-raw → a CRC-32 of the JSON in front → base64url, behind a version letter. No server ever sees
// it: links carry it in the hash (docs/sharing.md). Codes of the first version (no words made short) are still read.
import { crc32 } from './crc32.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

/** The first character of every code this version writes; a code starting otherwise is refused in words. */
export const CODE_VERSION = 'B';
/** The first version's codes (links handed out before): the JSON deflated as it is. */
const FIRST_VERSION = 'A';
/**
 * Version B's words: each, quotes and all, travels as one control character (U+0001 onwards), which JSON text never
 * holds raw (JSON.stringify writes them escaped), so the exchange is exact both ways. Fixed for good: a changed list
 * is a new version letter.
 */
const WORDS = [
  '{"k":"join","f":',
  '{"k":"board","f":',
  '{"k":"copy","f":',
  '"calico-score-sheet/game"',
  '"tile-tally/azul"',
  '"tile-tally/kaliko"',
  '"format":',
  '"version":1,',
  '"id":"',
  '"createdAt":"',
  '"updatedAt":"',
  '"players":[',
  '{"name":"',
  '","board":"',
  '","goals":["',
  '"cells":"......................"',
  '"cells":"',
  '"mode":"standard"',
  '"cats":[',
  '{"cat":"',
  '","patterns":["',
  '"rounds":[{"players":[',
  '{"tiles":[],"floor":0}',
  '"side":"coloured"',
  '"quatrefoil"',
  '"flowers"',
  '"stripes"',
  '"ferns"',
  '"vines"',
  '"dots"',
  '{"row":',
] as const;
const WORD_OF = new Map<string, string>(WORDS.map((w, i) => [String.fromCharCode(i + 1), w]));
const SHORT = new RegExp(`[${String.fromCharCode(1)}-${String.fromCharCode(WORDS.length)}]`, 'g');

const shorten = (json: string): string => WORDS.reduce((s, w, i) => s.replaceAll(w, String.fromCharCode(i + 1)), json);
/** The JSON again, or null when it would be larger than any game (a crafted code of nothing but short words). */
function lengthen(text: string): string | null {
  let size = text.length;
  for (const ch of text.match(SHORT) ?? []) size += WORD_OF.get(ch)!.length - 1;
  return size > MAX_JSON_BYTES ? null : text.replace(SHORT, (ch) => WORD_OF.get(ch)!);
}
/** A decoded payload larger than this is refused (a code never holds this much; a crafted one could). */
export const MAX_JSON_BYTES = 256_000;
/** A longer code is refused before anything is inflated: a real one is a few thousand characters (it fits a QR
 * code), and a crafted one of a megabyte could inflate to a gigabyte (a deflate bomb). */
export const MAX_CODE_CHARS = 32_000;
/** The inflater is fed this many bytes at a time, so a bomb within the length above stops after one slice's worth
 * of output instead of inflating all of it before the size check runs. */
const SLICE = 1024;

export type Decoded = { ok: true; value: unknown } | { ok: false; message: Msg };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Map([...B64].map((ch, i) => [ch, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** null when the text holds a character base64url does not use, or has an impossible length. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let j = 0;
  for (const ch of text) {
    const v = B64_INDEX.get(ch);
    if (v === undefined) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Fed a slice at a time: each write waits for the reader, so the size check below runs between slices. Errors
  // surface on the reading side; the writer's own are only kept from going unhandled.
  void (async () => {
    for (let i = 0; i < bytes.length; i += SLICE) await writer.write(bytes.subarray(i, i + SLICE));
    await writer.close();
  })().catch(() => {});
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) out.set(c, (at += c.length) - c.length);
  return out;
}

export async function encode(value: unknown): Promise<string> {
  const json = JSON.stringify(value);
  const packed = await through(new TextEncoder().encode(shorten(json)), new CompressionStream('deflate-raw'));
  const body = new Uint8Array(4 + packed.length);
  new DataView(body.buffer).setUint32(0, crc32(new TextEncoder().encode(json)));
  body.set(packed, 4);
  return CODE_VERSION + toBase64Url(body);
}

const TOO_LARGE = msg('shell.link.tooLarge');
const DAMAGED = msg('shell.link.damaged');

/** Never throws: a code that is not one of ours, damaged or from a newer app is told in plain words. */
export async function decode(code: string): Promise<Decoded> {
  const text = code.trim();
  if (!text) return { ok: false, message: msg('shell.link.empty') };
  if (text.length > MAX_CODE_CHARS) return { ok: false, message: TOO_LARGE };
  if (text[0] !== CODE_VERSION && text[0] !== FIRST_VERSION) {
    return /^[C-Z]/.test(text) ? { ok: false, message: msg('shell.link.newer') } : { ok: false, message: DAMAGED };
  }
  const body = fromBase64Url(text.slice(1));
  if (!body || body.length < 5) return { ok: false, message: DAMAGED };
  let inflated: Uint8Array;
  try {
    inflated = await through(body.subarray(4), new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
  } catch (e) {
    return { ok: false, message: e instanceof RangeError ? TOO_LARGE : DAMAGED };
  }
  let json: string | null;
  try {
    const raw = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
    json = text[0] === FIRST_VERSION ? raw : lengthen(raw);
  } catch {
    return { ok: false, message: DAMAGED };
  }
  if (json === null) return { ok: false, message: TOO_LARGE };
  const bytes = text[0] === FIRST_VERSION ? inflated : new TextEncoder().encode(json);
  if (crc32(bytes) !== new DataView(body.buffer, body.byteOffset).getUint32(0)) return { ok: false, message: DAMAGED };
  try {
    return { ok: true, value: JSON.parse(json) };
  } catch {
    return { ok: false, message: DAMAGED };
  }
}
