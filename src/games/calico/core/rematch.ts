// A rematch: the same players on the same boards and seats, with the table as it is (the same cats, patterns and
// goal tiles), the same mode and house rules, and nothing placed. Played along again if the last game was.
import { GAME_FORMAT, GAME_VERSION, type Game } from './game.ts';

export function rematch(last: Game, id: string, at: string): Game {
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    id,
    createdAt: at,
    updatedAt: at,
    mode: last.mode,
    cats: last.cats.map((c) => ({ cat: c.cat, patterns: [...c.patterns] as typeof c.patterns })),
    ...(last.rules ? { rules: structuredClone(last.rules) } : {}),
    players: last.players.map((p) => ({
      name: p.name,
      board: p.board,
      goals: [...p.goals] as typeof p.goals,
      cells: {},
    })),
    ...(last.history ? { history: [] } : {}),
  };
}

/** Nothing entered: no tile on any board, no correction, no placement. */
export const isBlank = (g: Game): boolean =>
  !g.history?.length &&
  g.players.every(
    (p) =>
      Object.keys(p.cells).length === 0 &&
      !Object.values(p.corrections ?? {}).some((c) => Object.values(c ?? {}).some(Boolean)),
  );
