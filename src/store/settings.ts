// App preferences, kept on the device.
import { create } from 'zustand';
import { getSetting, setSetting } from '../db/db.ts';

interface Settings {
  showCodes: boolean;
  knownNames: string[];
  loaded: boolean;
  load(): Promise<void>;
  setShowCodes(on: boolean): void;
}

export const useSettings = create<Settings>((set) => ({
  showCodes: false,
  knownNames: [],
  loaded: false,
  async load() {
    const [showCodes, knownNames] = await Promise.all([getSetting('showCodes', false), getSetting<string[]>('names', [])]);
    set({ showCodes, knownNames, loaded: true });
  },
  setShowCodes(on) {
    set({ showCodes: on });
    void setSetting('showCodes', on);
  },
}));
