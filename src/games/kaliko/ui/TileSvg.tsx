// One Kaliko tile: a hex with its three segments. Colours are told apart by line style too (colour-blind safe):
// red solid, white dashed on a dark outline, blue dotted. Later segments pass over earlier ones, with a gap of the
// tile's colour either side so the one underneath is seen to go under.
import { memo } from 'react';
import { segmentsOf, type Colour, type Tile } from '../core/index.ts';
import { HEX_POINTS, segmentPath } from './hex.ts';

export const TILE_FILL = '#e9dfc9';
const W = 7;

function Stroke({ d, colour, thin }: { d: string; colour: Colour; thin?: boolean }) {
  const w = thin ? W * 0.8 : W;
  return (
    <g className={`seg seg-${colour}`}>
      {!thin && <path d={d} stroke={TILE_FILL} strokeWidth={w + 6} fill="none" />}
      {colour === 'red' && <path d={d} stroke="#c62828" strokeWidth={w} fill="none" />}
      {colour === 'white' && (
        <>
          <path d={d} stroke="#2b2b2b" strokeWidth={w} fill="none" />
          <path d={d} stroke="#ffffff" strokeWidth={w - 3} strokeDasharray="7 4" fill="none" />
        </>
      )}
      {colour === 'blue' && (
        <>
          <path d={d} stroke="#9fb6e6" strokeWidth={w} fill="none" />
          <path d={d} stroke="#0d3fa6" strokeWidth={w} strokeDasharray="0.1 8.5" strokeLinecap="round" fill="none" />
        </>
      )}
    </g>
  );
}

/** The tile's picture around (0, 0); place it with a transform. */
export const TileArt = memo(function TileArt({
  tile,
  rotation,
  thin,
}: {
  tile: Tile;
  rotation: number;
  thin?: boolean;
}) {
  return (
    <>
      <polygon points={HEX_POINTS} fill={TILE_FILL} stroke="#7d735f" strokeWidth={1.5} />
      {segmentsOf(tile, rotation).map((s, i) => (
        <Stroke key={i} d={segmentPath(s.sides[0], s.sides[1])} colour={s.colour} thin={thin} />
      ))}
    </>
  );
});

/** A tile on its own, as a small picture (picker, tiles to come). */
export function TileIcon({ tile, rotation, size = 46 }: { tile: Tile; rotation: number; size?: number }) {
  return (
    <svg viewBox="-28 -31 56 62" width={size} height={size} aria-hidden="true" focusable="false">
      <TileArt tile={tile} rotation={rotation} />
    </svg>
  );
}
