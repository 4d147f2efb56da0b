// The app's language: the one the player chose (remembered on this device), else the browser's first that the app
// speaks. Switching loads that language's catalogues and re-renders every screen at once, with no reload; a choice
// made in another tab of the app is followed too.
import { setupI18n } from '@lingui/core';
import { loadMessages } from './catalogues.ts';
import { isLanguage, pickLanguage, type Language } from './languages.ts';

export const i18n = setupI18n();

// localStorage, not IndexedDB: read synchronously before the first screen, so it never flashes in another language.
const KEY = 'tile-tally.language';

/** A language the app can show: a real one, or the tests' pseudo-locale (set only through the key, never offered). */
export type ShownLanguage = Language | 'pseudo';
/** The pseudo-locale's tag for Intl and <html lang> (the conventional one for pseudo-English). */
const PSEUDO_TAG = 'en-XA';

const readKey = (): string | null => {
  try { return localStorage.getItem(KEY); } catch { return null; /* storage blocked: follow the browser */ }
};

export function startLanguage(): ShownLanguage {
  const chosen = readKey();
  return isLanguage(chosen) || chosen === 'pseudo' ? chosen : pickLanguage(navigator.languages ?? [navigator.language]);
}

export async function activateLanguage(lang: ShownLanguage): Promise<void> {
  if (lang === 'pseudo') {
    const [{ pseudoMessages }, english] = await Promise.all([import('./pseudo.ts'), loadMessages('en')]);
    i18n.loadAndActivate({ locale: PSEUDO_TAG, messages: pseudoMessages(english) });
  } else i18n.loadAndActivate({ locale: lang, messages: await loadMessages(lang) });
  document.documentElement.lang = i18n.locale;
}

/** The player's choice in Settings: applied at once and remembered. */
export async function chooseLanguage(lang: Language): Promise<void> {
  await activateLanguage(lang);
  try { localStorage.setItem(KEY, lang); } catch { /* not remembered; still applied */ }
}

/** The language shown now, as Settings offers it (the pseudo-locale shows as English there). */
export const shownLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** Follows a language chosen in another tab (the browser tells every other tab of a localStorage change). */
export function followOtherTabs(): void {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    const lang = isLanguage(e.newValue) || e.newValue === 'pseudo' ? e.newValue : startLanguage();
    void activateLanguage(lang).catch(() => undefined);
  });
}
