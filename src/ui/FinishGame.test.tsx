// @vitest-environment jsdom
// Finish and Rematch tapped twice in a row (a double tap, before the screen changes) act once: one finish, one
// rematch game, never a second blank game left behind.
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import '../test/setup-dom.ts';
import { calicoCore } from '../games/calico/core/gameCore.ts';
import { exampleGame } from '../test/games.ts';
import { FinishGame } from './FinishGame.tsx';

it('a double tap on Rematch opens one rematch game', () => {
  const open = vi.fn();
  render(<FinishGame game={exampleGame()} core={calicoCore} ready open={open} onFinish={() => {}} />);
  const button = screen.getByRole('button', { name: /^Rematch/ });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(open).toHaveBeenCalledTimes(1);
});

it('a double tap on "Yes, finish the game" finishes once', () => {
  const onFinish = vi.fn();
  const { finishedAt: _, ...playing } = exampleGame();
  render(<FinishGame game={playing} core={calicoCore} ready open={() => {}} onFinish={onFinish} />);
  fireEvent.click(screen.getByRole('button', { name: 'Finish game' }));
  const yes = screen.getByRole('button', { name: 'Yes, finish the game' });
  // Both taps land before React draws again (a real double tap on a slow phone).
  yes.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  yes.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(onFinish).toHaveBeenCalledTimes(1);
});

it('asked again (say, after a finish the game refused), the game can be finished again', () => {
  const onFinish = vi.fn();
  const { finishedAt: _, ...playing } = exampleGame();
  render(<FinishGame game={playing} core={calicoCore} ready open={() => {}} onFinish={onFinish} />);
  for (let i = 0; i < 2; i++) {
    fireEvent.click(screen.getByRole('button', { name: 'Finish game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, finish the game' }));
  }
  expect(onFinish).toHaveBeenCalledTimes(2);
});
