// The small pattern picture in the history list.
import { useMemo } from 'react';
import { unpackPattern } from '../core/gameSummary.ts';
import { PatternSvg } from './PatternSvg.tsx';

const NONE: readonly never[] = [];
export function KalikoThumb({ thumb, label, blank }: { thumb: unknown; label: string; blank?: boolean }) {
  const placed = useMemo(() => (blank ? NONE : unpackPattern(thumb)), [thumb, blank]);
  return <PatternSvg placed={placed} still label={label} className="kthumb" />;
}
