// Per-player statistics of one game kind across finished games, from the summaries saved with each game (no
// rescoring). Only games the players closed count: a game still in progress has no final places yet.
import { nameKey } from '../games/shared/names.ts';
import type { Msg } from '../games/shared/msg.ts';
import type { GameSummary } from '../games/types.ts';
import { placeLabels } from './places.ts';

export interface StatsInput {
  createdAt: string;
  finished?: boolean;
  summary: GameSummary;
}

export interface PlayerStats {
  name: string;
  games: number;
  wins: number;
  /** Wins per game played with others, 0–1. */
  winRate: number;
  average: number;
  best: number;
  /** Average points per game in each category. */
  perCategory: Record<string, number>;
  /** Share of games in which each fact held, 0–1. */
  rates: Record<string, number>;
  /** Most frequent first: [tag, games]. */
  tags: [string, number][];
  /** Chronological totals with the place (a message: "=2nd"), for the score-over-time chart and its table. */
  scores: { date: string; total: number; place: Msg; players: number }[];
}

type Entry = {
  date: string;
  p: GameSummary['players'][number];
  place: Msg;
  players: number;
  gameTags: string[] | undefined;
};

export const counts = (row: StatsInput): boolean => !!row.finished;

/** nameKey, remembered: the same few names come back in every game, and stats read thousands of them. */
const keys = new Map<string, string>();
export function playerKey(name: string): string {
  let k = keys.get(name);
  if (k === undefined) keys.set(name, (k = nameKey(name)));
  return k;
}

export function playerStats(rows: readonly StatsInput[]): PlayerStats[] {
  return statsWork(rows).finish();
}

/** playerStats in steps: `step(deadline)` works until `performance.now()` passes the deadline (or the end) and
 * says whether all is done; `finish()` does what is left at once and gives the figures (the same as playerStats).
 * Worked out ahead when the page is idle, a few milliseconds at a time, so that no step is a long task; whoever
 * needs the figures first takes over the rest. */
export interface StatsWork {
  step(deadline: number): boolean;
  finish(): PlayerStats[];
}

export function statsWork(rows: readonly StatsInput[]): StatsWork {
  const byName = new Map<string, { name: string; entries: Entry[] }>();
  let next = 0; // the next row to sort into its players' games
  let buckets: { name: string; entries: Entry[] }[] | null = null;
  const out: PlayerStats[] = [];
  let result: PlayerStats[] | null = null;
  const addRow = (row: StatsInput) => {
    if (!counts(row)) return;
    const players = row.summary.players;
    const places = placeLabels(players.map((p) => p.place));
    for (let i = 0; i < players.length; i++) {
      const p = players[i]!;
      const key = playerKey(p.name);
      let bucket = byName.get(key);
      if (!bucket) byName.set(key, (bucket = { name: p.name, entries: [] }));
      bucket.entries.push({
        date: row.createdAt,
        p,
        place: places[i]!,
        players: players.length,
        gameTags: row.summary.tags,
      });
    }
  };
  // Rows a few at a time between looks at the clock (a look costs more than a row).
  const step = (deadline: number): boolean => {
    if (result) return true;
    while (next < rows.length) {
      const end = Math.min(rows.length, next + 64);
      for (; next < end; next++) addRow(rows[next]!);
      if (performance.now() > deadline) return false;
    }
    buckets ??= [...byName.values()];
    while (out.length < buckets.length) {
      const { name, entries } = buckets[out.length]!;
      out.push(statsOfPlayer(name, entries));
      if (performance.now() > deadline) return false;
    }
    // The leaderboard's order: most wins, then the better average, then the name.
    result = out.sort((a, b) => b.wins - a.wins || b.average - a.average || a.name.localeCompare(b.name));
    return true;
  };
  return { step, finish: () => (step(Infinity), result!) };
}

/** One player's figures in one pass over their games in date order (thousands of games: no list per figure). */
function statsOfPlayer(name: string, entries: Entry[]): PlayerStats {
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)); // ISO dates: code-unit order is date order
  const n = entries.length;
  let wins = 0,
    withOthers = 0,
    sum = 0,
    best = -Infinity;
  // Category and fact ids in the order they first come, as the figures are shown.
  const parts = new Map<string, number>(),
    facts = new Map<string, number>(),
    tags = new Map<string, number>();
  const count = (m: Map<string, number>, id: string, by: number) => m.set(id, (m.get(id) ?? 0) + by);
  const scores: PlayerStats['scores'] = new Array(n);
  for (let j = 0; j < n; j++) {
    const e = entries[j]!,
      p = e.p;
    if (e.players > 1) {
      withOthers++;
      if (p.place === 1) wins++;
    }
    sum += p.total;
    if (p.total > best) best = p.total;
    for (const k in p.parts) if (!parts.has(k)) parts.set(k, 0); // (plain objects: for…in is Object.keys)
    for (const k in p.facts) count(facts, k, p.facts[k] ? 1 : 0);
    for (const t of e.gameTags ?? []) count(tags, t, 1);
    for (const t of p.tags ?? []) count(tags, t, 1);
    scores[j] = { date: e.date, total: p.total, place: e.place, players: e.players };
  }
  // Sums in date order, as each game adds to them (a category a game lacks adds 0).
  for (const k of parts.keys()) {
    let s = 0;
    for (let j = 0; j < n; j++) s += entries[j]!.p.parts[k] ?? 0;
    parts.set(k, round1(s / n));
  }
  return {
    name,
    games: n,
    wins,
    winRate: withOthers ? round2(wins / withOthers) : 0,
    average: round1(sum / n),
    best,
    perCategory: Object.fromEntries(parts),
    rates: Object.fromEntries([...facts].map(([k, c]) => [k, round2(c / n)])),
    tags: [...tags.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    scores,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
