// Checking and scoring one play (KALIKO.md, "Scoring play"). The pattern is never changed: the play's tiles are an
// overlay looked up first. Every path through a new segment is traced; a maximal run of new segments with old
// segments at both ends is a bridge; a path with a bridge scores (segments + 3 × crossings) × (2 if closed).
import { msg, type Msg } from '../../shared/msg.ts';
import { series } from '../../shared/words.ts';
import { cellKey, cellName, directionName, DQ, DR } from './geometry.ts';
import type { Pattern, Placed } from './pattern.ts';
import { colourName, COLOURS, crossesOnTile, O_COLOUR, O_PARTNER, O_SEGMENT, type Colour, type TileId } from './tiles.ts';

export type PlayRule =
  | 'empty-play'
  | 'bad-rotation'
  | 'twice-in-play'
  | 'already-played'
  | 'occupied'
  | 'same-cell'
  | 'not-touching'
  | 'colour-mismatch'
  | 'no-scoring-path'
  | 'no-main-path';

export interface Cell { q: number; r: number }

export interface PlayProblem {
  rule: PlayRule;
  /** Which tile of the play (0-based, in the order given), or null when the play as a whole is at fault. */
  tile: number | null;
  /** Plain words naming the rule and where: tiles by id and cell, edges by direction. */
  message: Msg;
  /** Cells to highlight. */
  cells: Cell[];
}

export interface PathSegment {
  q: number;
  r: number;
  tile: TileId;
  /** The segment's index on its tile (0–2, the tile's pair order). */
  segment: number;
  /** The two directions (0–5) its ends face, in walking order. */
  sides: [number, number];
  isNew: boolean;
}

export interface PathCrossing { q: number; r: number; tile: TileId; segments: [number, number] }

export interface PathReport {
  colour: Colour;
  closed: boolean;
  /** True for the main path and incidental scoring paths. */
  scoring: boolean;
  main: boolean;
  /** Every segment of the path, old and new, in order along it (a closed path starts anywhere). */
  segments: PathSegment[];
  segmentCount: number;
  newSegmentCount: number;
  /** Runs of new segments joining two old path ends. */
  bridges: number;
  crossings: PathCrossing[];
  crossingCount: number;
  /** (segmentCount + 3 × crossingCount) × (closed ? 2 : 1) for a scoring path, else 0. */
  points: number;
  /** "10 = 7 segments + 3 × 1 crossing"; for a path that does not score, why. */
  explanation: Msg;
  /** The distinct cells the path runs through, in order. */
  cells: Cell[];
  /** The open ends: the cell holding the last segment and the side it leaves by (empty for a closed path). */
  ends: { q: number; r: number; side: number }[];
}

export type PlayResult =
  | { ok: true; points: number; paths: PathReport[]; unscored: PathReport[] }
  | { ok: false; problems: PlayProblem[] };

/** "second tile", "tile 9": which tile of a play. */
export const tileOrdinal = (i: number): Msg => msg('core.kaliko.tileOrdinal', { n: i + 1 });

/** "\"SX-RWB\" at (1,0)". */
const describe = (p: Placed): Msg => msg('core.kaliko.tileAt', { id: p.tile.id, cell: cellName(p.q, p.r) });

/**
 * Checks a play against the pattern and scores it. `play` lists the tiles in the order entered; the result does
 * not depend on that order. Tiles already on the table are known from the pattern.
 */
export function checkPlay(pattern: Pattern, play: readonly Placed[]): PlayResult {
  const problems = placementProblems(pattern, play);
  if (problems.length) return { ok: false, problems };
  return tracePlay(pattern, play);
}

function placementProblems(pattern: Pattern, play: readonly Placed[]): PlayProblem[] {
  const problems: PlayProblem[] = [];
  if (play.length === 0) return [{ rule: 'empty-play', tile: null, message: msg('core.kaliko.play.empty'), cells: [] }];
  // The play's first tile on a cell and first use of a tile: a play is a few tiles, so lists are scanned.
  const cellOwner = (q: number, r: number, before = play.length): number => {
    for (let j = 0; j < before; j++) if (play[j]!.q === q && play[j]!.r === r) return j;
    return -1;
  };
  play.forEach((p, i) => {
    const at = () => [{ q: p.q, r: p.r }];
    if (!Number.isInteger(p.rotation) || p.rotation < 0 || p.rotation > 5) {
      problems.push({ rule: 'bad-rotation', tile: i, message: msg('core.kaliko.play.rotation', { tile: describe(p), rotation: String(p.rotation) }), cells: at() });
    }
    const laid = pattern.laidIn[p.tile.index];
    const twin = play.findIndex((o) => o.tile.index === p.tile.index);
    if (laid !== undefined) {
      problems.push({
        rule: 'already-played', tile: i, cells: at(),
        message: laid < 0 ? msg('core.kaliko.play.startingTile', { id: p.tile.id }) : msg('core.kaliko.play.alreadyPlayed', { id: p.tile.id, turn: laid + 1 }),
      });
    } else if (twin < i) {
      problems.push({ rule: 'twice-in-play', tile: i, cells: at(), message: msg('core.kaliko.play.twice', { id: p.tile.id, other: tileOrdinal(twin) }) });
    }
    const old = pattern.cells.get(cellKey(p.q, p.r));
    const other = cellOwner(p.q, p.r, i);
    if (old !== undefined) {
      problems.push({ rule: 'occupied', tile: i, cells: at(), message: msg('core.kaliko.play.occupied', { tile: describe(p), other: pattern.placed[old]!.tile.id }) });
    } else if (other >= 0) {
      problems.push({ rule: 'same-cell', tile: i, cells: at(), message: msg('core.kaliko.play.sameCell', { tile: describe(p), other: tileOrdinal(other) }) });
    }
  });
  if (problems.length) return problems;

  // Every tile must be joined to the pattern through tiles of this play (order does not matter).
  const reached = new Uint8Array(play.length);
  const queue: number[] = [];
  play.forEach((p, i) => {
    for (let d = 0; d < 6; d++) if (pattern.cells.has(cellKey(p.q + DQ[d]!, p.r + DR[d]!))) { reached[i] = 1; queue.push(i); break; }
  });
  while (queue.length) {
    const p = play[queue.pop()!]!;
    for (let d = 0; d < 6; d++) {
      const j = cellOwner(p.q + DQ[d]!, p.r + DR[d]!);
      if (j >= 0 && !reached[j]) { reached[j] = 1; queue.push(j); }
    }
  }
  play.forEach((p, i) => {
    if (reached[i]) return;
    let touchesPlay = false;
    for (let d = 0; d < 6; d++) if (cellOwner(p.q + DQ[d]!, p.r + DR[d]!) >= 0) touchesPlay = true;
    problems.push({
      rule: 'not-touching', tile: i, cells: [{ q: p.q, r: p.r }],
      message: msg(touchesPlay ? 'core.kaliko.play.notJoined' : 'core.kaliko.play.notTouching', { tile: describe(p) }),
    });
  });

  // Colours match on every shared edge (a pair of new tiles is reported once, at the later one).
  play.forEach((p, i) => {
    for (let d = 0; d < 6; d++) {
      const nq = p.q + DQ[d]!, nr = p.r + DR[d]!;
      const oldIndex = pattern.cells.get(cellKey(nq, nr));
      const newIndex = cellOwner(nq, nr, i);
      const n = oldIndex !== undefined ? pattern.placed[oldIndex]! : newIndex >= 0 ? play[newIndex]! : undefined;
      if (!n) continue;
      const mine = O_COLOUR[p.o * 6 + d]!, theirs = O_COLOUR[n.o * 6 + ((d + 3) % 6)]!;
      if (mine !== theirs) {
        problems.push({
          rule: 'colour-mismatch', tile: i, cells: [{ q: p.q, r: p.r }, { q: nq, r: nr }],
          message: msg('core.kaliko.play.colours', { tile: describe(p), side: directionName(d), mine: colourName(COLOURS[mine]!), theirs: colourName(COLOURS[theirs]!), other: describe(n) }),
        });
      }
    }
  });
  return problems;
}

// Which path each segment is on, as a stamp per segment (3 per tile): one array kept between calls and never
// cleared, since each path of each call takes a new stamp; a new typed array per call of a few hundred entries
// cost more in allocation and garbage collection than tracing the play.
let marks = new Int32Array(3 * 128);
let nextStamp = 1;
function marksFor(size: number): Int32Array {
  if (size > marks.length || nextStamp > 2 ** 30) {
    marks = new Int32Array(Math.max(size, marks.length));
    nextStamp = 1;
  }
  return marks;
}

/** Traces every path through a new segment and scores the play; the play is assumed placeable. */
function tracePlay(pattern: Pattern, play: readonly Placed[]): PlayResult {
  const N = pattern.placed.length;
  const M = play.length;
  const all = (i: number): Placed => (i < N ? pattern.placed[i]! : play[i - N]!);
  /** The tile (index into all) on a cell, or -1. A play is a few tiles: scanning them beats building a Map. */
  const at = (q: number, r: number): number => {
    for (let i = 0; i < M; i++) if (play[i]!.q === q && play[i]!.r === r) return N + i;
    return pattern.cells.get(cellKey(q, r)) ?? -1;
  };
  const mark = marksFor(3 * (N + M));
  const tileMark = new Int32Array(M);

  interface Traced { seq: number[]; sides: [number, number][]; closed: boolean; ends: { q: number; r: number; side: number }[] }
  // Walks from tile i out of side d, pushing segments (and the sides they are entered and left by) until an open
  // end or back to `start`.
  const walk = (i: number, d: number, start: number, out: number[], outSides: [number, number][], ends: Traced['ends']): boolean => {
    for (;;) {
      const p = all(i);
      const j = at(p.q + DQ[d]!, p.r + DR[d]!);
      if (j < 0) { ends.push({ q: p.q, r: p.r, side: d }); return false; }
      const o = all(j).o;
      const e = (d + 3) % 6;
      const g = j * 3 + O_SEGMENT[o * 6 + e]!;
      if (g === start) return true;
      d = O_PARTNER[o * 6 + e]!;
      out.push(g);
      outSides.push([e, d]);
      i = j;
    }
  };
  const sidesOf = (g: number): [number, number] => {
    const o = all((g / 3) | 0).o, s = g % 3;
    let a = -1;
    for (let d = 0; d < 6; d++) if (O_SEGMENT[o * 6 + d] === s) { if (a < 0) a = d; else return [a, d]; }
    return [a, a];
  };
  // A fixed reading direction, so reports never depend on the order tiles were entered: an open path starts at its
  // lower end cell (by q, then r, then side); a closed one at its lowest segment, towards the lower neighbour.
  const endKey = (e: Traced['ends'][number]): number => cellKey(e.q, e.r) * 8 + e.side;
  const swapped = ([x, y]: [number, number]): [number, number] => [y, x];
  const trace = (g: number): Traced => {
    const i = (g / 3) | 0;
    const [a, b] = sidesOf(g);
    const forward: number[] = [], forwardSides: [number, number][] = [];
    const ends: Traced['ends'] = [];
    if (walk(i, b, g, forward, forwardSides, ends)) {
      return canonicalLoop({ seq: [g, ...forward], sides: [[a, b], ...forwardSides], closed: true, ends: [] });
    }
    const backward: number[] = [], backwardSides: [number, number][] = [];
    walk(i, a, g, backward, backwardSides, ends);
    const [forwardEnd, backwardEnd] = ends as [Traced['ends'][number], Traced['ends'][number]];
    // Read from the lower end: from there, the half walked towards it comes back reversed (its sides swapped), then
    // g, then the other half as walked.
    const [toStart, toStartSides, onwards, onwardsSides, gSides, first, last] = endKey(forwardEnd) < endKey(backwardEnd)
      ? [forward, forwardSides, backward, backwardSides, [b, a] as [number, number], forwardEnd, backwardEnd]
      : [backward, backwardSides, forward, forwardSides, [a, b] as [number, number], backwardEnd, forwardEnd];
    const seq: number[] = [];
    const sides: [number, number][] = [];
    for (let k = toStart.length - 1; k >= 0; k--) {
      seq.push(toStart[k]!);
      sides.push(swapped(toStartSides[k]!));
    }
    seq.push(g);
    sides.push(gSides);
    for (let k = 0; k < onwards.length; k++) {
      seq.push(onwards[k]!);
      sides.push(onwardsSides[k]!);
    }
    return { seq, sides, closed: false, ends: [first, last] };
  };

  const segKey = (x: number): number => { const p = all((x / 3) | 0); return cellKey(p.q, p.r) * 8 + (x % 3); };
  const reverse = (t: Traced): Traced => ({
    seq: [...t.seq].reverse(), sides: t.sides.map(swapped).reverse(), closed: t.closed, ends: [...t.ends].reverse(),
  });
  const canonicalLoop = (t: Traced): Traced => {
    const L = t.seq.length;
    let m = 0;
    for (let k = 1; k < L; k++) if (segKey(t.seq[k]!) < segKey(t.seq[m]!)) m = k;
    const rotated: Traced = { seq: [...t.seq.slice(m), ...t.seq.slice(0, m)], sides: [...t.sides.slice(m), ...t.sides.slice(0, m)], closed: true, ends: [] };
    if (L > 2 && segKey(rotated.seq[L - 1]!) < segKey(rotated.seq[1]!)) {
      const r = reverse(rotated);
      return { ...r, seq: [r.seq[L - 1]!, ...r.seq.slice(0, L - 1)], sides: [r.sides[L - 1]!, ...r.sides.slice(0, L - 1)] };
    }
    return rotated;
  };

  const reports: PathReport[] = [];
  const covers: number[] = [];
  const callStart = nextStamp;
  for (let g = 3 * N; g < 3 * (N + M); g++) {
    if (mark[g]! >= callStart) continue;
    const stamp = nextStamp++;
    const t = trace(g);
    const { seq, closed } = t;
    for (const x of seq) mark[x] = stamp;
    // Bridges: maximal runs of new segments with old segments at both ends.
    const isNew = (x: number): boolean => x >= 3 * N;
    let newCount = 0, bridges = 0;
    const L = seq.length;
    for (let k = 0; k < L; k++) if (isNew(seq[k]!)) newCount++;
    if (newCount < L) {
      for (let k = 0; k < L; k++) {
        if (!isNew(seq[k]!)) continue;
        const prevOld = closed ? !isNew(seq[(k - 1 + L) % L]!) : k > 0 && !isNew(seq[k - 1]!);
        if (!prevOld) continue; // not the start of a run that follows an old segment
        let m = k;
        while (closed ? isNew(seq[(m + 1) % L]!) : m + 1 < L && isNew(seq[m + 1]!)) m++;
        const nextOld = closed ? true : m + 1 < L;
        if (nextOld) bridges++;
      }
    }
    // Crossings: pairs of this path's segments crossing on one tile.
    const crossings: PathCrossing[] = [];
    for (const x of seq) {
      const i = (x / 3) | 0, s = x % 3;
      for (let s2 = s + 1; s2 < 3; s2++) {
        if (mark[i * 3 + s2] === stamp && crossesOnTile(all(i).tile.index, s, s2)) {
          const p = all(i);
          crossings.push({ q: p.q, r: p.r, tile: p.tile.id, segments: [s, s2] });
        }
      }
    }
    let covered = 0;
    for (const x of seq) {
      const i = ((x / 3) | 0) - N;
      if (i >= 0 && tileMark[i] !== stamp) { tileMark[i] = stamp; covered++; }
    }
    const scoring = bridges > 0;
    const base = L + 3 * crossings.length;
    const points = scoring ? base * (closed ? 2 : 1) : 0;
    const first = all((seq[0]! / 3) | 0);
    const colour = COLOURS[O_COLOUR[first.o * 6 + sidesOf(seq[0]!)[0]]!]!;
    const segments: PathSegment[] = seq.map((x, k) => {
      const p = all((x / 3) | 0);
      return { q: p.q, r: p.r, tile: p.tile.id, segment: x % 3, sides: t.sides[k]!, isNew: isNew(x) };
    });
    const cells: Cell[] = [];
    const seen = new Set<number>();
    for (const s of segments) {
      const k = cellKey(s.q, s.r);
      if (!seen.has(k)) { seen.add(k); cells.push({ q: s.q, r: s.r }); }
    }
    const c = crossings.length;
    reports.push({
      colour, closed, scoring, main: false, segments, segmentCount: L, newSegmentCount: newCount, bridges,
      crossings, crossingCount: c, points, cells, ends: t.ends,
      explanation: scoring
        ? msg('core.kaliko.path.points', { points, segments: L, crossings: c, closed: closed ? 'yes' : 'no' })
        : msg(newCount === L ? (closed ? 'core.kaliko.path.newLoop' : 'core.kaliko.path.newOnly') : 'core.kaliko.path.extends'),
    });
    covers.push(covered);
  }

  const scoringIdx = reports.map((_, i) => i).filter((i) => reports[i]!.scoring);
  if (scoringIdx.length === 0) {
    return { ok: false, problems: [{
      rule: 'no-scoring-path', tile: null, cells: play.map((p) => ({ q: p.q, r: p.r })),
      message: msg('core.kaliko.play.noScoringPath'),
    }] };
  }
  const mains = scoringIdx.filter((i) => covers[i] === M);
  if (mains.length === 0) {
    // Name the tiles the most-covering scoring path misses.
    const best = [...scoringIdx].sort((a, b) => covers[b]! - covers[a]! || comparePaths(reports[a]!, reports[b]!))[0]!;
    const inBest = new Set(reports[best]!.segments.filter((s) => s.isNew).map((s) => cellKey(s.q, s.r)));
    const missed = play.map((p, i) => [p, i] as const).filter(([p]) => !inBest.has(cellKey(p.q, p.r)));
    return { ok: false, problems: [{
      rule: 'no-main-path', tile: missed[0]![1], cells: missed.map(([p]) => ({ q: p.q, r: p.r })),
      message: msg('core.kaliko.play.noMainPath', { colour: colourName(reports[best]!.colour), missed: series(missed.map(([p]) => describe(p))) }),
    }] };
  }
  const scored = scoringIdx.map((i) => reports[i]!);
  const mainReport = mains.map((i) => reports[i]!).sort(comparePaths)[0]!;
  mainReport.main = true;
  scored.sort((a, b) => (a.main ? -1 : b.main ? 1 : comparePaths(a, b)));
  const unscored = reports.filter((r) => !r.scoring).sort(comparePaths);
  return { ok: true, points: scored.reduce((s, r) => s + r.points, 0), paths: scored, unscored };
}

/**
 * Paths by points, then segments, closed before open, colour (red, white, blue), and last their lowest cell, so
 * results never depend on entry order and only the last step depends on where the pattern lies.
 */
function comparePaths(a: PathReport, b: PathReport): number {
  return b.points - a.points || b.segmentCount - a.segmentCount || Number(b.closed) - Number(a.closed)
    || COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour) || minCell(a) - minCell(b);
}
const minCell = (p: PathReport): number => p.segments.reduce((m, s) => Math.min(m, cellKey(s.q, s.r) * 8 + Math.min(...s.sides)), Infinity);

/** One path in words: "Main: closed red path 10 = (5 segments + 3 × 0 crossings) × 2, closed". */
export const explainPath = (p: PathReport): Msg =>
  msg('core.kaliko.path.line', { main: p.main ? 'yes' : 'no', closed: p.closed ? 'yes' : 'no', colour: colourName(p.colour), explanation: p.explanation });

/** A path for the score pad, short: "closed red: 3 segments × 2", "red: 5 segments + 3 × 1 crossing". */
export const pathNote = (p: PathReport): Msg =>
  msg('core.kaliko.path.note', { closed: p.closed ? 'yes' : 'no', colour: colourName(p.colour), segments: p.segmentCount, crossings: p.crossingCount });

/** A play's points path by path: "13: Main: red path 7 = 4 segments + 3 × 1 crossing; Also: blue path 6 = …". */
export function describeScore(result: PlayResult): Msg {
  if (!result.ok) return msg('core.kaliko.play.refused', { problems: series(result.problems.map((p) => p.message)) });
  return msg('core.kaliko.play.scored', { points: result.points, paths: series(result.paths.map(explainPath)) });
}
