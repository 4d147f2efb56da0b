// What an operator gives a test server beyond its flags: a file holding the admin token, and a small disk to fill.
// Shared by the server's tests and the end-to-end tests of a public instance.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new file holding `token` on a line of its own, as an operator writes it (for --admin-token-file). */
export function tokenFile(token: string): string {
  const f = join(mkdtempSync(join(tmpdir(), 'tt-admin-')), 'token');
  writeFileSync(f, `${token}\n`);
  return f;
}

/** Mounts a small tmpfs on `dir`; the reason it cannot otherwise (not root, no CAP_SYS_ADMIN). */
export function smallDisk(dir: string): string | null {
  if (process.getuid?.() !== 0) return 'mounting a small filesystem needs root';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (e) {
    return `this machine does not allow mounting a tmpfs: ${String((e as { stderr?: Buffer }).stderr ?? e).trim()}`;
  }
}

/** Writes to `path` until the disk refuses. */
export function fill(path: string): void {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1; size = size >> 1)
      for (;;)
        try {
          writeSync(fd, chunk, 0, size);
        } catch {
          break;
        }
  } finally {
    closeSync(fd);
  }
}
