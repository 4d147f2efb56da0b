// @vitest-environment jsdom
// A first visit loads no storage code only when nothing at all of the app's is stored; whenever it cannot tell,
// the full start-up runs.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nothingStored } from './firstVisit.ts';

afterEach(async () => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // Each database gone before the next test asks whether any is there.
  for (const d of await indexedDB.databases())
    await new Promise((done) => {
      const req = indexedDB.deleteDatabase(d.name!);
      req.onsuccess = req.onerror = req.onblocked = done;
    });
});

const createDb = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const req = indexedDB.open(name, 1);
    req.onsuccess = () => (req.result.close(), resolve());
    req.onerror = () => reject(req.error);
  });

describe('nothing stored on this device', () => {
  it('is true with no database, no stashed edit and no file', async () => {
    expect(await nothingStored()).toBe(true);
  });
  it('is false with any database (the games, or the journal)', async () => {
    await createDb('calico-journal');
    expect(await nothingStored()).toBe(false);
  });
  it('is false with an edit stashed in localStorage', async () => {
    localStorage.setItem('calico-pending:g1', '{}');
    expect(await nothingStored()).toBe(false);
  });
  it('is false with a file in OPFS (the second copy)', async () => {
    const root = {
      async *keys() {
        yield 'games';
      },
    };
    vi.stubGlobal('navigator', { ...navigator, storage: { getDirectory: async () => root } });
    try {
      expect(await nothingStored()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('is false when the browser cannot list databases', async () => {
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      expect(await nothingStored()).toBe(false);
    } finally {
      delete (indexedDB as { databases?: unknown }).databases;
    }
  });
  it('is false when storage does not answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(indexedDB, 'databases').mockReturnValue(new Promise(() => undefined));
    const answer = nothingStored();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await answer).toBe(false);
  });
});
