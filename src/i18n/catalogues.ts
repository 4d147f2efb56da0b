// Each language's catalogues, compiled at build time by Lingui's Vite plugin (lingui.config.ts) into chunks of their
// own: a language is fetched the first time it is used, and the service worker precaches every one, so switching
// works offline. Messages a language lacks were filled in from English when it was compiled.
import type { Messages } from '@lingui/core';
import type { Language } from './languages.ts';

const files = import.meta.glob<{ messages: Messages }>('./locales/*/*.json', { query: '?lingui' });

export async function loadMessages(lang: Language): Promise<Messages> {
  const mine = Object.entries(files).filter(([path]) => path.startsWith(`./locales/${lang}/`));
  const parts = await Promise.all(mine.map(([, load]) => load()));
  return Object.assign({}, ...parts.map((p) => p.messages)) as Messages;
}
