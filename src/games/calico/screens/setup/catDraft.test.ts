import { describe, expect, it } from 'vitest';
import { fromChoices, setOwner, toChoices, toggleCat, type CatDraft } from './catDraft.ts';

const dealt = fromChoices([
  { cat: 'millie', patterns: ['stripes', 'dots'] },
  { cat: 'cira', patterns: ['flowers', 'vines'] },
  { cat: 'leo', patterns: ['quatrefoil', 'ferns'] },
]);

describe('choosing cats on the setup form', () => {
  it('the other side of a tile in play takes its place and keeps its patterns', () => {
    const d = toggleCat(dealt, 'callie') as CatDraft;
    expect(d.cats).toEqual(['callie', 'cira', 'leo']);
    expect(toChoices(d)).toEqual({
      ok: true,
      cats: [
        { cat: 'callie', patterns: ['stripes', 'dots'] },
        { cat: 'cira', patterns: ['flowers', 'vines'] },
        { cat: 'leo', patterns: ['quatrefoil', 'ferns'] },
      ],
    });
  });

  it('a cat of another tile replaces the cat with as many dots', () => {
    expect((toggleCat(dealt, 'rumi') as CatDraft).cats).toEqual(['rumi', 'cira', 'leo']);
  });

  it('taking a cat out frees its patterns and says what is missing', () => {
    const d = toggleCat(dealt, 'cira') as CatDraft;
    expect(d.cats).toEqual(['millie', 'leo']);
    const r = toChoices(d);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.join(' ')).toMatch(/Choose 3 cats.*Flowers and Vines/);
  });

  it('a cat with 3 patterns is named', () => {
    const r = toChoices(setOwner(dealt, 'flowers', 0));
    expect(!r.ok && r.problems).toEqual([
      'Millie has 3 patterns: each cat has exactly 2.',
      'Cira has 1 pattern: each cat has exactly 2.',
    ]);
  });

  it('a fourth cat of a dot group with none in play is refused in words', () => {
    const two = toggleCat(toggleCat(dealt, 'leo') as CatDraft, 'tibbit') as CatDraft; // millie, cira, tibbit
    expect(two.cats).toEqual(['millie', 'cira', 'tibbit']);
    expect(toggleCat(two, 'gwenivere')).toMatch(/tap one of them to take it out/);
  });
});
