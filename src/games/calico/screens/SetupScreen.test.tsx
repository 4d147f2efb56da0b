// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
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
  it('cannot start without names, and says why', () => {
    render(<SetupScreen />);
    start();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Player 1 name: is empty: every player needs a name');
    expect(useGameStore.getState().game).toBeNull();
  });

  it('rejects two players on one board and a pattern given to two cats', () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Player 2 name'), { target: { value: 'Ben' } });
    fireEvent.change(screen.getByLabelText('Player 2 board'), { target: { value: 'blue' } });
    const p1 = (screen.getByLabelText('Pattern 1 of cat 1') as HTMLSelectElement).value;
    fireEvent.change(screen.getByLabelText('Pattern 1 of cat 2'), { target: { value: p1 } });
    start();
    const text = screen.getByRole('alert').textContent!;
    expect(text).toContain("Player 2 board: the blue board is already Player 1's");
    expect(text).toMatch(/Cat 2 patterns: \w+ is already given to \w+; each pattern belongs to one cat/);
    expect(useGameStore.getState().game).toBeNull();
  });

  it('rejects both sides of one cat tile', () => {
    render(<SetupScreen />);
    fireEvent.change(screen.getByLabelText('Cat 1'), { target: { value: 'millie' } });
    fireEvent.change(screen.getByLabelText('Cat 2'), { target: { value: 'callie' } });
    start();
    expect(screen.getByRole('alert').textContent).toContain('Callie and Millie are two sides of one tile');
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
    expect(screen.getByRole('alert').textContent).toContain('Player 1 name: is empty: every player needs a name');
    fireEvent.change(screen.getByLabelText('Player 1 name'), { target: { value: 'BEN\u200B ' } });
    start();
    expect(screen.getByRole('alert').textContent).toContain('Player 2 name: "Ben" is already the name of player 1; names must differ');
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
