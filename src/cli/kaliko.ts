// The CLI's Kaliko part: every turn with what it scored, running totals, and places.
import { KALIKO_FORMAT, parseKalikoGame, placeName, placesOf, replay, type KalikoGame } from '../games/kaliko/core/index.ts';
import type { GameCli } from './score.ts';
import { textTable } from './table.ts';

export const kalikoCli: GameCli = {
  formats: [KALIKO_FORMAT],
  score(data, file) {
    const parsed = parseKalikoGame(data);
    if (!parsed.ok) return { ok: false, errors: parsed.errors };
    return { ok: true, ...scored(file, parsed.game) };
  },
};

function scored(file: string, game: KalikoGame) {
  const state = replay(game);
  const places = placesOf(state.totals);
  const json = {
    ended: state.ended,
    players: game.players.map((p, i) => ({ name: p.name, total: state.totals[i], place: places[i] })),
    turns: state.turns.map((t) => ({
      turn: t.index + 1, player: game.players[t.player]!.name, kind: t.kind, points: t.points,
      paths: t.paths.map((p) => ({ colour: p.colour, closed: p.closed, segments: p.segmentCount, crossings: p.crossings.length, points: p.points })),
    })),
  };
  const rows = [
    ['Turn', ...game.players.map((p) => p.name)],
    ...state.turns.map((t) => [
      `${t.index + 1} ${t.kind}`,
      ...t.totals.map((total, i) => (i === t.player ? `${t.points ? `+${t.points} ` : ''}${total}` : '')),
    ]),
    ['Total', ...state.totals.map(String)],
    ['Place', ...places.map((p) => placeName(p))],
  ];
  const text = [`${file} — Kaliko${state.ended ? `, ended (${state.ended})` : ''}`, ...textTable(rows), ''].join('\n');
  return { json, text };
}
