// The screen the player left, kept in localStorage so that public/snapshot.js can show it before the app's code has
// run when the app is opened on it again (src/ui/snapshot.ts takes it). It shows what was stored when it was taken:
// any write of a game or a setting, by any tab or writer, forgets it, so a screen that would now differ is never
// shown from it. It gives way to anything storage needs the room for.
/** The game screen left last (public/snapshot.js reads it under this key). */
const KEY = 'tile-tally.snapshot.game';

/** What public/snapshot.js reads (its checks and fields are kept in step with this). */
export interface Snapshot {
  v: 1;
  /** The address it was taken on (location.hash): shown only when opened on the same one. */
  hash: string;
  /** The app's entry script: a snapshot of another version of the app is not shown. */
  build: string;
  /** The language the app shows (chosen in Settings, else picked from the browser's: i18n/app.ts startLanguage),
   * and its tag on <html>. */
  language: string;
  lang: string;
  /** The colour scheme chosen (data-theme on <html>), '' for the device's. */
  theme: string;
  /** The style sheets the screen was drawn with, as text. */
  css: string;
  /** The screen's markup (style attributes moved to data-snapshot-style: the CSP forbids inline ones). */
  html: string;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Keeps `s` in place of the earlier one; a snapshot that does not fit is not kept. */
export function keepSnapshot(s: Snapshot): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(s));
  } catch {
    forgetSnapshot(); // full: the older one is not kept either
  }
}

export function forgetSnapshot(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // unavailable: nothing kept
  }
}
