// @vitest-environment jsdom
// The camera refused: the scanner says so in words and the pasted link still opens.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import '../test/setup-dom.ts';
import { Scanner } from './Scanner.tsx';

afterEach(() => vi.unstubAllGlobals());

it('a refused camera points to the pasted link, which still works', async () => {
  const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  const onText = vi.fn();
  render(<Scanner scanLabel="Scan a player's board with the camera" onText={onText} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: "Scan a player's board with the camera" })));
  expect(screen.getByRole('alert').textContent).toMatch(/camera is not allowed.*Paste the link/);
  fireEvent.change(screen.getByLabelText('Or paste the link'), { target: { value: 'https://x.example/#/board/Aabc' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(onText).toHaveBeenCalledWith('https://x.example/#/board/Aabc');
});
