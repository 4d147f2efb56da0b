// Puts a message (src/games/shared/msg.ts) into words with a Lingui instance whose language is active: values that
// are messages are rendered first, lists of them joined as the language joins lists ("a, b and c", "a、b、c").
import type { I18n } from '@lingui/core';
import type { Msg, MsgValue } from '../games/shared/msg.ts';

const lists = new Map<string, Intl.ListFormat>();
// English lists as the app has always written them, with no comma before "and" (plain 'en' adds one).
const LIST_LOCALE: Record<string, string> = { en: 'en-GB' };
const listFormat = (locale: string) => {
  let f = lists.get(locale);
  if (!f)
    lists.set(locale, (f = new Intl.ListFormat(LIST_LOCALE[locale] ?? locale, { style: 'long', type: 'conjunction' })));
  return f;
};

function value(i18n: I18n, v: MsgValue): string | number {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (Array.isArray(v)) return listFormat(i18n.locale).format((v as readonly Msg[]).map((x) => renderMsg(i18n, x)));
  return renderMsg(i18n, v as Msg);
}

export function renderMsg(i18n: I18n, m: Msg): string {
  if (!m.values) return i18n._(m.id);
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m.values)) values[k] = value(i18n, v);
  return i18n._(m.id, values);
}
