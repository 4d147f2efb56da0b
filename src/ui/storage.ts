// The browser's storage state: whether it persists, and how much is used.
export interface StorageState {
  supported: boolean;
  persisted: boolean;
  usage: number | null;
  quota: number | null;
}

export async function storageState(): Promise<StorageState> {
  const s = navigator.storage;
  if (!s?.persisted) return { supported: false, persisted: false, usage: null, quota: null };
  const [persisted, estimate] = await Promise.all([s.persisted(), s.estimate?.() ?? Promise.resolve(undefined)]);
  return { supported: true, persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Asks once for persistent storage, so the browser does not evict saved games under pressure. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
