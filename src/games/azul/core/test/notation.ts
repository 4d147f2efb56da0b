// Test notation for Azul walls: 5 lines of 5 characters, rows top to bottom.
//   .  empty
//   lower case: a tile placed in an earlier round; UPPER CASE: a tile placed in this round
//   b blue, y yellow, r red, k black, w white; x = the colour printed there (coloured side only)
// A round of one player is the wall after the round, optionally followed by a line "floor N" or "floor N first"
// (N counts the floor tiles and the first-player marker). Every picture must show the whole wall: the builder
// checks that the lower-case tiles are exactly the wall before the round, so a drawing mistake fails loudly.
import { GAME_FORMAT, GAME_VERSION, type AzulGame, type PlayerRound, type WallTile } from '../game.ts';
import { patternColor, type Color, type Side } from '../wall.ts';

const LETTERS: Record<string, Color> = { b: 'blue', y: 'yellow', r: 'red', k: 'black', w: 'white' };

export interface Drawn {
  /** All tiles of the picture (old and new) with their colour. */
  wall: (Color | null)[][];
  filled: boolean[][];
  /** Upper-case tiles, top to bottom. */
  fresh: WallTile[];
  floor: number;
  first: boolean;
}

export function draw(picture: string, side: Side = 'coloured'): Drawn {
  const lines = picture
    .trim()
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''));
  let floor = 0,
    first = false;
  const last = lines[lines.length - 1]!;
  const m = /^floor(\d+)(first)?$/.exec(last);
  if (m) {
    lines.pop();
    floor = Number(m[1]);
    first = m[2] !== undefined;
  }
  if (lines.length !== 5 || lines.some((l) => l.length !== 5))
    throw new Error(`a wall is 5 lines of 5 cells:\n${picture}`);
  const wall: (Color | null)[][] = [];
  const fresh: WallTile[] = [];
  lines.forEach((line, row) => {
    wall.push(
      [...line].map((ch, col) => {
        if (ch === '.') return null;
        const lower = ch.toLowerCase();
        let color: Color;
        if (lower === 'x') {
          if (side === 'grey') throw new Error('x is only for the coloured side');
          color = patternColor(row, col);
        } else {
          const c = LETTERS[lower];
          if (!c) throw new Error(`unknown cell "${ch}"`);
          if (side === 'coloured' && c !== patternColor(row, col))
            throw new Error(`row ${row}, col ${col} is ${patternColor(row, col)} on the coloured side, not ${c}`);
          color = c;
        }
        if (ch !== lower) fresh.push(side === 'grey' ? { row, col, color } : { row, col });
        return color;
      }),
    );
  });
  return { wall, filled: wall.map((r) => r.map((c) => c !== null)), fresh, floor, first };
}

export interface PlayerSpec {
  name: string;
  /** One picture per round. */
  rounds: string[];
}

/** A game from drawn rounds. `reverse` lists each round's tiles bottom to top in the file. */
export function makeGame(
  players: PlayerSpec[],
  opts: { side?: Side; reverse?: boolean; finished?: boolean } = {},
): AzulGame {
  const side = opts.side ?? 'coloured';
  const count = players[0]?.rounds.length ?? 0;
  if (players.some((p) => p.rounds.length !== count)) throw new Error('every player needs a picture for every round');
  const entries: PlayerRound[][] = players.map((p) => {
    let before: (Color | null)[][] = [0, 1, 2, 3, 4].map(() => [null, null, null, null, null]);
    return p.rounds.map((picture, r) => {
      const d = draw(picture, side);
      d.wall.forEach((row, i) =>
        row.forEach((c, j) => {
          const isNew = d.fresh.some((t) => t.row === i && t.col === j);
          const was = before[i]![j];
          if (isNew ? was !== null : was !== c)
            throw new Error(`${p.name}, round ${r + 1}: row ${i}, col ${j} does not match the wall before the round`);
        }),
      );
      before = d.wall;
      const tiles = opts.reverse ? [...d.fresh].reverse() : d.fresh;
      return { tiles, floor: d.floor, ...(d.first ? { firstPlayer: true } : {}) };
    });
  });
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id: 'test',
    createdAt: '2026-11-22T20:00:00.000Z',
    updatedAt: '2026-11-22T21:00:00.000Z',
    ...(opts.finished ? { finishedAt: '2026-11-22T21:00:00.000Z' } : {}),
    side,
    players: players.map((p) => ({ name: p.name })),
    rounds: Array.from({ length: count }, (_, r) => ({ players: entries.map((e) => e[r]!) })),
  };
}

/** Filled cells of a picture whose tiles are all '#' / letters (for plain boolean walls). */
export function filledFromPicture(picture: string): boolean[][] {
  const lines = picture
    .trim()
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''));
  if (lines.length !== 5 || lines.some((l) => l.length !== 5)) throw new Error('a wall is 5 lines of 5 cells');
  return lines.map((l) => [...l].map((ch) => ch !== '.'));
}

/**
 * A filmstrip: one player's rounds side by side, 5 lines of walls and an optional 6th line of floors
 * ("." or "0" none, "3" three items, "2*" two items of which one is the first-player marker).
 *   X....  xX...
 *   .....  .....   ...
 *   0      2*
 */
export function strip(text: string): string[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split(/\s+/));
  if (lines.length !== 5 && lines.length !== 6) throw new Error('a strip has 5 wall lines and an optional floor line');
  const count = lines[0]!.length;
  if (lines.some((l) => l.length !== count)) throw new Error('every line of a strip has one entry per round');
  return Array.from({ length: count }, (_, r) => {
    const wall = lines
      .slice(0, 5)
      .map((l) => l[r]!)
      .join('\n');
    const f = lines[5]?.[r] ?? '0';
    const m = /^(\d+|\.)(\*?)$/.exec(f);
    if (!m) throw new Error(`bad floor "${f}"`);
    const n = m[1] === '.' ? 0 : Number(m[1]);
    return `${wall}\nfloor ${n}${m[2] ? ' first' : ''}`;
  });
}
