// The catalogue is generated from docs/rules/kaliko.md's rule; these checks pin what the rule must give.
import { describe, expect, it } from 'vitest';
import { cellKey, cellOfKey, DIRECTIONS, opposite, rotateCell } from '../geometry.ts';
import {
  COLOURS,
  designOf,
  resolveSpelling,
  segmentsCross,
  segmentsOf,
  SORTS,
  TILES,
  tileById,
  colourAt,
} from '../tiles.ts';
import { say } from '../../../shared/test/say.ts';

describe('tile catalogue', () => {
  it('has 85 tiles: 11/11/18/18/27 by sort, 15/54/16 by number of colours', () => {
    expect(TILES).toHaveLength(85);
    expect(SORTS.map((s) => TILES.filter((t) => t.sort === s.code).length)).toEqual([11, 11, 18, 18, 27]);
    expect([1, 2, 3].map((n) => TILES.filter((t) => t.colourCount === n).length)).toEqual([15, 54, 16]);
  });

  it('no two tiles are equal up to rotation, and ids are unique', () => {
    const seen = new Map<string, string>();
    for (const t of TILES) {
      for (let rot = 0; rot < 6; rot++) {
        const d = designOf(t, rot);
        const other = seen.get(d);
        expect(other === undefined || other === t.id, `${t.id} rot ${rot} equals ${other}`).toBe(true);
        seen.set(d, t.id);
      }
    }
    expect(new Set(TILES.map((t) => t.id)).size).toBe(85);
  });

  it('each sort has the crossings and orientations docs/rules/kaliko.md lists', () => {
    const bySort = (code: string) => TILES.filter((t) => t.sort === code);
    expect(bySort('TX').every((t) => t.crossings === 3)).toBe(true);
    expect(bySort('TB').every((t) => t.crossings === 0)).toBe(true);
    expect(bySort('DB').every((t) => t.crossings === 0)).toBe(true);
    expect(bySort('DX').every((t) => t.crossings === 2)).toBe(true);
    expect(bySort('SX').every((t) => t.crossings === 1)).toBe(true);
    // A one-coloured tile shows as many pictures as its sort has orientations.
    expect(['TX', 'TB', 'DB', 'DX', 'SX'].map((c) => tileById(`${c}-RRR`)!.rotations.length)).toEqual([1, 2, 3, 3, 6]);
  });

  it('every side pairing of 6 sides falls into exactly one sort (15 in all)', () => {
    const pairings = new Set<string>();
    for (const s of SORTS) {
      for (let rot = 0; rot < 6; rot++) {
        pairings.add(
          s.pairs
            .map(([a, b]) => [(a + rot) % 6, (b + rot) % 6].sort().join('-'))
            .sort()
            .join(' '),
        );
      }
    }
    expect(pairings.size).toBe(15);
  });

  it('has stable readable ids and names', () => {
    expect(TILES.slice(0, 3).map((t) => t.id)).toEqual(['TX-RRR', 'TX-RRW', 'TX-RRB']);
    expect(say(tileById('SX-RWB')!.name)).toBe('Single cross: red bend, white curve, blue curve');
    expect(say(tileById('DB-RWB')!.name)).toBe('Double bend: red bend, white straight, blue bend');
    expect(say(tileById('DX-RWB')!.name)).toBe('Double cross: red curve, white straight, blue curve');
  });

  it('resolves any spelling of a tile to the tile and a rotation showing it', () => {
    expect(resolveSpelling('TX-WBR')).toMatchObject({ tile: { id: 'TX-RWB' } });
    const { tile, rotation } = resolveSpelling('DB-WRR')!;
    expect(tile.id).toBe('DB-RRW');
    // DB-WRR in rotation 0: white bend 0-1. DB-RRW turned by `rotation` shows the same.
    expect([0, 1, 2, 3, 4, 5].map((d) => colourAt(tile, rotation, d))).toEqual([
      'white',
      'white',
      'red',
      'red',
      'red',
      'red',
    ]);
    expect(resolveSpelling('QQ-RRR')).toBeNull();
  });

  it("lists a tile's segments as laid, for drawing", () => {
    // SX-RWB rot 2: 0-1 → 2-3 red bend, 2-4 → 4-0 white curve, 3-5 → 5-1 blue curve.
    expect(segmentsOf(tileById('SX-RWB')!, 2)).toEqual([
      { sides: [2, 3], colour: 'red', shape: 'bend' },
      { sides: [4, 0], colour: 'white', shape: 'curve' },
      { sides: [5, 1], colour: 'blue', shape: 'curve' },
    ]);
  });

  it('segments cross when their sides interleave', () => {
    expect(segmentsCross([0, 3], [1, 4])).toBe(true);
    expect(segmentsCross([0, 1], [2, 5])).toBe(false);
    expect(segmentsCross([4, 0], [3, 5])).toBe(true);
    expect(COLOURS).toEqual(['red', 'white', 'blue']);
  });
});

describe('hex geometry', () => {
  it('opposite sides, cell keys and rotation in cube coordinates', () => {
    expect([0, 1, 2, 3, 4, 5].map(opposite)).toEqual([3, 4, 5, 0, 1, 2]);
    expect(cellOfKey(cellKey(-17, 42))).toEqual({ q: -17, r: 42 });
    // Rotating by one step turns each direction into the next.
    DIRECTIONS.forEach(([dq, dr], k) =>
      expect(rotateCell(dq, dr, 1)).toEqual({ q: DIRECTIONS[(k + 1) % 6]![0], r: DIRECTIONS[(k + 1) % 6]![1] }),
    );
    expect(rotateCell(2, -1, 6)).toEqual({ q: 2, r: -1 });
  });
});
