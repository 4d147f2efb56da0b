// Azul's five tile colours on screen: fill and ink. Each tile is also marked by its letter, which each language
// gives (azul.letter.<colour>: colour is never the only cue).
import type { Color } from '../core/index.ts';

export const TILE: Record<Color, { fill: string; faint: string; ink: string; name: string }> = {
  blue: { fill: '#1d4f91', faint: '#d3deee', ink: '#ffffff', name: 'Blue' },
  yellow: { fill: '#f0c02f', faint: '#f8ecc4', ink: '#1d1b26', name: 'Yellow' },
  red: { fill: '#b3302a', faint: '#f1d3d0', ink: '#ffffff', name: 'Red' },
  black: { fill: '#23232b', faint: '#d6d6da', ink: '#ffffff', name: 'Black' },
  white: { fill: '#bfe8e6', faint: '#e7f5f4', ink: '#1d1b26', name: 'White' },
};
