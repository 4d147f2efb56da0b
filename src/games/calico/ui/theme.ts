// How colours and patterns look on screen. Presentation only; the rules live in src/calico.
import { CATS, type CatId, type Color } from '../core/index.ts';

export const FILL: Record<Color, string> = {
  blue: '#62c4c3',
  green: '#6fa83a',
  yellow: '#f0c232',
  navy: '#2b3a6b',
  purple: '#8a559e',
  pink: '#ee8fae',
};

/** Motif ink: dark on light fills, light on dark fills, so patterns stay visible on every colour. */
export const INK: Record<Color, 'dark' | 'light'> = {
  blue: 'dark',
  green: 'dark',
  yellow: 'dark',
  pink: 'dark',
  navy: 'light',
  purple: 'light',
};

export const BOARD_FRAME: Record<string, string> = {
  blue: '#3d8fb0',
  green: '#4f8a3a',
  yellow: '#c9a227',
  purple: '#74518c',
};

/** A cat token's mark on the board: the cat's first two letters (one letter is ambiguous: Callie, Coconut, Cira). */
export const catCode = (cat: CatId): string => CATS[cat].name.slice(0, 2);

/** How a board's parts other than tiles look, the same on the board being entered (BoardSvg) and in history's
 * picture of it (BoardThumb): the border tiles' edge, an empty cell, a goal space and its words. */
export const LOOK = {
  borderEdge: { fill: 'none', stroke: 'rgba(0,0,0,0.35)', strokeWidth: 1 },
  emptyCell: { fill: '#f6f1e6', stroke: 'rgba(0,0,0,0.25)', strokeWidth: 1.5, strokeDasharray: '4 3' },
  goalSpace: { fill: '#fffaf0', stroke: '#333', strokeWidth: 2 },
  /** Readable on a phone (at least 12 px, 4.5:1); the letters squeezed to the hex's width rather than shrunk. */
  goalText: { textAnchor: 'middle', fontSize: 13.5, fontWeight: 700 },
  goalLetters: { fill: '#222', textLength: 46, lengthAdjust: 'spacingAndGlyphs' },
  goalPending: '#4a4a4a',
} as const;

/** A goal's letters as its space shows them: without hyphens (alike letters already say the grouping). */
export const goalLetters = (label: string): string => label.replace(/-/g, '');
