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

type Entry = { date: string; p: GameSummary['players'][number]; place: Msg; players: number; tags: string[] };

export const counts = (row: StatsInput): boolean => !!row.finished;

/** nameKey, remembered: the same few names come back in every game, and stats read thousands of them. */
const keys = new Map<string, string>();
export function playerKey(name: string): string {
  let k = keys.get(name);
  if (k === undefined) keys.set(name, (k = nameKey(name)));
  return k;
}

export function playerStats(rows: readonly StatsInput[]): PlayerStats[] {
  const byName = new Map<string, { name: string; entries: Entry[] }>();
  for (const row of rows) {
    if (!counts(row)) continue;
    const places = placeLabels(row.summary.players.map((p) => p.place));
    row.summary.players.forEach((p, i) => {
      const key = playerKey(p.name);
      const bucket = byName.get(key) ?? { name: p.name, entries: [] };
      bucket.entries.push({ date: row.createdAt, p, place: places[i]!, players: row.summary.players.length, tags: [...(row.summary.tags ?? []), ...(p.tags ?? [])] });
      byName.set(key, bucket);
    });
  }
  const out: PlayerStats[] = [];
  for (const { name, entries } of byName.values()) {
    entries.sort((a, b) => a.date.localeCompare(b.date));
    const n = entries.length;
    const avg = (f: (e: Entry) => number) => round1(entries.reduce((s, e) => s + f(e), 0) / n);
    const keys = (pick: (e: Entry) => Record<string, number> | undefined) => [...new Set(entries.flatMap((e) => Object.keys(pick(e) ?? {})))];
    const withOthers = entries.filter((e) => e.players > 1);
    const wins = withOthers.filter((e) => e.p.place === 1).length;
    out.push({
      name,
      games: n,
      wins,
      winRate: withOthers.length ? round2(wins / withOthers.length) : 0,
      average: avg((e) => e.p.total),
      best: Math.max(...entries.map((e) => e.p.total)),
      perCategory: Object.fromEntries(keys((e) => e.p.parts).map((k) => [k, avg((e) => e.p.parts[k] ?? 0)])),
      rates: Object.fromEntries(keys((e) => e.p.facts).map((k) => [k, round2(entries.filter((e) => e.p.facts?.[k]).length / n)])),
      tags: tally(entries.flatMap((e) => e.tags)),
      scores: entries.map((e) => ({ date: e.date, total: e.p.total, place: e.place, players: e.players })),
    });
  }
  // The leaderboard's order: most wins, then the better average, then the name.
  return out.sort((a, b) => b.wins - a.wins || b.average - a.average || a.name.localeCompare(b.name));
}

function tally(ids: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
