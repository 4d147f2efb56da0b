// Lingui's catalogues: one folder per language, one file per area of the app, minimal JSON (id → ICU message).
// English is the source and the fallback: a message missing in another language shows in English, never as its id.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

const areas = ['shell', 'games', 'cores'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: areas.map((area) => ({ path: `<rootDir>/src/i18n/locales/{locale}/${area}`, include: ['<rootDir>/src'] })),
});
