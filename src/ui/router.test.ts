// A player's page has an address for any name: written and read back whole, slashes, spaces and accents included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readInvite } from '../store/groupView.ts';
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

describe('the group routes', () => {
  // A secret as the server makes them: 32 random bytes in base64url (43 characters, no padding).
  const secret = 'q0fS4c8-Zx_1mN7pLw3vB9tY2uK6hJ5gR8eD0aWsXyQ';
  const id = 'Ab3_-k9Zq2Lm8Xw1';

  it('the group screen, and an invite read whole from the hash', () => {
    expect(parseRoute('#/group')).toEqual({ name: 'group' });
    expect(parseRoute('#/group/')).toEqual({ name: 'group' });
    expect(parseRoute(`#/group/${id}.${secret}`)).toEqual({ name: 'invite', invite: `${id}.${secret}` });
    expect(readInvite(`${id}.${secret}`)).toEqual({ id, secret });
    expect(href({ name: 'group' })).toBe('#/group');
    expect(href({ name: 'invite', invite: `${id}.${secret}` })).toBe(`#/group/${id}.${secret}`);
  });

  it('an invite that is not whole is an invite page that says so, never Home or a throw', () => {
    for (const bad of [
      `#/group/${id}`, // no secret
      `#/group/${id}.`, // the secret cut off
      `#/group/${id}.${secret.slice(0, 30)}`, // cut short when pasted
      `#/group/${id}.${secret}x`, // longer than a secret
      `#/group/.${secret}`, // no id
      `#/group/${id}.${secret.slice(0, 42)}=`, // padding is no base64url
      `#/group/${id}.${secret}/more`,
      `#/group/a b.${secret}`,
      '#/group/%E0%A4%A', // not valid %-encoding
    ]) {
      const route = parseRoute(bad);
      expect(route.name, bad).toBe('invite');
      expect(readInvite((route as { invite: string }).invite), bad).toBeNull();
    }
  });

  it('any id and secret of the right alphabet reads back', () => {
    const b64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: b64url, minLength: 16, maxLength: 16 }),
        fc.string({ unit: b64url, minLength: 43, maxLength: 43 }),
        (gid, key) => {
          const route = parseRoute(href({ name: 'invite', invite: `${gid}.${key}` }));
          expect(route).toEqual({ name: 'invite', invite: `${gid}.${key}` });
          expect(readInvite(`${gid}.${key}`)).toEqual({ id: gid, secret: key });
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
