// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scoreGame } from '../core/index.ts';
import '../../../test/setup-dom.ts';
import { exampleGame } from '../../../test/games.ts';
import { ResultsSheet } from './ResultsScreen.tsx';

describe('results sheet', () => {
  it('is a score pad with players as columns, a row per button colour, the hand-scored totals and winner; no tie, no tie-break sentence', () => {
    const game = exampleGame();
    render(<ResultsSheet game={game} score={scoreGame(game)} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Line', 'Ana', 'Ben']);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Goal 1',
      'Goal 2',
      'Goal 3',
      'Light blue button',
      'Green button',
      'Yellow button',
      'Navy button',
      'Purple button',
      'Pink button',
      'Rainbow',
      'Callie',
      'Rumi',
      'Coconut',
      'Total',
      'Place',
    ]);
    expect(screen.getByTestId('total-0').textContent).toBe('69');
    expect(screen.getByTestId('total-1').textContent).toBe('62');
    expect(screen.getByTestId('goal1-0').textContent).toBe('15A-B-C-D-E-F · colour + pattern');
    expect(screen.getByRole('status').textContent).toBe('Winner: Ana with 69 points');
    expect(screen.queryByText(/Ties are broken/)).toBeNull();
  });

  it('spells out a shared win and the tie-break used', () => {
    const game = exampleGame();
    game.players[1] = { ...game.players[0]!, name: 'Cy' };
    render(<ResultsSheet game={game} score={scoreGame(game)} />);
    expect(screen.getByRole('status').textContent).toBe('Shared win: Ana and Cy with 69 points');
    expect(screen.getByText(/still level, so the place is shared/)).toBeTruthy();
    expect(screen.getByText(/Ties are broken by most buttons/)).toBeTruthy();
  });
});
