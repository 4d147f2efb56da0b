// The screens' way into the catalogues: t('id', values) for the screen's own words, m(msg) for a core's message.
// Every screen using it re-renders when the language changes (Lingui's 'change' event), with no provider to wrap.
import { useMemo, useSyncExternalStore } from 'react';
import type { Msg } from '../games/shared/msg.ts';
import { i18n } from './app.ts';
import { renderMsg } from './render.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/** The tag for Intl (dates, numbers, lists): the browser's own when it is a variant of the app's language (en-GB,
 * de-AT, fr-CA write dates their way), else the app's language. */
export function intlLocale(lang: string): string {
  const own: readonly unknown[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  return own.find((tag): tag is string => typeof tag === 'string' && base(tag) === base(lang)) ?? lang;
}

export function useT() {
  const lang = useSyncExternalStore(subscribe, locale);
  return useMemo(() => ({
    t: (id: string, values?: Record<string, string | number>) => i18n._(id, values),
    m: (message: Msg) => renderMsg(i18n, message),
    locale: lang,
    /** For Intl: dates, numbers and lists in the app's language. */
    intl: intlLocale(lang),
    /** A number as the language writes it ("1,234", "1.234", "1 234"). */
    n: (x: number) => x.toLocaleString(intlLocale(lang)),
    /** Words joined as the language joins a list ("Ana and Ben", "Ana und Ben", "AnaとBen"). */
    and: (items: readonly string[]) => new Intl.ListFormat(intlLocale(lang), { type: 'conjunction' }).format(items),
    /** Items side by side, no "and": "a, b, c", "a、b、c" (Intl's unit lists drop the commas in some languages). */
    list: (items: readonly string[]) => items.join(lang === 'ja' ? '、' : ', '),
    /** A share as a whole percentage, as the language writes it ("40%", "40 %"). */
    pct: (share: number) => new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 0 }).format(share),
  }), [lang]);
}
