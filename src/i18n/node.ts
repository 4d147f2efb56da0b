// Catalogues for the CLI and for Node scripts, read from the JSON files and compiled on load (the app gets them
// compiled at build time instead). English fills in whatever a language lacks, as in the app.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from './languages.ts';

const root = join(import.meta.dirname, 'locales');

function read(lang: Language): Record<string, string> {
  const dir = join(root, lang);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>),
  );
}

export function nodeI18n(lang: Language): I18n {
  const english = read('en');
  const mine = lang === 'en' ? english : read(lang);
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  const messages: Record<string, string> = { ...english };
  for (const [id, text] of Object.entries(mine)) if (text) messages[id] = text;
  i18n.loadAndActivate({ locale: lang, messages });
  return i18n;
}
