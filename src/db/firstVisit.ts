// Whether this device holds nothing of the app's at all: no IndexedDB database, no OPFS file (the second copy of
// games and settings, the journal), no edit stashed in localStorage: a first visit. Then start-up has nothing to
// open, put back or tidy, and the first screen loads no storage code (Dexie and the recovery, ~39 KB gzipped, the
// largest part of its JavaScript after React): it loads when a game or a setting is first saved, or a screen reads
// saved games. Kept free of Dexie. Anything unsure counts as "something stored", and the full start-up runs: a
// browser without indexedDB.databases(), an error, or no answer within 3 s (a full disk can hold storage).
const PENDING = 'calico-pending'; // the stash's keys (stash.ts): `calico-pending:<id>`, `calico-pending-game`
const ANSWER_MS = 3000;

async function empty(): Promise<boolean> {
  for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(PENDING)) return false;
  if (typeof indexedDB?.databases !== 'function') return false;
  if ((await indexedDB.databases()).length) return false;
  if (typeof navigator.storage?.getDirectory === 'function') {
    const root = await navigator.storage.getDirectory();
    for await (const _ of root.keys()) return false;
  }
  return true;
}

/** True only when nothing of the app's is stored on this device (see above). Never throws. */
export function nothingStored(): Promise<boolean> {
  const late = new Promise<boolean>((resolve) => setTimeout(resolve, ANSWER_MS, false));
  return Promise.race([empty().catch(() => false), late]);
}
