// One player's detail in the stats: their numbers, points by category, how often things happened, what they had
// most, and their games over time (a dated chart, and the same games as a table).
import type { PlayerStats } from '../stats/stats.ts';
import { Bars, ScoreLine } from './StatsCharts.tsx';
import { dateOnly } from './when.ts';

export function PlayerCard({ s, label, id }: { s: PlayerStats; label: (id: string) => string; id: string }) {
  const first = s.scores[0]!, last = s.scores[s.scores.length - 1]!;
  return (
    <section className="stat-card" id={id} aria-labelledby={`${id}-name`} tabIndex={-1}>
      <h2 id={`${id}-name`}><bdi>{s.name}</bdi></h2>
      <dl className="stat-numbers">
        <div><dt>Games</dt><dd>{s.games}</dd></div>
        <div><dt>Wins</dt><dd>{s.wins}</dd></div>
        <div><dt>Average</dt><dd>{s.average}</dd></div>
        <div><dt>Best</dt><dd>{s.best}</dd></div>
        {Object.entries(s.rates).map(([k, v]) => <div key={k}><dt>{label(k)}</dt><dd>{Math.round(v * 100)}%</dd></div>)}
      </dl>
      {Object.keys(s.perCategory).length > 0 && (
        <>
          <h3>Average points per game</h3>
          <Bars items={Object.entries(s.perCategory).map(([k, v]) => [label(k), v])} />
        </>
      )}
      <h3>Score over time</h3>
      <ScoreLine scores={s.scores} label={`${s.name}'s scores in ${s.games} game${s.games > 1 ? 's' : ''} from ${dateOnly(first.date)} to ${dateOnly(last.date)}, lowest ${Math.min(...s.scores.map((x) => x.total))}, highest ${s.best}; every game is in the table below.`} />
      <details className="score-table">
        <summary>Scores as a table</summary>
        <table>
          <caption className="visually-hidden">{s.name}'s games, oldest first</caption>
          <thead><tr><th scope="col">Date</th><th scope="col">Score</th><th scope="col">Place</th></tr></thead>
          <tbody>
            {s.scores.map((x, i) => (
              <tr key={i}><th scope="row">{dateOnly(x.date)}</th><td>{x.total}</td><td>{x.players > 1 ? `${x.place} of ${x.players}` : 'solo'}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
      {s.tags.length > 0 && (
        <>
          <h3>Most played</h3>
          <p className="muted">{s.tags.slice(0, 6).map(([t, n]) => `${label(t)} (${n})`).join(', ')}</p>
        </>
      )}
    </section>
  );
}
