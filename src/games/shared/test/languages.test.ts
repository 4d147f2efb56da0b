// The cores' explanations read right in German and Japanese: the expected words are written from the glossaries
// (docs/i18n/glossary-de.md, glossary-ja.md), not copied from the output. English is checked by the golden tests.
import { describe, expect, it } from 'vitest';
import { explainFloor, explainTile } from '../../azul/core/explain.ts';
import { scoreGame } from '../../azul/core/score.ts';
import { makeGame, strip } from '../../azul/core/test/notation.ts';
import { explainCat, explainGoal, goalWhy } from '../../calico/core/explain.ts';
import { tileName } from '../../calico/core/catalog.ts';
import type { CatAward, GoalResult } from '../../calico/core/score.ts';
import { checkPlay, explainPath, pathNote } from '../../kaliko/core/play.ts';
import { parsePattern } from '../../kaliko/core/test/notation.ts';
import { tileById } from '../../kaliko/core/tiles.ts';
import { placeName, points } from '../words.ts';
import { say } from './say.ts';

describe('Azul: a tile run and the floor', () => {
  // Round 2: the blue tile at row 2, column 2 joins a run across and one down; three floor items with the marker.
  const game = makeGame([
    { name: 'Ana', rounds: strip(`.X... .x... \n X.... xX... \n ..... ..... \n ..... ..... \n ..... ..... \n 0 3*`) },
  ]);
  const round = scoreGame(game).players[0]!.rounds[1]!;

  it('in German', () => {
    expect(say(explainTile(round.tiles[0]!), 'de')).toBe(
      'Reihe 2, Spalte 2 (blau): 2 waagerecht (Spalten 1–2) + 2 senkrecht (Reihen 1–2) = 4 Punkte',
    );
    expect(say(explainFloor(round), 'de')).toBe(
      'Bodenreihe: 3 Teile (Startspielermarker eingeschlossen): -1 -1 -2 = -4',
    );
  });

  it('in Japanese', () => {
    expect(say(explainTile(round.tiles[0]!), 'ja')).toBe('2行2列(青): 横2(列1–2) + 縦2(行1–2) = 4点');
    expect(say(explainFloor(round), 'ja')).toBe('床ライン: 3個(スタートプレイヤーマーカーを含む): -1 -1 -2 = -4');
  });
});

describe('Calico: a cat and a design goal', () => {
  const millie: CatAward = {
    cat: 'millie',
    pattern: 'dots',
    token: '2,2',
    cells: [],
    claim: [],
    turn: null,
    points: 3,
  };
  const goal: GoalResult = {
    goal: 'aaa-bb-c',
    status: 'both',
    byColor: true,
    byPattern: true,
    points: 11,
    space: '3,1',
    cells: [],
  };
  const ring = ['blue', 'green', 'blue', 'pink', 'green', 'blue'] as const;

  it('in German', () => {
    expect(say(explainCat(millie), 'de')).toBe('Millie — Punkte (Gruppe aus 3 oder mehr)');
    expect(say(explainGoal(goal, 6), 'de')).toBe('AAA-BB-C — Farbe und Muster');
    expect(say(goalWhy('aaa-bb-c', 'color', ring), 'de')).toBe(
      '3 × Hellblau, 2 × Grün, 1 × Rosa (3-2-1; verlangt 3-2-1): ja',
    );
    expect(say(tileName({ color: 'navy', pattern: 'ferns' }), 'de')).toBe('Farne in Dunkelblau');
  });

  it('in Japanese', () => {
    expect(say(explainCat(millie), 'ja')).toBe('Millie — 水玉(3枚以上のグループ)');
    expect(say(explainGoal(goal, 6), 'ja')).toBe('AAA-BB-C — 色と柄');
    expect(say(goalWhy('aaa-bb-c', 'color', ring), 'ja')).toBe(
      '水色3枚、緑2枚、ピンク1枚(3-2-1、必要なのは3-2-1): 達成',
    );
    expect(say(tileName({ color: 'navy', pattern: 'ferns' }), 'ja')).toBe('紺のシダ');
  });
});

describe('Kaliko: a closed path and a tile', () => {
  // The red loop of the golden tests: 5 segments, no crossing, closed by the new single cross → (5 + 0) × 2 = 10.
  const { pattern, play } = parsePattern(`
      TB-RWB @ 0,0 rot 0
      DB-WRW @ 1,0 rot 1
      TB-RWW @ 2,0 rot 2
      SX-RWR @ 2,-1 rot 0
    + SX-BWR @ 1,-1 rot 1`);
  const r = checkPlay(pattern, play);
  const loop = r.ok ? r.paths[0]! : undefined;

  it('in German', () => {
    expect(say(explainPath(loop!), 'de')).toBe(
      'Hauptpfad (rot, geschlossen): 10 = (5 Segmente + 3 × 0 Kreuzungen) × 2',
    );
    expect(say(pathNote(loop!), 'de')).toBe('geschlossen, rot: (5 Segmente) × 2');
    // The whole sum is doubled, as the rules say ((segments + 3 × crossings) × 2): the brackets say so in every language.
    expect(say(pathNote(loop!), 'en')).toBe('closed red: (5 segments) × 2');
    expect(say(tileById('SX-RWB')!.name, 'de')).toBe('Einfach\u00adkreuz: Knick rot, Bogen weiß, Bogen blau'); // a soft hyphen: the word may break on a narrow button
  });

  it('in Japanese', () => {
    expect(say(explainPath(loop!), 'ja')).toBe('主な道: 閉じた赤の道 10 = (5区間 + 3 × 交差0) × 2');
    expect(say(pathNote(loop!), 'ja')).toBe('閉じた赤: (5区間) × 2');
    expect(say(tileById('SX-RWB')!.name, 'ja')).toBe('単交差: 赤の急カーブ、白のゆるいカーブ、青のゆるいカーブ');
  });
});

describe('points and places follow each language', () => {
  it.each([
    ['en', 1, '1 point', 2, '2nd'],
    ['de', 1, '1 Punkt', 2, '2.'],
    ['fr', 2, '2 points', 1, '1er'],
    ['es', 2, '2 puntos', 3, '3.º'],
    ['ja', 2, '2点', 3, '3位'],
  ] as const)('%s', (lang, n, pointsWords, place, placeWords) => {
    expect(say(points(n), lang)).toBe(pointsWords);
    expect(say(placeName(place), lang)).toBe(placeWords);
  });
});

describe("Azul's tile letters", () => {
  const COLOURS = ['blue', 'yellow', 'red', 'black', 'white'] as const;
  it.each(['en', 'de', 'fr', 'es', 'ja'] as const)('in %s: five different marks, one per colour', (lang) => {
    const letters = COLOURS.map((c) => say({ id: `azul.letter.${c}` }, lang));
    expect(new Set(letters).size).toBe(5);
    expect(letters.filter((l) => l.startsWith('azul.'))).toEqual([]);
  });
  it("German's letters are German words' (Schwarz, Gelb), not English ones", () => {
    expect(COLOURS.map((c) => say({ id: `azul.letter.${c}` }, 'de'))).toEqual(['B', 'G', 'R', 'S', 'W']);
  });
});

describe("Calico's tile codes", () => {
  const COLOURS = ['blue', 'green', 'yellow', 'navy', 'purple', 'pink'] as const;
  const PATTERNS = ['stripes', 'dots', 'flowers', 'vines', 'quatrefoil', 'ferns'] as const;
  it.each(['en', 'de', 'fr', 'es', 'ja'] as const)('in %s: 36 different codes, one per tile', (lang) => {
    const codes = COLOURS.flatMap((c) =>
      PATTERNS.map((p) => say({ id: `calico.code.color.${c}` }, lang) + say({ id: `calico.code.pattern.${p}` }, lang)),
    );
    expect(new Set(codes).size).toBe(36);
    expect(codes.filter((c) => c.includes('calico.'))).toEqual([]);
  });
  it("German's codes start German words (Gelb, Rosa; Punkte, Blumen), not English ones", () => {
    expect(COLOURS.map((c) => say({ id: `calico.code.color.${c}` }, 'de'))).toEqual(['H', 'Gr', 'Ge', 'D', 'L', 'R']);
    expect(PATTERNS.map((p) => say({ id: `calico.code.pattern.${p}` }, 'de'))).toEqual(['s', 'p', 'b', 'r', 'v', 'f']);
  });
});
