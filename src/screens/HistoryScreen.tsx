// Past games of every kind, newest first: game (picture and name), date and time, players in finishing order with
// their scores and places, a small picture of the board.
import { Fragment, memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { byDatePlayed, keptGames, listGames, onListChange, recentGames } from '../db/games.ts';
import { entryOf, GAMES, loadedGame, loadGame } from '../games/registry.ts';
import type { GameKind, GameModule } from '../games/types.ts';
import { href } from '../ui/router.ts';
import { placeLabels } from '../stats/places.ts';
import { playerNames } from '../stats/player.ts';
import { playerKey } from '../stats/stats.ts';
import { EnteredBy } from '../ui/EnteredBy.tsx';
import { GameBadge } from './GameBadge.tsx';
import { dateTime } from './when.ts';
import { useT } from '../i18n/useT.ts';
import { loadStats } from './statsAhead.ts';
import { whenIdle } from '../idle.ts';
import './screens.css';

const PAGE = 30;
/** Players' chips at the top of the list: those most often in the first page's games (the latest PAGE played), so
 * the row is the same from the first page on and the cards never move under a finger as the full list comes in. */
const PLAYERS = 8;

export function matchesPlayer(row: SummaryRow, query: string): boolean {
  return matcher(query)(row);
}

/** The test for one query, normalised once (not once per game). */
const matcher = (query: string): ((row: SummaryRow) => boolean) => {
  const q = query.trim().toLocaleLowerCase();
  return q ? (row) => row.players.some((p) => p.includes(q)) : () => true;
};

/** The modules of the games in `rows`, for their pictures (loaded as they are needed). */
function useModules(rows: readonly SummaryRow[] | null): Partial<Record<GameKind, GameModule>> {
  // The games loaded already are drawn in the first render (not a first render of blank pictures, then another).
  const [mods, setMods] = useState<Partial<Record<GameKind, GameModule>>>(() =>
    Object.fromEntries(
      GAMES.flatMap((g) => {
        const m = loadedGame(g.kind);
        return m ? [[g.kind, m]] : [];
      }),
    ),
  );
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

/** How many of the page's cards draw their picture: the cards drawn with theirs already (the same games at the top
 * of the page), and as many more as a screen can show; the others from the next frame on. Every card, its words
 * and its picture's label are there from the first frame, in their place: only the pictures (most of what a card
 * costs to draw) of cards below the first screen follow a frame later. */
function usePictures(page: readonly SummaryRow[]): number {
  const first = useMemo(
    () => Math.max(4, Math.ceil((typeof window === 'undefined' ? 900 : window.innerHeight) / 90)),
    [],
  );
  const [done, setDone] = useState<readonly SummaryRow[]>([]);
  let drawn = 0;
  while (drawn < page.length && drawn < done.length && page[drawn]!.id === done[drawn]!.id) drawn++;
  useEffect(() => {
    if (drawn >= page.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows the first screen: a timer set in a frame's callback runs once it is drawn.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setDone(page)))));
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, [page, drawn]);
  return Math.min(page.length, drawn + first);
}

/** Stats are the next screen players open from here: once the list is in and the page idle, their code is
 * fetched and what they show first worked out (kept with the list), so that opening them only draws. */
function useStatsAhead(rows: readonly SummaryRow[] | null) {
  useEffect(() => {
    if (!rows) return;
    let live = true;
    // Once started it is not called off by leaving history: stats are likely the very next screen.
    const cancel = whenIdle(() => live && void loadStats().then((m) => m.prepareStats(rows)));
    return () => {
      live = false;
      cancel();
    };
  }, [rows]);
}

export function HistoryScreen() {
  const { t, n } = useT();
  const [rows, setRows] = useState<readonly SummaryRow[] | null>(keptGames); // read before: shown at once
  const [complete, setComplete] = useState(() => rows !== null);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<GameKind | ''>('');
  /** The player whose chip is pressed: only their games are listed. */
  const [player, setPlayer] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  useEffect(() => {
    // The first page shows at once; the full list (for counting and filtering) follows.
    let live = true;
    void recentGames(PAGE, 'createdAt')
      .then((first) => {
        if (!live) return;
        setRows((r) => r ?? first);
        // A first page shorter than a page is the whole list: counted at once.
        if (first.length < PAGE) setComplete(true);
      })
      .then(() => listGames())
      .then((all) => live && all && (setRows(all), setComplete(true)));
    // A game saved, deleted or restored meanwhile (here or in another tab): the list read again.
    const stop = onListChange(() => void listGames().then((all) => live && setRows(all)));
    return () => ((live = false), stop());
  }, []);
  // The list follows the typing at a lower priority: a keystroke draws the field at once, the list after.
  const listQuery = useDeferredValue(query);
  // Listed by the date each card shows (when played), whatever order the list was read in (last edit).
  const ordered = useMemo(() => (rows ? [...rows].sort(byDatePlayed) : []), [rows]);
  const filtered = useMemo(() => {
    const matches = matcher(listQuery);
    const key = player === null ? null : playerKey(player);
    return ordered.filter(
      (r) => (!kind || r.kind === kind) && matches(r) && (key === null || r.players.some((p) => playerKey(p) === key)),
    );
  }, [ordered, listQuery, kind, player]);
  const page = useMemo(() => filtered.slice(0, shown), [filtered, shown]);
  const mods = useModules(page);
  const pictures = usePictures(page);
  // Links to players' pages: the players most often here, or those the filter finds.
  const names = useMemo(() => {
    const q = listQuery.trim().toLocaleLowerCase();
    if (!q) return playerNames(ordered.slice(0, PAGE)).slice(0, PLAYERS);
    return playerNames(rows ?? [])
      .filter((x) => x.toLocaleLowerCase().includes(q))
      .slice(0, PLAYERS);
  }, [rows, ordered, listQuery]);
  // A kind seen only beyond the first page brings the game filter once the full list is in.
  const kindsHere = useMemo(() => new Set((rows ?? []).map((r) => r.kind)), [rows]);
  useStatsAhead(complete ? rows : null);
  return (
    <main className="history">
      <h1>{t('shell.nav.pastGames')}</h1>
      <div className="filters">
        {kindsHere.size > 1 && (
          <label>
            {t('shell.history.game')}
            <select value={kind} onChange={(e) => (setKind(e.target.value as GameKind | ''), setShown(PAGE))}>
              <option value="">{t('shell.history.allGames')}</option>
              {GAMES.filter((g) => kindsHere.has(g.kind)).map((g) => (
                <option key={g.kind} value={g.kind}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('shell.history.filter')}
          <input
            type="search"
            value={query}
            onChange={(e) => (setQuery(e.target.value), setShown(PAGE))}
            placeholder={t('shell.history.filterPlaceholder')}
          />
        </label>
      </div>
      {names.length > 0 && (
        // Under "Filter by player", the chips filter too; the pressed player's page is one link away.
        <div className="player-links" role="group" aria-labelledby="player-chips">
          <span id="player-chips">{t('shell.playerPage.players')}</span>
          <span className="player-links-row">
            {names.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={player === name}
                onClick={() => (setPlayer(player === name ? null : name), setShown(PAGE))}
              >
                <bdi>{name}</bdi>
                {player === name && <span aria-hidden="true"> ✓</span>}
              </button>
            ))}
          </span>
          {player !== null && (
            <a className="nav-link" href={href({ name: 'player', player })}>
              {t('shell.playerPage.open', { name: player })}
            </a>
          )}
        </div>
      )}
      {rows === null ? (
        <p>{t('shell.loading')}</p>
      ) : filtered.length === 0 ? (
        <p className="muted">{t(rows.length ? 'shell.history.noMatch' : 'shell.history.none')}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {complete
              ? t('shell.history.count', { count: filtered.length, n: n(filtered.length) })
              : t('shell.history.counting')}
          </p>
          <ul className="game-list">
            {page.map((r, k) => (
              <GameCard key={r.id} row={r} module={mods[r.kind]} blank={k >= pictures} />
            ))}
          </ul>
          {shown < filtered.length && (
            <button type="button" onClick={() => setShown(shown + PAGE)}>
              {t('shell.history.more')}
            </button>
          )}
        </>
      )}
    </main>
  );
}

/** One past game; drawn again only when its row or its game's module changes (not when the filter moves it). */
const GameCard = memo(function GameCard({
  row,
  module,
  blank,
}: {
  row: SummaryRow;
  module: GameModule | undefined;
  blank: boolean;
}) {
  const s = row.summary;
  const order = s.players.map((p, i) => ({ p, i })).sort((a, b) => a.p.place - b.p.place || b.p.total - a.p.total);
  const places = placeLabels(s.players.map((p) => p.place));
  const Thumb = module?.screens.Thumb;
  const winners = order.filter((x) => x.p.place === 1).map((x) => x.p.name);
  const { t, m, intl, and } = useT();
  return (
    <li className="game-card">
      <a href={href({ name: 'review', id: row.id })}>
        {Thumb ? (
          <Thumb
            thumb={s.thumb}
            label={t('shell.history.thumb', { game: entryOf(row.kind).name, winners: and(winners) })}
            blank={blank}
          />
        ) : (
          <span className="thumb-space" aria-hidden="true" />
        )}
        <span className="game-card-text">
          <span className="game-card-head">
            <GameBadge kind={row.kind} /> <time dateTime={row.createdAt}>{dateTime(row.createdAt, intl)}</time>
          </span>
          {/* Finishing order; places only once the players closed the game (until then they may change). */}
          <span className="placings">
            {/* The commas are for screen readers (the link's name); on screen, space parts the players. */}
            {order.map(({ p, i }, k) => (
              <Fragment key={i}>
                {k > 0 && <span className="visually-hidden">, </span>}
                <span className="placing" data-testid="placing">
                  {row.finished && s.players.length > 1 && <span className="place">{m(places[i]!)}</span>}{' '}
                  <bdi>{p.name}</bdi> <strong>{p.total}</strong>
                </span>
              </Fragment>
            ))}
          </span>
          <EnteredBy id={row.id} />{' '}
          {(!row.finished || row.edited) && (
            <span>
              {!row.finished && <span className="badge">{t('shell.history.inProgress')}</span>}
              {row.edited && <span className="badge">{t('shell.history.edited')}</span>}
            </span>
          )}
        </span>
      </a>
    </li>
  );
});
