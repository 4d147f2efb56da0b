// @vitest-environment jsdom
// A screen loaded on first use: "Loading…" until its code is here, then the screen at once (no minimum hold), the
// screen straight away once loaded (or loaded by someone else), and a failed load thrown as lazy() throws it.
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
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

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

it('throws a failed load while drawing, and tries again on the next opening', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
  const Screen = loadedScreen<{ name: string }>(load);
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const first = render(
    <Catch>
      <Screen name="Dee" />
    </Catch>,
  );
  await act(async () => {});
  quiet.mockRestore();
  expect(screen.getByText('Caught: offline')).toBeTruthy();
  first.unmount();
  render(<Screen name="Dee" />);
  await act(async () => {});
  expect(screen.getByRole('heading', { name: 'Hello Dee' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
