// The jsdom tests share their worker's loaded modules and page (vite.config.ts, project 'dom'), so each file starts
// from what a fresh page would have: an empty IndexedDB, empty web storage, the stores as first created, the address
// at the root and real timers. Runs before each file (Vitest re-runs setup files even when files share modules).
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { CalicoDb, useDatabase } from '../db/db.ts';
import { useStorageNotice } from '../db/notice.ts';
import { useAzulStore } from '../games/azul/store.ts';
import { useGameStore } from '../games/calico/store.ts';
import { useKaliko } from '../games/kaliko/store.ts';
import { useInstall } from '../pwa/install.ts';
import { useGroup } from '../store/group.ts';
import { useLive } from '../store/live.ts';
import { useSettings } from '../store/settings.ts';
import { flushAll } from '../store/saver.ts';
import { useUi } from '../store/ui.ts';

// A file's games are written to its own database before the next file points the app at a fresh one: the savers
// outlive the file, and a write left waiting would land in the next file's database.
afterAll(() => flushAll());
// Dexie keeps the factory it found when it loaded, so it is given the new one as well.
globalThis.indexedDB = Dexie.dependencies.indexedDB = new IDBFactory();
useDatabase(new CalicoDb());
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
const stores: StoreApi<object>[] = [
  useStorageNotice,
  useAzulStore,
  useGameStore,
  useKaliko,
  useInstall,
  useGroup,
  useLive,
  useSettings,
  useUi,
];
for (const store of stores) store.setState(store.getInitialState(), true);
