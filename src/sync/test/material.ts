// Games of all three kinds and random changes to them, for the sync tests and benchmarks: the cores' own game
// files and generators (Calico's hand-scored example, Azul's and Kaliko's random legal games).
import { calicoCore } from '../../games/calico/core/gameCore.ts';
import { azulCore } from '../../games/azul/core/gameCore.ts';
import { kalikoCore } from '../../games/kaliko/core/gameCore.ts';
import { ALL_TILES, PLAYABLE_CELLS, keyOf } from '../../games/calico/core/index.ts';
import { randomGame } from '../../games/kaliko/core/test/random.ts';
import { emptyGame } from '../../test/games.ts';
import type { GameCore, GameDoc } from '../../games/types.ts';
import type { CoreOf } from '../fold.ts';

const CORES = [calicoCore, azulCore, kalikoCore] as unknown as GameCore[];
export const coreOf: CoreOf = (format) => CORES.find((c) => c.formats.includes(format));

const T0 = '2026-11-27T19:00:00.000Z';
/** Kaliko's legal turns for its test game, in order: the turn a phone enters next is the next of these. */
const KALIKO_TURNS = randomGame(11, 2, 12).turns;

export type Kind = 'calico' | 'azul' | 'kaliko';
export const KINDS: readonly Kind[] = ['calico', 'azul', 'kaliko'];

/** A new game of the kind, nothing entered (Azul: one empty round). */
export function newGame(kind: Kind, id: string): GameDoc {
  if (kind === 'calico') return { ...emptyGame(id), createdAt: T0, updatedAt: T0 };
  if (kind === 'azul') {
    return {
      format: 'tile-tally/azul',
      version: 1,
      id,
      createdAt: T0,
      updatedAt: T0,
      side: 'coloured',
      players: [{ name: 'Ana' }, { name: 'Ben' }],
      rounds: [
        {
          players: [
            { tiles: [], floor: 0 },
            { tiles: [], floor: 0 },
          ],
        },
      ],
    } as GameDoc;
  }
  return { ...randomGame(11, 2, 0), id, createdAt: T0, updatedAt: T0 };
}

/** A change a player could make to `doc` now, chosen by the numbers in `pick` (from fast-check, so it shrinks).
 * Few cells and rows, so that phones often change the same thing. */
export function someEdit(doc: GameDoc, pick: number[]): unknown {
  const [a = 0, b = 0, c = 0, d = 0] = pick;
  if (doc.format === 'calico-score-sheet/game') {
    if (a % 10 === 9) return { kind: 'corrections', player: b % 2, corrections: { buttons: { blue: c % 3 } } };
    return {
      kind: 'cell',
      player: b % 2,
      cell: keyOf(PLAYABLE_CELLS[c % 4]!),
      tile: d % 7 === 6 ? null : ALL_TILES[d % 36]!,
    };
  }
  if (doc.format === 'tile-tally/azul') {
    const rounds = (doc as unknown as { rounds: unknown[] }).rounds.length;
    const round = b % rounds;
    switch (a % 6) {
      case 0:
      case 1:
        return { kind: 'tile', round, player: c % 2, row: d % 3, col: (d + c) % 5 };
      case 2:
        return { kind: 'floor', round, player: c % 2, floor: d % 8 };
      case 3:
        return { kind: 'marker', round, player: c % 2 };
      case 4:
        return { kind: 'addRound', round: rounds };
      default:
        return { kind: 'untile', round, player: c % 2, row: d % 3 };
    }
  }
  const turns = (doc as unknown as { turns: unknown[] }).turns.length;
  if (a % 5 === 4 && turns > 0) return { kind: 'undo', from: turns, to: turns - 1 };
  if (a % 5 === 3) return { kind: 'draft', tiles: [] };
  return { kind: 'turn', at: turns, turn: KALIKO_TURNS[turns % KALIKO_TURNS.length] };
}

export const at = (step: number): string => new Date(Date.parse(T0) + step * 1000).toISOString();
