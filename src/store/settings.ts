// App preferences, kept on the device.
import { create } from 'zustand';
import { getSetting, setSetting } from '../db/db.ts';

/** Colour scheme: follow the device, or always light / always dark. */
export type Theme = 'system' | 'light' | 'dark';

interface Settings {
  showCodes: boolean;
  theme: Theme;
  knownNames: string[];
  loaded: boolean;
  load(): Promise<void>;
  setShowCodes(on: boolean): void;
  setTheme(theme: Theme): void;
}

export const useSettings = create<Settings>((set) => ({
  showCodes: true, // letter codes on tiles by default: colour is never the only cue
  theme: 'system',
  knownNames: [],
  loaded: false,
  async load() {
    const [showCodes, theme, knownNames] = await Promise.all([
      getSetting('showCodes', true), getSetting<Theme>('theme', 'system'), getSetting<string[]>('names', []),
    ]);
    set({ showCodes, theme, knownNames, loaded: true });
  },
  setShowCodes(on) {
    set({ showCodes: on });
    void setSetting('showCodes', on);
  },
  setTheme(theme) {
    set({ theme });
    void setSetting('theme', theme);
  },
}));
