// Small pieces of the games' screens' words that follow the language: lists of names ("Ana and Ben", "Ana und
// Ben", "AnaとBen"), signed numbers, and words made outside React (the stores' notices) in the active language.
import { Fragment, type ReactNode } from 'react';
import { i18n } from './app.ts';
import { renderMsg } from './render.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

const lists = new Map<string, Intl.ListFormat>();

/** "Ana, Ben and Cy" as the language joins a list. */
export function andList(locale: string, items: readonly string[]): string {
  let f = lists.get(locale);
  if (!f) lists.set(locale, (f = new Intl.ListFormat(locale || 'en', { style: 'long', type: 'conjunction' })));
  return f.format(items);
}

/** Makes the list format of the active language ahead, in an idle moment: the first of the page's Intl objects loads
 * the language data, a long task on a slow phone that would otherwise fall in a game screen's first render. */
export const readyLists = (): void => void andList(i18n.locale, []);

/** "red" → "Red" where a word stands alone on a button (languages without capitals are left as they are). */
export const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** "+3", "−2" (a real minus sign), "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A message in the active language now, for words kept in a store (a notice) rather than rendered by a screen. */
export const say = (id: string, values?: Msg['values']): string => renderMsg(i18n, msg(id, values));

/** A core's message in the active language now (a refusal kept in a store). */
export const sayMsg = (m: Msg): string => renderMsg(i18n, m);

const MARK = '\u0000';

/** A message with some values drawn apart (a number in bold): `slots` go where the message puts them, in the
 * language's order. `t` is the screen's; the message gets a marker for each slot and is split at the markers. */
export function withSlots(
  t: (id: string, v?: Record<string, string | number>) => string,
  id: string,
  values: Record<string, string | number>,
  slots: Record<string, ReactNode>,
): ReactNode[] {
  const marked = t(id, { ...values, ...Object.fromEntries(Object.keys(slots).map((k) => [k, `${MARK}${k}${MARK}`])) });
  return marked.split(MARK).map((piece, i) => (i % 2 ? <Fragment key={i}>{slots[piece]}</Fragment> : piece));
}

/** A list joined as the active language joins it, for words made outside a screen. */
export const listNow = (items: readonly string[]): string => andList(i18n.locale, items);
