// @vitest-environment jsdom
// A screen loaded on first use: "Loading…" until its code is here, then the screen at once (no minimum hold), the
// screen straight away once loaded (or loaded by someone else), and a failed load said in words, with a way to try again.
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import '../test/setup-dom.ts';
import { loadedScreen } from './loadedScreen.tsx';

function Hello({ name }: { name: string }) {
  return (
    <main>
      <h1>Hello {name}</h1>
    </main>
  );
}

it('shows "Loading…" while the code loads, the screen with its props the moment it has come, and at once after', async () => {
  let arrive!: (c: typeof Hello) => void;
  const load = vi.fn(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
  const Screen = loadedScreen(load);
  const first = render(<Screen name="Ana" />);
  expect(screen.getByText('Loading…')).toBeTruthy();
  await act(async () => arrive(Hello));
  expect(screen.getByRole('heading', { name: 'Hello Ana' })).toBeTruthy();
  first.unmount();
  render(<Screen name="Ben" />); // opened again: drawn in its first frame, nothing loaded again
  expect(screen.getByRole('heading', { name: 'Hello Ben' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('draws a screen something else loaded already without loading it', () => {
  const load = vi.fn(() => Promise.resolve(Hello));
  const Screen = loadedScreen(load, () => Hello);
  render(<Screen name="Cy" />);
  expect(screen.getByRole('heading', { name: 'Hello Cy' })).toBeTruthy();
  expect(load).not.toHaveBeenCalled();
});

it('says a failed load in words, with Try again that loads it again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
  const Screen = loadedScreen<{ name: string }>(load);
  render(<Screen name="Dee" />);
  await act(async () => {});
  expect(screen.getByRole('heading', { name: 'This screen could not load' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toMatch(/offline/);
  await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
  expect(screen.getByRole('heading', { name: 'Hello Dee' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
