// The small board picture in the history list: the winner's board. It looks exactly as BoardSvg draws a read-only
// board with no score, but in a few elements rather than about 200: every tile of one colour is one path, every
// motif (pattern and ink) one more, the border's outlines one, the goal spaces one (their words as in BoardSvg).
// The hexes do not overlap and the motifs are patterns in the page's units, so drawing them grouped by colour
// paints the same pixels as drawing them cell by cell. What a board draws is worked out once per summary and kept.
import { memo } from 'react';
import {
  BOARD_BORDERS,
  CELL_COUNT,
  GOAL_SPACES,
  GOALS,
  isBorder,
  keyOf,
  type BoardId,
  type PlayerSheet,
  type Tile,
} from '../core/index.ts';
import { thumbSheet, type Thumb } from '../core/gameSummary.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, centre, hexPoints, R } from './hex.ts';
import { motifId } from './Motifs.tsx';
import { BOARD_FRAME, FILL, goalLetters, INK, LOOK } from './theme.ts';
import { keptWith } from '../../shared/keptWith.ts';

const PAD = 6;
const VIEW_BOX = `${-PAD} ${-PAD} ${BOARD_WIDTH + 2 * PAD} ${BOARD_HEIGHT + 2 * PAD}`;
/** Each cell's hex as a closed subpath: at the tile's size (R − 1) and an empty cell's (R − 2). */
const TILE_HEX = Array.from({ length: CELL_COUNT }, (_, i) => `M${hexPoints(centre(i).x, centre(i).y, R - 1)}Z`);
const EMPTY_HEX = Array.from({ length: CELL_COUNT }, (_, i) => `M${hexPoints(centre(i).x, centre(i).y, R - 2)}Z`);

interface Drawing {
  /** Fill colour → path; motif id → path, in the order BoardSvg's cells first use them. */
  fills: [string, string][];
  motifs: [string, string][];
  empty: string;
}

function drawing(sheet: PlayerSheet): Drawing {
  const fills = new Map<string, string>();
  const motifs = new Map<string, string>();
  let empty = '';
  const add = (tile: Tile, hex: string) => {
    const fill = FILL[tile.color];
    fills.set(fill, (fills.get(fill) ?? '') + hex);
    const motif = `url(#${motifId(tile.pattern, INK[tile.color])})`;
    motifs.set(motif, (motifs.get(motif) ?? '') + hex);
  };
  for (let i = 0; i < CELL_COUNT; i++) {
    const key = keyOf(i);
    if (isBorder(i)) add(BOARD_BORDERS[sheet.board as BoardId][key]!, TILE_HEX[i]!);
    else if (GOAL_SPACES.includes(i)) continue;
    else if (sheet.cells[key]) add(sheet.cells[key], TILE_HEX[i]!);
    else empty += EMPTY_HEX[i]!;
  }
  return { fills: [...fills], motifs: [...motifs], empty };
}

const BORDER_OUTLINE = Array.from({ length: CELL_COUNT }, (_, i) => i)
  .filter(isBorder)
  .map((i) => TILE_HEX[i])
  .join('');
const GOAL_HEX = GOAL_SPACES.map((i) => TILE_HEX[i]).join('');

// Kept with the summary's thumb (history's list hands out the same objects until a game changes).
const drawn = keptWith((thumb: Thumb) => {
  const sheet = thumbSheet(thumb);
  return { sheet, drawing: drawing(sheet) };
});

export const BoardThumb = memo(function BoardThumb({
  thumb,
  label,
  blank,
}: {
  thumb: unknown;
  label: string;
  blank?: boolean;
}) {
  const {
    sheet,
    drawing: { fills, motifs, empty },
  } = drawn(thumb as Thumb);
  return (
    <svg className="board thumb" viewBox={VIEW_BOX} role="group" aria-label={label}>
      <rect
        x={-PAD}
        y={-PAD}
        width={BOARD_WIDTH + 2 * PAD}
        height={BOARD_HEIGHT + 2 * PAD}
        rx={14}
        fill={BOARD_FRAME[sheet.board]}
      />
      {!blank && (
        <g aria-hidden="true">
          {fills.map(([fill, d]) => (
            <path key={fill} d={d} fill={fill} />
          ))}
          {motifs.map(([motif, d]) => (
            <path key={motif} d={d} fill={motif} />
          ))}
          <path d={BORDER_OUTLINE} {...LOOK.borderEdge} />
          {empty && <path d={empty} {...LOOK.emptyCell} />}
          <path d={GOAL_HEX} {...LOOK.goalSpace} />
          {GOAL_SPACES.map((i, k) => {
            const { x, y } = centre(i);
            const goal = GOALS[sheet.goals[k]!];
            return (
              <g key={i}>
                <text x={x} y={y - 3} {...LOOK.goalText} {...LOOK.goalLetters}>
                  {goalLetters(goal.label)}
                </text>
                <text x={x} y={y + 14} {...LOOK.goalText} fill={LOOK.goalPending}>{`${goal.low}/${goal.high}`}</text>
              </g>
            );
          })}
        </g>
      )}
    </svg>
  );
});
