// The app's database as code without Dexie knows it (readAhead.ts): its name and its schema's version (db.ts).

// It keeps its first name: renaming it would leave every saved game behind.
export const DB_NAME = 'calico-score-sheet';
/** The newest `version()` in db.ts; a test keeps them the same. */
export const SCHEMA_VERSION = 3;
