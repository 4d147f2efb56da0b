// Shared by the golden tests: a compact, readable summary of one player's score.
import type { PlayerScore } from '../score.ts';

export interface Expect {
  /** Button colours, sorted, one word per button. */
  buttons: string;
  rainbow: number;
  /** "cat points" per token, sorted. */
  cats: string;
  /** Each goal as "status points", or "pending". */
  goals: string;
  total: number;
}

export function summary(p: PlayerScore): Expect {
  return {
    buttons: p.buttons
      .map((b) => b.color)
      .sort()
      .join(' '),
    rainbow: p.points.rainbow,
    cats: p.cats
      .map((c) => `${c.cat} ${c.points}`)
      .sort()
      .join(', '),
    goals: p.goals.map((g) => (g.status === 'pending' ? 'pending' : `${g.status} ${g.points}`)).join(' | '),
    total: p.total,
  };
}

export const PENDING = 'pending | pending | pending';
