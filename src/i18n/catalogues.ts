// Each language's catalogues, compiled at build time by Lingui's Vite plugin (lingui.config.ts) into chunks of their
// own, one per area: a language's area is fetched the first time it is used, and the service worker precaches every
// one, so switching works offline. Messages a language lacks were filled in from English when it was compiled.
import type { Messages } from '@lingui/core';
import type { Language } from './languages.ts';

/** The catalogue areas (lingui.config.ts): `shell` is all the home screen needs; a game's screens and the other
 * screens add `games` and `cores` (app.ts). */
export const AREAS = ['shell', 'games', 'cores'] as const;
export type Area = (typeof AREAS)[number];

const files = import.meta.glob<{ messages: Messages }>('./locales/*/*.json', { query: '?lingui' });

/** One area of a language's catalogues. */
export async function loadArea(lang: Language, area: Area): Promise<Messages> {
  const load = files[`./locales/${lang}/${area}.json`];
  if (!load) throw new Error(`No catalogue ${lang}/${area}`);
  return (await load()).messages;
}

/** Every area of a language's catalogues (tests, and anything that wants them all at once). */
export async function loadMessages(lang: Language): Promise<Messages> {
  const parts = await Promise.all(AREAS.map((area) => loadArea(lang, area)));
  return Object.assign({}, ...parts) as Messages;
}
