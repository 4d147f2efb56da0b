// The reference point for the Calico core: one board's total (buttons, rainbow, cats, design goals) with the
// default house rules, on flat arrays of colour and pattern numbers. Groups are flood-filled with a stack, cat
// shapes tried at each cell of a group in all 12 orientations, goals judged by counting values. Totals only: no
// explanations, no supply (one board cannot run a colour's 8 buttons out), no corrections. Not used by the app;
// only the printed borders and the components' numbers (boards, cats, goals) are taken from the core's data.
import { BOARD_BORDERS, type BoardId } from '../../src/games/calico/core/boards.ts';
import {
  CATS,
  COLORS,
  GOALS,
  PATTERNS,
  type CatId,
  type GoalId,
  type Pattern,
  type Tile,
} from '../../src/games/calico/core/catalog.ts';

const N = 7;
const BUTTON = 3,
  RAINBOW = 3;
const GOAL_CELLS = [3 + 2 * N, 4 + 3 * N, 2 + 4 * N];

// Odd-r offset layout: a cell's neighbours depend on its row's parity. Axial (q, r) = (col - floor(row / 2), row).
const around = (i: number): number[] => {
  const c = i % N,
    r = (i / N) | 0;
  const d =
    r % 2 === 0
      ? [
          [-1, -1],
          [0, -1],
          [-1, 0],
          [1, 0],
          [-1, 1],
          [0, 1],
        ]
      : [
          [0, -1],
          [1, -1],
          [-1, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ];
  return d
    .map(([dc, dr]) => [c + dc!, r + dr!])
    .filter(([x, y]) => x! >= 0 && x! < N && y! >= 0 && y! < N)
    .map(([x, y]) => y! * N + x!);
};
const NB = Array.from({ length: N * N }, (_, i) => around(i));
const border = (i: number) => i % N === 0 || i % N === N - 1 || i < N || i >= N * (N - 1);
const PLAYABLE = Array.from({ length: N * N }, (_, i) => !border(i) && !GOAL_CELLS.includes(i));
const toCell = (q: number, r: number) => {
  const c = q + ((r - (r & 1)) >> 1);
  return c >= 0 && c < N && r >= 0 && r < N ? r * N + c : -1;
};
const axial = (i: number) => [(i % N) - ((((i / N) | 0) - (((i / N) | 0) & 1)) >> 1), (i / N) | 0] as const;
// Goal rings: the six axial neighbours of each goal space.
const RINGS = GOAL_CELLS.map((g) => {
  const [q, r] = axial(g);
  return [
    [0, -1],
    [1, -1],
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ].map(([a, b]) => toCell(q + a!, r + b!));
});

// Cat shapes in axial offsets, and every rotation (q, r) → (-r, q + r) and mirror image (q, r) → (q, -q - r).
const SHAPE_CELLS: Record<string, [number, number][]> = {
  triangle: [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  line3: [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  line4: [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
  ],
  line5: [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
  ],
  almond: [
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
  ],
};
// PLACED[shape][cell]: the cells of every on-grid copy of the shape whose first listed cell is `cell`.
const PLACED: Record<string, number[][][]> = {};
for (const [id, cells] of Object.entries(SHAPE_CELLS)) {
  const oriented: [number, number][][] = [];
  let cur = cells;
  for (let t = 0; t < 6; t++) {
    oriented.push(
      cur,
      cur.map(([q, r]) => [q, -q - r]),
    );
    cur = cur.map(([q, r]) => [-r, q + r]);
  }
  PLACED[id] = Array.from({ length: N * N }, (_, c) => {
    const [q, r] = axial(c);
    return oriented
      .map((o) => o.map(([a, b]) => toCell(q + a - o[0]![0], r + b - o[0]![1])))
      .filter((x) => x.every((i) => i >= 0));
  });
}

const INDEX: Record<string, number> = {};
for (let i = 0; i < N * N; i++) INDEX[`${i % N},${(i / N) | 0}`] = i;
const COLOUR_NO = Object.fromEntries(COLORS.map((c, k) => [c, k])) as Record<string, number>;
const PATTERN_NO = Object.fromEntries(PATTERNS.map((p, k) => [p, k])) as Record<string, number>;
const BORDERS: Record<string, Int8Array[]> = {};
/** Colour and pattern numbers of a board's 49 cells (-1: empty), border printed. */
function cellsOf(board: BoardId, tiles: Partial<Record<string, Tile>>): [Int8Array, Int8Array] {
  let b = BORDERS[board];
  if (!b) {
    b = [new Int8Array(N * N).fill(-1), new Int8Array(N * N).fill(-1)];
    for (const [k, t] of Object.entries(BOARD_BORDERS[board]))
      ((b[0]![INDEX[k]!] = COLOUR_NO[t.color]!), (b[1]![INDEX[k]!] = PATTERN_NO[t.pattern]!));
    BORDERS[board] = b;
  }
  const colour = b[0]!.slice(),
    pattern = b[1]!.slice();
  for (const k in tiles)
    ((colour[INDEX[k]!] = COLOUR_NO[tiles[k]!.color]!), (pattern[INDEX[k]!] = PATTERN_NO[tiles[k]!.pattern]!));
  return [colour, pattern];
}

// Stamps instead of cleared arrays: `seen` marks the cells grouped in this call, `member` one group's cells.
const seen = new Int32Array(N * N),
  member = new Int32Array(N * N);
let stamp = 0;
/** Groups of equal values touching a playable cell, as lists of cells. */
function groups(v: Int8Array): number[][] {
  const out: number[][] = [];
  const s = ++stamp;
  for (let i = 0; i < N * N; i++) {
    if (v[i]! < 0 || seen[i] === s) continue;
    const g = [i];
    seen[i] = s;
    for (let k = 0; k < g.length; k++)
      for (const n of NB[g[k]!]!) if (seen[n] !== s && v[n] === v[i]) ((seen[n] = s), g.push(n));
    if (g.some((c) => PLAYABLE[c])) out.push(g);
  }
  return out;
}

function hasShape(shape: string, group: number[]): boolean {
  const s = ++stamp;
  for (const c of group) member[c] = s;
  for (const c of group) {
    for (const cells of PLACED[shape]![c]!) {
      let k = 0;
      while (k < cells.length && member[cells[k]!] === s) k++;
      if (k === cells.length) return true;
    }
  }
  return false;
}

const sameSizes = (vals: number[], parts: readonly number[]) => {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const x of vals) counts[x]!++;
  const s = counts.filter((n) => n > 0).sort((a, b) => b - a);
  return s.length === parts.length && s.every((n, i) => n === parts[i]);
};

/** One board's total, standard mode, default rules. */
export function refScoreCalico(
  board: BoardId,
  tiles: Partial<Record<string, Tile>>,
  goals: readonly GoalId[],
  cats: readonly { cat: CatId; patterns: readonly Pattern[] }[],
): number {
  const [colour, pattern] = cellsOf(board, tiles);
  let total = 0,
    colours = 0;
  for (const g of groups(colour)) if (g.length >= 3) ((total += BUTTON), (colours |= 1 << colour[g[0]!]!));
  if (colours === 63) total += RAINBOW;
  const catOf: (CatId | undefined)[] = [];
  for (const c of cats) for (const p of c.patterns) catOf[PATTERNS.indexOf(p)] = c.cat;
  for (const g of groups(pattern)) {
    const cat = catOf[pattern[g[0]!]!];
    if (!cat) continue;
    const req = CATS[cat].requirement;
    if (req.kind === 'size' ? g.length >= req.size : hasShape(req.shape, g)) total += CATS[cat].points;
  }
  goals.forEach((goal, k) => {
    const ring = RINGS[k]!;
    if (ring.some((c) => colour[c]! < 0)) return;
    const { parts, low, high } = GOALS[goal];
    const byC = sameSizes(
        ring.map((c) => colour[c]!),
        parts,
      ),
      byP = sameSizes(
        ring.map((c) => pattern[c]!),
        parts,
      );
    total += byC && byP ? high : byC || byP ? low : 0;
  });
  return total;
}
