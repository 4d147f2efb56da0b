// A live game's invite as a hand-typed or hostile link may hold it: only a log id, a key and a game id of the
// shapes the server and the records allow are read; anything else is "not an invite", never a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../games/shared/names.ts';
import { readLiveInvite, writeLiveInvite } from '../groupView.ts';

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

  it("reads the game's kind and players' names the host's phone put in", () => {
    expect(readLiveInvite(`AbCdEfGh12345678.${KEY}/g1x/azul/Ana/Ben%20B./Jos%C3%A9`)).toEqual({
      id: 'AbCdEfGh12345678',
      secret: KEY,
      game: 'g1x',
      about: { kind: 'azul', players: ['Ana', 'Ben B.', 'José'] },
    });
  });

  it('drops what a link says of the game when the app could not have written it, and still reads the invite', () => {
    const plain = { id: 'AbCdEfGh12345678', secret: KEY, game: 'g1x' };
    for (const tail of [
      '/chess/Ana/Ben', // not a game here
      '/calico', // no players
      '/calico/Ana/', // an empty name
      '/calico/A/B/C/D/E', // more players than any game seats
      `/calico/${'x'.repeat(41)}`, // a name longer than a name may be
      '/calico/Ana%E2%80%AEnimda', // a bidi override, which names never keep
      '/calico/%20Ana', // not trimmed
      '/calico/%E0%A4%A', // not %-encoding
    ])
      expect(readLiveInvite(`AbCdEfGh12345678.${KEY}/g1x${tail}`), tail).toEqual(plain);
  });

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
          // The names as the link would carry them: past 600 characters they are left out (the test below), and the
          // invite itself still reads.
          const withNames = ['AbCdEfGh12345678.' + KEY, 'g%3A1', kind, ...players.map(encodeURIComponent)].join('/');
          const { about: _, ...plain } = invite;
          expect(readLiveInvite(writeLiveInvite(invite))).toEqual(withNames.length > 600 ? plain : invite);
        },
      ),
    );
  });

  it('leaves the names out when they would make the QR code too dense to read from a screen', () => {
    const about = {
      kind: 'kaliko' as const,
      players: ['あ'.repeat(40), 'い'.repeat(40), 'う'.repeat(40), 'え'.repeat(40)],
    };
    const written = writeLiveInvite({ id: 'AbCdEfGh12345678', secret: KEY, game: 'g1', about });
    // Each of those characters is 9 once %-encoded: 1,440 for the names alone.
    expect(written).toBe(`AbCdEfGh12345678.${KEY}/g1`);
    const short = { ...about, players: ['あい', 'Ben'] };
    expect(
      readLiveInvite(writeLiveInvite({ id: 'AbCdEfGh12345678', secret: KEY, game: 'g1', about: short }))?.about,
    ).toEqual(short);
  });
});
