import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { msg } from '../games/shared/msg.ts';
import { loadMessages } from './catalogues.ts';
import { pickLanguage } from './languages.ts';
import { nodeI18n } from './node.ts';
import { renderMsg } from './render.ts';

async function appI18n(lang: 'en' | 'de' | 'fr' | 'ja') {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: lang, messages: await loadMessages(lang) });
  return i18n;
}

describe('the player gets their language', () => {
  it('from the first of the browser languages the app speaks, else English', () => {
    expect(pickLanguage(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['ja'])).toBe('ja');
    expect(pickLanguage(['pt-BR', 'nl'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('plurals follow the language, in the app and in the CLI alike', () => {
  it.each([
    ['en', 1, '1 point'],
    ['en', 2, '2 points'],
    ['de', 1, '1 Punkt'],
    ['de', 2, '2 Punkte'],
    ['ja', 1, '1点'],
    ['ja', 2, '2点'],
  ] as const)('%s, %i', async (lang, count, words) => {
    const m = msg('shell.points', { count });
    expect(renderMsg(await appI18n(lang), m)).toBe(words);
    expect(renderMsg(nodeI18n(lang), m)).toBe(words);
  });
});

describe('a message a language lacks', () => {
  it('shows in English, never as its id or empty', async () => {
    const m = msg('shell.points', { count: 2 });
    expect(renderMsg(await appI18n('fr'), m)).toBe('2 points');
    expect(renderMsg(nodeI18n('fr'), m)).toBe('2 points');
  });
});
