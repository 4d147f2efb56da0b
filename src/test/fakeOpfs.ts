// An in-memory stand-in for the Origin Private File System (navigator.storage.getDirectory), enough for mirror.ts:
// directories, files, createWritable (written on close, all at once, like Chromium's swap file), removeEntry and
// keys(). `full` makes every write fail as on a full disk; `delay` makes writes slow, to shuffle their timing.
import { vi } from 'vitest';

const notFound = (name: string) => new DOMException(`${name} not found`, 'NotFoundError');

export class FakeDir {
  readonly kind = 'directory';
  readonly dirs = new Map<string, FakeDir>();
  readonly files = new Map<string, string>();
  constructor(
    readonly name: string,
    readonly fs: FakeOpfs,
  ) {}

  async getDirectoryHandle(name: string, opts?: { create?: boolean }): Promise<FakeDir> {
    let d = this.dirs.get(name);
    if (!d) {
      if (!opts?.create) throw notFound(name);
      d = new FakeDir(name, this.fs);
      this.dirs.set(name, d);
    }
    return d;
  }

  async getFileHandle(name: string, opts?: { create?: boolean }): Promise<FakeFileHandle> {
    if (!this.files.has(name)) {
      if (!opts?.create) throw notFound(name);
      if (this.fs.full) throw new DOMException('The disk is full.', 'QuotaExceededError');
      this.files.set(name, '');
    }
    return new FakeFileHandle(name, this);
  }

  async removeEntry(name: string): Promise<void> {
    if (!this.files.delete(name) && !this.dirs.delete(name)) throw notFound(name);
  }

  async *keys(): AsyncIterable<string> {
    yield* [...this.dirs.keys(), ...this.files.keys()];
  }
}

export class FakeFileHandle {
  readonly kind = 'file';
  constructor(
    readonly name: string,
    readonly dir: FakeDir,
  ) {}

  /** Like Chromium's, the file read is a snapshot that cannot be read once the file is written again. */
  async getFile(): Promise<Blob> {
    const text = this.dir.files.get(this.name);
    if (text === undefined) throw notFound(this.name);
    const { dir, name } = this;
    const snapshot = dir.fs.writes.length;
    const changed = () => dir.fs.writes.slice(snapshot).some((w) => w.dir === dir.name && w.name === name);
    const blob = new Blob([text]);
    const guard = (b: Blob): Blob =>
      ({
        size: b.size,
        async text() {
          await dir.fs.beforeRead?.();
          if (changed()) throw new DOMException('The file could not be read.', 'NotReadableError');
          return b.text();
        },
        slice: (start?: number, end?: number) => guard(b.slice(start, end)),
      }) as Blob;
    return guard(blob);
  }

  async createWritable() {
    let buffer = '';
    const { dir, name } = this;
    const fs = dir.fs;
    return {
      async write(data: string) {
        await fs.wait();
        if (fs.full) throw new DOMException('The disk is full.', 'QuotaExceededError');
        buffer += data;
      },
      async close() {
        await fs.wait();
        if (fs.full) throw new DOMException('The disk is full.', 'QuotaExceededError');
        dir.files.set(name, buffer);
        fs.writes.push({ dir: dir.name, name, text: buffer });
      },
      async abort() {},
    };
  }
}

export class FakeOpfs {
  readonly root = new FakeDir('', this);
  full = false;
  /** Maximum random delay of each write step, in milliseconds. */
  delay = 0;
  /** Each write step takes exactly `delay` (a write kept in flight on purpose), not a random part of it. */
  steady = false;
  /** While set, every write step waits for it: a write held in flight until the test lets it go. */
  gate?: Promise<void>;
  /** Runs between getFile() and reading the file: a test's chance to write it meanwhile. */
  beforeRead?: () => Promise<void>;
  /** Every completed file write, in order. */
  readonly writes: { dir: string; name: string; text: string }[] = [];

  async wait(): Promise<void> {
    await this.gate;
    return this.delay
      ? new Promise((r) => setTimeout(r, this.steady ? this.delay : Math.random() * this.delay))
      : Promise.resolve();
  }

  /** The parsed file dir/<key>.json, or undefined. */
  read(dir: string, key: string): unknown {
    const text = this.root.dirs.get(dir)?.files.get(`${encodeURIComponent(key)}.json`);
    return text === undefined ? undefined : JSON.parse(text);
  }

  /** Writes a file directly (a mirror left by an earlier run, or by another tab). */
  put(dir: string, key: string, value: unknown): void {
    let d = this.root.dirs.get(dir);
    if (!d) this.root.dirs.set(dir, (d = new FakeDir(dir, this)));
    d.files.set(`${encodeURIComponent(key)}.json`, typeof value === 'string' ? value : JSON.stringify(value));
  }

  keys(dir: string): string[] {
    return [...(this.root.dirs.get(dir)?.files.keys() ?? [])]
      .map((n) => decodeURIComponent(n.replace(/\.json$/, '')))
      .sort();
  }
}

/** Puts a fresh fake OPFS behind navigator.storage.getDirectory (undone by vi.unstubAllGlobals()). */
export function installFakeOpfs(): FakeOpfs {
  const fs = new FakeOpfs();
  const userAgent = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? 'node';
  vi.stubGlobal('navigator', { userAgent, storage: { getDirectory: async () => fs.root } });
  return fs;
}
