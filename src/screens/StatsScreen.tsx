// Per-player statistics across finished games, as numbers and simple SVG charts.
import { useEffect, useState } from 'react';
import { CATS, GOALS, isCatId, isGoalId } from '../calico/index.ts';
import { listGames } from '../db/games.ts';
import { playerStats, type PlayerStats } from '../stats/stats.ts';

export function StatsScreen() {
  const [stats, setStats] = useState<PlayerStats[] | null>(null);
  useEffect(() => void listGames().then((rows) => setStats(playerStats(rows))), []);
  return (
    <main className="stats">
      <h1>Stats</h1>
      {stats === null ? <p>Loading…</p> : stats.length === 0 ? <p className="muted">Finish a game to see stats here.</p> : stats.map((s) => <PlayerCard key={s.name} s={s} />)}
    </main>
  );
}

const catName = (id: string) => (isCatId(id) ? CATS[id].name : id);
const goalName = (id: string) => (isGoalId(id) ? GOALS[id].label : id);

function PlayerCard({ s }: { s: PlayerStats }) {
  return (
    <section className="stat-card" aria-labelledby={`stats-${s.name}`}>
      <h2 id={`stats-${s.name}`}>{s.name}</h2>
      <dl className="stat-numbers">
        <div><dt>Games</dt><dd>{s.games}</dd></div>
        <div><dt>Wins</dt><dd>{s.wins}</dd></div>
        <div><dt>Average</dt><dd>{s.average}</dd></div>
        <div><dt>Best</dt><dd>{s.best}</dd></div>
        <div><dt>Rainbow</dt><dd>{Math.round(s.rainbowRate * 100)}%</dd></div>
      </dl>
      <h3>Average points per game</h3>
      <Bars items={[['Goals', s.perCategory.goals], ['Buttons', s.perCategory.buttons], ['Cats', s.perCategory.cats]]} />
      {s.scores.length > 1 && (
        <>
          <h3>Score over time</h3>
          <Line points={s.scores.map((x) => x.total)} label={`${s.name}'s scores, oldest to newest: ${s.scores.map((x) => x.total).join(', ')}`} />
        </>
      )}
      <h3>Most played</h3>
      <p className="muted">Cats: {s.cats.slice(0, 3).map(([id, n]) => `${catName(id)} (${n})`).join(', ')}</p>
      <p className="muted">Goals: {s.goals.slice(0, 3).map(([id, n]) => `${goalName(id)} (${n})`).join(', ')}</p>
    </section>
  );
}

/** Horizontal bars with their values written out, so the chart never relies on length alone. */
function Bars({ items }: { items: [string, number][] }) {
  const max = Math.max(1, ...items.map(([, v]) => v));
  return (
    <svg className="chart" viewBox={`0 0 300 ${items.length * 26}`} role="img" aria-label={items.map(([k, v]) => `${k} ${v}`).join(', ')}>
      {items.map(([k, v], i) => (
        <g key={k} transform={`translate(0,${i * 26})`}>
          <text x={0} y={16} fontSize={12}>{k}</text>
          <rect x={70} y={4} width={(v / max) * 190} height={16} rx={3} fill="#2b3a6b" />
          <text x={74 + (v / max) * 190} y={16} fontSize={12}>{v}</text>
        </g>
      ))}
    </svg>
  );
}

function Line({ points, label }: { points: number[]; label: string }) {
  const w = 300, h = 110, pad = 22;
  const max = Math.max(...points), min = Math.min(...points);
  const x = (i: number) => pad + (i / (points.length - 1)) * (w - 2 * pad);
  const y = (v: number) => (max === min ? h / 2 : h - pad - ((v - min) / (max - min)) * (h - 2 * pad));
  return (
    <svg className="chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
      <line x1={pad} y1={h - pad} x2={w - pad} y2={h - pad} stroke="#aaa" />
      <polyline points={points.map((v, i) => `${x(i)},${y(v)}`).join(' ')} fill="none" stroke="#2b3a6b" strokeWidth={2.5} />
      {points.map((v, i) => <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill="#f0c232" stroke="#2b3a6b" />)}
      <text x={2} y={y(max) + 4} fontSize={11}>{max}</text>
      <text x={2} y={y(min) + 4} fontSize={11}>{min}</text>
    </svg>
  );
}
