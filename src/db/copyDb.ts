// The second copy's folders kept in a second IndexedDB database, for engines whose OPFS the page cannot write
// (WebKit: `createWritable` only in workers, and WebKitGTK not even there). Each engine keeps every IndexedDB
// database in its own files (WebKit: one SQLite file each), so a database it loses or cannot open leaves this one.
// It offers the part of a FileSystemDirectoryHandle that mirror.ts uses: one record per file, its text written
// whole on close, in a 'strict' transaction (synced to the device before it reports complete).

const NAME = 'tile-tally-copy';
const FOLDERS = ['games', 'settings'];

const notFound = (name: string) => new DOMException(`${name} not found`, 'NotFoundError');

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(NAME, 1);
    req.onupgradeneeded = () => FOLDERS.forEach((f) => req.result.createObjectStore(f));
    req.onsuccess = () => {
      const db = req.result;
      // Deleted elsewhere (storage cleared): let go, and open it again on the next use.
      db.onversionchange = db.onclose = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error ?? new Error('the copy database would not open'));
  }).catch((e: unknown) => {
    opened = null;
    throw e;
  });
  return opened;
}

async function inStore<T>(folder: string, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  const tx = db.transaction(folder, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined);
  const result = request(run(tx.objectStore(folder)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('The copy was not written.', 'AbortError'));
  });
  return result;
}

/** A file's text as a Blob-like: what mirror.ts reads of it (size, text, the first bytes). */
const asFile = (text: string) => new Blob([text]);

class CopyFile {
  constructor(
    private readonly folder: string,
    private readonly name: string,
  ) {}

  async getFile(): Promise<Blob> {
    // A file made by getFileHandle({ create }) and not written yet is empty, as in OPFS.
    const text = await inStore(this.folder, 'readonly', (s) => s.get(this.name) as IDBRequest<string | undefined>);
    return asFile(text ?? '');
  }

  async createWritable() {
    let text = '';
    const { folder, name } = this;
    return {
      async write(data: string) {
        text += data;
      },
      async close() {
        await inStore(folder, 'readwrite', (s) => s.put(text, name));
      },
      async abort() {
        text = '';
      },
    };
  }
}

class CopyFolder {
  constructor(private readonly folder: string) {}

  async getFileHandle(name: string, opts?: { create?: boolean }): Promise<CopyFile> {
    if (!opts?.create) {
      const n = await inStore(this.folder, 'readonly', (s) => s.count(name));
      if (!n) throw notFound(name);
    }
    return new CopyFile(this.folder, name);
  }

  async removeEntry(name: string): Promise<void> {
    await inStore(this.folder, 'readwrite', (s) => s.delete(name));
  }

  async *keys(): AsyncIterable<string> {
    yield* (await inStore(this.folder, 'readonly', (s) => s.getAllKeys())).map(String);
  }
}

class CopyRoot {
  async getDirectoryHandle(name: string): Promise<CopyFolder> {
    if (!FOLDERS.includes(name)) throw notFound(name);
    return new CopyFolder(name);
  }
}

/** The copy's root where IndexedDB is there (workers included); null where it is not. */
export function copyDbRoot(): FileSystemDirectoryHandle | null {
  return typeof indexedDB === 'undefined' ? null : (new CopyRoot() as unknown as FileSystemDirectoryHandle);
}
