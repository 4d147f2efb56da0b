// A wall as a small picture: the history list's thumbnail and the results' final walls.
import { INDICES, patternColor, type Color, type Side } from '../core/index.ts';
import { unpackWall, type Thumb } from '../summary.ts';
import { TILE } from './colors.ts';

export function WallPicture({ wall, side, label, className = 'az-thumb' }: { wall: readonly (readonly (Color | null)[])[]; side: Side; label: string; className?: string }) {
  return (
    <svg viewBox="0 0 52 52" className={className} role="img" aria-label={label}>
      <rect x="0" y="0" width="52" height="52" rx="3" fill="#e9e2d2" />
      {INDICES.flatMap((r) => INDICES.map((c) => {
        const color = wall[r]![c];
        const printed = side === 'coloured' ? TILE[patternColor(r, c)].faint : '#f7f4ec';
        return <rect key={`${r}-${c}`} x={2 + c * 10} y={2 + r * 10} width="8" height="8" rx="1.2" fill={color ? TILE[color].fill : printed} stroke={color ? '#00000055' : '#0000001a'} strokeWidth="0.4" />;
      }))}
    </svg>
  );
}

export function WallThumb({ thumb, label }: { thumb: unknown; label: string }) {
  const t = thumb as Thumb;
  return <WallPicture wall={unpackWall(t.wall)} side={t.side} label={label} />;
}
