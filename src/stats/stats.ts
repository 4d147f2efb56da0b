// Per-player statistics across finished games, from the summaries saved with each game (no rescoring).
import type { GameSummary } from '../db/summary.ts';

export interface StatsInput {
  createdAt: string;
  summary: GameSummary;
}

export interface PlayerStats {
  name: string;
  games: number;
  wins: number;
  average: number;
  best: number;
  /** Average points per game in each category. */
  perCategory: { goals: number; buttons: number; cats: number };
  rainbowRate: number;
  /** Most played first: [id, games]. */
  cats: [string, number][];
  goals: [string, number][];
  /** Chronological totals, for the score-over-time chart. */
  scores: { date: string; total: number }[];
}

export function playerStats(rows: readonly StatsInput[]): PlayerStats[] {
  const byName = new Map<string, { name: string; entries: { date: string; p: GameSummary['players'][number]; players: number; cats: string[] }[] }>();
  for (const row of rows) {
    if (!row.summary.finished) continue;
    for (const p of row.summary.players) {
      const key = p.name.toLocaleLowerCase();
      const bucket = byName.get(key) ?? { name: p.name, entries: [] };
      bucket.entries.push({ date: row.createdAt, p, players: row.summary.players.length, cats: row.summary.catIds });
      byName.set(key, bucket);
    }
  }
  const out: PlayerStats[] = [];
  for (const { name, entries } of byName.values()) {
    entries.sort((a, b) => a.date.localeCompare(b.date));
    const n = entries.length;
    const avg = (f: (e: (typeof entries)[number]) => number) => round1(entries.reduce((s, e) => s + f(e), 0) / n);
    out.push({
      name,
      games: n,
      wins: entries.filter((e) => e.p.place === 1 && e.players > 1).length,
      average: avg((e) => e.p.total),
      best: Math.max(...entries.map((e) => e.p.total)),
      perCategory: { goals: avg((e) => e.p.goals), buttons: avg((e) => e.p.buttons), cats: avg((e) => e.p.cats) },
      rainbowRate: round1((entries.filter((e) => e.p.rainbow).length / n) * 100) / 100,
      cats: tally(entries.flatMap((e) => e.cats)),
      goals: tally(entries.flatMap((e) => e.p.goalIds)),
      scores: entries.map((e) => ({ date: e.date, total: e.p.total })),
    });
  }
  return out.sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
}

function tally(ids: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const round1 = (x: number) => Math.round(x * 10) / 10;
