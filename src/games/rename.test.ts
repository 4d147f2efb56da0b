// Renaming a player after the game started, in every game: the same name rule as at setup (refused in plain
// words, nothing changed), everything entered stays with the seat, and the summary history and stats read carries
// the new name. Golden games are the format docs' examples, scored by hand there.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleGame } from '../test/games.ts';
import { azulCore } from './azul/core/gameCore.ts';
import { calicoCore } from './calico/core/gameCore.ts';
import { kalikoCore } from './kaliko/core/gameCore.ts';
import { normaliseName } from './shared/names.ts';
import { say } from './shared/test/say.ts';
import type { GameCore, GameDoc, RenameEdit } from './types.ts';

const AT = '2026-11-27T12:00:00.000Z';
const docExample = (file: string): unknown =>
  JSON.parse(/```json\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))![1]!);

type Core = GameCore<GameDoc, RenameEdit>;
const parsed = (core: Core, x: unknown): GameDoc => {
  const r = core.parse(x);
  if (!r.ok) throw new Error('example does not parse');
  return r.game;
};
const games: [string, Core, () => GameDoc, [string, number, number][]][] = [
  // [name, total, place] per seat, from each doc's worked example.
  [
    'Calico',
    calicoCore as unknown as Core,
    () => exampleGame(),
    [
      ['Ana', 69, 1],
      ['Ben', 62, 2],
    ],
  ],
  [
    'Azul',
    azulCore as unknown as Core,
    () => parsed(azulCore as unknown as Core, docExample('docs/azul-format.md')),
    [
      ['Ana', 54, 1],
      ['Ben', 12, 2],
    ],
  ],
  [
    'Kaliko',
    kalikoCore as unknown as Core,
    () => parsed(kalikoCore as unknown as Core, docExample('docs/kaliko-format.md')),
    [
      ['Ana', 6, 2],
      ['Ben', 9, 1],
    ],
  ],
];
const table = (core: Core, g: GameDoc) => core.summarise(g).players.map((p) => [p.name, p.total, p.place]);

describe.each(games)('renaming a player in %s', (_, core, load, golden) => {
  it('keeps the seat, the score and the place; the summary carries the new name; the file reads back', () => {
    const g = load();
    expect(table(core, g)).toEqual(golden);
    const r = core.applyEdit(g, { kind: 'rename', player: 1, name: '  Benjamín\u200B ' }, AT);
    if (!r.ok) throw new Error(say(r.reason));
    expect(r.game.players.map((p) => p.name)).toEqual(['Ana', 'Benjamín']);
    expect(r.game.updatedAt).toBe(AT);
    expect(table(core, r.game)).toEqual([golden[0], ['Benjamín', golden[1]![1], golden[1]![2]]]);
    const back = core.parse(JSON.parse(JSON.stringify(r.game)));
    expect(back.ok).toBe(true);
    expect(core.targetOf?.({ kind: 'rename', player: 1, name: 'x' })).toBe('name 1');
  });

  it("a change of case of the player's own name is allowed", () => {
    const r = core.applyEdit(load(), { kind: 'rename', player: 0, name: 'ANA' }, AT);
    expect(r.ok && r.game.players[0]!.name).toBe('ANA');
  });

  it.each([
    ['', 'the new name is empty: every player needs a name'],
    ['\u200B  ', 'the new name is empty: every player needs a name'],
    ['x'.repeat(41), 'the new name is longer than 40 characters'],
    ['aNa', '"aNa" is already the name of player 1; names must differ'],
  ])('refuses %j in plain words and changes nothing', (name, words) => {
    const g = load();
    const r = core.applyEdit(g, { kind: 'rename', player: 1, name }, AT);
    expect(r.ok).toBe(false);
    expect(r.game).toBe(g);
    expect(say((r as { reason: Parameters<typeof say>[0] }).reason)).toBe(words);
  });

  it('refuses a seat that is not there', () => {
    const r = core.applyEdit(load(), { kind: 'rename', player: 5, name: 'Cy' }, AT);
    expect(r.ok ? '' : say(r.reason)).toBe('there is no player 6');
  });

  it('any name: renamed to its normal form and still a valid game with the same totals, or refused with nothing changed', () => {
    const g = load();
    const totals = table(core, g).map((row) => row[1]);
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.nat(1), (raw, seat) => {
        const r = core.applyEdit(g, { kind: 'rename', player: seat, name: raw }, AT);
        if (!r.ok) return void expect(r.game).toBe(g);
        expect(r.game.players[seat]!.name).toBe(normaliseName(raw));
        expect(r.game.players[1 - seat]).toBe(g.players[1 - seat]);
        expect(core.parse(JSON.parse(JSON.stringify(r.game))).ok).toBe(true);
        expect(table(core, r.game).map((row) => row[1])).toEqual(totals);
      }),
    );
  });
});
