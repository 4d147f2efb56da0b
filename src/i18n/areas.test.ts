// @vitest-environment jsdom
// Home loads only the shell's words; a game's screens and the cores' words come with the first screen that needs
// them, in the language shown and in one being switched to, and a language switched to later gets them too.
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n, needAllWords } from './app.ts';

// Plain messages (no placeholders), one per area, as German and French write them (src/i18n/locales/).
const SHELL = 'calico.blurb',
  GAMES = 'azul.check.clear',
  CORES = 'core.azul.color.black';

// In order, as a player goes: home first, then a game's screen, then another language (a page loads areas once).
describe('catalogue areas load with the screens that use them', { shuffle: false }, () => {
  it('a language shown on home has the shell words only, until a screen wants the rest', async () => {
    await activateLanguage('de');
    expect(i18n._(SHELL)).toBe('Quilt-Tableaus: Knöpfe, Katzen und Designaufgaben.');
    expect(i18n._(GAMES)).toBe(GAMES); // not loaded: Lingui answers with the id
    await needAllWords();
    expect([i18n._(GAMES), i18n._(CORES)]).toEqual(['Leeren', 'schwarz']);
  });

  it('a language switched to after a game opened shows with every area already in', async () => {
    await activateLanguage('fr');
    expect(i18n.locale).toBe('fr');
    expect([i18n._(GAMES), i18n._(CORES)]).toEqual(['Effacer', 'noir']);
  });

  it('the last choice wins when an earlier one arrives later', async () => {
    const slow = activateLanguage('ja'); // not loaded yet
    const quick = activateLanguage('de'); // loaded already
    await Promise.all([slow, quick]);
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
