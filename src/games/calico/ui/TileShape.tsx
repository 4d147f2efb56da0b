// One patch tile drawn as a hex: colour fill plus its pattern motif (and optionally its code, in the language shown).
import type { Tile } from '../core/index.ts';
import { useT } from '../../../i18n/useT.ts';
import { tileCodeIn } from './codes.ts';
import { hexPoints } from './hex.ts';
import { motifId } from './Motifs.tsx';
import { FILL, INK } from './theme.ts';

export function TileShape({
  tile,
  x,
  y,
  r,
  showCode,
}: {
  tile: Tile;
  x: number;
  y: number;
  r: number;
  showCode?: boolean;
}) {
  const { t } = useT();
  const points = hexPoints(x, y, r);
  return (
    <g>
      <polygon points={points} fill={FILL[tile.color]} />
      <polygon points={points} fill={`url(#${motifId(tile.pattern, INK[tile.color])})`} />
      {showCode && (
        <text
          x={x}
          y={y + r * 0.18}
          textAnchor="middle"
          fontSize={r * 0.55}
          fontWeight={700}
          className="cell-code"
          fill={INK[tile.color] === 'dark' ? '#111' : '#fff'}
          stroke={INK[tile.color] === 'dark' ? '#fff' : '#111'}
          strokeWidth={2.5}
          paintOrder="stroke"
        >
          {tileCodeIn(t, tile)}
        </text>
      )}
    </g>
  );
}
