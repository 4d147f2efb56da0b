// Past games, newest first: date, players and scores, winner, a small picture of the winning board.
import { useEffect, useMemo, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { listGames, recentGames } from '../db/games.ts';
import { thumbSheet } from '../db/db.ts';
import { BoardSvg } from '../ui/BoardSvg.tsx';
import { href } from '../ui/router.ts';

const PAGE = 30;

export function matchesPlayer(row: SummaryRow, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return !q || row.players.some((p) => p.includes(q));
}

export function HistoryScreen() {
  const [rows, setRows] = useState<SummaryRow[] | null>(null);
  const [complete, setComplete] = useState(false);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  useEffect(() => {
    // The first page shows at once; the full list (for counting and filtering) follows.
    let live = true;
    void recentGames(PAGE)
      .then((first) => live && setRows((r) => r ?? first))
      .then(() => listGames())
      .then((all) => live && all && (setRows(all), setComplete(true)));
    return () => void (live = false);
  }, []);
  const filtered = useMemo(() => (rows ?? []).filter((r) => matchesPlayer(r, query)), [rows, query]);
  return (
    <main className="history">
      <h1>Past games</h1>
      <label>
        Filter by player
        <input type="search" value={query} onChange={(e) => (setQuery(e.target.value), setShown(PAGE))} placeholder="Name" />
      </label>
      {rows === null ? <p>Loading…</p> : filtered.length === 0 ? <p className="muted">{rows.length ? 'No game with that player.' : 'No saved games yet.'}</p> : (
        <>
          <p className="muted" aria-live="polite">{complete ? `${filtered.length} game${filtered.length > 1 ? 's' : ''}` : 'Counting…'}</p>
          <ul className="game-list">
            {filtered.slice(0, shown).map((r) => <GameCard key={r.id} row={r} />)}
          </ul>
          {shown < filtered.length && <button type="button" onClick={() => setShown(shown + PAGE)}>Show more</button>}
        </>
      )}
    </main>
  );
}

function GameCard({ row }: { row: SummaryRow }) {
  const s = row.summary;
  const top = Math.max(...s.players.map((p) => p.total));
  const winners = s.players.filter((p) => p.place === 1);
  const winnerSheet = thumbSheet(row.thumb);
  const date = new Date(row.createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <li className="game-card">
      <a href={href({ name: 'review', id: row.id })}>
        <BoardSvg sheet={winnerSheet} label={`${winnerSheet.name}'s board`} className="board thumb" />
        <span className="game-card-text">
          <strong>{date}</strong>{!row.finished && <span className="badge">in progress</span>}{row.edited && <span className="badge">edited after finishing</span>}
          <span>{s.players.map((p) => `${p.name} ${p.total}`).join(' · ')}</span>
          <span className="muted">{s.players.length > 1 ? `${!row.finished ? 'Leading' : winners.length > 1 ? 'Shared win' : 'Winner'}: ${winners.map((w) => w.name).join(' and ')} (${top})` : `Solo: ${top}`}</span>
        </span>
      </a>
    </li>
  );
}
