// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CATS, indexOf, scoreGame, type CatId } from '../core/index.ts';
import { catCode } from './theme.ts';
import '../../../test/setup-dom.ts';
import { exampleGame } from '../../../test/games.ts';
import { BoardSvg } from './BoardSvg.tsx';

describe('BoardSvg', () => {
  it('draws 22 labelled cells to tap; border and goal spaces are not buttons', () => {
    const game = exampleGame();
    const onCell = vi.fn();
    render(
      <BoardSvg
        sheet={{ ...game.players[0]!, cells: { '2,2': { color: 'green', pattern: 'stripes' } } }}
        onCell={onCell}
        label="Ana's board"
      />,
    );
    const cells = screen.getAllByRole('button');
    expect(cells).toHaveLength(22);
    expect(screen.getByRole('button', { name: 'Cell 2,2: Green stripes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cell 4,4: empty' }));
    expect(onCell).toHaveBeenCalledWith(indexOf(4, 4));
  });

  it("with letter codes shown, a filled cell's name starts with the code printed on it", () => {
    const game = exampleGame();
    render(
      <BoardSvg
        sheet={{ ...game.players[0]!, cells: { '2,2': { color: 'green', pattern: 'stripes' } } }}
        onCell={() => {}}
        label="Ana's board"
        showCodes
      />,
    );
    expect(screen.getByRole('button', { name: 'Gs, Cell 2,2: Green stripes' }).textContent).toBe('Gs');
    expect(screen.getByRole('button', { name: 'Cell 4,4: empty' })).toBeTruthy();
  });

  it("with the coach on, an empty cell's name starts with the points it shows", () => {
    const game = exampleGame();
    const shade = new Map([
      [indexOf(2, 2), 3],
      [indexOf(4, 4), 0],
    ]);
    render(<BoardSvg sheet={{ ...game.players[0]!, cells: {} }} onCell={() => {}} label="Ana's board" shade={shade} />);
    expect(screen.getByRole('button', { name: '+3, Cell 2,2: empty, coach: +3' }).textContent).toBe('+3');
    expect(screen.getByRole('button', { name: '+0, Cell 4,4: empty, coach: +0' }).textContent).toBe('+0');
  });

  it('shows each goal and, once scored, its points; earned tokens sit on their cells', () => {
    const game = exampleGame();
    const score = scoreGame(game).players[0]!;
    const { container } = render(<BoardSvg sheet={game.players[0]!} score={score} label="Ana's board" />);
    const text = container.textContent ?? '';
    expect(text).toContain('ABCDEF'); // A-B-C-D-E-F, letters only to stay readable in the hex
    expect(text).toContain('15');
    const titles = [...container.querySelectorAll('title')].map((t) => t.textContent ?? '');
    expect(titles.filter((t) => t.endsWith(' button'))).toHaveLength(6); // six buttons, each titled
    expect(screen.queryAllByRole('button')).toHaveLength(0); // read-only picture
  });

  it('marks every cat token with a code no other cat shares (Callie, Coconut and Cira all start with C)', () => {
    const codes = (Object.keys(CATS) as CatId[]).map(catCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(catCode('callie')).not.toBe(catCode('coconut'));
    expect(catCode('tibbit')).not.toBe(catCode('tecolote'));
  });
});
