// The one storage notice for the player (at the end of the page): start-up that is slow to answer, or what recovery did
// (recovery.ts). Kept apart from the storage code so the first screen shows it without loading storage.
import { create } from 'zustand';
import { msg, type Msg } from '../games/shared/msg.ts';

/** Storage speaks no language: the notice is a message, put into the player's words by the screen. */
interface NoticeState {
  message: Msg | null;
  dismiss(): void;
}

export const useStorageNotice = create<NoticeState>((set) => ({
  message: null,
  dismiss: () => set({ message: null }),
}));

/** How long start-up storage work may take before the player is told (a healthy start takes a fraction of it). */
export const SLOW_START_MS = 3000;

/** Said when storage has not answered at start: the app shows, and says why saved games may not be there yet;
 * taken back (`done`) when start-up finishes with nothing else to say. */
const SLOW_START = msg('shell.recovery.slow');
export function slowStorageNotice(done = false): void {
  const { message } = useStorageNotice.getState();
  if (done)
    message === SLOW_START && useStorageNotice.setState({ message: null }); // it answered: nothing more to say
  else if (!message) useStorageNotice.setState({ message: SLOW_START });
}

/** How long a screen waits for saved games before the player is told storage is slow to answer. The screen starts
 * waiting 0.2–0.4 s after the app was opened (its words loaded, the first paint: disk-full.faults.ts), so the word
 * shows within a second of opening, as issue 19 asks of every action on a full disk; a healthy start-up's storage
 * work (IndexedDB opened, its games counted) takes tens of milliseconds, a few hundred beside other work, and a
 * word said in vain is taken back as soon as storage answers. */
export const SLOW_READ_MS = 500;

/** What a screen waits for from storage (a game to show): when it has not answered within `ms`, the player is told
 * storage is slow (the screen shows "Loading…" meanwhile); the word is taken back when it answers. */
export function tellIfSlow<T>(p: Promise<T>, ms = SLOW_READ_MS): Promise<T> {
  let said = false;
  const timer = setTimeout(() => ((said = true), slowStorageNotice()), ms);
  return p.finally(() => {
    clearTimeout(timer);
    if (said) slowStorageNotice(true); // start-up's own word (main.tsx) is taken back when start-up is over
  });
}
