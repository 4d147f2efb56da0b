// @vitest-environment jsdom
// Round entry against a real (fake) IndexedDB: taps place and clear tiles, the round's points appear tile by tile,
// floor and marker are one tap each, Next round closes the round (naming who took the marker in the same tap),
// the last round is announced, every tap is saved, and a whole 4-player round takes no more taps than tiles + one
// per floor + 1.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, useDatabase } from '../../../db/db.ts';
import { GAME_FORMAT, GAME_VERSION, type AzulGame, type Side } from '../core/index.ts';
import { emptyRound } from '../core/edits.ts';
import { flushSaves, useAzulStore } from '../store.ts';
import { PlayScreen } from './PlayScreen.tsx';

let n = 0;
const newGame = (names: string[], side: Side = 'coloured'): AzulGame => ({
  format: GAME_FORMAT, version: GAME_VERSION, id: `az-test-${n}`, createdAt: '2026-11-22T20:00:00.000Z', updatedAt: '2026-11-22T20:00:00.000Z',
  side, players: names.map((name) => ({ name })), rounds: [emptyRound(names.length)],
});

const start = async (names: string[], side: Side = 'coloured') => {
  useDatabase(new CalicoDb(`azul-play-${n++}`));
  const g = newGame(names, side);
  act(() => useAzulStore.getState().open(g, null));
  await act(() => flushSaves());
  render(<PlayScreen />);
  return g.id;
};

/** Counts every tap the test makes. */
let taps = 0;
beforeEach(() => void (taps = 0));
const tap = (el: HTMLElement) => (taps++, fireEvent.click(el));
const wall = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}'s wall`) });
const cell = (name: string, row: number, col: number) => within(wall(name)).getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}(,|:)`) });
const floor = (name: string, k: number) => screen.getByRole('radio', { name: new RegExp(`^${name}'s floor: ${k}(,|$)`) });
const marker = (i: number) => screen.getAllByRole('button', { name: /first-player marker/ })[i]!;
/** Closes the round without naming who took the marker. */
const next = () => tap(screen.getByRole('button', { name: /^Next round(, marker not recorded)?$/ }));
const preview = (i: number) => screen.getByTestId(`preview-${i}`).textContent ?? '';

describe('round entry', () => {
  it('a tap tiles a cell, shows its points explained, and a second tap clears it; every tap is saved', async () => {
    const id = await start(['Ana', 'Ben']);
    tap(cell('Ana', 1, 1));
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('true');
    expect(cell('Ana', 1, 1).getAttribute('aria-label')).toBe('Row 1, column 1, blue: new this round, 1 point');
    tap(cell('Ana', 1, 2)); // same row: the round's tile moves there
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('false');
    tap(cell('Ana', 2, 2)); // below it: 2 down = 2; row 1's tile alone = 1 → +3
    expect(preview(0)).toContain('Round 1: +3 on the wall');
    expect(preview(0)).toContain('Row 2, column 2 (blue): 2 down (rows 1–2), 2 points');
    expect(screen.getByTestId('score-0').textContent).toBe('3');
    tap(cell('Ana', 2, 2));
    expect(screen.getByTestId('score-0').textContent).toBe('1');
    await act(() => flushSaves());
    const saved = await loadGame<AzulGame>(id);
    expect(saved!.doc.rounds[0]!.players[0]!.tiles).toEqual([{ row: 0, col: 1 }]);
  });

  it('a whole 4-player round: tiles + one tap per floor + 1 (Next round, naming who took the marker)', async () => {
    await start(['Ana', 'Ben', 'Cy', 'Di']);
    // Ana 3 tiles, floor 0; Ben 2 tiles, floor 2; Cy 1 tile and the marker only (floor 1); Di 4 tiles, floor 3.
    for (const [r, c] of [[1, 1], [2, 3], [4, 5]]) tap(cell('Ana', r!, c!));
    for (const [r, c] of [[1, 2], [2, 2]]) tap(cell('Ben', r!, c!));
    tap(floor('Ben', 2));
    tap(cell('Cy', 3, 3));
    for (const [r, c] of [[1, 5], [2, 5], [3, 5], [5, 5]]) tap(cell('Di', r!, c!));
    tap(floor('Di', 3));
    const tiles = 3 + 2 + 1 + 4;
    const floors = 3; // Ben, Cy (the marker alone), Di
    tap(screen.getByRole('button', { name: 'Next round: Cy starts' })); // Cy's marker and floor 1, and the next round
    expect(taps).toBe(tiles + floors + 1 - 1); // Cy's floor needed no tap of its own
    expect(useAzulStore.getState().game!.rounds[0]!.players[2]).toEqual({ tiles: [{ row: 2, col: 2 }], floor: 1, firstPlayer: true });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Round 2');
    expect(screen.getByText('Cy starts this round (took the first-player marker in round 1).')).toBeTruthy();
    // Scores after round 1: Ana 1 + 1 + 1 = 3; Ben (0,1) 1, (1,1) 2 down = 3, floor −2 → 1;
    // Cy 1, floor −1 → 0; Di column 5 rows 1–3: 1 + 2 + 3, row 5 alone 1 = 7, floor −4 → 3.
    expect([0, 1, 2, 3].map((i) => screen.getByTestId(`score-${i}`).textContent)).toEqual(['3', '1', '0', '3']);
  });

  it('the marker holder with floor tiles: the floor count (marker included), then Next round naming them', async () => {
    await start(['Ana', 'Ben']);
    tap(floor('Ana', 3));
    tap(screen.getByRole('button', { name: 'Next round: Ana starts' }));
    expect(taps).toBe(2);
    expect(useAzulStore.getState().game!.rounds[0]!.players[0]).toEqual({ tiles: [], floor: 3, firstPlayer: true });
  });

  it('the marker toggle: one tap; it fills a floor slot, and moves to another player', async () => {
    await start(['Ana', 'Ben']);
    tap(marker(0));
    tap(floor('Ana', 3));
    expect(useAzulStore.getState().game!.rounds[0]!.players[0]).toEqual({ tiles: [], floor: 3, firstPlayer: true });
    expect(floor('Ana', 0)).toHaveProperty('disabled', true);
    tap(marker(1)); // given to Ben instead
    expect(useAzulStore.getState().game!.rounds[0]!.players.map((e) => [e.floor, !!e.firstPlayer])).toEqual([[3, false], [1, true]]);
  });

  it('a refused tap says why in plain words and changes nothing', async () => {
    await start(['Ana']);
    tap(cell('Ana', 1, 1));
    next();
    tap(cell('Ana', 1, 1)); // tiled in round 1
    expect(screen.getByTestId('notice').textContent).toBe("Not changed: Ana's row 1, column 1 was already tiled in round 1; a cell is tiled only once.");
    expect(cell('Ana', 1, 1).getAttribute('aria-label')).toBe('Row 1, column 1, blue: tiled in round 1');
  });

  it('says when the round being entered is the last one, and offers the results instead of a next round', async () => {
    await start(['Ana', 'Ben']);
    for (let c = 1; c <= 4; c++) {
      tap(cell('Ana', 1, c));
      next();
    }
    expect(screen.queryByText(/this is the last round/)).toBeNull();
    tap(cell('Ana', 1, 5));
    expect(screen.getByText(/Ana completes row 1: this is the last round/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Next round/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the results' })).toBeTruthy();
  });

  it('a past round can be opened and corrected; later rounds are scored again', async () => {
    await start(['Ana']);
    tap(cell('Ana', 1, 1));
    next();
    tap(cell('Ana', 1, 2)); // 2 across → 1 + 2 = 3
    expect(screen.getByTestId('score-0').textContent).toBe('3');
    tap(screen.getByRole('button', { name: 'Previous round' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Round 1 of 2: correcting');
    tap(cell('Ana', 1, 1)); // cleared in round 1: round 2's tile is now alone (1)
    tap(screen.getByRole('button', { name: 'Back to round 2' }));
    expect(screen.getByTestId('score-0').textContent).toBe('1');
  });

  it('grey side: the colour is picked after the cell; colours the rules forbid are disabled', async () => {
    await start(['Ana'], 'grey');
    tap(cell('Ana', 1, 1));
    const picker = screen.getByRole('group', { name: /Colour for Ana's row 1, column 1/ });
    tap(within(picker).getByRole('button', { name: 'Red' }));
    expect(cell('Ana', 1, 1).getAttribute('aria-label')).toBe('Row 1, column 1, red: new this round, 1 point');
    tap(cell('Ana', 2, 1));
    const picker2 = screen.getByRole('group', { name: /Colour for Ana's row 2, column 1/ });
    expect(within(picker2).getByRole('button', { name: /^Red \(not possible: .*red is already in column 1/ })).toHaveProperty('disabled', true);
    expect(within(picker2).getByRole('button', { name: 'Blue' })).toHaveProperty('disabled', false);
  });
});

describe('keyboard', () => {
  it('one tab stop per wall; arrow keys move between cells and Enter taps', async () => {
    await start(['Ana']);
    const first = cell('Ana', 1, 1);
    expect(first.tabIndex).toBe(0);
    expect(cell('Ana', 1, 2).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('Ana', 2, 2));
    expect(cell('Ana', 2, 2).tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }); // stops at the edge
    expect(document.activeElement).toBe(cell('Ana', 2, 1));
  });
});
