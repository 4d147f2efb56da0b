// Whose part of a game an edit changes, for live games (a phone changes only its own player's part unless told):
// written out by hand for each kind of edit of the three games.
import { describe, expect, it } from 'vitest';
import { calicoCore } from './calico/core/gameCore.ts';
import { azulCore } from './azul/core/gameCore.ts';
import { kalikoCore } from './kaliko/core/gameCore.ts';

const tile = { color: 'green', pattern: 'dots' } as const;

describe("an edit's part", () => {
  it('Calico: a board is its player’s; finishing, names and seats are the table’s', () => {
    expect(calicoCore.partOf!({ kind: 'cell', player: 1, cell: '2,2', tile })).toBe(1);
    expect(calicoCore.partOf!({ kind: 'place', player: 0, cell: '2,2', tile })).toBe(0);
    expect(calicoCore.partOf!({ kind: 'unplace', player: 2, cell: '2,2' })).toBe(2);
    expect(calicoCore.partOf!({ kind: 'corrections', player: 3, corrections: {} })).toBe(3);
    expect(calicoCore.partOf!({ kind: 'finish' })).toBeNull();
    expect(calicoCore.partOf!({ kind: 'rename', player: 1, name: 'Bo' })).toBeNull();
    expect(calicoCore.partOf!({ kind: 'seats', order: [1, 0] })).toBeNull();
  });

  it('Azul: a wall and a floor are their player’s; the marker and the rounds are the table’s', () => {
    expect(azulCore.partOf!({ kind: 'tile', round: 0, player: 2, row: 1, col: 3 })).toBe(2);
    expect(azulCore.partOf!({ kind: 'untile', round: 0, player: 1, row: 1 })).toBe(1);
    expect(azulCore.partOf!({ kind: 'floor', round: 2, player: 0, floor: 3 })).toBe(0);
    expect(azulCore.partOf!({ kind: 'marker', round: 0, player: 1 })).toBeNull();
    expect(azulCore.partOf!({ kind: 'addRound', round: 1 })).toBeNull();
  });

  it('Kaliko: a turn is the part of the player who played it; the rest is shared', () => {
    expect(kalikoCore.partOf!({ kind: 'turn', at: 4, turn: { player: 1, kind: 'pass' } })).toBe(1);
    expect(kalikoCore.partOf!({ kind: 'draft', tiles: [] })).toBeNull();
    expect(kalikoCore.partOf!({ kind: 'end' })).toBeNull();
  });
});
