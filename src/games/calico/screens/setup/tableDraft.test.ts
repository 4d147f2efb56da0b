import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toChoices } from './catDraft.ts';
import {
  chooseBoard,
  chooseCat,
  chooseGoal,
  choosePattern,
  dealRest,
  emptyCats,
  emptySeat,
  isAnswered,
  nextOpen,
  questions,
  stillOpen,
  type TableDraft,
} from './tableDraft.ts';

const empty = (n = 2): TableDraft => ({ seats: Array.from({ length: n }, emptySeat), cats: emptyCats() });
const ok = (d: TableDraft | string): TableDraft => {
  if (typeof d === 'string') throw new Error(d);
  return d;
};

describe('copying the table one question at a time', () => {
  it('nothing is chosen at first, and the first question is the first seat’s board', () => {
    const d = empty();
    expect(nextOpen(d, null)).toEqual({ kind: 'board', seat: 0 });
    expect(stillOpen(d, ['Ana', 'Ben'])).toEqual(["Ana's board and goals", "Ben's board and goals", 'the cats']);
  });

  it('a 3-player table takes one tap per thing, the last cat’s two patterns come by themselves', () => {
    let d = empty(3);
    let taps = 0;
    const tap = (next: TableDraft | string) => ((d = ok(next)), taps++);
    (['blue', 'green', 'yellow'] as const).forEach((b, seat) => {
      tap(chooseBoard(d, seat, b));
      (['aaaa-bb', 'aa-bb-cc', 'a-b-c-d-e-f'] as const).forEach((g, space) => tap(chooseGoal(d, seat, space, g)));
    });
    for (const c of ['millie', 'tecolote', 'leo'] as const) tap(chooseCat(d, c));
    expect(nextOpen(d, { kind: 'cats' })).toEqual({ kind: 'patterns', cat: 0 });
    tap(choosePattern(d, 0, 'stripes'));
    tap(choosePattern(d, 0, 'dots'));
    expect(nextOpen(d, { kind: 'patterns', cat: 0 })).toEqual({ kind: 'patterns', cat: 1 });
    tap(choosePattern(d, 1, 'flowers'));
    tap(choosePattern(d, 1, 'vines'));
    expect(taps).toBe(12 + 3 + 4);
    expect(nextOpen(d, null)).toBeNull();
    expect(toChoices(d.cats)).toEqual({
      ok: true,
      cats: [
        { cat: 'millie', patterns: ['stripes', 'dots'] },
        { cat: 'tecolote', patterns: ['flowers', 'vines'] },
        { cat: 'leo', patterns: ['quatrefoil', 'ferns'] },
      ],
    });
  });

  it('a board another seat has changes hands, and that seat is asked again', () => {
    let d = ok(chooseBoard(empty(), 0, 'blue'));
    d = chooseBoard(d, 1, 'blue');
    expect(d.seats.map((s) => s.board)).toEqual([null, 'blue']);
    expect(nextOpen(d, { kind: 'board', seat: 1 })).toEqual({ kind: 'goal', seat: 1, space: 0 });
    expect(isAnswered(d, { kind: 'board', seat: 0 })).toBe(false);
  });

  it('a goal already on another space swaps with what was there', () => {
    let d = chooseGoal(empty(), 0, 0, 'aaaa-bb');
    d = chooseGoal(d, 0, 1, 'aa-bb-cc');
    d = chooseGoal(d, 0, 1, 'aaaa-bb');
    expect(d.seats[0]!.goals).toEqual(['aa-bb-cc', 'aaaa-bb', null]);
  });

  it('a third pattern for a cat with two is refused in words; tapping one it has takes it back', () => {
    let d = ok(chooseCat(empty(), 'millie'));
    d = ok(choosePattern(d, 0, 'stripes'));
    d = ok(choosePattern(d, 0, 'dots'));
    expect(choosePattern(d, 0, 'ferns')).toBe(
      'Millie has Stripes and Dots already: tap one of them to take it back, then choose Ferns.',
    );
    d = ok(choosePattern(d, 0, 'dots'));
    expect(d.cats.owner.dots).toBeNull();
  });

  it('"Deal for us" deals only what is open, keeps every choice, and leaves a valid table', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (n, board, cat, seed) => {
          let d = empty(n);
          if (board) d = chooseGoal(chooseBoard(d, n - 1, 'purple'), n - 1, 2, 'aaa-bbb');
          if (cat) d = ok(choosePattern(ok(chooseCat(d, 'leo')), 0, 'ferns'));
          let s = seed;
          const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
          const dealt = dealRest(d, random);
          expect(nextOpen(dealt, null)).toBeNull();
          expect(new Set(dealt.seats.map((x) => x.board)).size).toBe(n);
          for (const seat of dealt.seats) expect(new Set(seat.goals).size).toBe(3);
          if (board)
            expect(dealt.seats[n - 1]).toMatchObject({
              board: 'purple',
              goals: [expect.anything(), expect.anything(), 'aaa-bbb'],
            });
          const choices = toChoices(dealt.cats);
          expect(choices.ok).toBe(true);
          if (cat)
            expect(choices.ok && choices.cats[0]).toMatchObject({
              cat: 'leo',
              patterns: expect.arrayContaining(['ferns']),
            });
        },
      ),
    );
  });

  it('every question is asked once per seat and space', () => {
    expect(questions(empty(3))).toHaveLength(3 * 4 + 1 + 3);
  });
});
