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
  blue: 'dark', green: 'dark', yellow: 'dark', pink: 'dark', navy: 'light', purple: 'light',
};

export const BOARD_FRAME: Record<string, string> = {
  blue: '#3d8fb0', green: '#4f8a3a', yellow: '#c9a227', purple: '#74518c',
};

/** A cat token's mark on the board: the cat's first two letters (one letter is ambiguous: Callie, Coconut, Cira). */
export const catCode = (cat: CatId): string => CATS[cat].name.slice(0, 2);
