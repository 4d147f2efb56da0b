// The small board picture in the history list: the winner's board.
import { thumbSheet, type Thumb } from '../summary.ts';
import { BoardSvg } from './BoardSvg.tsx';

export function BoardThumb({ thumb, label }: { thumb: unknown; label: string }) {
  return <BoardSvg sheet={thumbSheet(thumb as Thumb)} label={label} className="board thumb" />;
}
