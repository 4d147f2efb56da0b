// A player's quilt board as SVG: printed border, goal spaces with their goal, the 22 cells, earned tokens.
import { memo, type KeyboardEvent } from 'react';
import {
  BOARD_BORDERS,
  CATS,
  CELL_COUNT,
  colorName,
  GOAL_SPACES,
  GOALS,
  isBorder,
  isPlayable,
  keyOf,
  parseKey,
  tileName,
  type BoardId,
  type CellKey,
  type GoalId,
  type PlayerScore,
  type PlayerSheet,
  type Tile,
} from '../core/index.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, centre, hexPoints, R } from './hex.ts';
import { tileCodeIn } from './codes.ts';
import { TileShape } from './TileShape.tsx';
import { BOARD_FRAME, catCode, FILL, goalLetters, LOOK } from './theme.ts';
import { useT } from '../../../i18n/useT.ts';

interface Props {
  sheet: PlayerSheet;
  score?: PlayerScore | null;
  selected?: number | null;
  highlight?: CellKey[] | null;
  showCodes?: boolean;
  /** Omit for a read-only picture. */
  onCell?: (cell: number) => void;
  onKeyDown?: (e: KeyboardEvent<SVGSVGElement>) => void;
  label: string;
  className?: string;
  /** Coach: points a placement on each empty cell would bring now. */
  shade?: ReadonlyMap<number, number> | null;
}

const PAD = 6;
const ALL = Array.from({ length: CELL_COUNT }, (_, i) => i);

export function BoardSvg({
  sheet,
  score,
  selected,
  highlight,
  showCodes,
  onCell,
  onKeyDown,
  label,
  className,
  shade,
}: Props) {
  const maxShade = shade ? Math.max(1, ...shade.values()) : 1;
  const lit = highlight ? new Set(highlight) : null;
  const focusCell = selected ?? ALL.find((i) => isPlayable(i))!;
  return (
    <svg
      className={className ?? 'board'}
      viewBox={`${-PAD} ${-PAD} ${BOARD_WIDTH + 2 * PAD} ${BOARD_HEIGHT + 2 * PAD}`}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <rect
        x={-PAD}
        y={-PAD}
        width={BOARD_WIDTH + 2 * PAD}
        height={BOARD_HEIGHT + 2 * PAD}
        rx={14}
        fill={BOARD_FRAME[sheet.board]}
      />
      {ALL.map((i) => {
        const key = keyOf(i);
        const { x, y } = centre(i);
        const dim = lit && !lit.has(key);
        if (isBorder(i))
          return <BorderCell key={key} index={i} board={sheet.board as BoardId} dim={!!dim} showCodes={!!showCodes} />;
        const goalIndex = GOAL_SPACES.indexOf(i);
        if (goalIndex >= 0)
          return (
            <GoalSpace
              key={key}
              x={x}
              y={y}
              goal={sheet.goals[goalIndex]!}
              index={goalIndex}
              score={score}
              dim={!!dim}
            />
          );
        const tile = sheet.cells[key];
        return (
          <PlayableCell
            key={key}
            index={i}
            tile={tile ?? null}
            dim={!!dim}
            lit={!!lit?.has(key)}
            selected={selected === i}
            focusable={i === focusCell}
            gain={shade?.get(i)}
            maxShade={maxShade}
            showCodes={!!showCodes}
            onCell={onCell}
          />
        );
      })}
      {score && <Tokens buttons={score.buttons} cats={score.cats} />}
    </svg>
  );
}

interface CellProps {
  index: number;
  tile: Tile | null;
  dim: boolean;
  lit: boolean;
  selected: boolean;
  focusable: boolean;
  gain: number | undefined;
  maxShade: number;
  showCodes: boolean;
  onCell: ((cell: number) => void) | undefined;
}

// Memoised: a tap or a coach change re-draws only the cells whose look changed, not all 22.
const PlayableCell = memo(function PlayableCell({
  index: i,
  tile,
  dim,
  lit,
  selected,
  focusable,
  gain,
  maxShade,
  showCodes,
  onCell,
}: CellProps) {
  const { t, m } = useT();
  const key = keyOf(i);
  const { x, y } = centre(i);
  const name = tile
    ? m(tileName(tile))
    : gain !== undefined
      ? t('calico.cell.emptyCoach', { gain })
      : t('calico.cell.empty');
  const cellProps = onCell
    ? {
        role: 'button',
        tabIndex: focusable ? 0 : -1,
        // The name starts with what the cell shows (the code printed on the tile, the coach's "+2"), so "click Ys"
        // in voice control finds it.
        'aria-label': `${tile && showCodes ? `${tileCodeIn(t, tile)}, ` : !tile && gain !== undefined ? `+${gain}, ` : ''}${t('calico.cell.label', { cell: key, name })}`,
        'aria-pressed': selected,
        'data-cell': key,
        onClick: () => onCell(i),
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') (e.preventDefault(), onCell(i));
        },
      }
    : { 'aria-hidden': true };
  return (
    <g className="cell" opacity={dim ? 0.35 : 1} {...cellProps}>
      {tile ? <TileShape tile={tile} x={x} y={y} r={R - 1} showCode={showCodes} /> : <EmptyCell x={x} y={y} />}
      {!tile && gain !== undefined && (
        <g className="coach-shade">
          <polygon
            points={hexPoints(x, y, R - 3)}
            fill={`rgba(240,120,0,${(0.12 + 0.6 * (gain / maxShade)).toFixed(2)})`}
          />
          <text x={x} y={y + 5} textAnchor="middle" fontSize={14} fontWeight={800} fill="#222">
            +{gain}
          </text>
        </g>
      )}
      {lit && <polygon points={hexPoints(x, y, R - 3)} fill="none" stroke="#fff" strokeWidth={4} />}
      {onCell && <polygon className="focus-ring" points={hexPoints(x, y, R - 9)} fill="none" />}
      {/* A dark ring with a light one inside: visible on every tile colour and on an empty cell. */}
      {selected && (
        <g className="selected-ring" fill="none">
          <polygon points={hexPoints(x, y, R - 3.5)} stroke="#111" strokeWidth={7} />
          <polygon points={hexPoints(x, y, R - 3.5)} stroke="#fff" strokeWidth={2.5} />
        </g>
      )}
    </g>
  );
});

const BorderCell = memo(function BorderCell({
  index,
  board,
  dim,
  showCodes,
}: {
  index: number;
  board: BoardId;
  dim: boolean;
  showCodes: boolean;
}) {
  const { x, y } = centre(index);
  return (
    <g opacity={dim ? 0.35 : 1} aria-hidden="true">
      <TileShape tile={BOARD_BORDERS[board][keyOf(index)]!} x={x} y={y} r={R - 1} showCode={showCodes} />
      <polygon points={hexPoints(x, y, R - 1)} {...LOOK.borderEdge} />
    </g>
  );
});

function EmptyCell({ x, y }: { x: number; y: number }) {
  return <polygon points={hexPoints(x, y, R - 2)} {...LOOK.emptyCell} />;
}

function GoalSpace({
  x,
  y,
  goal,
  index,
  score,
  dim,
}: {
  x: number;
  y: number;
  goal: GoalId;
  index: number;
  score?: PlayerScore | null;
  dim: boolean;
}) {
  const result = score?.goals[index];
  const status = result?.status ?? 'pending';
  return (
    <g opacity={dim ? 0.35 : 1} aria-hidden="true">
      <polygon points={hexPoints(x, y, R - 1)} {...LOOK.goalSpace} />
      <text x={x} y={y - 3} {...LOOK.goalText} {...LOOK.goalLetters}>
        {goalLetters(GOALS[goal].label)}
      </text>
      <text
        x={x}
        y={y + 14}
        {...LOOK.goalText}
        fill={status === 'pending' ? LOOK.goalPending : status === 'neither' ? '#a00' : '#063'}
      >
        {status === 'pending' ? `${GOALS[goal].low}/${GOALS[goal].high}` : `${result!.points}`}
      </text>
    </g>
  );
}

/** Buttons and cat tokens where they sit, like the physical ones. */
const Tokens = memo(function Tokens({ buttons, cats }: Pick<PlayerScore, 'buttons' | 'cats'>) {
  const { t, m } = useT();
  const at = (key: CellKey) => centre(parseKey(key)!);
  return (
    <g aria-hidden="true" pointerEvents="none">
      {buttons.map((b) => {
        const { x, y } = at(b.token);
        return (
          <g key={`b${b.token}`} transform={`translate(${x + R * 0.42},${y - R * 0.42})`}>
            {/* dark and light rings: the button shows even on a cell of its own colour */}
            <circle r={10} fill="#111" />
            <circle r={8.2} fill={FILL[b.color]} stroke="#fff" strokeWidth={2} />
            {[
              [-2.4, -2.4],
              [2.4, -2.4],
              [-2.4, 2.4],
              [2.4, 2.4],
            ].map(([dx, dy]) => (
              <circle key={`${dx}${dy}`} cx={dx} cy={dy} r={1.3} fill="#222" />
            ))}
            <title>{t('calico.token.button', { colour: m(colorName(b.color)) })}</title>
          </g>
        );
      })}
      {cats.map((c) => {
        const { x, y } = at(c.token);
        return (
          <g key={`c${c.token}`} transform={`translate(${x - R * 0.42},${y + R * 0.42})`}>
            <circle r={9} fill="#fff" stroke="#222" strokeWidth={1.6} />
            <text y={3.2} textAnchor="middle" fontSize={8.5} fontWeight={700} fill="#222">
              {catCode(c.cat)}
            </text>
            <title>{t('calico.token.cat', { cat: CATS[c.cat].name })}</title>
          </g>
        );
      })}
    </g>
  );
});
