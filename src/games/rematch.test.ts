// A rematch is the same table with nothing entered (blank): same players in the same seats, a valid game of its kind.
import { describe, expect, it } from 'vitest';
import { exampleGame } from '../test/games.ts';
import { azulCore } from './azul/core/gameCore.ts';
import { makeGame } from './azul/core/test/notation.ts';
import { calicoCore } from './calico/core/gameCore.ts';
import { kalikoCore } from './kaliko/core/gameCore.ts';
import { randomGame } from './kaliko/core/test/random.ts';
import type { GameCore, GameDoc } from './types.ts';

const AT = '2026-11-23T12:00:00.000Z';

function checkRematch<D extends GameDoc>(core: GameCore<D, never>, last: D) {
  const next = core.rematch({ ...last, finishedAt: last.updatedAt }, 'rematch-1', AT);
  const parsed = core.parse(JSON.parse(JSON.stringify(next)));
  expect(parsed.ok ? [] : parsed.problems.map((p) => p.path)).toEqual([]);
  expect(next.id).toBe('rematch-1');
  expect(next.finishedAt).toBeUndefined();
  expect([next.createdAt, next.updatedAt]).toEqual([AT, AT]);
  expect(next.players.map((p) => p.name)).toEqual(last.players.map((p) => p.name));
  expect(core.summarise(next).players.every((p) => p.total === 0 || core.kind === 'azul')).toBe(true);
  // Blank: left like this it is not kept; the game it came from has entries.
  expect(core.isBlank(next)).toBe(true);
  expect(core.isBlank(last)).toBe(false);
  return next;
}

describe('rematch', () => {
  it('Calico: same players on the same boards with the same goals and cats, no tile placed', () => {
    const last = exampleGame();
    const next = checkRematch(calicoCore as unknown as GameCore<typeof last, never>, last);
    expect(next.players.map((p) => [p.board, p.goals])).toEqual(last.players.map((p) => [p.board, p.goals]));
    expect(next.cats).toEqual(last.cats);
    expect(next.players.every((p) => Object.keys(p.cells).length === 0 && !p.corrections)).toBe(true);
  });

  it('Azul: same players and wall side, one empty round', () => {
    const wall = (row0: string) => [row0, '.....', '.....', '.....', '.....'].join('\n');
    const last = makeGame(
      [
        { name: 'Ana', rounds: [wall('B....')] },
        { name: 'Ben', rounds: [wall('.Y...')] },
      ],
      { side: 'grey' },
    );
    const next = checkRematch(azulCore as unknown as GameCore<typeof last, never>, last);
    expect(next.side).toBe('grey');
    expect(next.rounds).toEqual([
      {
        players: [
          { tiles: [], floor: 0 },
          { tiles: [], floor: 0 },
        ],
      },
    ]);
  });

  it('Kaliko: same players in seat order, no turns', () => {
    const last = randomGame(7, 3, 6);
    const next = checkRematch(kalikoCore as unknown as GameCore<typeof last, never>, last);
    expect(next.turns).toEqual([]);
  });
});
