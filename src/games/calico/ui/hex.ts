// Pixel layout of the 7×7 odd-r board for SVG: pointy-top hexes of radius R.
import { colOf, rowOf } from '../core/index.ts';

export const R = 30;
export const W = Math.sqrt(3) * R;
export const BOARD_WIDTH = 7.5 * W;
export const BOARD_HEIGHT = 2 * R + 6 * 1.5 * R;

export function centre(index: number): { x: number; y: number } {
  const col = colOf(index);
  const row = rowOf(index);
  return { x: W / 2 + col * W + (row % 2) * (W / 2), y: R + row * 1.5 * R };
}

/** Corner points of a hex of radius r around (x, y), for <polygon points>. */
export function hexPoints(x: number, y: number, r = R): string {
  return Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 180) * (60 * k - 30);
    return `${(x + r * Math.cos(a)).toFixed(2)},${(y + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}
