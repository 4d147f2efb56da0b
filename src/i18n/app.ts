// The app's language: the one the player chose (remembered on this device), else the browser's first that the app
// speaks. Switching loads that language's catalogues and re-renders every screen at once, with no reload.
import { setupI18n } from '@lingui/core';
import { loadMessages } from './catalogues.ts';
import { isLanguage, pickLanguage, type Language } from './languages.ts';

export const i18n = setupI18n();

// localStorage, not IndexedDB: read synchronously before the first screen, so it never flashes in another language.
const KEY = 'tile-tally.language';

export function startLanguage(): Language {
  let chosen: string | null = null;
  try { chosen = localStorage.getItem(KEY); } catch { /* storage blocked: follow the browser */ }
  return isLanguage(chosen) ? chosen : pickLanguage(navigator.languages ?? [navigator.language]);
}

export async function activateLanguage(lang: Language): Promise<void> {
  const messages = await loadMessages(lang);
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

/** The player's choice in Settings: applied at once and remembered. */
export async function chooseLanguage(lang: Language): Promise<void> {
  await activateLanguage(lang);
  try { localStorage.setItem(KEY, lang); } catch { /* not remembered; still applied */ }
}
