// The app's language: the one the player chose (remembered on this device), else the browser's first that the app
// speaks. Switching loads that language's catalogues and re-renders every screen at once, with no reload; a choice
// made in another tab of the app is followed too.
import { setupI18n } from '@lingui/core';
import { loadArea, type Area } from './catalogues.ts';
import { isLanguage, pickLanguage, type Language } from './languages.ts';

export const i18n = setupI18n();

// localStorage, not IndexedDB: read synchronously before the first screen, so it never flashes in another language.
const KEY = 'tile-tally.language';

/** A language the app can show: a real one, or the tests' pseudo-locale (set only through the key, never offered). */
export type ShownLanguage = Language | 'pseudo';
/** The pseudo-locale's tag for Intl and <html lang> (the conventional one for pseudo-English). */
const PSEUDO_TAG = 'en-XA';

const readKey = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; /* storage blocked: follow the browser */
  }
};

export function startLanguage(): ShownLanguage {
  const chosen = readKey();
  return isLanguage(chosen) || chosen === 'pseudo' ? chosen : pickLanguage(navigator.languages ?? [navigator.language]);
}

const tagOf = (lang: ShownLanguage): string => (lang === 'pseudo' ? PSEUDO_TAG : lang);

/** The areas the screens shown so far need in every language shown: `shell` for home, more once a game's screens
 * or another screen load (needAreas). A language switched to gets all of them before it shows. */
const wanted = new Set<Area>(['shell']);
/** Each language's areas loaded into `i18n`, or being loaded ("de/games"). */
const loads = new Map<string, Promise<void>>();
/** The language being switched to, or shown. */
let target: ShownLanguage = 'en';
let shown: ShownLanguage | null = null;

function ensure(lang: ShownLanguage, area: Area): Promise<void> {
  const key = `${lang}/${area}`;
  let p = loads.get(key);
  if (!p) {
    const messages =
      lang === 'pseudo'
        ? Promise.all([import('./pseudo.ts'), loadArea('en', area)]).then(([{ pseudoMessages }, english]) =>
            pseudoMessages(english),
          )
        : loadArea(lang, area);
    p = messages.then((m) => i18n.load(tagOf(lang), m));
    p.catch(() => loads.delete(key)); // a chunk that failed to arrive is asked for again next time
    loads.set(key, p);
  }
  return p;
}

export async function activateLanguage(lang: ShownLanguage): Promise<void> {
  target = lang;
  // Until every area wanted is in: one may be added (a game opening) while this language's areas arrive.
  for (let have = 0; have < wanted.size;) {
    const areas = [...wanted];
    await Promise.all(areas.map((a) => ensure(lang, a)));
    have = areas.length;
  }
  if (target !== lang) return; // a later choice is being applied
  shown = lang;
  i18n.activate(tagOf(lang));
  document.documentElement.lang = i18n.locale;
}

/** The words of screens beyond home (`games`: a game's screens; `cores`: what the cores say), loaded before such a
 * screen shows: in the language shown and in one being switched to, so neither shows an id. */
export async function needAreas(...areas: Area[]): Promise<void> {
  for (const a of areas) wanted.add(a);
  const langs = new Set<ShownLanguage>([target, ...(shown ? [shown] : [])]);
  await Promise.all([...langs].flatMap((lang) => areas.map((a) => ensure(lang, a))));
}

/** Everything a screen other than home may say. */
export const needAllWords = (): Promise<void> => needAreas('games', 'cores');

/** Starts loading what a screen other than home may say in `lang`, without holding the first screen for it (a game
 * opened by its address needs it soon). */
export const fetchAllWords = (lang: ShownLanguage): void =>
  void Promise.all([ensure(lang, 'games'), ensure(lang, 'cores')]).catch(() => undefined);

/** The player's choice in Settings: applied at once and remembered. */
export async function chooseLanguage(lang: Language): Promise<void> {
  await activateLanguage(lang);
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* not remembered; still applied */
  }
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
