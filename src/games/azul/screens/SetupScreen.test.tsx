// @vitest-environment jsdom
// The new Azul game form: names normalised, empty and duplicate names refused at the field, remembered names
// offered, 1–4 players, the wall side; Start opens and saves the game.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, setSetting, useDatabase } from '../../../db/db.ts';
import { useSettings } from '../../../store/settings.ts';
import type { AzulGame } from '../core/index.ts';
import { flushSaves, useAzulStore } from '../store.ts';
import { SetupScreen } from './SetupScreen.tsx';

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`azul-setup-${n++}`));
  useAzulStore.getState().close();
  useSettings.setState({ knownNames: [] });
  window.location.hash = '#/new/azul';
});

const name = (i: number) => screen.getByLabelText(`Player ${i} name`);
const type = (i: number, v: string) => fireEvent.change(name(i), { target: { value: v } });
const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
/** Starts the game and waits for what starting does after it: the names remembered, then the settings read again
 * (so that this reading cannot land in the next test). */
const startAndRemember = async () => {
  const reread = new Promise<void>((resolve) => {
    const stop = useSettings.subscribe(() => (stop(), resolve()));
  });
  start();
  await act(() => reread);
};

describe('new Azul game', () => {
  it('"Add a player" puts the cursor in the new name field, not on first show', () => {
    render(<SetupScreen />);
    expect(document.activeElement).not.toBe(name(1));
    expect(document.activeElement).not.toBe(name(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(document.activeElement).toBe(name(3));
  });

  it('leaving an empty new field for a remembered name shows no error and the chip fills the field', () => {
    useSettings.setState({ knownNames: ['Dee'] });
    render(<SetupScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(document.activeElement).toBe(name(3));
    fireEvent.blur(name(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name(3).getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dee' })[2]!);
    expect((name(3) as HTMLInputElement).value).toBe('Dee');
  });

  it('refuses an empty name and a duplicate (case and spacing ignored) with a message at the field', () => {
    render(<SetupScreen />);
    type(1, 'Ana');
    start();
    expect(name(2).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The name is empty: every player needs a name.')).toBeTruthy();
    expect(document.activeElement).toBe(name(2));
    type(2, '  ANA ');
    expect(screen.getByText('Player 1 is already called “Ana”: names must differ.').id).toBe(
      name(2).getAttribute('aria-describedby'),
    );
    expect(useAzulStore.getState().game).toBeNull();
  });

  it('starts a 3-player grey-side game with normalised names; it is saved and the names remembered', async () => {
    render(<SetupScreen />);
    type(1, '  Ana\u200b ');
    type(2, 'Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    type(3, 'Cy');
    fireEvent.click(screen.getByLabelText(/Grey side/));
    await startAndRemember();
    const g = useAzulStore.getState().game!;
    expect(g.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(g.side).toBe('grey');
    expect(g.rounds).toEqual([
      {
        players: [
          { tiles: [], floor: 0 },
          { tiles: [], floor: 0 },
          { tiles: [], floor: 0 },
        ],
      },
    ]);
    expect(window.location.hash).toBe(`#/game/${g.id}`);
    expect(useSettings.getState().knownNames.slice(0, 3)).toEqual(['Ana', 'Ben', 'Cy']);
    await act(() => flushSaves());
    expect((await loadGame<AzulGame>(g.id))!.doc).toEqual(g);
  });

  it('offers remembered names as one-tap chips, and a single player for practice', async () => {
    await setSetting('names', ['Zoe', 'Ana']);
    await act(() => useSettings.getState().load());
    render(<SetupScreen />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Zoe' })[0]!);
    expect((name(1) as HTMLInputElement).value).toBe('Zoe');
    fireEvent.click(screen.getByRole('button', { name: 'Remove player 2' }));
    expect(screen.getByText('One player: a practice game.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a player' })).toBeTruthy();
    await startAndRemember();
    expect(useAzulStore.getState().game!.players).toEqual([{ name: 'Zoe' }]);
  });

  it('the seat order is set on the form: Cy starts (the table turned), then Ana moves down; the game keeps it', async () => {
    render(<SetupScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    type(1, 'Ana');
    type(2, 'Ben');
    type(3, 'Cy');
    expect(screen.getByText('Seat order: Ana starts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Starts: Cy first, everyone keeps their neighbours' }));
    expect(screen.getByText('Seat order: Cy starts')).toBeTruthy();
    expect([1, 2, 3].map((i) => (name(i) as HTMLInputElement).value)).toEqual(['Cy', 'Ana', 'Ben']);
    fireEvent.click(screen.getByRole('button', { name: 'Down: Ana one place later' }));
    await startAndRemember();
    expect(useAzulStore.getState().game!.players.map((p) => p.name)).toEqual(['Cy', 'Ben', 'Ana']);
  });

  it('shows the final-wall check under its own address', () => {
    window.location.hash = '#/new/azul/check';
    render(<SetupScreen />);
    expect(screen.getByRole('heading', { name: 'Check a final wall' })).toBeTruthy();
  });
});
