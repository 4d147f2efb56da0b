// Every unit test file starts here. Files share their worker's loaded modules and, in jsdom, its page (Vitest's
// `isolate: false`), so what one file left behind is put back first, as on a phone that never opened the app: no
// storage, an empty page, real clocks, no stubbed globals; then the app's start-up (start.ts).
import { configure } from '@testing-library/dom';
import { afterEach, vi } from 'vitest';
import { startApp } from './start.ts';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof document !== 'undefined') {
  document.body.innerHTML = '';
  // What a test rendered is unmounted after it (Testing Library's cleanup), as a screen left is gone.
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
if (typeof localStorage !== 'undefined') localStorage.clear();
if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
// Every database deleted, each Dexie connection closed first (as Dexie itself does when asked, without its warning;
// a database used again opens anew).
if (typeof indexedDB !== 'undefined') {
  const { Dexie } = await import('dexie');
  // Dexie's list of its open connections (in its runtime, not in its types).
  const open = (Dexie as unknown as { connections: InstanceType<typeof Dexie>[] }).connections;
  for (const c of open) c.close({ disableAutoOpen: false });
  for (const { name } of await indexedDB.databases())
    await new Promise((done) => {
      const req = indexedDB.deleteDatabase(name!);
      req.onsuccess = req.onerror = req.onblocked = done;
    });
}

await startApp();

// Waits for the screen (findBy…, waitFor) only catch a screen that never shows what is awaited: alone a lazy
// screen appears in milliseconds, beside other work it can take seconds (testing-library's own limit is 1 s).
configure({ asyncUtilTimeout: 60_000 });
