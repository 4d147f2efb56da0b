// Start: a new game, or straight back into the game in progress.
import { useEffect, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { recentGames } from '../db/games.ts';
import { href } from '../ui/router.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';

export function HomeScreen() {
  const [recent, setRecent] = useState<SummaryRow[] | null>(null);
  useEffect(() => {
    void recentGames(3).then(setRecent);
  }, []);
  const inProgress = recent?.filter((r) => !r.finished) ?? [];
  return (
    <main className="home">
      <h1>Calico Score Sheet</h1>
      <p className="muted">Enter each quilt board; buttons, cats and design goals are scored as you go.</p>
      <a className="button primary big" href={href({ name: 'new' })}>New game</a>
      <InstallAction />
      <div className="row">
        <a className="button" href={href({ name: 'history' })}>Past games</a>
        <a className="button" href={href({ name: 'stats' })}>Stats</a>
      </div>
      {inProgress.map((r) => (
        <a key={r.id} className="button big continue" href={href({ name: 'game', id: r.id })}>
          Continue: {r.summary.players.map((p) => p.name).join(', ')} <small>({r.summary.players.map((p) => p.total).join(' – ')})</small>
        </a>
      ))}
    </main>
  );
}
