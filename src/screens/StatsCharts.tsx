// The charts of a player's stats. Every number is also written out (values beside bars, a table of the scores),
// so no chart relies on length, position or colour alone.
import type { CSSProperties } from 'react';
import { dayMonth } from './when.ts';
import { useT } from '../i18n/useT.ts';

/** Horizontal bars with their values written out. HTML rather than a picture: the names grow with the text size
 * and wrap between words (a long German compound keeps a column as wide as itself), the bars take the rest. */
export function Bars({ items }: { items: [string, number][] }) {
  const max = Math.max(1, ...items.map(([, v]) => v));
  return (
    <div className="bars" role="img" aria-label={items.map(([k, v]) => `${k} ${v}`).join(', ')}>
      {items.map(([k, v]) => (
        <div key={k} className="bars-row">
          <span className="bars-name">{k}</span>
          {/* A category can be negative (Azul's floor): no bar, the number alone. */}
          <span className="bars-track"><span className="bars-bar" style={{ '--share': Math.max(0, v / max) } as CSSProperties} />{v}</span>
        </div>
      ))}
    </div>
  );
}

/** At most `n` evenly spread indexes of `length` items, always the first and the last. */
export function spread(length: number, n: number): number[] {
  if (length <= n) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: n }, (_, k) => Math.round((k * (length - 1)) / (n - 1)));
}

/** Scores over time: one point per game, dated on the axis (a few dates when there are many games). */
export function ScoreLine({ scores, label }: { scores: { date: string; total: number }[]; label: string }) {
  const w = 300, h = 124, pad = 24, bottom = 30;
  const { intl } = useT();
  const points = scores.map((s) => s.total);
  const max = Math.max(...points), min = Math.min(...points);
  const x = (i: number) => (points.length === 1 ? w / 2 : pad + (i / (points.length - 1)) * (w - 2 * pad));
  const y = (v: number) => (max === min ? (h - bottom) / 2 : h - bottom - ((v - min) / (max - min)) * (h - bottom - 12));
  return (
    <svg className="chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
      <line className="axis" x1={pad} y1={h - bottom + 4} x2={w - pad} y2={h - bottom + 4} />
      <polyline className="line" points={points.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
      {points.length <= 40 && points.map((v, i) => <circle key={i} className="dot" cx={x(i)} cy={y(v)} r={3.5} />)}
      <text x={0} y={y(max) + 4} fontSize={11}>{max}</text>
      {max !== min && <text x={0} y={y(min) + 4} fontSize={11}>{min}</text>}
      {spread(points.length, 4).map((i) => (
        <g key={i}>
          <line className="axis" x1={x(i)} y1={h - bottom + 1} x2={x(i)} y2={h - bottom + 7} />
          <text x={x(i)} y={h - 8} fontSize={10} textAnchor={points.length === 1 ? 'middle' : i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}>{dayMonth(scores[i]!.date, intl)}</text>
        </g>
      ))}
    </svg>
  );
}
