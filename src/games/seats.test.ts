// Seat order in every game: the players' order is the order of play (the first starts). It can change until
// anything is entered, each player keeping what is theirs (Calico: their board and goals); after that it is refused
// in plain words and nothing changes.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleGame } from '../test/games.ts';
import { azulCore } from './azul/core/gameCore.ts';
import { calicoCore } from './calico/core/gameCore.ts';
import { kalikoCore } from './kaliko/core/gameCore.ts';
import { replay, type KalikoGame } from './kaliko/core/index.ts';
import { moved, startingWith } from './shared/seats.ts';
import { say } from './shared/test/say.ts';
import type { GameCore, GameDoc } from './types.ts';

const AT = '2026-11-27T12:00:00.000Z';
type SeatsEdit = { kind: 'seats'; order: number[] };
type Core = GameCore<GameDoc, SeatsEdit>;
const docExample = (file: string): unknown =>
  JSON.parse(/```json\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))![1]!);
const parsed = (core: Core, x: unknown): GameDoc => {
  const r = core.parse(x);
  if (!r.ok) throw new Error('example does not parse');
  return r.game;
};
/** The docs' examples (something entered); their rematches have nothing entered. */
const games: [string, Core, () => GameDoc][] = [
  ['Calico', calicoCore as unknown as Core, () => exampleGame()],
  ['Azul', azulCore as unknown as Core, () => parsed(azulCore as unknown as Core, docExample('docs/azul-format.md'))],
  [
    'Kaliko',
    kalikoCore as unknown as Core,
    () => parsed(kalikoCore as unknown as Core, docExample('docs/kaliko-format.md')),
  ],
];
const ok = (core: Core, g: GameDoc, order: number[]) => {
  const r = core.applyEdit(g, { kind: 'seats', order }, AT);
  if (!r.ok) throw new Error(say(r.reason));
  return r.game;
};

describe.each(games)('seat order in %s', (kind, core, played) => {
  const blank = () => core.rematch(played(), 'fresh', AT);

  it('swaps two players before anything is entered, each keeping their own seat data; the file reads back', () => {
    const g = blank();
    const after = ok(core, g, [1, 0]);
    expect(after.players.map((p) => p.name)).toEqual(['Ben', 'Ana']);
    expect(after.players).toEqual([g.players[1], g.players[0]]); // Calico: Ben's board and goals go with him
    expect(core.parse(JSON.parse(JSON.stringify(after))).ok).toBe(true);
    expect(core.targetOf?.({ kind: 'seats', order: [1, 0] })).toBe('seats');
    if (kind === 'Kaliko') expect(replay(after as KalikoGame).nextPlayer).toBe(0); // Ben, now first, plays first
  });

  it('refuses once something is entered, in plain words, and changes nothing', () => {
    const g = played();
    const r = core.applyEdit(g, { kind: 'seats', order: [1, 0] }, AT);
    expect(r.ok ? '' : say(r.reason)).toBe('the seat order can change only before anything is entered');
    expect(r.game).toBe(g);
  });

  it.each([[[0, 0]], [[0]], [[0, 1, 2]], [[1, -1]], [[0.5, 1]]])('refuses the order %j', (order) => {
    const g = blank();
    const r = core.applyEdit(g, { kind: 'seats', order }, AT);
    expect(r.ok ? '' : say(r.reason)).toBe('the new seat order must name each of the 2 players once');
    expect(r.game).toBe(g);
  });
});

describe('orders', () => {
  it('who starts: the table turned, everyone keeps their neighbours', () => {
    // Ana Ben Cy Di, Cy to start: Cy Di Ana Ben.
    expect(startingWith(4, 2)).toEqual([2, 3, 0, 1]);
    expect(startingWith(3, 0)).toEqual([0, 1, 2]);
  });
  it('a player moved one place up or down; not past either end', () => {
    expect(moved(3, 1, -1)).toEqual([1, 0, 2]);
    expect(moved(3, 1, 1)).toEqual([0, 2, 1]);
    expect(moved(3, 0, -1)).toEqual([0, 1, 2]);
    expect(moved(3, 2, 1)).toEqual([0, 1, 2]);
  });
  it('any order of a blank Azul table of 1–4 gives a valid game with the same players, and back again', () => {
    const names = ['Ana', 'Ben', 'Cy', 'Di'];
    const core = azulCore as unknown as Core;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((n) => fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n }))),
        ([n, order]) => {
          const g = { ...played(), players: names.slice(0, n).map((name) => ({ name })) };
          const fresh = core.rematch(g as GameDoc, 'p', AT);
          const after = ok(core, fresh, order);
          expect(after.players.map((p) => p.name)).toEqual(order.map((i) => names[i]));
          expect(core.parse(JSON.parse(JSON.stringify(after))).ok).toBe(true);
          const back: number[] = [];
          order.forEach((from, k) => (back[from] = k));
          expect(ok(core, after, back).players).toEqual(fresh.players);
        },
      ),
    );
  });
});

function played(): GameDoc {
  return parsed(azulCore as unknown as Core, docExample('docs/azul-format.md'));
}
