// @vitest-environment jsdom
// Round entry against a real (fake) IndexedDB, on a phone-sized screen (one wall at a time): taps place and clear
// tiles, the round's points appear tile by tile, each player's floor is one tap that also names who took the
// first-player marker (asked nowhere else, counted at once) and moves on to the next player, Next round closes
// the round without changing any total, the last round is announced, every tap is saved, and a whole 4-player
// round takes no more taps than tiles + one floor per player + 1.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, useDatabase } from '../../../db/db.ts';
import { GAME_FORMAT, GAME_VERSION, type AzulGame, type Side } from '../core/index.ts';
import { emptyRound } from '../core/edits.ts';
import { flushSaves, useAzulStore } from '../store.ts';
import { PlayScreen } from './PlayScreen.tsx';
import { activateLanguage, needAllWords } from '../../../i18n/app.ts';

let n = 0;
const newGame = (names: string[], side: Side = 'coloured'): AzulGame => ({
  format: GAME_FORMAT,
  version: GAME_VERSION,
  id: `az-test-${n}`,
  createdAt: '2026-11-22T20:00:00.000Z',
  updatedAt: '2026-11-22T20:00:00.000Z',
  side,
  players: names.map((name) => ({ name })),
  rounds: [emptyRound(names.length)],
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
const cell = (name: string, row: number, col: number) =>
  within(wall(name)).getByRole('button', { name: new RegExp(`(^|, )Row ${row}, column ${col}(,|:)`) });
const floorGroup = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}'s floor`) });
/** A count on a player's floor, without the first-player marker, or with it (`marker`). */
const floor = (name: string, k: number, marker = false) =>
  within(floorGroup(name)).getByRole('radio', {
    name: new RegExp(`^${k === 7 ? '7\\+' : k}(, −\\d+)?${marker ? ', with the first-player marker' : ''}$`),
  });
/** The tab that shows a player's wall (one wall at a time on a phone). */
const tab = (name: string) =>
  within(screen.getByRole('group', { name: 'Whose wall' })).getByRole('button', { name: new RegExp(`^${name}\\b`) });
const next = () => tap(screen.getByRole('button', { name: 'Next round' }));
const sum = (i: number) => screen.getByTestId(`sum-${i}`).textContent ?? '';
const explain = (i: number) => screen.getByTestId(`explain-${i}`).textContent ?? '';

describe('round entry', () => {
  it('a tap tiles a cell, shows its points explained, and a second tap clears it; every tap is saved', async () => {
    const id = await start(['Ana', 'Ben']);
    tap(cell('Ana', 1, 1));
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('true');
    expect(cell('Ana', 1, 1).getAttribute('aria-label')).toBe('B +1, Row 1, column 1, blue: new this round, 1 point'); // starts with what it shows
    tap(cell('Ana', 1, 2)); // same row: the round's tile moves there
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('false');
    tap(cell('Ana', 2, 2)); // below it: 2 down = 2; row 1's tile alone = 1 → +3
    expect(sum(0)).toContain('Round 1: +3 on the wall');
    expect(explain(0)).toContain('Row 2, column 2 (blue): 2 down (rows 1–2), 2 points');
    expect(screen.getByTestId('score-0').textContent).toBe('3');
    tap(cell('Ana', 2, 2));
    expect(screen.getByTestId('score-0').textContent).toBe('1');
    await act(() => flushSaves());
    const saved = await loadGame<AzulGame>(id);
    expect(saved!.doc.rounds[0]!.players[0]!.tiles).toEqual([{ row: 0, col: 1 }]);
  });

  it('Undo last tile takes back the tiles of the shown entry, last placed first, and is off when there is none', async () => {
    const id = await start(['Ana', 'Ben']);
    const undo = () => screen.getByRole('button', { name: /^Undo last tile/ });
    expect(undo()).toHaveProperty('disabled', true);
    tap(cell('Ana', 3, 3));
    tap(cell('Ana', 1, 1));
    tap(cell('Ana', 2, 1)); // row 2, column 1 (white), below row 1's blue: 2 down
    expect(undo().getAttribute('aria-label')).toBe("Undo last tile: Ana's row 2, column 1");
    tap(undo());
    expect(cell('Ana', 2, 1).getAttribute('aria-pressed')).toBe('false');
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('true');
    tap(undo());
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('score-0').textContent).toBe('1'); // row 3's tile, alone
    await act(() => flushSaves());
    expect((await loadGame<AzulGame>(id))!.doc.rounds[0]!.players[0]!.tiles).toEqual([{ row: 2, col: 2 }]);
    tap(undo());
    expect(undo()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('score-0').textContent).toBe('0');
  });

  it('Undo after a correction puts the moved tile back where it was, and brings back a tile tapped off', async () => {
    const id = await start(['Ana', 'Ben']);
    const undo = () => screen.getByRole('button', { name: /^Undo last tile/ });
    tap(cell('Ana', 2, 2)); // row 2, column 2
    tap(cell('Ana', 1, 1));
    tap(cell('Ana', 2, 4)); // a correction: row 2's tile moves from column 2 to column 4
    tap(undo());
    expect(cell('Ana', 2, 2).getAttribute('aria-pressed')).toBe('true'); // back where it was, not gone
    expect(cell('Ana', 2, 4).getAttribute('aria-pressed')).toBe('false');
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('true');
    tap(cell('Ana', 1, 1)); // tapped off
    tap(undo());
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('true'); // back on
    // Row 1 column 1 and row 2 column 2 touch only diagonally: 1 + 1.
    expect(screen.getByTestId('score-0').textContent).toBe('2');
    await act(() => flushSaves());
    const tiles = (await loadGame<AzulGame>(id))!.doc.rounds[0]!.players[0]!.tiles;
    expect([...tiles].sort((a, b) => a.row - b.row)).toEqual([
      { row: 0, col: 0 },
      { row: 1, col: 1 },
    ]);
    tap(undo()); // the undone taps are not undone twice: the placing of row 1's tile goes next
    expect(cell('Ana', 1, 1).getAttribute('aria-pressed')).toBe('false');
    tap(undo());
    expect(cell('Ana', 2, 2).getAttribute('aria-pressed')).toBe('false');
    expect(undo()).toHaveProperty('disabled', true);
  });

  it('after a reload the wall being entered is shown again, and Undo still moves a corrected tile back', async () => {
    const id = await start(['Ana', 'Ben', 'Cy']);
    tap(cell('Ana', 1, 1));
    tap(floor('Ana', 1)); // on to Ben
    tap(cell('Ben', 3, 3));
    tap(cell('Ben', 3, 5)); // corrected
    await act(() => flushSaves());
    cleanup();
    act(() => useAzulStore.getState().close());
    await act(() => useAzulStore.getState().openById(id));
    render(<PlayScreen />);
    expect(tab('Ben').getAttribute('aria-pressed')).toBe('true');
    tap(screen.getByRole('button', { name: /^Undo last tile/ }));
    expect(cell('Ben', 3, 3).getAttribute('aria-pressed')).toBe('true');
    expect(cell('Ben', 3, 5).getAttribute('aria-pressed')).toBe('false');
  });

  it('with nothing kept from before the reload, the wall shown is the last one with anything entered this round', async () => {
    const id = await start(['Ana', 'Ben', 'Cy']);
    tap(cell('Ana', 1, 1));
    tap(floor('Ana', 1));
    tap(cell('Ben', 3, 3));
    await act(() => flushSaves());
    cleanup();
    act(() => useAzulStore.getState().close());
    sessionStorage.clear();
    await act(() => useAzulStore.getState().openById(id));
    render(<PlayScreen />);
    expect(tab('Ben').getAttribute('aria-pressed')).toBe('true');
  });

  it('a whole 4-player round: tiles + one floor tap per player (which names the marker) + 1, the next wall shown after each floor', async () => {
    await start(['Ana', 'Ben', 'Cy', 'Di']);
    // Ana 3 tiles, floor 0; Ben 2 tiles, floor 2; Cy 1 tile and the marker only (floor 1); Di 4 tiles, floor 3.
    for (const [r, c] of [
      [1, 1],
      [2, 3],
      [4, 5],
    ])
      tap(cell('Ana', r!, c!));
    tap(floor('Ana', 0)); // already 0: the tap moves on to Ben
    expect(screen.queryByRole('group', { name: /^Ana's wall/ })).toBeNull();
    for (const [r, c] of [
      [1, 2],
      [2, 2],
    ])
      tap(cell('Ben', r!, c!));
    tap(floor('Ben', 2));
    tap(cell('Cy', 3, 3));
    tap(floor('Cy', 1, true));
    for (const [r, c] of [
      [1, 5],
      [2, 5],
      [3, 5],
      [5, 5],
    ])
      tap(cell('Di', r!, c!));
    tap(floor('Di', 3));
    next();
    expect(taps).toBe(3 + 2 + 1 + 4 + 4 + 1);
    expect(useAzulStore.getState().game!.rounds[0]!.players[2]).toEqual({
      tiles: [{ row: 2, col: 2 }],
      floor: 1,
      firstPlayer: true,
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Round 2');
    expect(screen.getByText('Cy starts this round (took the first-player marker in round 1).')).toBeTruthy();
    expect(tab('Ana').getAttribute('aria-pressed')).toBe('true'); // the new round starts with the first player
    // Scores after round 1: Ana 1 + 1 + 1 = 3; Ben (0,1) 1, (1,1) 2 down = 3, floor −2 → 1;
    // Cy 1, floor −1 → 0; Di column 5 rows 1–3: 1 + 2 + 3, row 5 alone 1 = 7, floor −4 → 3.
    expect([0, 1, 2, 3].map((i) => screen.getByTestId(`score-${i}`).textContent)).toEqual(['3', '1', '0', '3']);
  });

  it('the marker is counted the moment it is chosen: the total shown then is the one Next round and the pad keep', async () => {
    await start(['Ana', 'Ben']);
    tap(floor('Ana', 0));
    tap(cell('Ben', 1, 1));
    tap(cell('Ben', 2, 1)); // 1, then 2 down: +3
    tap(floor('Ben', 3, true)); // the marker and 2 tiles: −4
    expect(screen.getByTestId('score-1').textContent).toBe('0'); // 0 + 3 − 4 → 0
    expect(sum(1)).toBe('Round 1: +3 on the wall, −4 floor → 0 − 1 = 0 (from −1: a score never goes below 0)');
    // The marker is asked in one place only: no other control names it.
    expect(screen.queryAllByRole('button', { name: /marker|starts/ })).toEqual([]);
    const shown = useAzulStore.getState().score!.players.map((p) => p.rounds[0]!.after);
    next();
    expect(useAzulStore.getState().score!.players.map((p) => p.rounds[0]!.after)).toEqual(shown);
    expect(screen.getByTestId('score-1').textContent).toBe('0');
    expect(useAzulStore.getState().game!.rounds[0]!.players[1]).toEqual({
      tiles: [
        { row: 0, col: 0 },
        { row: 1, col: 0 },
      ],
      floor: 3,
      firstPlayer: true,
    });
  });

  it('the marker given to another player leaves the first, whose floor loses the slot it filled, and says so', async () => {
    await start(['Ana', 'Ben']);
    tap(floor('Ana', 3, true));
    expect(useAzulStore.getState().game!.rounds[0]!.players[0]).toEqual({ tiles: [], floor: 3, firstPlayer: true });
    tap(floor('Ben', 1, true)); // Ben took it instead
    expect(useAzulStore.getState().game!.rounds[0]!.players.map((e) => [e.floor, !!e.firstPlayer])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(screen.getByTestId('notice').textContent).toBe(
      "The first-player marker is now Ben's; Ana's floor is 2 without it.",
    );
    tap(tab('Ben'));
    tap(floor('Ben', 2)); // and without it again: the same count, no marker
    expect(useAzulStore.getState().game!.rounds[0]!.players[1]).toEqual({ tiles: [], floor: 2 });
  });

  it('a notice is in the language shown, one chosen after the notice came included', async () => {
    await start(['Ana', 'Ben']);
    tap(floor('Ana', 3, true));
    tap(floor('Ben', 1, true));
    await act(async () => {
      await needAllWords(); // what a game screen says, in every language it is switched to
      await activateLanguage('de');
    });
    try {
      // docs/rules: the marker moved to Ben; Ana's floor keeps the two tiles it had besides it.
      expect(screen.getByTestId('notice').textContent).toBe(
        'Der Startspielermarker gehört jetzt Ben; der Boden von Ana hat ohne ihn 2.',
      );
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('a refused tap says why in plain words and changes nothing', async () => {
    await start(['Ana']);
    tap(cell('Ana', 1, 1));
    next();
    tap(cell('Ana', 1, 1)); // tiled in round 1
    expect(screen.getByTestId('notice').textContent).toBe(
      "Not changed: Ana's row 1, column 1 was already tiled in round 1; a cell is tiled only once.",
    );
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
    // The tabs' totals include the end bonuses (the pad shows them one by one), and no one starts a next round.
    expect(screen.getByText(/The totals include the end bonuses/)).toBeTruthy();
    expect(screen.queryByText(/Bonuses are added on the score pad/)).toBeNull();
  });

  it('in the round that ended the game, the marker names no first player of a next round; once finished, no warning', async () => {
    await start(['Ana', 'Ben']);
    for (let c = 1; c <= 4; c++) {
      tap(cell('Ana', 1, c));
      next();
    }
    tap(cell('Ana', 1, 5));
    tap(tab('Ben'));
    tap(floor('Ben', 1, true));
    expect(screen.queryByText(/first player next round/)).toBeNull();
    act(() => useAzulStore.getState().finish());
    expect(screen.queryByText(/this is the last round/)).toBeNull();
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
    expect(cell('Ana', 1, 1).getAttribute('aria-label')).toBe('R +1, Row 1, column 1, red: new this round, 1 point');
    tap(cell('Ana', 2, 1));
    const picker2 = screen.getByRole('group', { name: /Colour for Ana's row 2, column 1/ });
    expect(
      within(picker2).getByRole('button', { name: /^Red \(not possible: .*red is already in column 1/ }),
    ).toHaveProperty('disabled', true);
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

describe('keyboard on the floor', () => {
  it('one tab stop: the arrow keys move and choose (right: one more, down: with the marker), without leaving the player', async () => {
    await start(['Ana', 'Ben']);
    const radios = within(floorGroup('Ana')).getAllByRole('radio');
    expect(radios.filter((r) => r.tabIndex === 0)).toEqual([floor('Ana', 0)]);
    floor('Ana', 0).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(floor('Ana', 2));
    expect(floor('Ana', 2).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(floor('Ana', 2, true));
    expect(useAzulStore.getState().game!.rounds[0]!.players[0]).toEqual({ tiles: [], floor: 2, firstPlayer: true });
    expect(
      within(floorGroup('Ana'))
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0),
    ).toEqual([floor('Ana', 2, true)]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(useAzulStore.getState().game!.rounds[0]!.players[0]).toEqual({ tiles: [], floor: 2 });
    expect(tab('Ana').getAttribute('aria-pressed')).toBe('true'); // arrows never move on to the next player
  });
});

describe('letters on the tiles', () => {
  it('each language marks the tiles with its own letters, and the legend beside the walls says what they stand for', async () => {
    await start(['Ana', 'Ben']);
    // English: K for black (B is blue); each language has its own (German S for Schwarz: languages.test.ts).
    const letters = () =>
      [...document.querySelector('.az-wall')!.querySelectorAll('.az-letter')].slice(0, 5).map((e) => e.textContent);
    expect(letters()).toEqual(['B', 'Y', 'R', 'K', 'W']);
    expect(document.querySelector('.az-legend')!.textContent).toBe(
      'Letters on the tiles: B blue · Y yellow · R red · K black · W white',
    );
  });
});
