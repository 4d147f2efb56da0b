// One player's results across every game, from the summaries saved with each game (no rescoring): games played
// and won, and per game played, won, best and average. Like stats, only games the players closed count; recent
// games list the games still in progress too. A player is a name, compared as names are (case does not count).
import type { Msg } from '../games/shared/msg.ts';
import type { GameKind } from '../games/types.ts';
import { counts, playerKey, type StatsInput } from './stats.ts';
import { placeLabels } from './places.ts';

export interface PlayerRow extends StatsInput {
  id: string;
  kind: GameKind;
}

export interface PlayerGameFigures {
  kind: GameKind;
  /** Finished games. */
  played: number;
  /** Finished games won against others (a solo game is played, never won). */
  won: number;
  /** Finished games with others, what `won` is out of. */
  withOthers: number;
  best: number;
  average: number;
}

export interface RecentGame {
  id: string;
  kind: GameKind;
  createdAt: string;
  finished: boolean;
  total: number;
  /** The place ("=2nd"), once the game is finished and had others. */
  place: Msg | null;
  /** The other players' names. */
  others: string[];
}

export interface PlayerPage {
  /** The name as the most recent game spells it. */
  name: string;
  played: number;
  won: number;
  withOthers: number;
  inProgress: number;
  /** Most played first. */
  perGame: PlayerGameFigures[];
  /** Newest first, at most `recent` of them. */
  recent: RecentGame[];
}

/** The player's page, or null when no game has this name. */
export function playerPage(rows: readonly PlayerRow[], name: string, recent = 10): PlayerPage | null {
  const key = playerKey(name);
  const mine: { row: PlayerRow; i: number }[] = [];
  for (const row of rows) {
    const i = row.summary.players.findIndex((p) => playerKey(p.name) === key);
    if (i >= 0) mine.push({ row, i });
  }
  if (!mine.length) return null;
  mine.sort((a, b) => (a.row.createdAt < b.row.createdAt ? 1 : a.row.createdAt > b.row.createdAt ? -1 : 0)); // newest first
  const byKind = new Map<GameKind, { played: number; won: number; withOthers: number; best: number; sum: number }>();
  let inProgress = 0;
  for (const { row, i } of mine) {
    if (!counts(row)) {
      inProgress++;
      continue;
    }
    const players = row.summary.players;
    const me = players[i]!;
    let f = byKind.get(row.kind);
    if (!f) byKind.set(row.kind, (f = { played: 0, won: 0, withOthers: 0, best: -Infinity, sum: 0 }));
    f.played++;
    f.sum += me.total;
    f.best = Math.max(f.best, me.total);
    if (players.length > 1) {
      f.withOthers++;
      if (me.place === 1) f.won++;
    }
  }
  const perGame = [...byKind.entries()]
    .map(([kind, f]): PlayerGameFigures => ({
      kind,
      played: f.played,
      won: f.won,
      withOthers: f.withOthers,
      best: f.best,
      average: Math.round((f.sum / f.played) * 10) / 10,
    }))
    .sort((a, b) => b.played - a.played || a.kind.localeCompare(b.kind));
  const total = (k: 'played' | 'won' | 'withOthers') => perGame.reduce((s, f) => s + f[k], 0);
  return {
    name: mine[0]!.row.summary.players[mine[0]!.i]!.name,
    played: total('played'),
    won: total('won'),
    withOthers: total('withOthers'),
    inProgress,
    perGame,
    recent: mine.slice(0, recent).map(({ row, i }) => {
      const players = row.summary.players;
      const shown = counts(row) && players.length > 1;
      return {
        id: row.id,
        kind: row.kind,
        createdAt: row.createdAt,
        finished: counts(row),
        total: players[i]!.total,
        place: shown ? placeLabels(players.map((p) => p.place))[i]! : null,
        others: players.filter((_, j) => j !== i).map((p) => p.name),
      };
    }),
  };
}

/** Every player's name across the games, most games first (the spelling of their latest game). */
export function playerNames(rows: readonly PlayerRow[]): string[] {
  const seen = new Map<string, { name: string; games: number; latest: string }>();
  for (const row of rows) {
    for (const p of row.summary.players) {
      const key = playerKey(p.name);
      const s = seen.get(key);
      if (!s) seen.set(key, { name: p.name, games: 1, latest: row.createdAt });
      else {
        s.games++;
        if (row.createdAt > s.latest) ((s.latest = row.createdAt), (s.name = p.name));
      }
    }
  }
  return [...seen.values()].sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)).map((s) => s.name);
}
