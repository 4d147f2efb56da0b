// Whether this phone was in a group when last started, kept in localStorage: read synchronously by the first render,
// before storage has said, so the app bar keeps the group status chip's row from the start and the screen under it
// does not move down when the chip comes (a tap aimed at a name would land above it). Only a hint: missing, wrong
// or unreadable, the bar is drawn as before and corrected once the group is read.
const KEY = 'tile-tally.inGroup';

/** This phone was in a group when storage last said. */
export function wasInGroup(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage blocked: no hint
  }
}

/** Remembers whether this phone is in a group (written only when it changes). */
export function rememberInGroup(inGroup: boolean): void {
  if (wasInGroup() === inGroup) return;
  try {
    if (inGroup) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // full or blocked: the chip's row then comes with the chip, as before
  }
}
