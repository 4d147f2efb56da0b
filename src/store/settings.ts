// App preferences, kept on the device.
import { create } from 'zustand';
import { nothingSaved, startupDone } from '../db/startup.ts';

// Storage loads after the first screen is drawn (main.tsx): settings are read once start-up has put back any it
// had to, with the defaults shown until then.
const storage = () => import('../db/db.ts');
// A preference that cannot be written now (a full disk) stays as chosen on screen for this session.
const setSetting = (key: string, value: unknown) =>
  void storage()
    .then((m) => m.setSetting(key, value))
    .catch(() => undefined);

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

/** Settings the player changed in this session: never overwritten by the stored value read later. */
const chosen = new Set<'showCodes' | 'theme'>();

export const useSettings = create<Settings>((set) => ({
  showCodes: true, // letter codes on tiles by default: colour is never the only cue
  theme: 'system',
  knownNames: [],
  loaded: false,
  async load() {
    await startupDone();
    if (nothingSaved()) return set({ loaded: true }); // a first visit: the defaults, no storage code loaded
    const { getSetting } = await storage();
    const read = Promise.all([
      getSetting('showCodes', true),
      getSetting<Theme>('theme', 'system'),
      getSetting<string[]>('names', []),
    ]);
    // Storage not answering reads now (closed under the page on a full disk): the defaults stay, as on a first visit.
    const [showCodes, theme, knownNames] = await read.catch(() => [true, 'system' as Theme, [] as string[]] as const);
    // A choice made on screen before the stored ones were read (storage starts after the first paint) wins.
    set((now) => ({
      showCodes: chosen.has('showCodes') ? now.showCodes : showCodes,
      theme: chosen.has('theme') ? now.theme : theme,
      knownNames,
      loaded: true,
    }));
  },
  setShowCodes(on) {
    chosen.add('showCodes');
    set({ showCodes: on });
    setSetting('showCodes', on);
  },
  setTheme(theme) {
    chosen.add('theme');
    set({ theme });
    setSetting('theme', theme);
  },
}));
