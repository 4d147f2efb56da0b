// @vitest-environment jsdom
// Issue 19 §5: a full disk never freezes the app. Opened at a game's address while start-up storage work never
// answers (a full disk can hold IndexedDB's open for seconds), the game screen says "Loading…" and, soon, a word
// about storage, rather than staying silent until start-up is over; the word goes when storage answers.
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import './test/setup-dom.ts';
import { App } from './App.tsx';
import { useStorageNotice } from './db/notice.ts';
import { whileStarting } from './db/startup.ts';
import { StorageNotice } from './ui/StorageNotice.tsx';

it('opened at a game while storage does not answer: "Loading…", then a word about storage; taken back when it answers', async () => {
  let answer!: () => void;
  whileStarting(new Promise<void>((resolve) => (answer = resolve)));
  window.location.hash = '#/game/not-stored';
  render(
    <>
      <StorageNotice />
      <App />
    </>,
  );
  expect(screen.getByText('Loading…')).toBeTruthy();
  // Waits for the word however long the machine takes (no time is asserted): on the old code it never came, since
  // the game screen waited for start-up in silence.
  const word = await screen.findByRole('alert');
  expect(word.textContent).toMatch(/storage is slow to answer/);
  expect(screen.getByText('Loading…')).toBeTruthy(); // nothing made up meanwhile: no board, no "not found"
  await act(async () => answer());
  // Storage answered (nothing stored under that id): the game is not found, and the word about slowness is gone.
  await screen.findByText('This game is not on this device.');
  expect(useStorageNotice.getState().message).toBeNull();
});
