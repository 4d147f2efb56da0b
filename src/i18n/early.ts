// The player's words are asked for first of all: main.tsx imports this before React, so the language's small chunk
// is on its way while the rest of the entry (React DOM is most of it) is evaluated, instead of after it. On a slow
// phone's first visit that request is a whole round trip the first screen waits for.
import { activateLanguage, startLanguage } from './app.ts';

/** The first language shown, English if the chosen one cannot load; settles either way. */
export const firstLanguage: Promise<void> = activateLanguage(startLanguage())
  .catch(() => activateLanguage('en'))
  .catch(() => undefined);
