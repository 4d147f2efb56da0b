// Edits: the small operations a save applies to the newest stored game. Each applies or is refused with a
// reason; each that can be taken back has an inverse that restores the game exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TILES } from '../catalog.ts';
import { applyEdit, changedCells, editedAfterFinish, inverseOf, type Edit } from '../edits.ts';
import { keyOf, PLAYABLE_CELLS } from '../geometry.ts';
import { GAME_FORMAT, GAME_VERSION, type Game } from '../game.ts';
import { say } from '../../../shared/test/say.ts';

const T1 = '2026-11-21T21:00:00.000Z';
const T2 = '2026-11-21T21:05:00.000Z';
const base = (): Game => ({
  format: GAME_FORMAT,
  version: GAME_VERSION,
  id: 'g',
  createdAt: '2026-11-21T20:00:00.000Z',
  updatedAt: '2026-11-21T20:00:00.000Z',
  mode: 'standard',
  cats: [
    { cat: 'millie', patterns: ['dots', 'ferns'] },
    { cat: 'rumi', patterns: ['stripes', 'vines'] },
    { cat: 'coconut', patterns: ['flowers', 'quatrefoil'] },
  ],
  players: ['Ana', 'Ben'].map((name, i) => ({
    name,
    board: i ? 'green' : 'blue',
    goals: ['aa-bb-cc', 'aaa-bbb', 'a-b-c-d-e-f'],
    cells: {},
  })),
});
const green = { color: 'green', pattern: 'dots' } as const;
const pink = { color: 'pink', pattern: 'ferns' } as const;
const ok = (g: Game, e: Edit, at = T1) => {
  const r = applyEdit(g, e, at);
  if (!r.ok) throw new Error(say(r.reason));
  return r.game;
};

/** The words of a refused edit; fails when the edit went through. */
const refusal = (r: ReturnType<typeof applyEdit>) => (r.ok ? 'not refused' : say(r.reason));

describe('edits', () => {
  it('a cell edit sets or clears one cell, stamps the game, and leaves turn-by-turn play', () => {
    const g = { ...base(), history: [] };
    const a = ok(g, { kind: 'cell', player: 1, cell: '2,2', tile: green });
    expect(a.players[1]!.cells).toEqual({ '2,2': green });
    expect(a.players[0]!.cells).toEqual({});
    expect(a.updatedAt).toBe(T1);
    expect(a.history).toBeUndefined();
    expect(ok(a, { kind: 'cell', player: 1, cell: '2,2', tile: null }, T2).players[1]!.cells).toEqual({});
  });

  it('placing along is refused on a filled cell and in a game no longer played turn by turn', () => {
    const g = ok({ ...base(), history: [] }, { kind: 'place', player: 0, cell: '2,2', tile: green });
    expect(g.history).toEqual([{ player: 0, cell: '2,2', color: 'green', pattern: 'dots' }]);
    expect(refusal(applyEdit(g, { kind: 'place', player: 0, cell: '2,2', tile: pink }, T2))).toBe(
      "Ana's cell 2,2 is already filled",
    );
    expect(applyEdit(base(), { kind: 'place', player: 0, cell: '2,2', tile: pink }, T2)).toMatchObject({ ok: false });
  });

  it('taking back a placement works only while it is the last one', () => {
    let g = ok({ ...base(), history: [] }, { kind: 'place', player: 0, cell: '2,2', tile: green });
    g = ok(g, { kind: 'place', player: 1, cell: '1,1', tile: pink }, T2);
    expect(refusal(applyEdit(g, { kind: 'unplace', player: 0, cell: '2,2' }, T2))).toBe(
      'another placement was made after it',
    );
    const back = ok(g, { kind: 'unplace', player: 1, cell: '1,1' }, T2);
    expect(back.history).toHaveLength(1);
    expect(back.players[1]!.cells).toEqual({});
  });

  it('finishing stamps finishedAt = updatedAt; a later edit keeps it finished and marks it edited', () => {
    const f = ok(base(), { kind: 'finish' });
    expect(f.finishedAt).toBe(T1);
    expect(editedAfterFinish(f)).toBe(false);
    const e = ok(f, { kind: 'cell', player: 0, cell: '2,2', tile: green }, T2);
    expect(e.finishedAt).toBe(T1);
    expect(editedAfterFinish(e)).toBe(true);
    expect(applyEdit(f, { kind: 'finish' }, T2).ok).toBe(false);
    expect(ok(f, { kind: 'reopen' }, T2).finishedAt).toBeUndefined();
  });

  it('an edit for a seat that does not exist is refused', () => {
    expect(refusal(applyEdit(base(), { kind: 'cell', player: 3, cell: '2,2', tile: green }, T1))).toBe(
      'there is no player 4',
    );
  });

  it('changedCells names exactly the cells whose tile differs', () => {
    const a = ok(base(), { kind: 'cell', player: 0, cell: '2,2', tile: green });
    const b = ok(ok(a, { kind: 'cell', player: 0, cell: '2,2', tile: pink }), {
      kind: 'cell',
      player: 1,
      cell: '1,1',
      tile: green,
    });
    expect(changedCells(a, b)).toEqual([
      { player: 0, cell: '2,2' },
      { player: 1, cell: '1,1' },
    ]);
    expect(changedCells(b, b)).toEqual([]);
  });

  it('property: an edit followed by its inverse gives back the same boards, corrections and history', () => {
    const cell = fc.constantFrom(...PLAYABLE_CELLS.map(keyOf));
    const tile = fc.option(fc.constantFrom(...ALL_TILES), { nil: null });
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      fc.record({ kind: fc.constant('cell' as const), player: fc.integer({ min: 0, max: 1 }), cell, tile }),
      fc.record({
        kind: fc.constant('corrections' as const),
        player: fc.integer({ min: 0, max: 1 }),
        corrections: fc.record({ buttons: fc.constant({ blue: 1 }) }),
      }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), edit, (setup, e) => {
        const g = setup.reduce((acc, x) => ok(acc, x), base());
        const inv = inverseOf(g, e)!;
        const back = ok(ok(g, e), inv, T2);
        const strip = (x: Game) => x.players.map((p) => ({ cells: p.cells, corrections: p.corrections ?? {} }));
        expect(strip(back)).toEqual(strip(g));
      }),
    );
  });
});
