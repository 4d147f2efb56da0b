// A live game's invite as a hand-typed or hostile link may hold it: only a log id, a key and a game id of the
// shapes the server and the records allow are read; anything else is "not an invite", never a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../games/shared/names.ts';
import { liveInviteUrl, readLiveInvite } from '../groupView.ts';

const KEY = 'k'.repeat(43);

describe('live game invites', () => {
  it('reads the log, its key and the game', () => {
    expect(readLiveInvite(`AbCdEfGh12345678.${KEY}/g1x`)).toEqual({ id: 'AbCdEfGh12345678', secret: KEY, game: 'g1x' });
    expect(readLiveInvite(`AbCdEfGh12345678.${KEY}/g%3A1`)).toEqual({
      id: 'AbCdEfGh12345678',
      secret: KEY,
      game: 'g:1',
    });
  });

  it('refuses what is cut short or made up', () => {
    for (const bad of [
      '',
      'AbCdEfGh12345678',
      `AbCdEfGh12345678.${KEY}`, // no game
      `AbCdEfGh12345678.${KEY}/`,
      `AbCdEfGh12345678.short/g1`, // a key far under 128 bits
      `AbCd.${KEY}/g1`, // an id too short
      `AbCdEfGh12345678.${KEY}/%3Cscript%3E`,
      `AbCdEfGh12345678.${KEY}/%E0%A4%A`, // not %-encoding
      `AbCdEfGh12345678.${KEY}.x/g1`,
      `../../AbCdEfGh12345678.${KEY}/g1`,
    ])
      expect(readLiveInvite(bad), bad).toBeNull();
  });

  it("reads the game's kind and players' names the host's phone put in the query", () => {
    expect(
      readLiveInvite(`AbCdEfGh12345678.${KEY}/g1x`, '?kind=azul&player=Ana&player=Ben+B.&player=Jos%C3%A9'),
    ).toEqual({
      id: 'AbCdEfGh12345678',
      secret: KEY,
      game: 'g1x',
      about: { kind: 'azul', players: ['Ana', 'Ben B.', 'José'] },
    });
  });

  it('drops what a query says of the game when the app could not have written it, and still reads the invite', () => {
    const plain = { id: 'AbCdEfGh12345678', secret: KEY, game: 'g1x' };
    for (const search of [
      '?kind=chess&player=Ana&player=Ben', // not a game here
      '?kind=calico', // no players
      '?kind=calico&player=Ana&player=', // an empty name
      '?kind=calico&player=A&player=B&player=C&player=D&player=E', // more players than any game seats
      `?kind=calico&player=${'x'.repeat(41)}`, // a name longer than a name may be
      '?kind=calico&player=Ana%E2%80%AEnimda', // a bidi override, which names never keep
      '?kind=calico&player=%20Ana', // not trimmed
      '?player=Ana', // no kind
    ])
      expect(readLiveInvite(`AbCdEfGh12345678.${KEY}/g1x`, search), search).toEqual(plain);
  });

  /** The invite an address holds, as the app's router and the invite's screen read it. */
  const fromUrl = (url: string) => {
    const u = new URL(url);
    return readLiveInvite(u.hash.replace(/^#\/live\//, ''), u.search);
  };

  it('reads back what it writes, for any names a game keeps, with the names or without when too long', () => {
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .map(normaliseName)
      .filter((n) => n.length > 0 && [...n].length <= 40);
    fc.assert(
      fc.property(
        fc.constantFrom('calico' as const, 'azul' as const, 'kaliko' as const),
        fc.array(name, { minLength: 1, maxLength: 4 }),
        (kind, players) => {
          const invite = { id: 'AbCdEfGh12345678', secret: KEY, game: 'g:1', about: { kind, players } };
          const url = liveInviteUrl('https://table.example', invite);
          // The names as the query would carry them: past 500 characters they are left out (the test below), and
          // the invite itself still reads.
          const query = new URLSearchParams([['kind', kind], ...players.map((p) => ['player', p])]).toString();
          const { about: _, ...plain } = invite;
          expect(fromUrl(url)).toEqual(query.length > 500 ? plain : invite);
        },
      ),
    );
  });

  it('leaves the names out when they would make the QR code too dense to read from a screen', () => {
    const about = { kind: 'kaliko' as const, players: ['あ', 'い', 'う', 'え'].map((c) => c.repeat(40)) };
    // Each of those characters is 9 once %-encoded: 1,440 for the names alone.
    const url = liveInviteUrl('https://table.example', { id: 'AbCdEfGh12345678', secret: KEY, game: 'g1', about });
    expect(url).toBe(`https://table.example/#/live/AbCdEfGh12345678.${KEY}/g1`);
    const short = { ...about, players: ['あい', 'Ben'] };
    const named = liveInviteUrl('https://table.example', {
      id: 'AbCdEfGh12345678',
      secret: KEY,
      game: 'g1',
      about: short,
    });
    expect(named).toBe(
      `https://table.example/?kind=kaliko&player=%E3%81%82%E3%81%84&player=Ben#/live/AbCdEfGh12345678.${KEY}/g1`,
    );
    expect(fromUrl(named)?.about).toEqual(short);
  });

  it('an invite with names is still whole to a version from before them, which reads only the hash', () => {
    const url = liveInviteUrl('https://table.example', {
      id: 'AbCdEfGh12345678',
      secret: KEY,
      game: 'g:1',
      about: { kind: 'azul', players: ['Ana', 'Ben'] },
    });
    // What those versions did: everything after "#/live/", the game after the first "/".
    const code = new URL(url).hash.replace(/^#\/live\//, '');
    expect(code).toBe(`AbCdEfGh12345678.${KEY}/g%3A1`);
  });
});
