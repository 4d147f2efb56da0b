// A wall as a small picture: the history list's thumbnail and the results' final walls.
import { memo } from 'react';
import { INDICES, patternColor, type Color, type Side } from '../core/index.ts';
import { unpackWall, type Thumb } from '../core/gameSummary.ts';
import { TILE } from './colors.ts';
import { keptWith } from '../../shared/keptWith.ts';

/** A tile's square (8 units, corners of 1.2) at the given cell, as a closed subpath: the same shape as <rect rx>.
 * An empty cell is a smaller square (5 units) in its middle: placed and empty differ in size, not only in colour. */
const square = (r: number, c: number) =>
  `M${3.2 + c * 10},${2 + r * 10}h5.6a1.2,1.2 0 0 1 1.2,1.2v5.6a1.2,1.2 0 0 1 -1.2,1.2h-5.6a1.2,1.2 0 0 1 -1.2,-1.2v-5.6a1.2,1.2 0 0 1 1.2,-1.2z`;
const imprint = (r: number, c: number) =>
  `M${4.1 + c * 10},${3.5 + r * 10}h3.8a0.6,0.6 0 0 1 0.6,0.6v3.8a0.6,0.6 0 0 1 -0.6,0.6h-3.8a0.6,0.6 0 0 1 -0.6,-0.6v-3.8a0.6,0.6 0 0 1 0.6,-0.6z`;

/** The 25 squares in a few paths, one per look (fill and edge): they never overlap, so this paints the same
 * pixels as a rect per square in a tenth of the elements (the history list draws thirty of these). */
export const WallPicture = memo(function WallPicture({
  wall,
  side,
  label,
  className = 'az-thumb',
  blank,
}: {
  wall: readonly (readonly (Color | null)[])[];
  side: Side;
  label: string;
  className?: string;
  blank?: boolean;
}) {
  const looks = new Map<string, string>();
  if (!blank)
    for (const r of INDICES) {
      for (const c of INDICES) {
        const color = wall[r]![c];
        const look = color
          ? `${TILE[color].fill} #1d1b26 0.8`
          : `${side === 'coloured' ? TILE[patternColor(r, c)].faint : '#f7f4ec'} #00000033 0.3`;
        looks.set(look, (looks.get(look) ?? '') + (color ? square(r, c) : imprint(r, c)));
      }
    }
  return (
    <svg viewBox="0 0 52 52" className={className} role="img" aria-label={label}>
      <rect x="0" y="0" width="52" height="52" rx="3" fill="#e9e2d2" />
      {[...looks].map(([look, d]) => {
        const [fill, stroke, width] = look.split(' ');
        return <path key={look} d={d} fill={fill} stroke={stroke} strokeWidth={width} />;
      })}
    </svg>
  );
});

const wallOf = keptWith((t: Thumb) => unpackWall(t.wall)); // kept with the summary: the same object again
export function WallThumb({ thumb, label, blank }: { thumb: unknown; label: string; blank?: boolean }) {
  const t = thumb as Thumb;
  return <WallPicture wall={wallOf(t)} side={t.side} label={label} blank={blank} />;
}
