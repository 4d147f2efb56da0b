// @vitest-environment jsdom
// The language switch: applied at once with no reload, remembered, <html lang> set; a choice made in another tab
// is followed too.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../test/setup-dom.ts';
import { activateLanguage, followOtherTabs } from '../i18n/app.ts';
import { LanguageChoice } from './LanguageChoice.tsx';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

it('switches at once, remembers the choice and sets <html lang>', async () => {
  render(<LanguageChoice />);
  expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' })));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Sprache' })).toBeTruthy());
  expect((screen.getByRole('radio', { name: 'Deutsch' }) as HTMLInputElement).checked).toBe(true);
  expect(document.documentElement.lang).toBe('de');
  expect(localStorage.getItem('tile-tally.language')).toBe('de');
});

it('follows a language chosen in another tab', async () => {
  followOtherTabs();
  render(<LanguageChoice />);
  await act(async () =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'tile-tally.language', newValue: 'ja' })),
  );
  await waitFor(() => expect(screen.getByRole('group', { name: '言語' })).toBeTruthy());
  expect(document.documentElement.lang).toBe('ja');
});
