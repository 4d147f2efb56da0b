// The cores' tests read a core's messages in words: English by default (the golden tests' expected words), or
// another language to check a translation reads right. One Lingui instance per language, made on first use.
import type { I18n } from '@lingui/core';
import { nodeI18n } from '../../../i18n/node.ts';
import { renderMsg } from '../../../i18n/render.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { Msg } from '../msg.ts';

const instances = new Map<Language, I18n>();
const i18nFor = (lang: Language): I18n => {
  let i18n = instances.get(lang);
  if (!i18n) instances.set(lang, (i18n = nodeI18n(lang)));
  return i18n;
};

/** A message in words. */
export const say = (m: Msg, lang: Language = 'en'): string => renderMsg(i18nFor(lang), m);

/** Several messages in words, one string each. */
export const sayAll = (ms: readonly Msg[], lang: Language = 'en'): string[] => ms.map((m) => say(m, lang));
