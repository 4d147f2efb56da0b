// The screens' way into the catalogues: t('id', values) for the screen's own words, m(msg) for a core's message.
// Re-renders when the language changes (through Lingui's I18nProvider in main.tsx).
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Msg } from '../games/shared/msg.ts';
import { renderMsg } from './render.ts';

export function useT() {
  const { i18n, _ } = useLingui();
  return useMemo(() => ({
    t: (id: string, values?: Record<string, string | number>) => _(id, values),
    m: (message: Msg) => renderMsg(i18n, message),
    locale: i18n.locale,
  }), [i18n, _]);
}
