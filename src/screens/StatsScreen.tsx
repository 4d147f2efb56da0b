// Statistics per game, finished games only: a leaderboard of players (games, wins, win rate, average, best), a
// player's detail on tap, and two players head-to-head.
import { useEffect, useMemo, useState } from 'react';
import type { SummaryRow } from '../db/db.ts';
import { keptGames, listGames, onListChange } from '../db/games.ts';
import { entryOf, GAMES, loadGame } from '../games/registry.ts';
import type { GameCore, GameKind } from '../games/types.ts';
import { counts, statsWork, type PlayerStats } from '../stats/stats.ts';
import { GameBadge } from './GameBadge.tsx';
import { HeadToHead, pairOf } from './HeadToHead.tsx';
import { PlayerCard } from './PlayerCard.tsx';
import { SidewaysTable } from '../ui/SidewaysTable.tsx';
import { useT, wordsNow } from '../i18n/useT.ts';
import { keptWith } from '../games/shared/keptWith.ts';
import { idle } from '../idle.ts';
import { useGroup } from '../store/group.ts';
import './screens.css';

export function StatsScreen() {
  const { t, m, n: num, pct } = useT();
  const [rows, setRows] = useState<readonly SummaryRow[] | null>(keptGames); // read before: shown at once
  const [kind, setKind] = useState<GameKind | null>(null);
  const [core, setCore] = useState<GameCore | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void listGames().then((all) => live && setRows(all));
    read();
    const stop = onListChange(read); // a game restored or saved meanwhile (here or in another tab) is counted
    return () => ((live = false), stop());
  }, []);
  // In a group: the group's games (those in its log) or every game on this phone.
  const inGroup = useGroup((g) => g.group !== null);
  const groupGames = useGroup((g) => g.enteredBy);
  const [whose, setWhose] = useState<'group' | 'phone'>('group');
  const counted = useMemo(
    () => (inGroup && whose === 'group' && rows ? rows.filter((r) => r.id in groupGames) : rows),
    [rows, inGroup, whose, groupGames],
  );
  const byKind = useMemo(() => finishedByKind(counted), [counted]);
  const kinds = GAMES.filter((g) => byKind.has(g.kind));
  // At first the game with the most finished games.
  const shown = kind ?? firstKind(byKind);
  useEffect(() => {
    let live = true;
    if (shown) void loadGame(shown).then((m) => live && setCore(m.core));
    return () => void (live = false);
  }, [shown]);
  const stats = useMemo(() => (shown ? statsOf(byKind.get(shown) ?? []) : []), [byKind, shown]);
  useEffect(() => {
    if (open) document.getElementById('player-detail')?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const known = (id: string) => core?.categories.find((c) => c.id === id)?.label ?? core?.labels?.[id];
  const label = (id: string) => {
    const l = known(id);
    return l ? m(l) : id;
  };
  const n = shown ? byKind.get(shown)!.length : 0;
  const name = shown ? entryOf(shown).name : '';
  return (
    <main className="stats">
      <h1>{t('shell.nav.stats')}</h1>
      <p className="muted">{t('shell.stats.intro')}</p>
      {inGroup && (
        <div className="segmented" role="radiogroup" aria-label={t('shell.stats.whose')}>
          {(['group', 'phone'] as const).map((w) => (
            <button
              key={w}
              type="button"
              role="radio"
              aria-checked={whose === w}
              onClick={() => (setWhose(w), setKind(null), setOpen(null))}
            >
              {t(w === 'group' ? 'shell.stats.whoseGroup' : 'shell.stats.whosePhone')}
            </button>
          ))}
        </div>
      )}
      {rows === null ? (
        <p>{t('shell.loading')}</p>
      ) : !shown ? (
        <p className="muted">{t('shell.stats.none')}</p>
      ) : (
        <>
          {kinds.length > 1 && (
            <div className="segmented" role="radiogroup" aria-label={t('shell.history.game')}>
              {kinds.map((g) => (
                <button
                  key={g.kind}
                  type="button"
                  role="radio"
                  aria-checked={g.kind === shown}
                  onClick={() => (setKind(g.kind), setOpen(null))}
                >
                  {g.name}
                </button>
              ))}
            </div>
          )}
          {/* At large text it may be wider than the phone: then it scrolls, and says so above it. */}
          <SidewaysTable
            className="table-fit"
            label={t('shell.stats.leaderboard', { game: name })}
            hintText={t('shell.stats.sideways')}
          >
            <table className="leaderboard">
              <caption>
                <GameBadge kind={shown} /> {t('shell.stats.finished', { count: n, n: num(n) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('shell.stats.player')}</th>
                  <th scope="col">{t('shell.stats.games')}</th>
                  <th scope="col">{t('shell.stats.wins')}</th>
                  <th scope="col">
                    <Short short={t('shell.stats.winRateShort')} long={t('shell.stats.winRate')} />
                  </th>
                  <th scope="col">
                    <Short short={t('shell.stats.averageShort')} long={t('shell.stats.average')} />
                  </th>
                  <th scope="col">{t('shell.stats.best')}</th>
                </tr>
              </thead>
              <tbody>
                {stats.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">
                      <button
                        type="button"
                        className="link"
                        aria-expanded={open === s.name}
                        aria-controls={open === s.name ? 'player-detail' : undefined}
                        onClick={() => setOpen(open === s.name ? null : s.name)}
                      >
                        <bdi>{s.name}</bdi>
                      </button>
                    </th>
                    <td>{s.games}</td>
                    <td>{s.wins}</td>
                    <td>{pct(s.winRate)}</td>
                    <td>{s.average}</td>
                    <td>{s.best}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SidewaysTable>
          <p className="muted">{t('shell.stats.help')}</p>
          {stats
            .filter((s) => s.name === open)
            .map((s) => (
              <PlayerCard key={s.name} id="player-detail" s={s} label={label} />
            ))}
          {stats.length > 1 && <HeadToHead rows={byKind.get(shown)!} names={stats.map((s) => s.name)} game={name} />}
        </>
      )}
    </main>
  );
}

// Kept with the list they come from (listGames hands out the same list until a game changes): opening stats again
// computes nothing.

/** The game shown first: the one with the most finished games. */
const firstKind = (byKind: Map<GameKind, SummaryRow[]>): GameKind | null =>
  [...byKind.entries()].sort((a, b) => b[1].length - a[1].length)[0]?.[0] ?? null;

/** Works out, ahead, what stats show first for `rows` (kept with it), in short steps while the page is idle (no
 * long task: ten thousand games are ~200 ms of work on a slow phone), so that opening stats after it only draws.
 * Stats opened meanwhile do the rest at once. Called while history is open, and on home after the app starts. */
export async function prepareStats(rows: readonly SummaryRow[]): Promise<void> {
  const byKind = finishedByKind(rows);
  const kind = firstKind(byKind);
  if (!kind) return;
  const games = byKind.get(kind)!;
  // The first uses of Intl make its data ready (~5 ms each on a fast machine): each in its own step.
  const { n, pct } = wordsNow();
  for (const warm of [() => n(0), () => pct(0), () => 'a'.localeCompare('b')]) (await step(), warm());
  const work = works(games);
  while (!work.step(await step())) {
    /* step by step */
  }
  const stats = statsOf(games);
  if (stats.length > 1) (await step(), pairOf(games, stats[0]!.name, stats[1]!.name));
  // The game's code (its labels, for a player's detail), which the screen asks for as it opens.
  await step();
  await loadGame(kind);
  performance.mark('calico-stats-prepared'); // (for the benchmarks: when the work ahead ended)
}

/** The next idle moment, with the time to stop working by (a few ms: no long task). */
const step = (): Promise<number> => idle(500, 0);

/** Finished games by game kind. */
const finishedByKind = (rows: readonly SummaryRow[] | null): Map<GameKind, SummaryRow[]> =>
  rows ? grouped(rows) : new Map();
const grouped = keptWith((rows: readonly SummaryRow[]) => {
  const m = new Map<GameKind, SummaryRow[]>();
  for (const r of rows) {
    if (!counts(r)) continue;
    const list = m.get(r.kind);
    if (list) list.push(r);
    else m.set(r.kind, [r]);
  }
  return m;
});

/** The stats of a game's list, worked out ahead in steps (prepareStats) or, when needed, at once. */
const works = keptWith((rows: readonly SummaryRow[]) => statsWork(rows));
const statsOf = keptWith((rows: readonly SummaryRow[]): PlayerStats[] => works(rows).finish());

/** A short column heading on screen, the whole words for screen readers. */
const Short = ({ short, long }: { short: string; long: string }) => (
  <>
    <span aria-hidden="true">{short}</span>
    <span className="visually-hidden">{long}</span>
  </>
);
