import { expect, it } from 'vitest';
import { href, parseRoute } from '../ui/router.ts';
import { findCode } from './links.ts';
import { seatGameId, seatOf } from '../games/shared/seats.ts';

it('finds the kind and code in a whole link, or takes a bare code; other text is not a code', () => {
  expect(findCode('  https://a.example/app/#/board/Aab-_9  ')).toEqual({ kind: 'board', code: 'Aab-_9' });
  expect(findCode('AbcdefghIJ')).toEqual({ kind: null, code: 'AbcdefghIJ' });
  expect(findCode('hello there')).toBeNull();
});

it('a seat game names the host game and the seat, and nothing else is taken for one', () => {
  expect(seatOf(seatGameId('g1x-seat', 2))).toEqual({ hostId: 'g1x-seat', seat: 2 });
  expect(seatOf('g1xyz')).toBeNull();
});

it('share routes round-trip through the address', () => {
  for (const r of [
    { name: 'share', id: 'g1' },
    { name: 'send', id: 'g1' },
    { name: 'open', kind: 'copy', code: 'Axyz' },
  ] as const) {
    expect(parseRoute(href(r))).toEqual(r);
  }
});

it('a damaged address (broken %-encoding) opens a screen instead of throwing', () => {
  expect(parseRoute('#/copy/A%zz')).toEqual({ name: 'open', kind: 'copy', code: 'A%zz' });
  // Cut short after the kind: the link screen says it is empty (not Home).
  expect(parseRoute('#/copy/')).toEqual({ name: 'open', kind: 'copy', code: '' });
  expect(parseRoute('#/join')).toEqual({ name: 'open', kind: 'join', code: '' });
  expect(parseRoute('#/join/%')).toEqual({ name: 'open', kind: 'join', code: '%' });
  expect(parseRoute('#/game/%E0%A4%A')).toEqual({ name: 'game', id: '%E0%A4%A' });
});
