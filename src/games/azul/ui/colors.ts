// Azul's five tile colours on screen: fill and ink, the faint imprint of an empty cell on a light card and its dim
// one on a dark card (the printed board's hint of the colour; the muted letter keeps 4.5:1 on it). Each tile is also marked by its letter, which each language
// gives (azul.letter.<colour>: colour is never the only cue).
import type { Color } from '../core/index.ts';

export const TILE: Record<Color, { fill: string; faint: string; dim: string; ink: string; name: string }> = {
  blue: { fill: '#1d4f91', faint: '#d3deee', dim: '#243f6b', ink: '#ffffff', name: 'Blue' },
  yellow: { fill: '#f0c02f', faint: '#f8ecc4', dim: '#52441a', ink: '#1d1b26', name: 'Yellow' },
  red: { fill: '#b3302a', faint: '#f1d3d0', dim: '#5e2623', ink: '#ffffff', name: 'Red' },
  black: { fill: '#23232b', faint: '#d6d6da', dim: '#0b0b0e', ink: '#ffffff', name: 'Black' },
  white: { fill: '#bfe8e6', faint: '#e7f5f4', dim: '#274a48', ink: '#1d1b26', name: 'White' },
};
