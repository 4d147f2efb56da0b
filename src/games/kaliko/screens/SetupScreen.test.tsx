// @vitest-environment jsdom
// The starting tile at setup: drawn at random by the app (one tap), or chosen from the pictures of the 85 tiles,
// one radio group per sort (11/11/18/18/27, docs/rules/kaliko.md), each tile named in words; Start saves the choice.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, useDatabase } from '../../../db/db.ts';
import { useSettings } from '../../../store/settings.ts';
import { flushSaves, useKaliko } from '../store.ts';
import { SetupScreen } from './SetupScreen.tsx';

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`kaliko-setup-${n++}`));
  useSettings.setState({ knownNames: [] });
  window.location.hash = '#/new/kaliko';
});

const type = (i: number, v: string) =>
  fireEvent.change(screen.getByLabelText(`Player ${i} name`), { target: { value: v } });
// (Plain queries: role queries over 85 radios are slow in jsdom.)
const checked = () => [...document.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')];
const radio = (id: string) => screen.getByLabelText(new RegExp(`\\(${id}\\)$`));

describe('new Kaliko game: the starting tile', () => {
  it('offers the 85 tiles as pictures in one radio group per sort, each named in words', () => {
    render(<SetupScreen />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((g) => g.querySelectorAll('input[type=radio]').length)).toEqual([11, 11, 18, 18, 27]);
    expect(groups.map((g) => g.querySelector('legend')!.textContent)).toEqual([
      'Triple cross (11)',
      'Triple bend (11)',
      'Double bend (18)',
      'Double cross (18)',
      'Single cross (27)',
    ]);
    // A tile's name says its sort and its segments' colours; the id is there for the rules' text.
    expect(screen.getByLabelText('Triple bend: red bend, white bend, blue bend (TB-RWB)').getAttribute('type')).toBe(
      'radio',
    );
    expect(checked()).toHaveLength(1); // one tile drawn for the players already
  });

  it('a tap on a picture chooses it, "Draw at random" draws another, and Start keeps the choice and turn', async () => {
    render(<SetupScreen />);
    fireEvent.click(radio('DX-RRB'));
    expect(checked().map((r) => r.value)).toEqual(['DX-RRB']);
    expect(screen.getByText(/\(DX-RRB\), turned 0/)).toBeTruthy();
    // A random draw lands on one tile (of 85; drawing the same one ten times over is 1 in 85¹⁰).
    const draws = new Set<string>();
    for (let k = 0; k < 10; k++) {
      fireEvent.click(screen.getByRole('button', { name: 'Draw at random' }));
      expect(checked()).toHaveLength(1);
      draws.add(checked()[0]!.value);
    }
    expect(draws.size).toBeGreaterThan(1);
    fireEvent.click(radio('SX-WBR'));
    fireEvent.click(screen.getByRole('button', { name: /^Turn the starting tile/ }));
    type(1, 'Ana');
    type(2, 'Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await act(() => flushSaves());
    expect(useKaliko.getState().game!.start).toEqual({ tile: 'SX-WBR', rotation: 1 });
  });
});
