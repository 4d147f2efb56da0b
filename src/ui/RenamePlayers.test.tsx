// @vitest-environment jsdom
// Renaming on a game's results: the name is checked by the game's core before anything is saved (refused in plain
// words at the field, nothing renamed), then renamed through the store, and the screen says so.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/setup-dom.ts';
import { exampleGame } from '../test/games.ts';
import { calicoCore } from '../games/calico/core/gameCore.ts';
import { RenamePlayers } from './RenamePlayers.tsx';
import { useSettings } from '../store/settings.ts';
import { rememberNames } from '../db/db.ts';

const setup = () => {
  const rename = vi.fn(() => true);
  render(<RenamePlayers game={exampleGame()} core={calicoCore} rename={rename} />);
  fireEvent.click(screen.getByText('Rename a player'));
  return rename;
};

describe('RenamePlayers', () => {
  it('renames a player through the store, says so, and offers the new name at the next setup, not the old', async () => {
    await rememberNames(['Ana', 'Ben', 'Cy']);
    await useSettings.getState().load();
    await waitFor(() => expect(useSettings.getState().knownNames).toContain('Ben'));
    const rename = setup();
    fireEvent.change(screen.getByLabelText('Player 2 (Ben)'), { target: { value: ' Benjamin ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Rename' })[1]!);
    expect(rename).toHaveBeenCalledWith(1, ' Benjamin ');
    expect(screen.getByRole('status').textContent).toBe('Ben is now Benjamin.');
    await waitFor(() => expect(useSettings.getState().knownNames).toContain('Benjamin'));
    expect(useSettings.getState().knownNames).not.toContain('Ben');
    expect(useSettings.getState().knownNames).toEqual(expect.arrayContaining(['Ana', 'Cy']));
  });

  it("refuses another player's name at the field, in words, and renames nothing", () => {
    const rename = setup();
    const field = screen.getByLabelText('Player 2 (Ben)');
    fireEvent.change(field, { target: { value: 'ana' } });
    fireEvent.submit(field.closest('form')!);
    expect(rename).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not renamed: "ana" is already the name of player 1; names must differ.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('the same name again changes nothing', () => {
    const rename = setup();
    fireEvent.click(screen.getAllByRole('button', { name: 'Rename' })[0]!);
    expect(rename).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
