// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom.ts';
import { CalicoDb, loadGame, useDatabase } from '../../../db/db.ts';
import { flushSaves, useGameStore } from '../store.ts';
import { dealtWords, SetupScreen } from './SetupScreen.tsx';
import { activateLanguage, needAllWords } from '../../../i18n/app.ts';

let n = 0;
beforeEach(() => {
  useDatabase(new CalicoDb(`setup-test-${n++}`));
  useGameStore.getState().close();
  window.location.hash = '#/new';
});

const start = () => fireEvent.click(screen.getByText('Start game')); // by text: role queries over this form are slow
const names = (...ns: string[]) =>
  ns.forEach((v, i) => fireEvent.change(screen.getByLabelText(`Player ${i + 1} name`), { target: { value: v } }));
const question = () => document.querySelector<HTMLElement>('#cal-question .ask-now')!;
/** Taps the option of the question being asked whose text starts so (text, not roles: role queries are slow). */
const tap = (name: RegExp) =>
  fireEvent.click([...question().querySelectorAll('button')].find((b) => name.test(b.textContent!))!);
/** Copies a 2-player table, one tap per thing. */
function copyTable() {
  for (const b of [/^Blue/, /^Green/]) {
    tap(b);
    for (const g of [/^AAAA-BB/, /^AA-BB-CC/, /^A-B-C-D-E-F/]) tap(g);
  }
  for (const c of [/^Millie/, /^Tecolote/, /^Leo/]) tap(c);
  for (const p of [/^Stripes/, /^Dots/, /^Flowers/, /^Vines/]) tap(p);
}

describe('new game setup', () => {
  it('cannot start without names, and says why at the top and at the field, in words', () => {
    render(<SetupScreen />);
    start();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Player 1's name is empty: every player needs a name");
    const field = screen.getByLabelText('Player 1 name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('is empty');
    expect(document.body.textContent).not.toMatch(/players\[|goals\[|cats\[/);
    expect(useGameStore.getState().game).toBeNull();
  });

  it('nothing is chosen for the players: Start says what is still to choose and starts nothing', () => {
    render(<SetupScreen />);
    names('Ana', 'Ben');
    expect(screen.getByTestId('still-open').textContent).toContain("Ana's board and goals");
    start();
    // Said beside Start, not in a summary at the top that would push the question down under the thumb.
    expect(screen.getByTestId('still-open').textContent).toContain(
      "Still to choose: Ana's board and goals; Ben's board and goals; the cats",
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement?.id).toBe('cal-question');
    expect(useGameStore.getState().game).toBeNull();
  });

  it('the seat order is set on the form: Ben starts, and each player keeps the board and goals chosen for them', () => {
    render(<SetupScreen />);
    names('Ana', 'Ben');
    copyTable(); // Ana: blue, AAAA-BB, AA-BB-CC, A-B-C-D-E-F; Ben: green, the same goals
    fireEvent.click(screen.getByText('Seat order: Ana starts'));
    fireEvent.click(screen.getByLabelText('Starts: Ben first, everyone keeps their neighbours'));
    expect(screen.getByText('Seat order: Ben starts')).toBeTruthy();
    start();
    const game = useGameStore.getState().game!;
    expect(game.players.map((p) => [p.name, p.board])).toEqual([
      ['Ben', 'green'],
      ['Ana', 'blue'],
    ]);
  });

  it('copies the table one tap per thing: boards, goals on their spaces, cats and their patterns', () => {
    render(<SetupScreen />);
    names('Ana', 'Ben');
    copyTable();
    expect(screen.queryByTestId('still-open')).toBeNull();
    start();
    const game = useGameStore.getState().game!;
    expect(game.players.map((p) => [p.board, p.goals])).toEqual([
      ['blue', ['aaaa-bb', 'aa-bb-cc', 'a-b-c-d-e-f']],
      ['green', ['aaaa-bb', 'aa-bb-cc', 'a-b-c-d-e-f']],
    ]);
    expect(game.cats).toEqual([
      { cat: 'millie', patterns: ['stripes', 'dots'] },
      { cat: 'tecolote', patterns: ['flowers', 'vines'] },
      { cat: 'leo', patterns: ['quatrefoil', 'ferns'] },
    ]);
    expect(useGameStore.getState().layOut).toBeNull(); // nothing dealt: nothing to lay out
  });

  it('a choice made is changed by tapping it; a board another player had is theirs to choose again', () => {
    render(<SetupScreen />);
    names('Ana', 'Ben');
    copyTable();
    fireEvent.click(screen.getAllByRole('button', { name: /^Board Blue/ })[0]!);
    tap(/^Green/);
    expect(screen.getByRole('button', { name: /^Board \?/, current: 'step' })).toBeTruthy(); // Ben's, asked next
    expect(document.getElementById('cal-ask-title')!.textContent).toBe("Ben's board");
    start();
    expect(useGameStore.getState().game).toBeNull();
    tap(/^Purple/);
    start();
    expect(useGameStore.getState().game!.players.map((p) => p.board)).toEqual(['green', 'purple']);
  });

  it('"Deal for us" deals what is open, and the game says how to lay it out', () => {
    render(<SetupScreen />);
    names('Ana', 'Ben');
    tap(/^Yellow/);
    fireEvent.click(screen.getByText('Deal the rest for us'));
    start();
    const game = useGameStore.getState().game!;
    expect(game.players[0]!.board).toBe('yellow');
    expect(game.cats).toHaveLength(3);
    expect(useGameStore.getState().layOut?.()).toMatch(
      /^Lay the table out as dealt: boards: Ana yellow, Ben \w+ \(goals as shown on each board\); cats: \w+ \(/,
    );
  });

  it('a fourth cat is explained in words', () => {
    render(<SetupScreen />);
    fireEvent.click(screen.getByRole('button', { name: /^Cats/ }));
    for (const c of [/^Millie/, /^Tibbit/, /^Coconut/]) tap(c);
    fireEvent.click(screen.getByRole('button', { name: /^Cats/ }));
    tap(/^Leo/);
    expect(screen.getByRole('status').textContent).toBe(
      'Three cats are in play already: tap one of them to take it out, then choose Leo.',
    );
  });

  it('starts a valid game: it is saved at once and opened', async () => {
    render(<SetupScreen />);
    names('Ana', 'Ben');
    fireEvent.click(screen.getByText('Deal for us'));
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
    names('\u200B\u2060', 'Ben');
    fireEvent.click(screen.getByText('Deal for us'));
    start();
    expect(screen.getByRole('alert').textContent).toContain("Player 1's name is empty: every player needs a name");
    names('BEN\u200B ');
    start();
    expect(screen.getByRole('alert').textContent).toContain(
      `Player 2's name "Ben" is already the name of player 1; names must differ`,
    );
    expect(screen.getByRole('alert').textContent).not.toMatch(/players\[/);
    expect(useGameStore.getState().game).toBeNull();
  });

  it('stores the normalised names', () => {
    render(<SetupScreen />);
    names(' A\u200Bna ', 'Zoe\u0301');
    fireEvent.click(screen.getByText('Deal for us'));
    start();
    expect(useGameStore.getState().game!.players.map((p) => p.name)).toEqual(['Ana', 'Zo\u00E9']);
  });
});

describe('the cats as dealt, in words', () => {
  it('puts each pattern in the form the language uses after "with" (German: the dative)', async () => {
    await needAllWords();
    const cats = [{ cat: 'millie', patterns: ['dots', 'ferns'] }] as unknown as Parameters<typeof dealtWords>[0];
    expect(dealtWords(cats)).toMatch(/with Dots and Ferns$/);
    await activateLanguage('de');
    try {
      expect(dealtWords(cats)).toMatch(/mit Punkten und Farnen$/);
    } finally {
      await activateLanguage('en');
    }
  });
});
