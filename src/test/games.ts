// Games for app tests, built from the hand-scored fixtures of the core.
import { readFileSync } from 'node:fs';
import { GAME_FORMAT, GAME_VERSION, parseGameJson, type Game } from '../calico/index.ts';

export function exampleGame(): Game {
  const r = parseGameJson(readFileSync('docs/examples/ana-ben.json', 'utf8'));
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.game;
}

export function emptyGame(id = 'g-test', names = ['Ana', 'Ben']): Game {
  const t = '2026-11-21T20:00:00.000Z';
  return {
    format: GAME_FORMAT, version: GAME_VERSION, id, createdAt: t, updatedAt: t, mode: 'standard',
    cats: exampleGame().cats,
    players: names.map((name, i) => ({ name, board: (['blue', 'green', 'yellow', 'purple'] as const)[i]!, goals: ['aa-bb-cc', 'aaa-bbb', 'a-b-c-d-e-f'], cells: {} })),
  };
}
