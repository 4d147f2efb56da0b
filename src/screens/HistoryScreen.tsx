// Past games of every kind, newest first: date and time, game, players in finishing order, a small picture.
import { useEffect, useMemo, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { listGames, recentGames } from '../db/games.ts';
import { entryOf, GAMES, loadGame } from '../games/registry.ts';
import type { GameKind, GameModule } from '../games/types.ts';
import { href } from '../ui/router.ts';

const PAGE = 30;

export function matchesPlayer(row: SummaryRow, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return !q || row.players.some((p) => p.includes(q));
}

/** The modules of the games in `rows`, for their pictures (loaded as they are needed). */
function useModules(rows: readonly SummaryRow[] | null): Partial<Record<GameKind, GameModule>> {
  const [mods, setMods] = useState<Partial<Record<GameKind, GameModule>>>({});
  const kinds = useMemo(() => [...new Set((rows ?? []).map((r) => r.kind))].sort().join(','), [rows]);
  useEffect(() => {
    let live = true;
    for (const kind of kinds ? (kinds.split(',') as GameKind[]) : []) {
      void loadGame(kind).then((m) => live && setMods((x) => (x[kind] ? x : { ...x, [kind]: m })));
    }
    return () => void (live = false);
  }, [kinds]);
  return mods;
}

export function HistoryScreen() {
  const [rows, setRows] = useState<SummaryRow[] | null>(null);
  const [complete, setComplete] = useState(false);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<GameKind | ''>('');
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
  const filtered = useMemo(() => (rows ?? []).filter((r) => (!kind || r.kind === kind) && matchesPlayer(r, query)), [rows, query, kind]);
  const mods = useModules(filtered.slice(0, shown));
  const kindsHere = new Set((rows ?? []).map((r) => r.kind));
  return (
    <main className="history">
      <h1>Past games</h1>
      <div className="filters">
        {kindsHere.size > 1 && (
          <label>
            Game
            <select value={kind} onChange={(e) => (setKind(e.target.value as GameKind | ''), setShown(PAGE))}>
              <option value="">All games</option>
              {GAMES.filter((g) => kindsHere.has(g.kind)).map((g) => <option key={g.kind} value={g.kind}>{g.name}</option>)}
            </select>
          </label>
        )}
        <label>
          Filter by player
          <input type="search" value={query} onChange={(e) => (setQuery(e.target.value), setShown(PAGE))} placeholder="Name" />
        </label>
      </div>
      {rows === null ? <p>Loading…</p> : filtered.length === 0 ? <p className="muted">{rows.length ? 'No game matches.' : 'No saved games yet.'}</p> : (
        <>
          <p className="muted" aria-live="polite">{complete ? `${filtered.length} game${filtered.length > 1 ? 's' : ''}` : 'Counting…'}</p>
          <ul className="game-list">
            {filtered.slice(0, shown).map((r) => <GameCard key={r.id} row={r} module={mods[r.kind]} />)}
          </ul>
          {shown < filtered.length && <button type="button" onClick={() => setShown(shown + PAGE)}>Show more</button>}
        </>
      )}
    </main>
  );
}

function GameCard({ row, module }: { row: SummaryRow; module: GameModule | undefined }) {
  const s = row.summary;
  const byPlace = [...s.players].sort((a, b) => a.place - b.place);
  const top = byPlace[0]?.total ?? 0;
  const winners = byPlace.filter((p) => p.place === 1);
  const when = new Date(row.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const Thumb = module?.screens.Thumb;
  const name = entryOf(row.kind).name;
  return (
    <li className="game-card">
      <a href={href({ name: 'review', id: row.id })}>
        {Thumb ? <Thumb thumb={s.thumb} label={`${name}: ${winners[0]?.name ?? ''}`} /> : <span className="thumb-space" aria-hidden="true" />}
        <span className="game-card-text">
          <strong>{when}</strong>
          <span><span className="badge game-badge">{name}</span>{!row.finished && <span className="badge">in progress</span>}{row.edited && <span className="badge">edited after finishing</span>}</span>
          <span>{byPlace.map((p, i) => <span key={i}>{i ? ' · ' : ''}<bdi>{p.name}</bdi> {p.total}</span>)}</span>
          <span className="muted">{s.players.length > 1 ? <>{!row.finished ? 'Leading' : winners.length > 1 ? 'Shared win' : 'Winner'}: {winners.map((w, i) => <span key={i}>{i ? ' and ' : ''}<bdi>{w.name}</bdi></span>)} ({top})</> : `Solo: ${top}`}</span>
        </span>
      </a>
    </li>
  );
}
