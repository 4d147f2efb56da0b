// All 36 tiles as a 6×6 grid: rows are colours, columns patterns. One tap picks a tile. One Tab stop: the arrow
// keys move between tiles (roving tabindex), Home/End to the row's ends.
import { memo, useState, type KeyboardEvent } from 'react';
import {
  colorName,
  COLORS,
  patternName,
  PATTERNS,
  tileName,
  type Color,
  type Pattern,
  type Tile,
} from '../core/index.ts';
import { TileShape } from './TileShape.tsx';
import { colorCode, patternCode, tileCodeIn } from './codes.ts';
import './picker.css';
import { useT } from '../../../i18n/useT.ts';

interface Props {
  current?: Tile | null;
  onPick: (t: Tile) => void;
  showCodes?: boolean;
  label: string;
  /** Copies of each tile (ALL_TILES order) not yet placed on any board; shown as a count on each tile. */
  left?: readonly number[];
  /** Drawn without the tiles' pictures (the screen's first frame: the picker takes its place and size at once, the
   * drawings come a moment later, and nothing moves). */
  bare?: boolean;
}

const SIZE = PATTERNS.length;

export function TilePicker({ current, onPick, showCodes, label, left, bare }: Props) {
  const { t, m } = useT();
  const currentIndex = current ? COLORS.indexOf(current.color) * SIZE + PATTERNS.indexOf(current.pattern) : -1;
  const [cursor, setCursor] = useState<number | null>(null);
  const stop = cursor ?? (currentIndex >= 0 ? currentIndex : 0);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = step(stop, e.key);
    if (next === null) return;
    e.preventDefault();
    setCursor(next);
    e.currentTarget.querySelectorAll<HTMLButtonElement>('.tile-btn')[next]?.focus();
  };
  return (
    <div className="picker" role="group" aria-label={label} onKeyDown={onKeyDown}>
      <div className="picker-grid">
        <div className="picker-head" aria-hidden="true">
          <span />
          {/* With codes shown, the headings are their legend: "s Stripes", "B Light blue". */}
          {PATTERNS.map((p) => (
            <span key={p}>
              {showCodes && <b className="picker-code">{patternCode(t, p)}</b>}
              {m(patternName(p))}
            </span>
          ))}
        </div>
        {COLORS.map((color, row) => (
          <div className="picker-row" key={color}>
            <span className="picker-colour" aria-hidden="true">
              {showCodes && <b className="picker-code">{colorCode(t, color)}</b>}
              {m(colorName(color))}
            </span>
            {PATTERNS.map((pattern, col) => (
              <TileButton
                key={pattern}
                color={color}
                pattern={pattern}
                on={currentIndex === row * SIZE + col}
                showCodes={!!showCodes}
                onPick={onPick}
                tabbable={stop === row * SIZE + col}
                onFocus={setCursor}
                index={row * SIZE + col}
                left={left?.[row * SIZE + col]}
                bare={!!bare}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Where an arrow key (or Home/End) goes from tile `at` in the 6×6 grid; null for other keys. Stops at the edges. */
export function step(at: number, key: string): number | null {
  const row = Math.floor(at / SIZE),
    col = at % SIZE;
  switch (key) {
    case 'ArrowLeft':
      return row * SIZE + Math.max(0, col - 1);
    case 'ArrowRight':
      return row * SIZE + Math.min(SIZE - 1, col + 1);
    case 'ArrowUp':
      return Math.max(0, row - 1) * SIZE + col;
    case 'ArrowDown':
      return Math.min(COLORS.length - 1, row + 1) * SIZE + col;
    case 'Home':
      return row * SIZE;
    case 'End':
      return row * SIZE + SIZE - 1;
    default:
      return null;
  }
}

interface TileProps {
  color: Color;
  pattern: Pattern;
  on: boolean;
  showCodes: boolean;
  onPick: (t: Tile) => void;
  left?: number | undefined;
  tabbable: boolean;
  index: number;
  onFocus: (i: number) => void;
  bare: boolean;
}

// Memoised: a tap re-renders only the buttons whose pressed state changed, not all 36 drawings.
const TileButton = memo(function TileButton({
  color,
  pattern,
  on,
  showCodes,
  onPick,
  left,
  tabbable,
  index,
  onFocus,
  bare,
}: TileProps) {
  const { t, m } = useT();
  const tile = { color, pattern };
  const name = m(tileName(tile));
  const count = left === undefined ? '' : left < 0 ? `!${3 - left}` : `${left}`;
  // The name starts with what the button shows (its code, its count), so voice control finds it by that.
  const shown = [showCodes ? tileCodeIn(t, tile) : '', count].filter(Boolean).join(' ');
  const words =
    left === undefined
      ? name
      : left < 0
        ? t('calico.picker.over', { name, count: 3 - left })
        : t('calico.picker.left', { name, count: left });
  const label = shown ? `${shown}: ${words}` : words;
  return (
    <button
      type="button"
      className="tile-btn"
      aria-label={label}
      aria-pressed={on}
      title={label}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => onFocus(index)}
      onClick={() => onPick(tile)}
    >
      <svg viewBox="-17 -20 34 40" aria-hidden="true" focusable="false">
        {!bare && <TileShape tile={tile} x={0} y={0} r={19} showCode={showCodes} />}
      </svg>
      {' ' /* the shown text reads "Bs 3", as the name starts */}
      {left !== undefined && (
        <span className={`left${left < 0 ? ' over' : left === 0 ? ' none' : ''}`} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
});
