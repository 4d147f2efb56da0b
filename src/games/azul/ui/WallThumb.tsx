// A wall as a small picture: the history list's thumbnail and the results' final walls.
import { memo } from 'react';
import { INDICES, patternColor, type Color, type Side } from '../core/index.ts';
import { unpackWall, type Thumb } from '../core/gameSummary.ts';
import { TILE } from './colors.ts';
import { keptWith } from '../../shared/keptWith.ts';

/** A tile's square (8 units, corners of 1.2) at the given cell, as a closed subpath: the same shape as <rect rx>. */
const square = (r: number, c: number) => `M${3.2 + c * 10},${2 + r * 10}h5.6a1.2,1.2 0 0 1 1.2,1.2v5.6a1.2,1.2 0 0 1 -1.2,1.2h-5.6a1.2,1.2 0 0 1 -1.2,-1.2v-5.6a1.2,1.2 0 0 1 1.2,-1.2z`;

/** The 25 squares in a few paths, one per look (fill and edge): they never overlap, so this paints the same
 * pixels as a rect per square in a tenth of the elements (the history list draws thirty of these). */
export const WallPicture = memo(function WallPicture({ wall, side, label, className = 'az-thumb', blank }: { wall: readonly (readonly (Color | null)[])[]; side: Side; label: string; className?: string; blank?: boolean }) {
  const looks = new Map<string, string>();
  if (!blank) for (const r of INDICES) {
    for (const c of INDICES) {
      const color = wall[r]![c];
      const look = color ? `${TILE[color].fill} #00000055` : `${side === 'coloured' ? TILE[patternColor(r, c)].faint : '#f7f4ec'} #0000001a`;
      looks.set(look, (looks.get(look) ?? '') + square(r, c));
    }
  }
  return (
    <svg viewBox="0 0 52 52" className={className} role="img" aria-label={label}>
      <rect x="0" y="0" width="52" height="52" rx="3" fill="#e9e2d2" />
      {[...looks].map(([look, d]) => {
        const [fill, stroke] = look.split(' ');
        return <path key={look} d={d} fill={fill} stroke={stroke} strokeWidth="0.4" />;
      })}
    </svg>
  );
});

const wallOf = keptWith((t: Thumb) => unpackWall(t.wall)); // kept with the summary: the same object again
export function WallThumb({ thumb, label, blank }: { thumb: unknown; label: string; blank?: boolean }) {
  const t = thumb as Thumb;
  return <WallPicture wall={wallOf(t)} side={t.side} label={label} blank={blank} />;
}
