// Start: a new game of any kind in one tap, and the games in progress, the one played last first.
import { useEffect, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { entryOf, GAMES } from '../games/registry.ts';
import { href } from '../ui/router.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';

export function HomeScreen() {
  const [recent, setRecent] = useState<SummaryRow[] | null>(null);
  useEffect(() => {
    void import('../db/games.ts').then((m) => m.recentGames(10)).then(setRecent); // storage loads after the first paint
  }, []);
  const inProgress = recent?.filter((r) => !r.finished).slice(0, 3) ?? [];
  return (
    <main className="home">
      <h1>Tile Tally</h1>
      <p className="muted">Score sheets for tile-laying games: enter what lies on the table, every point is explained.</p>
      {inProgress.map((r) => (
        <a key={r.id} className="button big continue primary" href={href({ name: 'game', id: r.id })}>
          Continue {entryOf(r.kind).name}: <bdi>{r.summary.players.map((p) => p.name).join(', ')}</bdi> <small>({r.summary.players.map((p) => p.total).join(' – ')})</small>
        </a>
      ))}
      <h2>New game</h2>
      <div className="new-games">
        {GAMES.map((g) => (
          <a key={g.kind} className={`button big${inProgress.length ? '' : ' primary'}`} href={href({ name: 'new', kind: g.kind })}>
            {g.name} <small>{g.blurb}</small>
          </a>
        ))}
      </div>
      <InstallAction />
      <div className="row">
        <a className="button" href={href({ name: 'history' })}>Past games</a>
        <a className="button" href={href({ name: 'stats' })}>Stats</a>
      </div>
    </main>
  );
}
