// The reference point for the Kaliko core: a play checked (free cells, unplayed tiles, joined to the pattern,
// colours matching) and scored (every path through a new segment: segments + 3 × crossings, × 2 when closed, when
// it bridges two old ends) on a dense grid of the pattern built once. Points only: no reports, no messages, no
// main-path check. Not used by the app.
import type { Pattern, Placed } from '../../src/games/kaliko/core/pattern.ts';
import { CROSS_BITS, O_COLOUR, O_PARTNER, O_SEGMENT } from '../../src/games/kaliko/core/tiles.ts';

const W = 256,
  OFF = 128;
const DQ = [1, 1, 0, -1, -1, 0],
  DR = [0, -1, -1, 0, 1, 1];
const grids = new WeakMap<Pattern, Int16Array>();
/** Dense grid: cell → 1 + index in placed (0 = empty). */
function gridOf(pattern: Pattern): Int16Array {
  let g = grids.get(pattern);
  if (!g) {
    g = new Int16Array(W * W);
    pattern.placed.forEach((p, i) => (g![(p.q + OFF) * W + p.r + OFF] = i + 1));
    grids.set(pattern, g);
  }
  return g;
}

/** The play's points, or -1 when it is refused. */
export function refCheckPlay(pattern: Pattern, play: readonly Placed[]): number {
  const grid = gridOf(pattern);
  const N = pattern.placed.length,
    M = play.length;
  const cell = (q: number, r: number) => (q + OFF) * W + r + OFF;
  const newAt = (c: number) => {
    for (let i = 0; i < M; i++) if (cell(play[i]!.q, play[i]!.r) === c) return N + i;
    return -1;
  };
  const at = (c: number) => (grid[c] ? grid[c]! - 1 : newAt(c));
  const all = (i: number) => (i < N ? pattern.placed[i]! : play[i - N]!);
  let touches = false;
  for (const p of play) {
    if (grid[cell(p.q, p.r)] || pattern.laidIn[p.tile.index] !== undefined) return -1;
    for (let d = 0; d < 6; d++) {
      const j = at(cell(p.q + DQ[d]!, p.r + DR[d]!));
      if (j < 0) continue;
      if (j < N) touches = true;
      if (O_COLOUR[p.o * 6 + d] !== O_COLOUR[all(j).o * 6 + ((d + 3) % 6)]) return -1;
    }
  }
  if (!touches) return -1;
  const seen: number[] = new Array<number>(3 * (N + M)).fill(0); // a typed array this size costs more to allocate
  let points = 0;
  for (let g = 3 * N; g < 3 * (N + M); g++) {
    if (seen[g]) continue;
    // Walk both ways from segment g, counting segments and old/new changes, until an open end or back to g.
    const o = all((g / 3) | 0).o;
    let a = -1,
      b = -1;
    for (let d = 0; d < 6; d++)
      if (O_SEGMENT[o * 6 + d] === g % 3) {
        if (a < 0) a = d;
        else b = d;
      }
    let length = 1,
      closed = false,
      oldEnds = 0,
      crossings = 0;
    const members: number[] = [g];
    seen[g] = 1;
    for (let half = 0; half < 2; half++) {
      const start = half === 0 ? b : a;
      let i = (g / 3) | 0,
        d = start,
        lastNew = true;
      for (;;) {
        const p = all(i);
        const j = at(cell(p.q + DQ[d]!, p.r + DR[d]!));
        if (j < 0) break;
        const oj = all(j).o,
          e = (d + 3) % 6,
          s = j * 3 + O_SEGMENT[oj * 6 + e]!;
        if (s === g) {
          closed = true;
          break;
        }
        seen[s] = 1;
        members.push(s);
        length++;
        if (j < N) {
          if (lastNew) oldEnds++;
          lastNew = false;
        } else lastNew = true;
        d = O_PARTNER[oj * 6 + e]!;
        i = j;
      }
      if (closed) break;
    }
    for (let k = 0; k < members.length; k++)
      for (let l = k + 1; l < members.length; l++) {
        const x = members[k]!,
          y = members[l]!;
        if (((x / 3) | 0) === ((y / 3) | 0)) {
          const t = all((x / 3) | 0).tile.index,
            s = x % 3,
            u = y % 3;
          if (CROSS_BITS[t]! & (1 << (Math.min(s, u) + Math.max(s, u) - 1))) crossings++;
        }
      }
    // A run of new segments scores when old segments lie on both sides of it: an old segment met going each way
    // (or, on a closed path, any old segment at all).
    if (closed ? members.some((x) => x < 3 * N) : oldEnds === 2) points += (length + 3 * crossings) * (closed ? 2 : 1);
  }
  return points;
}
