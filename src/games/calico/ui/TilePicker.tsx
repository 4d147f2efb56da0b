// All 36 tiles as a 6×6 grid: rows are colours, columns patterns. One tap picks a tile.
import { memo } from 'react';
import { COLOR_NAMES, COLORS, PATTERN_NAMES, PATTERNS, tileName, type Color, type Pattern, type Tile } from '../core/index.ts';
import { TileShape } from './TileShape.tsx';

interface Props {
  current?: Tile | null;
  onPick: (t: Tile) => void;
  showCodes?: boolean;
  label: string;
  /** Copies of each tile (ALL_TILES order) not yet placed on any board; shown as a count on each tile. */
  left?: readonly number[];
}

export function TilePicker({ current, onPick, showCodes, label, left }: Props) {
  return (
    <div className="picker" role="group" aria-label={label}>
      <div className="picker-head" aria-hidden="true">
        <span />
        {PATTERNS.map((p) => <span key={p}><span className="short">{PATTERN_NAMES[p].slice(0, 5)}</span><span className="long">{PATTERN_NAMES[p]}</span></span>)}
      </div>
      {COLORS.map((color) => (
        <div className="picker-row" key={color}>
          <span className="picker-colour" aria-hidden="true"><span className="short">{COLOR_NAMES[color].replace('Light blue', 'L.blue')}</span><span className="long">{COLOR_NAMES[color]}</span></span>
          {PATTERNS.map((pattern) => (
            <TileButton key={pattern} color={color} pattern={pattern} on={current?.color === color && current.pattern === pattern} showCodes={!!showCodes} onPick={onPick}
              left={left?.[COLORS.indexOf(color) * PATTERNS.length + PATTERNS.indexOf(pattern)]} />
          ))}
        </div>
      ))}
    </div>
  );
}

// Memoised: a tap re-renders only the buttons whose pressed state changed, not all 36 drawings.
const TileButton = memo(function TileButton({ color, pattern, on, showCodes, onPick, left }: { color: Color; pattern: Pattern; on: boolean; showCodes: boolean; onPick: (t: Tile) => void; left?: number | undefined }) {
  const tile = { color, pattern };
  const name = tileName(tile);
  const label = left === undefined ? name : left < 0 ? `${name}, placed ${3 - left} times: more than the box holds` : `${name}, ${left} left`;
  return (
    <button type="button" className="tile-btn" aria-label={label} aria-pressed={on} title={label} onClick={() => onPick(tile)}>
      <svg viewBox="-20 -20 40 40" aria-hidden="true" focusable="false">
        <TileShape tile={tile} x={0} y={0} r={19} showCode={showCodes} />
      </svg>
      {left !== undefined && <span className={`left${left < 0 ? ' over' : left === 0 ? ' none' : ''}`} aria-hidden="true">{left < 0 ? `!${3 - left}` : left}</span>}
    </button>
  );
});
