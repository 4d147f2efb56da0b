// Azul's five tile colours on screen: fill, ink and the letter that marks each tile (colour is never the only cue).
import type { Color } from '../core/index.ts';

export const TILE: Record<Color, { fill: string; faint: string; ink: string; letter: string; name: string }> = {
  blue: { fill: '#1d4f91', faint: '#d3deee', ink: '#ffffff', letter: 'B', name: 'Blue' },
  yellow: { fill: '#f0c02f', faint: '#f8ecc4', ink: '#1d1b26', letter: 'Y', name: 'Yellow' },
  red: { fill: '#b3302a', faint: '#f1d3d0', ink: '#ffffff', letter: 'R', name: 'Red' },
  black: { fill: '#23232b', faint: '#d6d6da', ink: '#ffffff', letter: 'K', name: 'Black' },
  white: { fill: '#bfe8e6', faint: '#e7f5f4', ink: '#1d1b26', letter: 'W', name: 'White' },
};
