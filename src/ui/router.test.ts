// A player's page has an address for any name: written and read back whole, slashes, spaces and accents included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { href, parseRoute } from './router.ts';

describe('the player route', () => {
  it('reads back what it wrote', () => {
    expect(href({ name: 'player', player: 'Zoé & Co/2' })).toBe('#/player/Zo%C3%A9%20%26%20Co%2F2');
    expect(parseRoute('#/player/Zo%C3%A9%20%26%20Co%2F2')).toEqual({ name: 'player', player: 'Zoé & Co/2' });
    expect(parseRoute('#/player/')).toEqual({ name: 'home' });
  });

  it('any name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        (player) => {
          expect(parseRoute(href({ name: 'player', player }))).toEqual({ name: 'player', player });
        },
      ),
    );
  });
});

describe('the live game routes', () => {
  it("a game's table and a live invite, the invite's code kept whole (it holds a slash)", () => {
    expect(parseRoute('#/game/g1/table')).toEqual({ name: 'table', id: 'g1' });
    expect(href({ name: 'table', id: 'g1' })).toBe('#/game/g1/table');
    expect(parseRoute('#/live/AbCdEfGh12.s3cr3t_-x/g%3A1')).toEqual({
      name: 'live',
      code: 'AbCdEfGh12.s3cr3t_-x/g%3A1',
    });
    expect(href({ name: 'live', code: 'a.b/c' })).toBe('#/live/a.b/c');
  });
});
