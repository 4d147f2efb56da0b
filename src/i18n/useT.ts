// The screens' way into the catalogues: t('id', values) for the screen's own words, m(msg) for a core's message.
// Every screen using it re-renders when the language changes (Lingui's 'change' event), with no provider to wrap.
import { useMemo, useSyncExternalStore } from 'react';
import type { Msg } from '../games/shared/msg.ts';
import { i18n } from './app.ts';
import { renderMsg } from './render.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

export function useT() {
  const lang = useSyncExternalStore(subscribe, locale);
  return useMemo(() => ({
    t: (id: string, values?: Record<string, string | number>) => i18n._(id, values),
    m: (message: Msg) => renderMsg(i18n, message),
    locale: lang,
  }), [lang]);
}
