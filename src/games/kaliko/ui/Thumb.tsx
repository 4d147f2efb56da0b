// The small pattern picture in the history list.
import { unpackPattern } from '../summary.ts';
import { PatternSvg } from './PatternSvg.tsx';

export function KalikoThumb({ thumb, label }: { thumb: unknown; label: string }) {
  return <PatternSvg placed={unpackPattern(thumb)} still label={label} className="kthumb" />;
}
