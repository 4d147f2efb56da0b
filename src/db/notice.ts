// The one storage notice for the player (under the app bar): start-up that is slow to answer, or what recovery did
// (recovery.ts). Kept apart from the storage code so the first screen shows it without loading storage.
import { create } from 'zustand';

interface NoticeState {
  message: string | null;
  dismiss(): void;
}

export const useStorageNotice = create<NoticeState>((set) => ({ message: null, dismiss: () => set({ message: null }) }));

/** How long start-up storage work may take before the player is told (a healthy start takes a fraction of it). */
export const SLOW_START_MS = 3000;

/** Said when storage has not answered at start: the app shows, and says why saved games may not be there yet;
 * taken back (`done`) when start-up finishes with nothing else to say. */
const SLOW_START = "Your phone's storage is slow to answer (is it out of space?): saved games appear as soon as it does. What you enter is kept on screen meanwhile.";
export function slowStorageNotice(done = false): void {
  const { message } = useStorageNotice.getState();
  if (done) message === SLOW_START && useStorageNotice.setState({ message: null }); // it answered: nothing more to say
  else if (!message) useStorageNotice.setState({ message: SLOW_START });
}
