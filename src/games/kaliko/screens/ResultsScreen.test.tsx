// @vitest-environment jsdom
// The Kaliko score pad: every turn shows the player's running total, what the turn scored under it, and the
// totals row agrees with the last running total.
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { parseKalikoJson } from '../core/index.ts';
import { KalikoSheet } from '../screens/ResultsScreen.tsx';

/** The format doc's example: Ana 6, Ben 3, Ana exchanges 2, Ben 6, both pass (scored by hand there). */
function docGame() {
  const json = /```json\n([\s\S]*?)```/.exec(readFileSync('docs/kaliko-format.md', 'utf8'))![1]!;
  const r = parseKalikoJson(json);
  if (!r.ok) throw new Error('the doc example does not parse');
  return r.game;
}

describe('Kaliko score pad', () => {
  it("shows the running total after each turn, and the turn's own points under it", () => {
    render(<KalikoSheet doc={docGame()} />);
    const cell = (t: number) => screen.getByTestId(`turn-${t}`);
    const running = [0, 1, 2, 3, 4, 5].map((t) => cell(t).querySelector('.pts')!.textContent);
    // Ana: 6, 6 (exchange), 6 (pass); Ben: 3, 9, 9 (pass).
    expect(running).toEqual(['6', '3', '6', '9', '6', '9']);
    expect(cell(0).querySelector('.note')!.textContent).toMatch(/^\+6: /);
    expect(cell(1).querySelector('.note')!.textContent).toMatch(/^\+3: /);
    expect(cell(2).querySelector('.note')!.textContent).toBe('exchanged 2');
    expect(cell(5).querySelector('.note')!.textContent).toBe('passed');
    expect([
      screen.getByTestId('result-total-0').textContent,
      screen.getByTestId('result-total-1').textContent,
    ]).toEqual(['6', '9']);
    screen.getByText(/running total/);
  });

  it('names its rows by their turns, the word play uses ("Turn 5"), never rounds', () => {
    render(<KalikoSheet doc={docGame()} />);
    const pad = screen.getByRole('table');
    expect(within(pad).getByRole('columnheader', { name: 'Turns' })).toBeTruthy();
    // Six turns at a table of two: each row one go round it.
    expect(
      within(pad)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1–2', '3–4', '5–6', 'Total', 'Place']);
    expect(within(pad).queryByText(/Round/)).toBeNull();
  });
});
