// One player's detail in the stats: their numbers, points by category, how often things happened, what they had
// most, and their games over time (a dated chart, and the same games as a table).
import type { PlayerStats } from '../stats/stats.ts';
import { Bars, ScoreLine } from './StatsCharts.tsx';
import { dateOnly } from './when.ts';
import { useT } from '../i18n/useT.ts';
import { SidewaysTable } from '../ui/SidewaysTable.tsx';
import { href } from '../ui/router.ts';

export function PlayerCard({ s, label, id }: { s: PlayerStats; label: (id: string) => string; id: string }) {
  const first = s.scores[0]!,
    last = s.scores[s.scores.length - 1]!;
  const { t, m, intl, list, pct } = useT();
  return (
    <section className="stat-card" id={id} aria-labelledby={`${id}-name`} tabIndex={-1}>
      <h2 id={`${id}-name`}>
        <bdi>{s.name}</bdi>
      </h2>
      <p>
        <a className="button" href={href({ name: 'player', player: s.name })}>
          {t('shell.playerPage.open', { name: s.name })}
        </a>
      </p>
      <dl className="stat-numbers">
        <div>
          <dt>{t('shell.stats.games')}</dt>
          <dd>{s.games}</dd>
        </div>
        <div>
          <dt>{t('shell.stats.wins')}</dt>
          <dd>{s.wins}</dd>
        </div>
        <div>
          <dt>{t('shell.stats.average')}</dt>
          <dd>{s.average}</dd>
        </div>
        <div>
          <dt>{t('shell.stats.best')}</dt>
          <dd>{s.best}</dd>
        </div>
        {Object.entries(s.rates).map(([k, v]) => (
          <div key={k}>
            <dt>{label(k)}</dt>
            <dd>{pct(v)}</dd>
          </div>
        ))}
      </dl>
      {Object.keys(s.perCategory).length > 0 && (
        <>
          <h3>{t('shell.player.perCategory')}</h3>
          <Bars items={Object.entries(s.perCategory).map(([k, v]) => [label(k), v])} />
        </>
      )}
      <h3>{t('shell.player.overTime')}</h3>
      <ScoreLine
        scores={s.scores}
        label={t('shell.player.chart', {
          name: s.name,
          count: s.games,
          from: dateOnly(first.date, intl),
          to: dateOnly(last.date, intl),
          low: Math.min(...s.scores.map((x) => x.total)),
          high: s.best,
        })}
      />
      <details className="score-table">
        <summary>{t('shell.player.table')}</summary>
        {/* Three short columns fit a phone; with very large text in a longer language the table scrolls in its box. */}
        <SidewaysTable label={t('shell.player.tableCaption', { name: s.name })} hint={false}>
          <table>
            <caption className="visually-hidden">{t('shell.player.tableCaption', { name: s.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shell.player.date')}</th>
                <th scope="col">{t('shell.player.score')}</th>
                <th scope="col">{t('shell.player.place')}</th>
              </tr>
            </thead>
            <tbody>
              {s.scores.map((x, i) => (
                <tr key={i}>
                  <th scope="row">{dateOnly(x.date, intl)}</th>
                  <td>{x.total}</td>
                  <td>
                    {x.players > 1
                      ? t('shell.player.placeOf', { place: m(x.place), players: x.players })
                      : t('shell.player.solo')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </SidewaysTable>
      </details>
      {s.tags.length > 0 && (
        <>
          <h3>{t('shell.player.mostPlayed')}</h3>
          <p className="muted">
            {list(s.tags.slice(0, 6).map(([tag, n]) => t('shell.player.tag', { tag: label(tag), n })))}
          </p>
        </>
      )}
    </section>
  );
}
