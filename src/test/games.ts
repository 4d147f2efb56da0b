// Games for app tests, built from the hand-scored fixtures of the core.
import { readFileSync } from 'node:fs';
import {
  ALL_TILES,
  BOARD_IDS,
  GAME_FORMAT,
  GAME_VERSION,
  GOAL_IDS,
  PLAYABLE_CELLS,
  keyOf,
  parseGameJson,
  randomPatterns,
  randomStandardCats,
  shuffle,
  type Game,
} from '../games/calico/core/index.ts';

export function exampleGame(): Game {
  const r = parseGameJson(readFileSync('docs/examples/ana-ben.json', 'utf8'));
  if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
  return r.game;
}

export function emptyGame(id = 'g-test', names = ['Ana', 'Ben']): Game {
  const t = '2026-11-21T20:00:00.000Z';
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id,
    createdAt: t,
    updatedAt: t,
    mode: 'standard',
    cats: exampleGame().cats,
    players: names.map((name, i) => ({
      name,
      board: (['blue', 'green', 'yellow', 'purple'] as const)[i]!,
      goals: ['aa-bb-cc', 'aaa-bbb', 'a-b-c-d-e-f'],
      cells: {},
    })),
  };
}

/** `n` real-looking finished games (2–4 players, full boards, a game every 5 hours from 2019), repeatable by seed:
 * the generator of bench/history.bench.ts. */
export function randomGames(n: number, seed = 42, idPrefix = 'bench'): Game[] {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Zoé', 'Łucja', '陳'];
  return Array.from({ length: n }, (_, i) => {
    const t = new Date(Date.UTC(2019, 0, 1) + i * 36e5 * 5).toISOString();
    const players = shuffle(names, random).slice(0, 2 + (i % 3));
    return {
      format: GAME_FORMAT,
      version: GAME_VERSION,
      id: `${idPrefix}-${i}`,
      createdAt: t,
      updatedAt: t,
      finishedAt: t,
      mode: 'standard',
      cats: randomPatterns(randomStandardCats(random), random),
      players: players.map((name, k) => ({
        name,
        board: BOARD_IDS[k]!,
        goals: shuffle(GOAL_IDS, random).slice(0, 3) as Game['players'][number]['goals'],
        cells: Object.fromEntries(PLAYABLE_CELLS.map((c) => [keyOf(c), ALL_TILES[Math.floor(random() * 36)]!])),
      })),
    } satisfies Game;
  });
}
