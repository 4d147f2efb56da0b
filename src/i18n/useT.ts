// The screens' way into the catalogues: t('id', values) for the screen's own words, m(msg) for a core's message.
// Every screen using it re-renders when the language changes (Lingui's 'change' event), with no provider to wrap.
import { useSyncExternalStore } from 'react';
import type { Msg } from '../games/shared/msg.ts';
import { i18n } from './app.ts';
import { renderMsg } from './render.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/** The tag for Intl (dates, numbers, lists): the browser's own when it is a variant of the app's language (en-GB,
 * de-AT, fr-CA write dates their way), else the app's language. */
export function intlLocale(lang: string): string {
  const own: readonly unknown[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  // Every component's useT asks, on every drawing: the answer is kept while the browser's list is the same object
  // (browsers hand out the same list until the languages change).
  if (own === lastOwn && lang === lastLang) return lastTag;
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  lastTag = own.find((tag): tag is string => typeof tag === 'string' && base(tag) === base(lang)) ?? lang;
  lastOwn = typeof navigator !== 'undefined' && navigator.languages === own ? own : null; // one made here is new each time
  lastLang = lang;
  return lastTag;
}
let lastOwn: readonly unknown[] | null = null,
  lastLang = '',
  lastTag = '';

export function useT() {
  const lang = useSyncExternalStore(subscribe, locale);
  return wordsFor(lang);
}

/** The words of the language shown now, outside a component (to make its formatters ahead, when idle). */
export const wordsNow = () => wordsFor(i18n.locale);

// One set per language, shared by every component (a list of a thousand games' cards asks for it a thousand times),
// with its Intl formatters made once: making an Intl.ListFormat or NumberFormat costs far more than using one.
// Looked up by the app's language alone: every render of every component asks, and reading the browser's languages
// each time was the largest cost of a tap. The browser's languages may change under the same app language: then
// (its 'languagechange' event) the sets are made again.
const sets = new Map<string, ReturnType<typeof makeWords>>();
let listening = false;
function wordsFor(lang: string) {
  let w = sets.get(lang);
  if (!w) {
    if (!listening && typeof window !== 'undefined') {
      window.addEventListener('languagechange', () => sets.clear());
      listening = true;
    }
    sets.set(lang, (w = makeWords(lang, intlLocale(lang))));
  }
  return w;
}

function makeWords(lang: string, intl: string) {
  let lists: Intl.ListFormat | undefined,
    percents: Intl.NumberFormat | undefined,
    numbers: Intl.NumberFormat | undefined;
  return {
    t: (id: string, values?: Record<string, string | number>) => i18n._(id, values),
    m: (message: Msg) => renderMsg(i18n, message),
    locale: lang,
    /** For Intl: dates, numbers and lists in the app's language. */
    intl,
    /** A number as the language writes it ("1,234", "1.234", "1 234"). */
    n: (x: number) => (numbers ??= new Intl.NumberFormat(intl)).format(x),
    /** Words joined as the language joins a list ("Ana and Ben", "Ana und Ben", "AnaとBen"). */
    and: (items: readonly string[]) => (lists ??= new Intl.ListFormat(intl, { type: 'conjunction' })).format(items),
    /** Items side by side, no "and": "a, b, c", "a、b、c" (Intl's unit lists drop the commas in some languages). */
    list: (items: readonly string[]) => items.join(lang === 'ja' ? '、' : ', '),
    /** A share as a whole percentage, as the language writes it ("40%", "40 %"). */
    pct: (share: number) =>
      (percents ??= new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 })).format(share),
  };
}
