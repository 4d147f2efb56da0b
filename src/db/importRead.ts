// Reading a chosen file for import: plain JSON (compact or pretty-printed) or gzip (what the export writes), with
// what can be refused at sight (empty, not JSON, cut short, too large) refused before the file is read. Pure
// enough for node: Blob, streams, DecompressionStream and TextDecoder exist in browsers, workers and Node.js.
import {
  checkImportText,
  looksLikeBackup,
  MAX_BACKUP_BYTES,
  MAX_OTHER_BYTES,
  megabytes,
  notABackupTooBig,
  refuseAtSight,
  SIGHT,
  type CheckOptions,
  type CheckResult,
} from './importCheck.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

export interface ReadOptions extends CheckOptions {
  /** Bytes of the file read so far, of its size. */
  onRead?: (done: number, total: number) => void;
}

const isGzip = (head: Uint8Array) => head[0] === 0x1f && head[1] === 0x8b;

/** Reads and checks a file. Never throws. */
export async function readImportFile(file: Blob, options: ReadOptions = {}): Promise<CheckResult> {
  const refuse = (problem: Msg): CheckResult => ({ ok: false, problems: [problem] });
  try {
    const head = new Uint8Array(await file.slice(0, SIGHT).arrayBuffer());
    if (isGzip(head)) {
      const text = await gunzip(file, options.onRead);
      if ('problem' in text) return refuse(text.problem);
      return checkImportText(text.value, { ...options, bytes: text.bytes });
    }
    const atSight = refuseAtSight(new TextDecoder().decode(head), await file.slice(-SIGHT).text(), file.size);
    if (atSight) return refuse(atSight);
    return checkImportText(await readText(file, options.onRead), { ...options, bytes: file.size });
  } catch (e) {
    return refuse(msg('shell.import.file.unreadable', { why: e instanceof Error ? e.name : '?' }));
  }
}

/** The file as text, read in the stream's chunks so the reading can be shown. */
async function readText(file: Blob, onRead?: (done: number, total: number) => void): Promise<string> {
  const reader = file.stream().getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    onRead?.(bytes, file.size);
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** Unpacks gzip, stopping (not exhausting memory) when the content grows past what a backup may be. Progress is
 * the compressed bytes read, of the file's size. */
async function gunzip(
  file: Blob,
  onRead?: (done: number, total: number) => void,
): Promise<{ value: string; bytes: number } | { problem: Msg }> {
  let read = 0;
  const counted = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, out) {
      read += chunk.byteLength;
      onRead?.(read, file.size);
      out.enqueue(chunk);
    },
  });
  const reader = file.stream().pipeThrough(counted).pipeThrough(new DecompressionStream('gzip')).getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  let head = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > MAX_BACKUP_BYTES) {
        await reader.cancel();
        return { problem: msg('shell.import.file.unpacksTooBig', { max: megabytes(MAX_BACKUP_BYTES) }) };
      }
      parts.push(decoder.decode(value, { stream: true }));
      if (head.length < SIGHT) head += parts.at(-1)!.slice(0, SIGHT);
      if (bytes > MAX_OTHER_BYTES && !looksLikeBackup(head)) {
        await reader.cancel();
        return { problem: notABackupTooBig(bytes) };
      }
    }
  } catch {
    return { problem: GZIP_DAMAGED };
  }
  parts.push(decoder.decode());
  return { value: parts.join(''), bytes };
}

export const GZIP_DAMAGED = msg('shell.import.file.gzipDamaged');
