// Start: a new game, or straight back into the game in progress.
import { useEffect, useState } from 'react';
import { db, type GameRow } from '../db/db.ts';
import { href } from '../ui/router.ts';

export function HomeScreen() {
  const [recent, setRecent] = useState<GameRow[] | null>(null);
  useEffect(() => {
    void db.games.orderBy('updatedAt').reverse().limit(3).toArray().then(setRecent);
  }, []);
  const inProgress = recent?.filter((r) => !r.doc.finishedAt) ?? [];
  return (
    <main className="home">
      <h1>Calico Score Sheet</h1>
      <p className="muted">Enter each quilt board; buttons, cats and design goals are scored as you go.</p>
      <a className="button primary big" href={href({ name: 'new' })}>New game</a>
      {inProgress.map((r) => (
        <a key={r.id} className="button big continue" href={href({ name: 'game', id: r.id })}>
          Continue: {r.doc.players.map((p) => p.name).join(', ')} <small>({r.summary.players.map((p) => p.total).join(' – ')})</small>
        </a>
      ))}
    </main>
  );
}
