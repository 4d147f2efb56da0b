// A live game's invite as a hand-typed or hostile link may hold it: only a log id, a key and a game id of the
// shapes the server and the records allow are read; anything else is "not an invite", never a crash.
import { describe, expect, it } from 'vitest';
import { readLiveInvite } from '../groupView.ts';

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
});
