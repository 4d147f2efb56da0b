// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, useDatabase } from '../../../db/db.ts';
import { flushSaves, useGameStore } from '../store.ts';
import { SetupScreen } from './SetupScreen.tsx';

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`setup-test-${n++}`));
  useGameStore.getState().close();
  window.location.hash = '#/new';
});

const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start game' }));

describe('new game setup', () => {
  it('cannot start without names, and says why at the top and at the field, in words', () => {
    render(<SetupScreen />);
    start();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Player 1's name is empty: every player needs a name");
    const field = screen.getByLabelText('Player 1 name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('is empty');
    expect(document.body.textContent).not.toMatch(/players\[|goals\[|cats\[/);
    expect(useGameStore.getState().game).toBeNull();
  });

  it('a board another player has is swapped, not shared', () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Player 2 name'), { target: { value: 'Ben' } });
    fireEvent.click(screen.getByLabelText(/^Blue board \(now Ana's/));
    start();
    expect(useGameStore.getState().game!.players.map((p) => p.board)).toEqual(['green', 'blue']);
  });

  it('goals go on the highlighted space, one tap each, swapping with a goal already placed', () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Player 2 name'), { target: { value: 'Ben' } });
    const goals = screen.getByRole('group', { name: 'Ana: design goals' });
    for (const label of ['AAAA-BB', 'AA-BB-CC', 'A-B-C-D-E-F']) fireEvent.click(within(goals).getByRole('button', { name: new RegExp(`^${label}:`) }));
    start();
    expect(useGameStore.getState().game!.players[0]!.goals).toEqual(['aaaa-bb', 'aa-bb-cc', 'a-b-c-d-e-f']);
  });

  it('a pattern given to no cat, and a fourth cat, are explained in words', () => {
    render(<SetupScreen />);
    const tiles = screen.getByRole('group', { name: /Cats in play/ });
    const inPlay = within(tiles).getAllByRole('button', { pressed: true });
    fireEvent.click(inPlay[0]!); // out: its two patterns have no cat now
    start();
    expect(screen.getByRole('alert').textContent).toMatch(/Choose 3 cats \(2 chosen\)/);
    expect(screen.getByRole('alert').textContent).toMatch(/Give \w+, \w+ to a cat/);
    expect(useGameStore.getState().game).toBeNull();
  });

  it('starts a valid game: it is saved at once and opened', async () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Player 2 name'), { target: { value: 'Ben' } });
    fireEvent.click(screen.getByLabelText('Family'));
    start();
    const game = useGameStore.getState().game!;
    expect(game.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(game.mode).toBe('family');
    expect(window.location.hash).toBe(`#/game/${game.id}`);
    await act(() => flushSaves());
    expect((await loadGame(game.id))?.doc.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
  });
  it('names are normalised: invisible characters alone are an empty name; names equal once normalised are refused', () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: '\u200B\u2060' } });
    fireEvent.change(screen.getByLabelText('Player 2 name'), { target: { value: 'Ben' } });
    start();
    expect(screen.getByRole('alert').textContent).toContain("Player 1's name is empty: every player needs a name");
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: 'BEN\u200B ' } });
    start();
    expect(screen.getByRole('alert').textContent).toContain(`Player 2's name "Ben" is already the name of player 1; names must differ`);
    expect(screen.getByRole('alert').textContent).not.toMatch(/players\[/);
    expect(useGameStore.getState().game).toBeNull();
  });

  it('stores the normalised names', async () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: ' A\u200Bna ' } });
    fireEvent.change(screen.getByLabelText('Player 2 name'), { target: { value: 'Zoe\u0301' } });
    start();
    expect(useGameStore.getState().game!.players.map((p) => p.name)).toEqual(['Ana', 'Zo\u00E9']);
  });
});
