// Start: a new game of any kind in one tap, and the games in progress, the one played last first.
import { useEffect, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { entryOf, GAMES } from '../games/registry.ts';
import { warmOnIntent } from '../warmGames.ts';
import { href } from '../ui/router.ts';
import { nothingSaved, startupDone } from '../db/startup.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { useT } from '../i18n/useT.ts';
import { prepareStatsFromHome } from './statsAhead.ts';

export function HomeScreen() {
  const { t } = useT();
  const [recent, setRecent] = useState<SummaryRow[] | null>(null);
  useEffect(() => {
    // Storage loads after the first paint, and not at all on a first visit (nothing stored: db/firstVisit.ts).
    void startupDone()
      .then(() => (nothingSaved() ? [] : import('../db/games.ts').then((m) => m.recentGames(10))))
      .then(setRecent);
  }, []);
  // Stats are worked out ahead when there are saved games (a player opening them from here finds them ready).
  const saved = !!recent?.length;
  useEffect(() => (saved ? prepareStatsFromHome() : undefined), [saved]);
  const inProgress = recent?.filter((r) => !r.finished).slice(0, 3) ?? [];
  return (
    <main className="home">
      <h1 translate="no">Tile Tally</h1>
      <p className="muted">{t('shell.home.intro')}</p>
      {inProgress.map((r) => (
        <a
          key={r.id}
          className="button big continue primary"
          href={href({ name: 'game', id: r.id })}
          {...warmOnIntent(r.kind)}
        >
          {t('shell.home.continue', { game: entryOf(r.kind).name })}{' '}
          <bdi>{r.summary.players.map((p) => p.name).join(', ')}</bdi>{' '}
          <small>({r.summary.players.map((p) => p.total).join(' – ')})</small>
        </a>
      ))}
      <h2>{t('shell.newGame.title')}</h2>
      <div className="new-games">
        {GAMES.map((g) => (
          <a
            key={g.kind}
            className={`button big${inProgress.length ? '' : ' primary'}`}
            href={href({ name: 'new', kind: g.kind })}
            {...warmOnIntent(g.kind)}
          >
            {g.name} <small>{g.blurb}</small>
          </a>
        ))}
      </div>
      <InstallAction />
      <div className="row">
        <a className="button" href={href({ name: 'history' })}>
          {t('shell.nav.pastGames')}
        </a>
        <a className="button" href={href({ name: 'stats' })}>
          {t('shell.nav.stats')}
        </a>
      </div>
    </main>
  );
}
