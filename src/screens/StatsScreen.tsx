// Statistics per game: a leaderboard of players (games, wins, win rate, average, best), and a player's detail on
// tap: points by category, how often things happened, what they played most, and scores over time.
import { useEffect, useMemo, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { listGames } from '../db/games.ts';
import { GAMES, loadGame } from '../games/registry.ts';
import type { GameCore, GameKind } from '../games/types.ts';
import { counts, playerStats, type PlayerStats } from '../stats/stats.ts';

export function StatsScreen() {
  const [rows, setRows] = useState<SummaryRow[] | null>(null);
  const [kind, setKind] = useState<GameKind | null>(null);
  const [core, setCore] = useState<GameCore | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => void listGames().then(setRows), []);
  const byKind = useMemo(() => {
    const m = new Map<GameKind, SummaryRow[]>();
    for (const r of rows ?? []) if (counts(r)) m.set(r.kind, [...(m.get(r.kind) ?? []), r]);
    return m;
  }, [rows]);
  const kinds = GAMES.filter((g) => byKind.has(g.kind));
  const shown = kind ?? [...byKind.entries()].sort((a, b) => b[1].length - a[1].length)[0]?.[0] ?? null;
  useEffect(() => {
    let live = true;
    if (shown) void loadGame(shown).then((m) => live && setCore(m.core));
    return () => void (live = false);
  }, [shown]);
  const stats = useMemo(() => (shown ? playerStats(byKind.get(shown) ?? []) : []), [byKind, shown]);
  const label = (id: string) => core?.categories.find((c) => c.id === id)?.label ?? core?.labels?.[id] ?? id;
  return (
    <main className="stats">
      <h1>Stats</h1>
      {rows === null ? <p>Loading…</p> : !shown ? <p className="muted">Finish a game to see stats here.</p> : (
        <>
          {kinds.length > 1 && (
            <div className="segmented" role="radiogroup" aria-label="Game">
              {kinds.map((g) => <button key={g.kind} type="button" role="radio" aria-checked={g.kind === shown} onClick={() => (setKind(g.kind), setOpen(null))}>{g.name}</button>)}
            </div>
          )}
          <table className="leaderboard">
            <caption>{GAMES.find((g) => g.kind === shown)!.name}: {byKind.get(shown)!.length} game{byKind.get(shown)!.length > 1 ? 's' : ''}</caption>
            <thead><tr><th scope="col">Player</th><th scope="col">Games</th><th scope="col">Wins</th><th scope="col">Win rate</th><th scope="col">Average</th><th scope="col">Best</th></tr></thead>
            <tbody>
              {stats.map((s) => (
                <tr key={s.name}>
                  <th scope="row"><button type="button" className="link" aria-expanded={open === s.name} onClick={() => setOpen(open === s.name ? null : s.name)}><bdi>{s.name}</bdi></button></th>
                  <td>{s.games}</td><td>{s.wins}</td><td>{Math.round(s.winRate * 100)}%</td><td>{s.average}</td><td>{s.best}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {stats.filter((s) => s.name === open).map((s) => <PlayerCard key={s.name} s={s} label={label} />)}
        </>
      )}
    </main>
  );
}

function PlayerCard({ s, label }: { s: PlayerStats; label: (id: string) => string }) {
  const dates = s.scores.map((x) => new Date(x.date).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }));
  return (
    <section className="stat-card" aria-labelledby={`stats-${s.name}`}>
      <h2 id={`stats-${s.name}`}><bdi>{s.name}</bdi></h2>
      <dl className="stat-numbers">
        <div><dt>Games</dt><dd>{s.games}</dd></div>
        <div><dt>Wins</dt><dd>{s.wins}</dd></div>
        <div><dt>Average</dt><dd>{s.average}</dd></div>
        <div><dt>Best</dt><dd>{s.best}</dd></div>
        {Object.entries(s.rates).map(([k, v]) => <div key={k}><dt>{label(k)}</dt><dd>{Math.round(v * 100)}%</dd></div>)}
      </dl>
      <h3>Average points per game</h3>
      <Bars items={Object.entries(s.perCategory).map(([k, v]) => [label(k), v])} />
      {s.scores.length > 1 && (
        <>
          <h3>Score over time</h3>
          <Line points={s.scores.map((x) => x.total)} dates={dates} label={`${s.name}'s scores, oldest to newest: ${s.scores.map((x, i) => `${dates[i]} ${x.total}`).join(', ')}`} />
        </>
      )}
      {s.tags.length > 0 && (
        <>
          <h3>Most played</h3>
          <p className="muted">{s.tags.slice(0, 6).map(([id, n]) => `${label(id)} (${n})`).join(', ')}</p>
        </>
      )}
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
          {/* A category can be negative (Azul's floor): no bar, the number alone. */}
          <rect x={95} y={4} width={Math.max(0, (v / max) * 165)} height={16} rx={3} fill="#2b3a6b" />
          <text x={99 + Math.max(0, (v / max) * 165)} y={16} fontSize={12}>{v}</text>
        </g>
      ))}
    </svg>
  );
}

function Line({ points, dates, label }: { points: number[]; dates: string[]; label: string }) {
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
      <text x={pad} y={h - 4} fontSize={10}>{dates[0]}</text>
      <text x={w - pad} y={h - 4} fontSize={10} textAnchor="end">{dates[dates.length - 1]}</text>
    </svg>
  );
}
