// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/setup-dom.ts';
import { FieldError, FormErrors, invalidProps, splitPath, type FieldProblem } from './FormErrors.tsx';

const problems: FieldProblem[] = [
  { field: 'name-1', label: "Player 2's name", message: 'This name is empty.' },
  { message: 'Something about the whole form.' },
];

function Form() {
  return (
    <form>
      <FormErrors problems={problems} />
      <input id="name-0" aria-label="Player 1 name" {...invalidProps('name-0', problems)} />
      <input id="name-1" aria-label="Player 2 name" {...invalidProps('name-1', problems)} />
      <FieldError field="name-1" problems={problems} />
    </form>
  );
}

describe('form problems', () => {
  it('are listed at the top with their field, and said again at the field it is about', () => {
    render(<Form />);
    const summary = screen.getByRole('alert');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "Player 2's name: This name is empty.",
      'Something about the whole form.',
    ]);
    const field = screen.getByLabelText('Player 2 name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('This name is empty.');
    expect(screen.getByLabelText('Player 1 name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a problem in the summary takes the player to its field', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('link', { name: /Player 2's name/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Player 2 name'));
  });

  it('splits a path off a message', () => {
    expect(splitPath('players[1].goals[2]: is not a goal')).toEqual({
      path: 'players[1].goals[2]',
      text: 'is not a goal',
    });
    expect(splitPath('The name is empty.')).toEqual({ path: '', text: 'The name is empty.' });
  });
});
