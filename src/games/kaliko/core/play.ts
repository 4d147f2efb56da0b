// Checking and scoring one play (docs/rules/kaliko.md, "A scoring play"). The pattern is never changed: the play's tiles are an
// overlay looked up first. Every path through a new segment is traced; a maximal run of new segments with old
// segments at both ends is a bridge; a path with a bridge scores (segments + 3 × crossings) × (2 if closed).
import { msg, type Msg } from '../../shared/msg.ts';
import { series } from '../../shared/words.ts';
import { cellKey, cellName, directionName, DQ, DR } from './geometry.ts';
import type { Pattern, Placed } from './pattern.ts';
import {
  colourName,
  COLOURS,
  crossesOnTile,
  O_COLOUR,
  O_PARTNER,
  O_SEGMENT,
  type Colour,
  type TileId,
} from './tiles.ts';

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

export interface Cell {
  q: number;
  r: number;
}

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

export interface PathCrossing {
  q: number;
  r: number;
  tile: TileId;
  segments: [number, number];
}

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
  { ok: true; points: number; paths: PathReport[]; unscored: PathReport[] } | { ok: false; problems: PlayProblem[] };

/** "second tile", "tile 9": which tile of a play. */
export const tileOrdinal = (i: number): Msg => msg('core.kaliko.tileOrdinal', { n: i + 1 });

/** "\"SX-RWB\" at (1,0)". */
const describe = (p: Placed): Msg => msg('core.kaliko.tileAt', { id: p.tile.id, cell: cellName(p.q, p.r) });

// The pattern's cells as a dense grid over its bounding box, kept per pattern (a play is checked on every tap of the
// same pattern): a look-up is an index, where the pattern's Map hashes. A pattern only ever grows (addTiles), so a
// grid made for fewer tiles than the pattern now has is made again. The only thing kept between calls: a memo of
// what the pattern alone gives, never written during a check, so calls cannot disturb each other.
interface Dense {
  n: number;
  q0: number;
  r0: number;
  w: number;
  h: number;
  at: Int16Array;
}
const denseGrids = new WeakMap<Pattern, Dense>();
function denseOf(pattern: Pattern): Dense {
  const had = denseGrids.get(pattern);
  if (had && had.n === pattern.placed.length) return had;
  let q0 = 0,
    r0 = 0,
    q1 = 0,
    r1 = 0;
  pattern.placed.forEach((p, i) => {
    if (i === 0 || p.q < q0) q0 = p.q;
    if (i === 0 || p.r < r0) r0 = p.r;
    if (i === 0 || p.q > q1) q1 = p.q;
    if (i === 0 || p.r > r1) r1 = p.r;
  });
  const w = q1 - q0 + 1,
    h = r1 - r0 + 1;
  const at = new Int16Array(pattern.placed.length ? w * h : 0);
  pattern.placed.forEach((p, i) => (at[(p.q - q0) * h + (p.r - r0)] = i + 1));
  const d: Dense = { n: pattern.placed.length, q0, r0, w, h, at };
  denseGrids.set(pattern, d);
  return d;
}
/** The pattern's tile (index into placed) on a cell, or -1. */
function oldAt(d: Dense, q: number, r: number): number {
  const x = q - d.q0,
    y = r - d.r0;
  return x < 0 || y < 0 || x >= d.w || y >= d.h ? -1 : d.at[x * d.h + y]! - 1;
}

/**
 * Checks a play against the pattern and scores it. `play` lists the tiles in the order entered; the result does
 * not depend on that order. Tiles already on the table are known from the pattern.
 */
export function checkPlay(pattern: Pattern, play: readonly Placed[]): PlayResult {
  const grid = denseOf(pattern);
  const around = oldNeighbours(grid, play);
  const problems = placementProblems(pattern, grid, play, around);
  if (problems.length) return { ok: false, problems };
  return tracePlay(pattern, grid, play, around);
}

/** The pattern's tile (index into placed) next to each tile of the play, or -1: around[i * 6 + d]. Looked up once,
 * since the join check, the colour check and the paths leaving the play all need them. */
function oldNeighbours(grid: Dense, play: readonly Placed[]): number[] {
  const around: number[] = [];
  for (const p of play) for (let d = 0; d < 6; d++) around.push(oldAt(grid, p.q + DQ[d]!, p.r + DR[d]!));
  return around;
}

const cellOf = (p: Placed): Cell[] => [{ q: p.q, r: p.r }];

/** The play's first tile on a cell before tile `before`, or -1: a play is a few tiles, so it is scanned. */
function ownerIn(play: readonly Placed[], q: number, r: number, before: number): number {
  for (let j = 0; j < before; j++) if (play[j]!.q === q && play[j]!.r === r) return j;
  return -1;
}

function placementProblems(
  pattern: Pattern,
  grid: Dense,
  play: readonly Placed[],
  around: readonly number[],
): PlayProblem[] {
  const problems: PlayProblem[] = [];
  if (play.length === 0) return [{ rule: 'empty-play', tile: null, message: msg('core.kaliko.play.empty'), cells: [] }];
  for (let i = 0; i < play.length; i++) {
    const p = play[i]!;
    if (!Number.isInteger(p.rotation) || p.rotation < 0 || p.rotation > 5) {
      problems.push({
        rule: 'bad-rotation',
        tile: i,
        message: msg('core.kaliko.play.rotation', { tile: describe(p), rotation: String(p.rotation) }),
        cells: cellOf(p),
      });
    }
    const laid = pattern.laidIn[p.tile.index];
    let twin = 0;
    while (play[twin]!.tile.index !== p.tile.index) twin++;
    if (laid !== undefined) {
      problems.push({
        rule: 'already-played',
        tile: i,
        cells: cellOf(p),
        message:
          laid < 0
            ? msg('core.kaliko.play.startingTile', { id: p.tile.id })
            : msg('core.kaliko.play.alreadyPlayed', { id: p.tile.id, turn: laid + 1 }),
      });
    } else if (twin < i) {
      problems.push({
        rule: 'twice-in-play',
        tile: i,
        cells: cellOf(p),
        message: msg('core.kaliko.play.twice', { id: p.tile.id, other: tileOrdinal(twin) }),
      });
    }
    const old = oldAt(grid, p.q, p.r);
    const other = ownerIn(play, p.q, p.r, i);
    if (old >= 0) {
      problems.push({
        rule: 'occupied',
        tile: i,
        cells: cellOf(p),
        message: msg('core.kaliko.play.occupied', { tile: describe(p), other: pattern.placed[old]!.tile.id }),
      });
    } else if (other >= 0) {
      problems.push({
        rule: 'same-cell',
        tile: i,
        cells: cellOf(p),
        message: msg('core.kaliko.play.sameCell', { tile: describe(p), other: tileOrdinal(other) }),
      });
    }
  }
  if (problems.length) return problems;

  // Every tile must be joined to the pattern through tiles of this play (order does not matter). Most plays have
  // every tile beside an old one: then nothing is left to search.
  const reached: boolean[] = [];
  const queue: number[] = [];
  for (let i = 0; i < play.length; i++) {
    let touches = false;
    for (let d = 0; d < 6 && !touches; d++) touches = around[i * 6 + d]! >= 0;
    reached.push(touches);
    if (touches) queue.push(i);
  }
  if (queue.length < play.length) {
    while (queue.length) {
      const p = play[queue.pop()!]!;
      for (let d = 0; d < 6; d++) {
        const j = ownerIn(play, p.q + DQ[d]!, p.r + DR[d]!, play.length);
        if (j >= 0 && !reached[j]) {
          reached[j] = true;
          queue.push(j);
        }
      }
    }
    play.forEach((p, i) => {
      if (reached[i]) return;
      let touchesPlay = false;
      for (let d = 0; d < 6; d++) if (ownerIn(play, p.q + DQ[d]!, p.r + DR[d]!, play.length) >= 0) touchesPlay = true;
      problems.push({
        rule: 'not-touching',
        tile: i,
        cells: [{ q: p.q, r: p.r }],
        message: msg(touchesPlay ? 'core.kaliko.play.notJoined' : 'core.kaliko.play.notTouching', {
          tile: describe(p),
        }),
      });
    });
  }

  // Colours match on every shared edge (a pair of new tiles is reported once, at the later one).
  for (let i = 0; i < play.length; i++) {
    const p = play[i]!;
    for (let d = 0; d < 6; d++) {
      const nq = p.q + DQ[d]!,
        nr = p.r + DR[d]!;
      const oldIndex = around[i * 6 + d]!;
      const newIndex = ownerIn(play, nq, nr, i);
      const n = oldIndex >= 0 ? pattern.placed[oldIndex]! : newIndex >= 0 ? play[newIndex]! : undefined;
      if (!n) continue;
      const mine = O_COLOUR[p.o * 6 + d]!,
        theirs = O_COLOUR[n.o * 6 + ((d + 3) % 6)]!;
      if (mine !== theirs) {
        problems.push({
          rule: 'colour-mismatch',
          tile: i,
          cells: [
            { q: p.q, r: p.r },
            { q: nq, r: nr },
          ],
          message: msg('core.kaliko.play.colours', {
            tile: describe(p),
            side: directionName(d),
            mine: colourName(COLOURS[mine]!),
            theirs: colourName(COLOURS[theirs]!),
            other: describe(n),
          }),
        });
      }
    }
  }
  return problems;
}

// One call's working state, passed down rather than kept in the module, so that calls never share anything, and
// sized by the paths traced, never by the pattern (allocating per call for every tile of a large pattern cost more
// than tracing the play). The two halves of a path as walked (segment, side entered, side left) are kept with a
// count, reused path after path (setting an array's length to 0 is a slow runtime call): a path is copied out of
// them at once into its report.
interface Half {
  seg: number[];
  into: number[];
  out: number[];
  n: number;
}
interface Tracer {
  pattern: Pattern;
  play: readonly Placed[];
  around: readonly number[];
  grid: Dense;
  /** Tiles in the pattern, then in the play. */
  N: number;
  M: number;
  /** The path being reported, in reading order. */
  seq: number[];
  fwd: Half;
  back: Half;
}
function tracerFor(pattern: Pattern, grid: Dense, play: readonly Placed[], around: readonly number[]): Tracer {
  const N = pattern.placed.length,
    M = play.length;
  const half = (): Half => ({ seg: [], into: [], out: [], n: 0 });
  return { pattern, play, around, grid, N, M, seq: [], fwd: half(), back: half() };
}
const push = (h: Half, g: number, into: number, out: number): void => {
  h.seg[h.n] = g;
  h.into[h.n] = into;
  h.out[h.n++] = out;
};

type End = { q: number; r: number; side: number };
/** A path traced: its segments are in the tracer's `seq`, the sides each is entered and left by here. */
interface Traced {
  sides: [number, number][];
  closed: boolean;
  ends: End[];
}

/** Tile i of the pattern with the play laid on it: the pattern's tiles, then the play's. */
const all = (t: Tracer, i: number): Placed => (i < t.N ? t.pattern.placed[i]! : t.play[i - t.N]!);

/** The tile (index into all) next to tile i in direction d, or -1. A play is a few tiles: scanning them beats
 * building a Map. */
function next(t: Tracer, i: number, d: number): number {
  const p = all(t, i),
    q = p.q + DQ[d]!,
    r = p.r + DR[d]!;
  for (let k = 0; k < t.M; k++) if (t.play[k]!.q === q && t.play[k]!.r === r) return t.N + k;
  return i >= t.N ? t.around[(i - t.N) * 6 + d]! : oldAt(t.grid, q, r);
}

/** Walks from tile i out of side d, pushing segments (and the sides they are entered and left by) until an open
 * end or back to `start`. */
function walk(t: Tracer, i: number, d: number, start: number, h: Half, ends: End[]): boolean {
  for (;;) {
    const j = next(t, i, d);
    if (j < 0) {
      const p = all(t, i);
      ends.push({ q: p.q, r: p.r, side: d });
      return false;
    }
    const o = all(t, j).o;
    const e = (d + 3) % 6;
    const g = j * 3 + O_SEGMENT[o * 6 + e]!;
    if (g === start) return true;
    d = O_PARTNER[o * 6 + e]!;
    push(h, g, e, d);
    i = j;
  }
}
const segKey = (t: Tracer, x: number): number => {
  const p = all(t, (x / 3) | 0);
  return cellKey(p.q, p.r) * 8 + (x % 3);
};
const endKey = (e: End): number => cellKey(e.q, e.r) * 8 + e.side;

/** Traces the path through segment g. A fixed reading direction, so reports never depend on the order tiles were
 * entered: an open path starts at its lower end cell (by q, then r, then side); a closed one at its lowest segment,
 * towards the lower neighbour. */
function trace(t: Tracer, g: number): Traced {
  const { fwd, back, seq } = t;
  const i = (g / 3) | 0,
    o = all(t, i).o,
    s = g % 3;
  let a = -1,
    b = -1;
  for (let d = 0; d < 6; d++)
    if (O_SEGMENT[o * 6 + d] === s) {
      if (a < 0) a = d;
      else b = d;
    }
  fwd.n = 0;
  push(fwd, g, a, b);
  const ends: End[] = [];
  const sides: [number, number][] = [];
  if (walk(t, i, b, g, fwd, ends)) {
    const L = fwd.n;
    let m = 0;
    for (let k = 1; k < L; k++) if (segKey(t, fwd.seg[k]!) < segKey(t, fwd.seg[m]!)) m = k;
    // From the lowest segment m, go towards its lower neighbour: backwards round the loop (sides swapped) when
    // the segment before m is lower than the one after it.
    const reversed = L > 2 && segKey(t, fwd.seg[(m + L - 1) % L]!) < segKey(t, fwd.seg[(m + 1) % L]!);
    for (let k = 0; k < L; k++) {
      const x = reversed ? (m - k + L) % L : (m + k) % L;
      seq[k] = fwd.seg[x]!;
      sides.push(reversed ? [fwd.out[x]!, fwd.into[x]!] : [fwd.into[x]!, fwd.out[x]!]);
    }
    return { sides, closed: true, ends };
  }
  back.n = 0;
  walk(t, i, a, g, back, ends);
  // Read from the lower end: the half walked towards it comes back reversed (sides swapped), then the other half
  // as walked. g heads the forward half, so it is read as [b, a] when that half is reversed, else as [a, b].
  const fromForward = endKey(ends[0]!) < endKey(ends[1]!);
  const toStart = fromForward ? fwd : back,
    onwards = fromForward ? back : fwd;
  for (let k = toStart.n - 1; k >= 0; k--) {
    seq[sides.length] = toStart.seg[k]!;
    sides.push([toStart.out[k]!, toStart.into[k]!]);
  }
  for (let k = 0; k < onwards.n; k++) {
    seq[sides.length] = onwards.seg[k]!;
    sides.push([onwards.into[k]!, onwards.out[k]!]);
  }
  return { sides, closed: false, ends: fromForward ? ends : [ends[1]!, ends[0]!] };
}

/** Traces every path through a new segment and scores the play; the play is assumed placeable. */
function tracePlay(pattern: Pattern, grid: Dense, play: readonly Placed[], around: readonly number[]): PlayResult {
  const t = tracerFor(pattern, grid, play, around);
  const { N, M, seq } = t;

  const reports: PathReport[] = [];
  const covers: number[] = [];
  const firstNew = 3 * N;
  /** The play's segments already on a traced path. */
  const traced: boolean[] = [];
  for (let g = firstNew; g < 3 * (N + M); g++) {
    if (traced[g - firstNew]) continue;
    const { sides, closed, ends } = trace(t, g);
    const L = sides.length;
    let newCount = 0;
    for (let k = 0; k < L; k++) {
      if (seq[k]! >= firstNew) {
        newCount++;
        traced[seq[k]! - firstNew] = true;
      }
    }
    // Bridges: maximal runs of new segments with old segments at both ends.
    let bridges = 0;
    if (newCount < L) {
      for (let k = 0; k < L; k++) {
        if (seq[k]! < firstNew) continue;
        const prevOld = closed ? seq[(k - 1 + L) % L]! < firstNew : k > 0 && seq[k - 1]! < firstNew;
        if (!prevOld) continue; // not the start of a run that follows an old segment
        let m = k;
        while (closed ? seq[(m + 1) % L]! >= firstNew : m + 1 < L && seq[m + 1]! >= firstNew) m++;
        if (closed || m + 1 < L) bridges++;
      }
    }
    // In reading order: the segments, the crossings (pairs of this path's segments crossing on one tile), the
    // distinct cells, and how many of the play's tiles the path covers.
    const segments: PathSegment[] = [];
    const crossings: PathCrossing[] = [];
    const cells: Cell[] = [];
    let covered = 0;
    for (let k = 0; k < L; k++) {
      const x = seq[k]!,
        i = (x / 3) | 0,
        s = x % 3,
        p = all(t, i);
      segments.push({ q: p.q, r: p.r, tile: p.tile.id, segment: s, sides: sides[k]!, isNew: x >= firstNew });
      // The path's segments on this tile (a tile has three), and whether an earlier one listed its cell already: a
      // scan of the path, which is short, where marks per tile would be as long as the pattern.
      let onTile = 0,
        listed = false;
      for (let j = 0; j < L; j++) {
        const y = seq[j]! - 3 * i;
        if (y >= 0 && y < 3) {
          onTile |= 1 << y;
          if (j < k) listed = true;
        }
      }
      for (let s2 = s + 1; s2 < 3; s2++) {
        if (onTile & (1 << s2) && crossesOnTile(p.tile.index, s, s2))
          crossings.push({ q: p.q, r: p.r, tile: p.tile.id, segments: [s, s2] });
      }
      if (!listed) {
        cells.push({ q: p.q, r: p.r });
        if (i >= N) covered++;
      }
    }
    const scoring = bridges > 0;
    const c = crossings.length;
    const points = scoring ? (L + 3 * c) * (closed ? 2 : 1) : 0;
    // A segment has one colour: either of its sides gives it.
    const colour = COLOURS[O_COLOUR[all(t, (seq[0]! / 3) | 0).o * 6 + sides[0]![0]]!]!;
    reports.push({
      colour,
      closed,
      scoring,
      main: false,
      segments,
      segmentCount: L,
      newSegmentCount: newCount,
      bridges,
      crossings,
      crossingCount: c,
      points,
      cells,
      ends,
      explanation: scoring
        ? msg('core.kaliko.path.points', { points, segments: L, crossings: c, closed: closed ? 'yes' : 'no' })
        : msg(
            newCount === L
              ? closed
                ? 'core.kaliko.path.newLoop'
                : 'core.kaliko.path.newOnly'
              : 'core.kaliko.path.extends',
          ),
    });
    covers.push(covered);
  }

  // One pass: the scoring paths with their points, the others, and the main path (the first of the scoring
  // paths covering every tile of the play, in comparePaths order).
  const scored: PathReport[] = [];
  const unscored: PathReport[] = [];
  let mainReport: PathReport | null = null;
  let total = 0;
  for (let i = 0; i < reports.length; i++) {
    const r = reports[i]!;
    if (!r.scoring) {
      unscored.push(r);
      continue;
    }
    scored.push(r);
    total += r.points;
    if (covers[i] === M && (mainReport === null || comparePaths(r, mainReport) < 0)) mainReport = r;
  }
  if (scored.length === 0) {
    return {
      ok: false,
      problems: [
        {
          rule: 'no-scoring-path',
          tile: null,
          cells: play.map((p) => ({ q: p.q, r: p.r })),
          message: msg('core.kaliko.play.noScoringPath'),
        },
      ],
    };
  }
  if (mainReport === null) {
    // Name the tiles the most-covering scoring path misses.
    const scoringIdx = reports.map((_, i) => i).filter((i) => reports[i]!.scoring);
    const best = [...scoringIdx].sort((a, b) => covers[b]! - covers[a]! || comparePaths(reports[a]!, reports[b]!))[0]!;
    const inBest = new Set(reports[best]!.segments.filter((s) => s.isNew).map((s) => cellKey(s.q, s.r)));
    const missed = play.map((p, i) => [p, i] as const).filter(([p]) => !inBest.has(cellKey(p.q, p.r)));
    return {
      ok: false,
      problems: [
        {
          rule: 'no-main-path',
          tile: missed[0]![1],
          cells: missed.map(([p]) => ({ q: p.q, r: p.r })),
          message: msg('core.kaliko.play.noMainPath', {
            colour: colourName(reports[best]!.colour),
            missed: series(missed.map(([p]) => describe(p))),
          }),
        },
      ],
    };
  }
  mainReport.main = true;
  sortSmall(scored, (a, b) => (a.main ? -1 : b.main ? 1 : comparePaths(a, b)));
  sortSmall(unscored, comparePaths);
  return { ok: true, points: total, paths: scored, unscored };
}

/** Sorts in place, stably, by insertion: a play has a few paths, and Array.prototype.sort's set-up cost more than
 * the sorting. */
function sortSmall<T>(xs: T[], compare: (a: T, b: T) => number): T[] {
  for (let k = 1; k < xs.length; k++) {
    const x = xs[k]!;
    let j = k - 1;
    for (; j >= 0 && compare(xs[j]!, x) > 0; j--) xs[j + 1] = xs[j]!;
    xs[j + 1] = x;
  }
  return xs;
}

/**
 * Paths by points, then segments, closed before open, colour (red, white, blue), and last their lowest cell, so
 * results never depend on entry order and only the last step depends on where the pattern lies.
 */
function comparePaths(a: PathReport, b: PathReport): number {
  return (
    b.points - a.points ||
    b.segmentCount - a.segmentCount ||
    Number(b.closed) - Number(a.closed) ||
    COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour) ||
    minCell(a) - minCell(b)
  );
}
function minCell(p: PathReport): number {
  let m = Infinity;
  for (const s of p.segments) m = Math.min(m, cellKey(s.q, s.r) * 8 + Math.min(s.sides[0], s.sides[1]));
  return m;
}

/** One path in words: "Main: closed red path 10 = (5 segments + 3 × 0 crossings) × 2, closed". */
export const explainPath = (p: PathReport): Msg =>
  msg('core.kaliko.path.line', {
    main: p.main ? 'yes' : 'no',
    closed: p.closed ? 'yes' : 'no',
    colour: colourName(p.colour),
    explanation: p.explanation,
  });

/** A path for the score pad, short: "closed red: 3 segments × 2", "red: 5 segments + 3 × 1 crossing". */
export const pathNote = (p: PathReport): Msg =>
  msg('core.kaliko.path.note', {
    closed: p.closed ? 'yes' : 'no',
    colour: colourName(p.colour),
    segments: p.segmentCount,
    crossings: p.crossingCount,
  });

/** A play's points path by path: "13: Main: red path 7 = 4 segments + 3 × 1 crossing; Also: blue path 6 = …". */
export function describeScore(result: PlayResult): Msg {
  if (!result.ok) return msg('core.kaliko.play.refused', { problems: series(result.problems.map((p) => p.message)) });
  return msg('core.kaliko.play.scored', { points: result.points, paths: series(result.paths.map(explainPath)) });
}
