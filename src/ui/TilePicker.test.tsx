// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/setup-dom.ts';
import { TilePicker } from './TilePicker.tsx';

describe('TilePicker', () => {
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
});
