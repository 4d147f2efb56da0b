// Hostile links: sound codes (right checksum) around games that are wrong in every way are refused in one plain
// sentence, never with a path like players[0] or a stack trace, and never pollute objects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGameJson as parseAzul } from '../games/azul/core/index.ts';
import { randomGame as randomKaliko } from '../games/kaliko/core/test/random.ts';
import { loadGame } from '../games/registry.ts';
import type { GameDoc } from '../games/types.ts';
import { exampleGame } from '../test/games.ts';
import { previewBoard } from './boards.ts';
import { encode } from './codec.ts';
import { readCode } from './payload.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import type { Msg } from '../games/shared/msg.ts';

const words = (m: Msg) => renderMsg(nodeI18n('en'), m);

const azul = (): GameDoc => {
  const r = parseAzul(/```json\n([\s\S]*?)```/.exec(readFileSync('docs/azul-format.md', 'utf8'))![1]!);
  if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
  return r.game;
};
const GAMES: [string, () => GameDoc][] = [
  ['calico', () => exampleGame()],
  ['azul', azul],
  ['kaliko', () => randomKaliko(3, 2, 6)],
];

/** A refusal a player can read: no paths, no code words, no stack trace. */
const expectPlain = (r: Awaited<ReturnType<typeof readCode>>) => {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(words(r.message)).not.toMatch(/\[\d+\]|\w\.\w+:|__proto__|Error|at \w+ \(|undefined|\[object/);
  expect(words(r.message).length).toBeLessThan(400);
};

describe.each(GAMES)('%s: a sound link around a wrong game', (_, make) => {
  const g = make() as GameDoc & Record<string, unknown>;
  const player0 = g.players[0]! as unknown as Record<string, unknown>;
  const wrong: [string, unknown][] = [
    ['players of the wrong type', { ...g, players: 'everyone' }],
    ['100 players', { ...g, players: Array.from({ length: 100 }, (_, i) => ({ ...player0, name: `P${i}` })) }],
    ['a name of 5000 characters', { ...g, players: [{ ...player0, name: 'n'.repeat(5000) }, ...g.players.slice(1)] }],
    ['a name of the wrong type', { ...g, players: [{ ...player0, name: 7 }, ...g.players.slice(1)] }],
    [
      'a negative, fractional or huge number everywhere a number is',
      JSON.parse(JSON.stringify(g), (_k, v) => (typeof v === 'number' ? -1.5e300 : v)),
    ],
    ['dates that are not dates', { ...g, createdAt: 'yesterday', updatedAt: -1 }],
    ['no game at all', null],
  ];
  it.each(wrong)('%s is refused in plain words', async (_, bad) => {
    expectPlain(await readCode(await encode({ k: 'copy', f: g.format, g: bad })));
    expectPlain(await readCode(await encode({ k: 'join', f: g.format, g: bad })));
  });

  it('prototype keys anywhere pollute nothing and are not kept', async () => {
    const text = JSON.stringify({ k: 'copy', f: g.format, g }).replace(
      /\{/g,
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},',
    );
    const r = await readCode(await encode(JSON.parse(text)));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (r.ok) expect(JSON.stringify(r.value.kind === 'copy' && r.value.game)).not.toMatch(/__proto__|polluted/);
    else expectPlain(r);
  });
});

it('a link for an unknown format, or an envelope of the wrong shape, says so in words', async () => {
  for (const env of [
    { k: 'copy', f: 'chess/1', g: {} },
    { k: 'copy', f: 5, g: {} },
    { k: 'board', f: 'x', id: 'a', seat: -1, name: 'A', b: 0 },
    { k: 'steal' },
    [],
    'text',
    42,
  ]) {
    expectPlain(await readCode(await encode(env)));
  }
});

describe('a board for a game of another kind with the same id (a crafted link)', () => {
  it.each([
    ['calico', azul],
    ['azul', () => exampleGame() as GameDoc],
  ] as const)('a %s board over another game is refused, never thrown', async (kind, host) => {
    const m = await loadGame(kind);
    const doc = host();
    let r: ReturnType<typeof previewBoard> | undefined;
    expect(
      () => (r = previewBoard(m, doc, 0, m.share!.board(kind === 'calico' ? exampleGame() : azul(), 0))),
    ).not.toThrow();
    expect(r!.ok).toBe(false);
  });

  it.each(['calico', 'azul'] as const)('%s: garbage boards are refused, never thrown', async (kind) => {
    const m = await loadGame(kind);
    const doc = kind === 'calico' ? exampleGame() : azul();
    for (const b of [
      null,
      0,
      'x',
      [],
      {},
      { cells: null },
      { cells: [] },
      { walls: 5 },
      JSON.parse('{"__proto__":{"cells":{}}}'),
      { rounds: Array(1000).fill({}) },
      { cells: { '2,2': { color: 'teal', pattern: 'dots' } } },
      { rounds: [{ tiles: [{ row: 9, col: -1 }] }] },
    ]) {
      let r: ReturnType<typeof previewBoard> | undefined;
      expect(() => (r = previewBoard(m, doc, 0, b)), JSON.stringify(b)).not.toThrow();
      expect(r!.ok, JSON.stringify(b)).toBe(false);
      if (r && !r.ok) expect(words(r.reason)).not.toMatch(/\[\d+\]|\w\.\w+:|undefined/);
    }
  });
});
