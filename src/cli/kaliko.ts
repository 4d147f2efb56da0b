// The CLI's Kaliko part: every turn with what it scored, running totals, and places.
import {
  endReason,
  KALIKO_FORMAT,
  parseKalikoGame,
  placeName,
  placesOf,
  replay,
  type KalikoGame,
} from '../games/kaliko/core/index.ts';
import { msg } from '../games/shared/msg.ts';
import { fileErrors } from './problems.ts';
import type { GameCli, Say } from './gameCli.ts';
import { textTable } from './table.ts';

export const kalikoCli: GameCli = {
  formats: [KALIKO_FORMAT],
  score(data, file, say) {
    const parsed = parseKalikoGame(data);
    if (!parsed.ok) return { ok: false, errors: fileErrors(parsed.problems, say) };
    return { ok: true, ...scored(file, parsed.game, say) };
  },
};

function scored(file: string, game: KalikoGame, say: Say) {
  const state = replay(game);
  const places = placesOf(state.totals);
  const json = {
    ended: state.ended,
    players: game.players.map((p, i) => ({ name: p.name, total: state.totals[i], place: places[i] })),
    turns: state.turns.map((t) => ({
      turn: t.index + 1,
      player: game.players[t.player]!.name,
      kind: t.kind,
      points: t.points,
      paths: t.paths.map((p) => ({
        colour: p.colour,
        closed: p.closed,
        segments: p.segmentCount,
        crossings: p.crossings.length,
        points: p.points,
      })),
    })),
  };
  const rows = [
    [say(msg('core.cli.turn')), ...game.players.map((p) => p.name)],
    ...state.turns.map((t) => [
      say(msg('core.cli.turnKind', { turn: t.index + 1, kind: t.kind })),
      ...t.totals.map((total, i) => (i === t.player ? `${t.points ? `+${t.points} ` : ''}${total}` : '')),
    ]),
    [say(msg('core.cli.total')), ...state.totals.map(String)],
    [say(msg('core.cli.place')), ...places.map((p) => say(placeName(p)))],
  ];
  const head = say(
    msg('core.cli.kalikoState', {
      file,
      ended: state.ended ?? 'no',
      reason: state.ended ? endReason(state.ended) : '',
    }),
  );
  const text = [head, ...textTable(rows), ''].join('\n');
  return { json, text };
}
