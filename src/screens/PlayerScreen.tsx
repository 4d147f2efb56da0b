// One player's page: their results across every game (played and won in all; per game played, won, best and
// average) and their recent games, each a link to its score sheet. Reached by a player's name in history, a game's
// review and stats. Finished games count, as in stats; recent games show those in progress too.
import { useEffect, useMemo, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { keptGames, listGames, onListChange } from '../db/games.ts';
import { playerPage } from '../stats/player.ts';
import { href } from '../ui/router.ts';
import { GameBadge } from './GameBadge.tsx';
import { dateTime } from './when.ts';
import { useT } from '../i18n/useT.ts';
import './screens.css';

export function PlayerScreen({ name }: { name: string }) {
  const { t, m, intl, and, n: num } = useT();
  const [rows, setRows] = useState<readonly SummaryRow[] | null>(keptGames);
  useEffect(() => {
    let live = true;
    const read = () => void listGames().then((all) => live && setRows(all));
    read();
    const stop = onListChange(read); // a game saved, renamed or deleted meanwhile (here or in another tab)
    return () => ((live = false), stop());
  }, []);
  const page = useMemo(() => (rows ? playerPage(rows, name) : null), [rows, name]);
  useEffect(() => {
    if (!page) return;
    const before = document.title;
    document.title = `${page.name} · Tile Tally`;
    return () => void (document.title = before);
  }, [page]);
  if (rows === null)
    return (
      <main className="player-page">
        <h1>
          <bdi>{name}</bdi>
        </h1>
        <p>{t('shell.loading')}</p>
      </main>
    );
  if (!page) {
    return (
      <main className="player-page">
        <h1>
          <bdi>{name}</bdi>
        </h1>
        <p>{t('shell.playerPage.none', { name })}</p>
        <a className="button" href={href({ name: 'history' })}>
          {t('shell.nav.pastGames')}
        </a>
      </main>
    );
  }
  return (
    <main className="player-page">
      <h1>
        <bdi>{page.name}</bdi>
      </h1>
      <dl className="stat-numbers">
        <div>
          <dt>{t('shell.playerPage.played')}</dt>
          <dd data-testid="played">{num(page.played)}</dd>
        </div>
        <div>
          <dt>{t('shell.stats.wins')}</dt>
          <dd data-testid="won">{num(page.won)}</dd>
        </div>
        {page.inProgress > 0 && (
          <div>
            <dt>{t('shell.playerPage.inProgress')}</dt>
            <dd data-testid="in-progress">{num(page.inProgress)}</dd>
          </div>
        )}
      </dl>
      {page.perGame.length > 0 ? (
        <div className="table-fit" role="region" aria-labelledby="player-by-game" tabIndex={0}>
          <table className="leaderboard player-by-game">
            <caption id="player-by-game">{t('shell.playerPage.byGame')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shell.history.game')}</th>
                <th scope="col">{t('shell.stats.games')}</th>
                <th scope="col">{t('shell.stats.wins')}</th>
                <th scope="col">{t('shell.stats.best')}</th>
                <th scope="col">{t('shell.stats.average')}</th>
              </tr>
            </thead>
            <tbody>
              {page.perGame.map((f) => (
                <tr key={f.kind}>
                  <th scope="row">
                    <GameBadge kind={f.kind} />
                  </th>
                  {/* Each number's column name, shown beside it when the table is stacked (very large text). */}
                  <td data-label={t('shell.stats.games')}>{num(f.played)}</td>
                  <td data-label={t('shell.stats.wins')}>{f.withOthers ? num(f.won) : '–'}</td>
                  <td data-label={t('shell.stats.best')}>{num(f.best)}</td>
                  <td data-label={t('shell.stats.average')}>{num(f.average)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t('shell.playerPage.noneFinished')}</p>
      )}
      <p className="muted">{t('shell.playerPage.help')}</p>
      <h2>{t('shell.playerPage.recent')}</h2>
      <ul className="player-recent">
        {page.recent.map((r) => (
          <li key={r.id}>
            <a href={href({ name: 'review', id: r.id })}>
              <span className="game-card-head">
                <GameBadge kind={r.kind} /> <time dateTime={r.createdAt}>{dateTime(r.createdAt, intl)}</time>
              </span>
              <span>
                {r.place
                  ? t('shell.playerPage.placed', { place: m(r.place), count: r.total })
                  : t('shell.playerPage.scored', { count: r.total })}
                {r.others.length > 0 && <> {t('shell.playerPage.with', { names: and(r.others) })}</>}
                {!r.finished && (
                  <>
                    {' '}
                    <span className="badge">{t('shell.history.inProgress')}</span>
                  </>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="row">
        <a className="button" href={href({ name: 'stats' })}>
          {t('shell.nav.stats')}
        </a>
        <a className="button" href={href({ name: 'history' })}>
          {t('shell.nav.pastGames')}
        </a>
      </p>
    </main>
  );
}
