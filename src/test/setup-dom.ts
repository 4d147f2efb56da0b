// Storage in jsdom tests: a real (fake) IndexedDB for Dexie. (Testing Library's cleanup is in setup.ts, which runs
// before every file: this module, imported by many, is run once per worker.)
import 'fake-indexeddb/auto';
