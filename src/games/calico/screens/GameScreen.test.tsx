// @vitest-environment jsdom
// The board editor against a real (fake) IndexedDB: tap-and-pick with auto-advance, paint, clear, undo/redo,
// keyboard entry, switching players, and that every change is saved at once.
import type { Game } from '../core/index.ts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, useDatabase } from '../../../db/db.ts';
import { flushSaves, useGameStore } from '../store.ts';
import { emptyGame } from '../../../test/games.ts';
import { GameScreen } from './GameScreen.tsx';
import { activateLanguage, needAllWords } from '../../../i18n/app.ts';

let n = 0;
beforeEach(async () => {
  // The last test's writes end in its own database, not in this one under the same game id.
  await act(() => flushSaves());
  useDatabase(new CalicoDb(`editor-test-${n++}`));
  act(() => {
    useGameStore.getState().setEntryMode('tap');
    useGameStore.getState().open(emptyGame(), null);
  });
  await act(() => flushSaves());
});

const board = () => screen.getByRole('group', { name: /board/ });
const cell = (key: string) => within(board()).getByRole('button', { name: new RegExp(`(^|, )Cell ${key}:`) });
const pick = (name: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Tiles' })).getByRole('button', {
      name: new RegExp(`(^|: )${name}(,|$)`),
    }),
  );

describe('board editor', () => {
  it('tap a cell, pick a tile: the cell is filled, the next empty cell in reading order is selected, the score updates', async () => {
    render(<GameScreen />);
    expect(cell('1,1').getAttribute('aria-pressed')).toBe('true'); // the first empty cell starts selected
    pick('Light blue dots'); // (1,1) joins the printed blue vines at (2,0)
    expect(cell('1,1').getAttribute('aria-label')).toBe('Bd, Cell 1,1: Light blue dots');
    expect(cell('2,1').getAttribute('aria-pressed')).toBe('true');
    pick('Light blue stripes'); // (2,1): blue group (2,0)(1,1)(2,1) → a button
    expect(screen.getByTestId('player-total').textContent).toBe('3');
    fireEvent.click(cell('4,4'));
    pick('Pink ferns');
    expect(cell('5,4').getAttribute('aria-pressed')).toBe('true'); // after (4,4) comes (5,4)
    await act(() => flushSaves());
    const saved = await loadGame<Game>('g-test');
    expect(saved?.doc.players[0]!.cells).toEqual({
      '1,1': { color: 'blue', pattern: 'dots' },
      '2,1': { color: 'blue', pattern: 'stripes' },
      '4,4': { color: 'pink', pattern: 'ferns' },
    });
  });

  it('paint mode: choose a tile once, then tap cells; tapping again clears', () => {
    render(<GameScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Paint' }));
    pick('Green dots');
    for (const k of ['2,2', '2,3', '3,3']) fireEvent.click(cell(k));
    expect(cell('3,3').getAttribute('aria-label')).toBe('Gd, Cell 3,3: Green dots');
    expect(screen.getByTestId('player-total').textContent).toBe('3'); // one green button
    fireEvent.click(cell('3,3'));
    expect(cell('3,3').getAttribute('aria-label')).toBe('Cell 3,3: empty');
  });

  it('clear, undo and redo', () => {
    render(<GameScreen />);
    pick('Yellow vines');
    fireEvent.click(cell('1,1'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the selected cell' }));
    expect(cell('1,1').getAttribute('aria-label')).toBe('Cell 1,1: empty');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cell('1,1').getAttribute('aria-label')).toBe('Yv, Cell 1,1: Yellow vines');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cell('1,1').getAttribute('aria-label')).toBe('Cell 1,1: empty');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(cell('1,1').getAttribute('aria-label')).toBe('Yv, Cell 1,1: Yellow vines');
  });

  it('keyboard: a colour key then a pattern key fills the cell; arrows move; Delete clears; Ctrl+Z undoes', () => {
    render(<GameScreen />);
    const svg = board();
    fireEvent.keyDown(svg, { key: 'n' });
    fireEvent.keyDown(svg, { key: 'q' });
    expect(cell('1,1').getAttribute('aria-label')).toBe('Nq, Cell 1,1: Navy quatrefoil');
    expect(cell('2,1').getAttribute('aria-pressed')).toBe('true'); // moved on to the next empty cell
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(cell('1,2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(svg, { key: 'ArrowUp' });
    expect(cell('1,1').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(svg, { key: 'Delete' });
    expect(cell('1,1').getAttribute('aria-label')).toBe('Cell 1,1: empty');
    fireEvent.keyDown(svg, { key: 'z', ctrlKey: true });
    expect(cell('1,1').getAttribute('aria-label')).toBe('Nq, Cell 1,1: Navy quatrefoil');
  });

  it('keyboard in German: the German codes shown, a two-letter colour then a pattern ("Ge" "p": Gelb, Punkte)', async () => {
    await act(() => activateLanguage('de'));
    await act(() => needAllWords());
    try {
      render(<GameScreen />);
      const svg = screen.getByRole('group', { name: /^Tableau von/ });
      for (const key of ['G', 'e', 'p']) fireEvent.keyDown(svg, { key });
      expect(within(svg).getByRole('button', { name: /^Gep, Feld 1,1: / })).toBeTruthy();
      for (const key of ['h', 's']) fireEvent.keyDown(svg, { key }); // Hellblau, Streifen
      expect(within(svg).getByRole('button', { name: /^Hs, Feld 2,1: / })).toBeTruthy();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('switching players is one tap and keeps each board', () => {
    render(<GameScreen />);
    pick('Pink dots');
    fireEvent.click(screen.getByRole('button', { name: /^Ben/ }));
    expect(board().getAttribute('aria-label')).toMatch(/^Ben's board, 0 of 22/);
    fireEvent.click(screen.getByRole('button', { name: /^Ana/ }));
    expect(cell('1,1').getAttribute('aria-label')).toBe('Kd, Cell 1,1: Pink dots');
  });

  it('tapping a scored item highlights the cells that earned it', () => {
    render(<GameScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Paint' }));
    pick('Green dots');
    for (const k of ['2,2', '2,3', '3,3']) fireEvent.click(cell(k));
    const item = screen.getByRole('button', { name: /Green button \(3 cells\)/ });
    fireEvent.click(item);
    expect(item.getAttribute('aria-pressed')).toBe('true');
    expect(useGameStore.getState().highlight?.cells.sort()).toEqual(['2,2', '2,3', '3,3']);
  });

  it('corrections add to the total and are saved with the game', async () => {
    render(<GameScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'One more: Light blue buttons' }));
    expect(screen.getByTestId('player-total').textContent).toBe('3');
    await act(() => flushSaves());
    expect((await loadGame<Game>('g-test'))?.doc.players[0]!.corrections).toEqual({ buttons: { blue: 1 }, cats: {} });
  });
});

describe('seat order', () => {
  it('before a tile is placed, Ben can start: his board and goals go with him; the first tile ends the choice', async () => {
    const before = emptyGame();
    render(<GameScreen />);
    // Right under the tiles, before the score and the notes: who starts is settled before the first tile.
    const seats = screen.getByText('Seat order: Ana starts').closest('details')!;
    expect(seats.previousElementSibling?.getAttribute('aria-label')).toBe('Tiles');
    fireEvent.click(screen.getByText('Seat order: Ana starts'));
    fireEvent.click(screen.getByRole('button', { name: /^Starts: Ben first/ }));
    const g = useGameStore.getState().game!;
    expect(g.players.map((p) => [p.name, p.board])).toEqual([
      ['Ben', before.players[1]!.board],
      ['Ana', before.players[0]!.board],
    ]);
    expect(screen.getByText('Seat order: Ben starts')).toBeTruthy();
    pick('Light blue dots');
    expect(screen.queryByText(/^Seat order:/)).toBeNull();
    await act(() => flushSaves());
    expect((await loadGame<Game>('g-test'))!.doc.players.map((p) => p.name)).toEqual(['Ben', 'Ana']);
  });
});
