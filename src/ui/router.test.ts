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
