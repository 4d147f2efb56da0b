// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/setup-dom.ts';
import { TilePicker } from './TilePicker.tsx';
import { activateLanguage, needAllWords } from '../../../i18n/app.ts';

describe('TilePicker', () => {
  it('shows how many copies of each tile are left, flagging a tile entered more often than the box holds', () => {
    const left = Array.from({ length: 36 }, () => 3);
    left[0] = 0; // light blue stripes: all three placed
    left[7] = -1; // green dots: placed four times
    render(<TilePicker label="Tiles" onPick={() => {}} left={left} />);
    // Each name starts with the count the button shows.
    expect(screen.getByRole('button', { name: '0: Light blue stripes, 0 left' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '!4: Green dots, placed 4 times: more than the box holds' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '3: Pink ferns, 3 left' })).toBeTruthy();
  });

  it("with letter codes shown, a tile's name starts with its code and count, as printed on the button", () => {
    const left = Array.from({ length: 36 }, () => 3);
    left[0] = 1;
    render(<TilePicker label="Tiles" onPick={() => {}} left={left} showCodes />);
    const button = screen.getByRole('button', { name: 'Bs 1: Light blue stripes, 1 left' });
    expect(button.textContent).toBe('Bs 1');
  });

  it('with codes shown, the headings are their legend; in German the codes are German', async () => {
    const { container, unmount } = render(<TilePicker label="Tiles" onPick={() => {}} showCodes />);
    const heads = () => [...container.querySelectorAll('.picker-head > span')].slice(1).map((e) => e.textContent);
    expect(heads()[0]).toBe('sStripes'); // the code in bold, then the word it stands for
    unmount();
    await activateLanguage('de');
    await needAllWords();
    try {
      const de = render(<TilePicker label="Plättchen" onPick={() => {}} showCodes />);
      // Gelb, Punkte: "Gep" (written from the German words, not the English "Yd")
      expect(screen.getByRole('button', { name: /^Gep: Punkte in Gelb$/ })).toBeTruthy();
      expect([...de.container.querySelectorAll('.picker-colour')].map((e) => e.textContent)).toContain('GeGelb');
    } finally {
      await activateLanguage('en');
    }
  });

  it('offers all 36 tiles by name and picks one with a tap', () => {
    const onPick = vi.fn();
    render(<TilePicker label="Tiles" onPick={onPick} current={{ color: 'navy', pattern: 'ferns' }} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(36);
    fireEvent.click(screen.getByRole('button', { name: 'Purple quatrefoil' }));
    expect(onPick).toHaveBeenCalledWith({ color: 'purple', pattern: 'quatrefoil' });
    expect(screen.getByRole('button', { name: 'Navy ferns' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Navy dots' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is one Tab stop: the arrow keys move between tiles and stop at the edges', () => {
    render(<TilePicker label="Tiles" onPick={() => {}} />);
    const tabbable = screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('aria-label'))).toEqual(['Light blue stripes']);
    tabbable[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Light blue dots');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Green dots');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Light blue dots');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Light blue ferns');
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });
});
