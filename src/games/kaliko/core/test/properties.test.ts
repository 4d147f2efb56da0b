// Property tests (fast-check) for the Kaliko core's invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotateCell } from '../geometry.ts';
import { place, patternOf, type Placed } from '../pattern.ts';
import { checkPlay, type PlayResult } from '../play.ts';
import { replay, undoTurns } from '../turns.ts';
import { parseKalikoGame } from '../format.ts';
import { findScoringPlay, randomGame, randomPattern, randomPlay, rng } from './random.ts';

const turn60 = (p: Placed): Placed => {
  const c = rotateCell(p.q, p.r, 1);
  return place(p.tile, c.q, c.r, (p.rotation + 1) % 6);
};
/** What a player reads of a result, free of positions. */
const gist = (r: PlayResult) =>
  r.ok
    ? {
        ok: true,
        points: r.points,
        paths: r.paths.map((p) => [p.colour, p.segmentCount, p.crossingCount, p.closed, p.points, p.main, p.bridges]),
        unscored: r.unscored.length,
      }
    : { ok: false, rules: r.problems.map((p) => p.rule).sort() };

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('properties: plays', () => {
  it('turning the whole pattern and play by 60° changes no score or breakdown', () => {
    let legal = 0;
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 4 }), (s, size, count) => {
        const pattern = randomPattern(s, size);
        const play = randomPlay(s, pattern, count);
        const before = checkPlay(pattern, play);
        if (before.ok) legal++;
        const turned = checkPlay(patternOf(pattern.placed.map(turn60)), play.map(turn60));
        expect(gist(turned)).toEqual(gist(before));
      }),
    );
    expect(legal).toBeGreaterThan(0);
  });

  it('turning a legal scoring play (found by search) by 60° keeps its points', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 5, max: 60 }), (s, size) => {
        const pattern = randomPattern(s, size);
        const play = findScoringPlay(rng(s), pattern, 200);
        fc.pre(play !== null);
        const a = checkPlay(pattern, play!);
        const b = checkPlay(patternOf(pattern.placed.map(turn60)), play!.map(turn60));
        expect(a.ok && b.ok && b.points === a.points).toBe(true);
        expect(gist(b)).toEqual(gist(a));
      }),
      { numRuns: 100 },
    );
  });

  it("the order a play's tiles are entered in changes nothing", () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 2, max: 5 }),
        fc.nat(),
        (s, size, count, shuffleSeed) => {
          const pattern = randomPattern(s, size);
          const play = randomPlay(s, pattern, count);
          const rand = rng(shuffleSeed);
          const shuffled = [...play];
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = Math.floor(rand() * (i + 1));
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          const a = checkPlay(pattern, play);
          const b = checkPlay(pattern, shuffled);
          if (a.ok) expect(b).toEqual(a);
          else expect(gist(b)).toEqual(gist(a));
        },
      ),
    );
  });

  it('every play of a random legal game scores the same turned by 60°, moved, and with its tiles entered backwards', () => {
    let plays = 0;
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 4 }), (s, players) => {
        const game = randomGame(s, players, 30);
        const state = replay(game);
        const placed = state.pattern.placed;
        let before = 1; // the starting tile
        for (const t of state.turns) {
          if (t.kind !== 'play') continue;
          const n = (game.turns[t.index] as { tiles: unknown[] }).tiles.length;
          const old = placed.slice(0, before),
            play = placed.slice(before, before + n);
          before += n;
          plays++;
          const turned = checkPlay(patternOf(old.map(turn60)), play.map(turn60));
          const backwards = checkPlay(patternOf(old), [...play].reverse());
          const shift = (p: Placed) => place(p.tile, p.q + 3, p.r - 2, p.rotation);
          expect(gist(checkPlay(patternOf(old.map(shift)), play.map(shift)))).toEqual(gist(backwards));
          expect(turned.ok && turned.points).toBe(t.points);
          expect(gist(turned)).toEqual(gist(checkPlay(patternOf(old), play)));
          expect(backwards.ok && backwards.paths).toEqual(t.paths);
        }
      }),
      { numRuns: 30 },
    );
    expect(plays).toBeGreaterThan(100);
  });
});

describe('properties: turns', () => {
  it('undoing the last k turns equals scoring the record without them', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat(),
        (s, players, turns, kk) => {
          const game = randomGame(s, players, turns);
          const full = replay(game);
          expect(full.problems).toEqual([]);
          const k = kk % (game.turns.length + 1);
          const undone = replay(undoTurns(game, k));
          const kept = game.turns.length - k;
          expect(undone.totals).toEqual(kept === 0 ? game.players.map(() => 0) : full.turns[kept - 1]!.totals);
          expect(undone.turns).toEqual(full.turns.slice(0, kept));
          expect(undone.pattern.placed).toEqual(full.pattern.placed.slice(0, undone.pattern.placed.length));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('whole games to their end, 3 and 4 players (late turns, when hands run short), replay legally and undo to any turn', () => {
    // Fixed seeds, not fast-check's: a short hand late in a game is rare; seed 9 with 4 players reaches it.
    for (let s = 6; s <= 11; s++) {
      for (const players of [3, 4]) {
        const game = randomGame(s, players, 400);
        const full = replay(game);
        expect(full.problems).toEqual([]);
        expect(full.ended).not.toBeNull();
        const k = (s * 7) % (game.turns.length + 1);
        expect(replay(undoTurns(game, k)).totals).toEqual(
          k === game.turns.length ? game.players.map(() => 0) : full.turns[game.turns.length - k - 1]!.totals,
        );
      }
    }
  });

  it('a random legal game survives the file format round trip with the same scores', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 30 }), (s, players, turns) => {
        const game = randomGame(s, players, turns);
        const state = replay(game);
        const g = state.ended ? { ...game, ended: state.ended } : game;
        const r = parseKalikoGame(JSON.parse(JSON.stringify(g)));
        if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
        expect(replay(r.game).totals).toEqual(state.totals);
      }),
      { numRuns: 40 },
    );
  });
});
