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
          <span className="bars-track">
            <span className="bars-bar" style={{ '--share': Math.max(0, v / max) } as CSSProperties} />
            {v}
          </span>
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

/** Scores over time: one point per game, dated under it (a few dates when there are many games). The line is a
 * picture; its numbers and dates are HTML beside and under it, so they grow with the reader's text size (a picture's
 * text shrinks with the picture: 10 px on a phone, and no bigger at 200 % text). */
export function ScoreLine({ scores, label }: { scores: { date: string; total: number }[]; label: string }) {
  const w = 300,
    h = 96,
    pad = 6;
  const { intl } = useT();
  const points = scores.map((s) => s.total);
  const max = Math.max(...points),
    min = Math.min(...points);
  const x = (i: number) => (points.length === 1 ? w / 2 : pad + (i / (points.length - 1)) * (w - 2 * pad));
  const y = (v: number) => (max === min ? h / 2 : pad + (1 - (v - min) / (max - min)) * (h - 2 * pad));
  const ticks = spread(points.length, 4);
  const edge = (i: number) =>
    points.length === 1 ? 'mid' : i === 0 ? 'first' : i === points.length - 1 ? 'last' : 'mid';
  return (
    <figure className="score-line" role="img" aria-label={label}>
      <div className="score-line-y" aria-hidden="true">
        <span>{max}</span>
        {max !== min && <span>{min}</span>}
      </div>
      <div className="score-line-area" aria-hidden="true">
        <svg className="chart" viewBox={`0 0 ${w} ${h}`}>
          <polyline className="line" points={points.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
          {points.length <= 40 && points.map((v, i) => <circle key={i} className="dot" cx={x(i)} cy={y(v)} r={3.5} />)}
        </svg>
        <div className="score-line-x">
          {ticks.map((i) => (
            <span key={i} className={edge(i)} style={{ left: `${(x(i) / w) * 100}%` }}>
              {dayMonth(scores[i]!.date, intl)}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
