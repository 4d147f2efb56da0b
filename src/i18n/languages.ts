// The languages the app speaks, by their own names, and which one a player gets on first start.
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, so a player finds theirs whatever language the app is in now. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
};

export const isLanguage = (x: unknown): x is Language =>
  typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);

/** The first of the browser's languages (navigator.languages, best first) that the app speaks; else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
