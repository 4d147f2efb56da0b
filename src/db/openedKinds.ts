// Which game each of the last few games opened on this device is, kept in localStorage: read synchronously at
// start with no storage code loaded, so a game opened by its address (a phone that slept mid-game reopens on it)
// starts loading its game's code beside storage start-up rather than after its stored row is read. Only a hint:
// missing, wrong or unreadable, the game still opens, its code then loading once the row is read.
const KEY = 'tile-tally.opened';
const KEEP = 8;

function read(): [string, string][] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return []; // storage blocked or the value damaged: no hint
  }
}

/** The kind of game `id` was when last opened here, if remembered. */
export const openedKind = (id: string): string | undefined => read().find(([i]) => i === id)?.[1];

/** Remembers that `id` is a game of `kind` (the newest first, the oldest forgotten). */
export function rememberOpened(id: string, kind: string): void {
  const list = read();
  if (list[0]?.[0] === id && list[0][1] === kind) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([[id, kind], ...list.filter(([i]) => i !== id)].slice(0, KEEP)));
  } catch {
    // full or blocked: the game opens all the same, its code loading after its row
  }
}
