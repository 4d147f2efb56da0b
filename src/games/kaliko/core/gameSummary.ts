// What history and stats need of a Kaliko game: totals, places, points by kind, and the pattern packed small.
import { msg } from '../../shared/msg.ts';
import type { GameSummary } from '../../types.ts';
import { replay, summarise as coreSummary, TILES, type GameState, type KalikoGame, type Placed } from './index.ts';

export const CATEGORIES = [
  { id: 'segments', label: msg('kaliko.stats.segments') },
  { id: 'crossings', label: msg('kaliko.stats.crossings') },
  { id: 'closed', label: msg('kaliko.stats.closed') },
] as const;

/** The pattern as 7 characters a tile: tile index (2, base 36), rotation (1), q and r (2 each, base 36, +640). */
export type Thumb = string;

const enc = (n: number) => (n + 640).toString(36).padStart(2, '0');
export function packPattern(placed: readonly Placed[]): Thumb {
  return placed.map((p) => `${p.tile.index.toString(36).padStart(2, '0')}${p.rotation}${enc(p.q)}${enc(p.r)}`).join('');
}
export function unpackPattern(t: unknown): Placed[] {
  if (typeof t !== 'string') return [];
  const out: Placed[] = [];
  for (let i = 0; i + 7 <= t.length; i += 7) {
    const tile = TILES[parseInt(t.slice(i, i + 2), 36)];
    const rotation = Number(t[i + 2]);
    if (!tile || !(rotation >= 0 && rotation < 6)) continue;
    const q = parseInt(t.slice(i + 3, i + 5), 36) - 640,
      r = parseInt(t.slice(i + 5, i + 7), 36) - 640;
    out.push({ tile, q, r, rotation, o: tile.index * 6 + rotation });
  }
  return out;
}

/** `state` is the record replayed, when the caller has it already: replayed once here otherwise (not once for the
 * core's summary and again for the parts). */
export function summarise(game: KalikoGame, state: GameState = replay(game)): GameSummary {
  const core = coreSummary(game, state);
  const parts = game.players.map(() => ({ segments: 0, crossings: 0, closed: 0 }));
  for (const t of state.turns) {
    for (const p of t.paths) {
      const base = p.segmentCount + 3 * p.crossingCount;
      const part = parts[t.player]!;
      part.segments += p.segmentCount;
      part.crossings += 3 * p.crossingCount;
      if (p.closed) part.closed += base; // the doubling: closed paths score base × 2
    }
  }
  return {
    complete: state.ended !== null || !!game.finishedAt,
    exact: true,
    players: core.players.map((p, i) => ({
      name: p.name,
      total: p.total,
      place: p.place,
      parts: parts[i]!,
      facts: { closed: p.closedPaths > 0 ? 1 : 0 },
    })),
    thumb: packPattern(state.pattern.placed),
  };
}
