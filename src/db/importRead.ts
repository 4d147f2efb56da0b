// Reading a chosen file for import: plain JSON (compact or pretty-printed) or gzip (what the export writes), with
// the size limits applied before anything large is read. Pure enough for node: Blob, DecompressionStream and
// TextDecoder exist in browsers, workers and Node.js alike.
import { checkImportText, looksLikeBackup, MAX_BACKUP_BYTES, MAX_OTHER_BYTES, megabytes, notABackupTooBig, type CheckOptions, type CheckResult } from './importCheck.ts';

const isGzip = (head: Uint8Array) => head[0] === 0x1f && head[1] === 0x8b;

/** Reads and checks a file. Never throws. */
export async function readImportFile(file: Blob, options: CheckOptions = {}): Promise<CheckResult> {
  try {
    const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
    if (isGzip(head)) {
      const text = await gunzip(file);
      if ('problem' in text) return { ok: false, problems: [text.problem] };
      return checkImportText(text.value, { ...options, bytes: text.bytes });
    }
    if (file.size > MAX_OTHER_BYTES && !looksLikeBackup(await file.slice(0, 200).text())) {
      return { ok: false, problems: [notABackupTooBig(file.size)] };
    }
    if (file.size > MAX_BACKUP_BYTES) return { ok: false, problems: [`This backup is ${megabytes(file.size)}; backups up to ${megabytes(MAX_BACKUP_BYTES)} can be imported.`] };
    return checkImportText(await file.text(), { ...options, bytes: file.size });
  } catch (e) {
    return { ok: false, problems: [`The file could not be read (${e instanceof Error ? e.name : 'unknown error'}). Nothing was imported.`] };
  }
}

/** Unpacks gzip, stopping (not exhausting memory) when the content grows past what a backup may be. */
async function gunzip(file: Blob): Promise<{ value: string; bytes: number } | { problem: string }> {
  const reader = file.stream().pipeThrough(new DecompressionStream('gzip')).getReader();
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
        return { problem: `This file unpacks to more than ${megabytes(MAX_BACKUP_BYTES)}; backups up to that size can be imported.` };
      }
      parts.push(decoder.decode(value, { stream: true }));
      if (head.length < 200) head += parts.at(-1)!.slice(0, 200);
      if (bytes > MAX_OTHER_BYTES && !looksLikeBackup(head)) {
        await reader.cancel();
        return { problem: notABackupTooBig(bytes) };
      }
    }
  } catch {
    return { problem: 'the file looks compressed (gzip) but cannot be unpacked; it may be damaged or cut short' };
  }
  parts.push(decoder.decode());
  return { value: parts.join(''), bytes };
}
