// @vitest-environment jsdom
// Entering Kaliko turns on the play screen against a real (fake) IndexedDB: a one-tile play in three taps, a pass
// and an exchange, an illegal play refused with its reason, the play being entered saved in the game, undo/redo.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, useDatabase } from '../../../db/db.ts';
import type { KalikoGame } from '../core/index.ts';
import { flushSaves, useKaliko } from '../store.ts';
import { PlayScreen } from './PlayScreen.tsx';

const T = '2026-11-22T10:00:00.000Z';
/** Ana has closed the red bend on top of DB-RRR (the format doc's first turn): 6. Ben to play. */
const game = (): KalikoGame => ({
  format: 'tile-tally/kaliko',
  version: 1,
  id: `k-test-${n}`,
  createdAt: T,
  updatedAt: T,
  players: [{ name: 'Ana' }, { name: 'Ben' }],
  start: { tile: 'DB-RRR', rotation: 1 },
  turns: [
    {
      player: 0,
      kind: 'play',
      tiles: [
        { tile: 'TB-RWB', q: 0, r: -1, rotation: 5 },
        { tile: 'TB-RBW', q: 1, r: -1, rotation: 3 },
      ],
    },
  ],
});

let n = 0;
beforeEach(async () => {
  useDatabase(new CalicoDb(`kaliko-play-${++n}`)); // a game id of its own too: each test its own saver
  act(() => useKaliko.getState().open(game(), null));
  await act(() => flushSaves());
});

let taps = 0;
const tap = (el: Element) => {
  taps++;
  fireEvent.click(el);
};
const total = (i: number) => screen.getByTestId(`total-${i}`).textContent;

describe('Kaliko play screen', () => {
  it('a one-tile play takes three taps: the cell, the tile (already turned to fit), Score', async () => {
    render(<PlayScreen />);
    taps = 0;
    tap(screen.getByRole('button', { name: 'Empty cell (1,-2)' }));
    // Only tiles that fit are offered; TB-WBB joins the two white bends left by Ana's tiles: 3 segments = 3.
    tap(screen.getByRole('button', { name: /\(TB-WBB\), scores here$/ }));
    expect(screen.getByTestId('play-points').textContent).toBe('3');
    tap(screen.getByRole('button', { name: 'Score 3' }));
    expect(taps).toBe(3);
    expect([total(0), total(1)]).toEqual(['6', '3']);
    await act(() => flushSaves());
    expect((await loadGame<KalikoGame>(`k-test-${n}`))!.doc.turns).toHaveLength(2);
  });

  it('pass is one tap, exchange with a count is one tap; undo and redo go back and forth over turns', async () => {
    render(<PlayScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(screen.getByText(/Turn 3:/).textContent).toMatch(/Ana/);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange 4 tiles' }));
    expect(useKaliko.getState().game!.turns.slice(1)).toEqual([
      { player: 1, kind: 'pass' },
      { player: 0, kind: 'exchange', count: 4 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(useKaliko.getState().game!.turns).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(useKaliko.getState().game!.turns).toHaveLength(2);
    // Opened afresh (a reload: nothing to undo from this visit), Undo still takes back turns, and Redo puts them back.
    act(() => useKaliko.getState().open(useKaliko.getState().game!, 9));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useKaliko.getState().game!.turns).toHaveLength(0);
    expect([total(0), total(1)]).toEqual(['0', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect([total(0), total(1)]).toEqual(['6', '0']);
    expect(useKaliko.getState().game!.turns).toHaveLength(2);
  });

  it('does not offer Score for a play that scores nothing, says why once, and keeps the play being entered in the saved game', async () => {
    render(<PlayScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cell (-1,0)' }));
    const tile = document.querySelector('.kpicker .ktile-btn:not(.kscores)')!;
    fireEvent.click(tile);
    await act(() => flushSaves());
    const saved = (await loadGame<KalikoGame>(`k-test-${n}`))!.doc;
    expect(saved.draft).toHaveLength(1);
    expect(saved.draft![0]).toMatchObject({ q: -1, r: 0 });
    // Score is not offered; why is said once, calmly (no alert), and pressing Score anyway changes nothing.
    const score = screen.getByRole('button', { name: /^Score/ });
    expect(score.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(score.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^No score yet: this play joins no two open path ends/,
    );
    fireEvent.click(score);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText(/this play joins no two open path ends/)).toHaveLength(1);
    expect(useKaliko.getState().game!.turns).toHaveLength(1);
    // Opened again (a reload), the play being entered is still there.
    act(() => useKaliko.getState().open(saved, 2));
    expect(screen.getByRole('button', { name: /^Play tile 1: .* at \(-1,0\)/ })).toBeTruthy();
  });

  it('ending early is one step, asked first: the game ends, is finished and its results are shown', async () => {
    window.location.hash = '#/game/k-test/play';
    render(<PlayScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'End game now' }));
    // Asked first: nothing has changed yet, and "Not yet" leaves the game as it was.
    expect(useKaliko.getState().game!.ended).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(useKaliko.getState().game!.ended).toBeUndefined();
    expect(useKaliko.getState().game!.finishedAt).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'End game now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, finish the game' }));
    const g = useKaliko.getState().game!;
    expect(g.ended).toBe('players');
    expect(g.finishedAt).toBeTruthy();
    expect(window.location.hash).toBe(`#/game/${g.id}/results`);
    await act(() => flushSaves());
    expect((await loadGame<KalikoGame>(g.id))!.doc.finishedAt).toBe(g.finishedAt);
  });

  it('narrows the picker by the tile in hand: its sort, then the colours it shows; counts per sort', () => {
    render(<PlayScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cell (1,-2)' }));
    const shown = () => [...document.querySelectorAll('.kpicker .ktile-btn')].map((b) => b.getAttribute('data-tile')!);
    const all = shown();
    const sorts = within(screen.getByRole('group', { name: "Your tile's sort" })).getAllByRole('button');
    // Each sort's button says how many of the tiles that fit are of that sort; together, all of them.
    const counts = sorts.map((b) => Number(/(\d+)$/.exec(b.textContent!)![1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(all.length);
    fireEvent.click(screen.getByRole('button', { name: /^Triple bend \d+$/ }));
    expect(shown().length).toBe(counts[1]);
    expect(shown().every((id) => id.startsWith('TB-'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'White' }));
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    // Triple bends showing white and blue, among those that fit (1,-2): TB-WBB scores there.
    expect(shown().length).toBeGreaterThan(0);
    expect(shown().every((id) => id.startsWith('TB-') && id.includes('W') && id.includes('B'))).toBe(true);
    expect(shown()).toContain('TB-WBB');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^\d+ of \d+ fit \(1,-2\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(shown()).toEqual(all);
  });

  it('on a phone, the picker draws the pictures of the tiles in view at once and the others a frame later; every tile is there from the start', async () => {
    const size = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    Object.assign(window, { innerWidth: 320, innerHeight: 640 }); // 4 columns, a list 150 px high: 12 tiles in view
    try {
      render(<PlayScreen />);
      fireEvent.click(screen.getByRole('button', { name: 'Empty cell (1,-2)' }));
      const tiles = [...document.querySelectorAll('.kpicker .ktile-btn')];
      const drawn = () => tiles.filter((b) => b.querySelector('polygon')).length;
      expect(tiles.length).toBeGreaterThan(12);
      expect(tiles.every((b) => b.getAttribute('aria-label'))).toBe(true);
      expect(drawn()).toBe(12);
      await waitFor(() => expect(drawn()).toBe(tiles.length));
      expect(document.activeElement).toBe(tiles[0]);
      // The list scrolled down, another cell: the tiles in view are not the first ones, so every picture is drawn at once.
      const grid = document.querySelector('.kpicker-grid')!;
      grid.scrollTop = 200;
      fireEvent.scroll(grid);
      const other = screen
        .getAllByRole('button', { name: /^Empty cell/ })
        .find((c) => c.getAttribute('aria-pressed') === 'false')!;
      fireEvent.click(other);
      const now = [...document.querySelectorAll('.kpicker .ktile-btn')];
      expect(now.filter((b) => b.querySelector('polygon')).length).toBe(now.length);
    } finally {
      Object.assign(window, size);
    }
  });

  it('the pattern is one Tab stop: the arrow keys move between the empty cells, and the Tab stop with them', () => {
    render(<PlayScreen />);
    const cells = screen.getAllByRole('button', { name: /^Empty cell/ });
    expect(cells.filter((c) => c.getAttribute('tabindex') === '0')).toHaveLength(1);
    const first = cells.find((c) => c.getAttribute('tabindex') === '0')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const moved = document.activeElement!;
    expect(moved).not.toBe(first);
    expect(moved.getAttribute('aria-label')).toMatch(/^Empty cell/);
    expect(cells.filter((c) => c.getAttribute('tabindex') === '0')).toEqual([moved]);
  });

  it('browses the tiles still to come by sort, each sort with how many of its tiles are left', () => {
    render(<PlayScreen />);
    // On the table: the start DB-RRR and Ana's TB-RWB and TB-RBW; the other 82 are still to come.
    expect(screen.getByText('Tiles still to come (82)')).toBeTruthy();
    const sorts = [...document.querySelectorAll('.kcome section')].map((el) => el.getAttribute('aria-label'));
    expect(sorts).toEqual([
      'Triple cross: 11 of 11 to come',
      'Triple bend: 9 of 11 to come',
      'Double bend: 17 of 18 to come',
      'Double cross: 18 of 18 to come',
      'Single cross: 27 of 27 to come',
    ]);
    const bends = document.querySelector('[aria-label="Triple bend: 9 of 11 to come"]')!;
    expect(bends.textContent).not.toContain('Triple bend: red bend, white bend, blue bend');
    expect(bends.querySelectorAll('li svg')).toHaveLength(9);
  });
});
