import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogues.ts';
import { accent, pseudoMessages } from './pseudo.ts';

async function pseudo() {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en-XA', messages: pseudoMessages(await loadMessages('en')) });
  return i18n;
}

describe('the pseudo-locale', () => {
  it('accents every letter, brackets the message and makes it about 40 % longer', async () => {
    const text = (await pseudo())._('shell.history.noMatch'); // "No game matches."
    expect(text).toMatch(/^\[.*\]$/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text).toContain(accent('No game matches.'));
    expect(text.length).toBeGreaterThanOrEqual(Math.round('No game matches.'.length * 1.4));
  });

  it('keeps placeholders and plural forms working', async () => {
    const i18n = await pseudo();
    expect(i18n._('shell.points', { count: 1 })).toMatch(/^\[1 þöîñţ.*\]$/);
    expect(i18n._('shell.points', { count: 2 })).toMatch(/^\[2 þöîñţš.*\]$/);
    expect(i18n._('shell.h2h.won', { name: 'Ana' })).toMatch(/^\[Ana ŵöñ.*\]$/); // a name stays as typed
  });
});
