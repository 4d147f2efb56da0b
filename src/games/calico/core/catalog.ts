// Colours, patterns, cats, design goals: the game's components as typed data. Their names are messages
// (src/i18n/locales/*/cores.json), put into words by the screens; cats' names are printed on the tiles and stay.
import { msg, type Msg } from '../../shared/msg.ts';

export const COLORS = ['blue', 'green', 'yellow', 'navy', 'purple', 'pink'] as const;
export const PATTERNS = ['stripes', 'dots', 'flowers', 'vines', 'quatrefoil', 'ferns'] as const;
export type Color = (typeof COLORS)[number];
export type Pattern = (typeof PATTERNS)[number];

export interface Tile {
  color: Color;
  pattern: Pattern;
}

export const colorName = (c: Color): Msg => msg(`core.calico.color.${c}`);
export const patternName = (p: Pattern): Msg => msg(`core.calico.pattern.${p}`);
/** One-letter codes: colours upper case, patterns lower case ("Bd" = blue dots). */
export const COLOR_CODES: Record<Color, string> = {
  blue: 'B',
  green: 'G',
  yellow: 'Y',
  navy: 'N',
  purple: 'P',
  pink: 'K',
};
export const PATTERN_CODES: Record<Pattern, string> = {
  stripes: 's',
  dots: 'd',
  flowers: 'f',
  vines: 'v',
  quatrefoil: 'q',
  ferns: 'r',
};

/** "Light blue dots": one message, so each language orders and inflects colour and pattern its own way. */
export const tileName = (t: Tile): Msg => msg('core.calico.tile', { color: t.color, pattern: t.pattern });
export const tileCode = (t: Tile): string => COLOR_CODES[t.color] + PATTERN_CODES[t.pattern];
/** All 36 tiles, colour-major: index = colour * 6 + pattern. */
export const ALL_TILES: readonly Tile[] = COLORS.flatMap((color) => PATTERNS.map((pattern) => ({ color, pattern })));
export const COPIES_PER_TILE = 3;

// --- cats ---
export const CAT_IDS = [
  'millie',
  'tibbit',
  'coconut',
  'cira',
  'gwenivere',
  'callie',
  'rumi',
  'tecolote',
  'almond',
  'leo',
] as const;
export type CatId = (typeof CAT_IDS)[number];
export type ShapeId = 'triangle' | 'line3' | 'line4' | 'almond' | 'line5';

export type CatRequirement = { kind: 'size'; size: number } | { kind: 'shape'; shape: ShapeId };

export interface Cat {
  id: CatId;
  name: string;
  requirement: CatRequirement;
  points: number;
  /** Difficulty dots printed on the tile. */
  dots: 1 | 2 | 3;
  /** The double-sided tile this cat is printed on. */
  tile: CatTileId;
}

/** What a cat wants, in words: "group of 3 or more", "line of 4". */
export const catRule = (cat: CatId): Msg => {
  const r = CATS[cat].requirement;
  return r.kind === 'size' ? msg('core.calico.catRule.size', { size: r.size }) : msg(`core.calico.catRule.${r.shape}`);
};

export const CAT_TILE_IDS = [
  'millie-callie',
  'tibbit-rumi',
  'coconut-tecolote',
  'cira-almond',
  'gwenivere-leo',
] as const;
export type CatTileId = (typeof CAT_TILE_IDS)[number];

export const CATS: Record<CatId, Cat> = {
  millie: {
    id: 'millie',
    name: 'Millie',
    requirement: { kind: 'size', size: 3 },
    points: 3,
    dots: 1,
    tile: 'millie-callie',
  },
  tibbit: {
    id: 'tibbit',
    name: 'Tibbit',
    requirement: { kind: 'size', size: 4 },
    points: 5,
    dots: 1,
    tile: 'tibbit-rumi',
  },
  coconut: {
    id: 'coconut',
    name: 'Coconut',
    requirement: { kind: 'size', size: 5 },
    points: 7,
    dots: 2,
    tile: 'coconut-tecolote',
  },
  cira: { id: 'cira', name: 'Cira', requirement: { kind: 'size', size: 6 }, points: 9, dots: 2, tile: 'cira-almond' },
  gwenivere: {
    id: 'gwenivere',
    name: 'Gwenivere',
    requirement: { kind: 'size', size: 7 },
    points: 11,
    dots: 3,
    tile: 'gwenivere-leo',
  },
  callie: {
    id: 'callie',
    name: 'Callie',
    requirement: { kind: 'shape', shape: 'triangle' },
    points: 3,
    dots: 1,
    tile: 'millie-callie',
  },
  rumi: {
    id: 'rumi',
    name: 'Rumi',
    requirement: { kind: 'shape', shape: 'line3' },
    points: 5,
    dots: 1,
    tile: 'tibbit-rumi',
  },
  tecolote: {
    id: 'tecolote',
    name: 'Tecolote',
    requirement: { kind: 'shape', shape: 'line4' },
    points: 7,
    dots: 2,
    tile: 'coconut-tecolote',
  },
  almond: {
    id: 'almond',
    name: 'Almond',
    requirement: { kind: 'shape', shape: 'almond' },
    points: 9,
    dots: 2,
    tile: 'cira-almond',
  },
  leo: {
    id: 'leo',
    name: 'Leo',
    requirement: { kind: 'shape', shape: 'line5' },
    points: 11,
    dots: 3,
    tile: 'gwenivere-leo',
  },
};

// --- design goals ---
export const GOAL_IDS = ['a-b-c-d-e-f', 'aa-bb-cc', 'aaa-bbb', 'aaa-bb-c', 'aa-bb-c-d', 'aaaa-bb'] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export interface Goal {
  id: GoalId;
  label: string;
  /** Sizes of the same-value sets, largest first; they always sum to 6. */
  parts: readonly number[];
  /** Points when met by colour or by pattern. */
  low: number;
  /** Points when met by both. */
  high: number;
}

export const GOALS: Record<GoalId, Goal> = {
  'a-b-c-d-e-f': { id: 'a-b-c-d-e-f', label: 'A-B-C-D-E-F', parts: [1, 1, 1, 1, 1, 1], low: 10, high: 15 },
  'aa-bb-cc': { id: 'aa-bb-cc', label: 'AA-BB-CC', parts: [2, 2, 2], low: 7, high: 11 },
  'aaa-bbb': { id: 'aaa-bbb', label: 'AAA-BBB', parts: [3, 3], low: 8, high: 13 },
  'aaa-bb-c': { id: 'aaa-bb-c', label: 'AAA-BB-C', parts: [3, 2, 1], low: 7, high: 11 },
  'aa-bb-c-d': { id: 'aa-bb-c-d', label: 'AA-BB-C-D', parts: [2, 2, 1, 1], low: 5, high: 8 },
  'aaaa-bb': { id: 'aaaa-bb', label: 'AAAA-BB', parts: [4, 2], low: 8, high: 14 },
};

/** Boxed supplies (docs/rules/calico.md). */
export const BUTTONS_PER_COLOR = 8;
export const MAX_PLAYERS = 4;
