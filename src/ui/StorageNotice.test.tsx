// @vitest-environment jsdom
// The recovery notice: shown once with the message recovery left, gone for good after OK.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import '../test/setup-dom.ts';
import { useStorageNotice } from '../db/notice.ts';
import { StorageNotice } from './StorageNotice.tsx';
import { msg } from '../games/shared/msg.ts';

it('says what was restored, in plain words, until the player presses OK', () => {
  const { container } = render(<StorageNotice />);
  expect(container.innerHTML).toBe('');
  const message = "Your phone's storage had a problem; 5 games were restored from the app's second copy.";
  act(() => useStorageNotice.setState({ message: msg('shell.recovery.restored', { count: 5 }) }));
  expect(screen.getByRole('alert').textContent).toBe(`${message}OK`);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
