// The CLI's Azul part: per player the rounds (wall points, floor, clamp), bonuses, total and place, and a score
// pad with rounds as rows and players as columns, like the paper one.
import { GAME_FORMAT, parseGame, placeName, scoreGame, type GameScore } from '../games/azul/core/index.ts';
import { msg } from '../games/shared/msg.ts';
import { fileErrors } from './problems.ts';
import type { GameCli, Say } from './gameCli.ts';
import { textTable } from './table.ts';

export const azulCli: GameCli = {
  formats: [GAME_FORMAT],
  score(data, file, say) {
    const parsed = parseGame(data);
    if (!parsed.ok) return { ok: false, errors: fileErrors(parsed.problems, say) };
    const score = scoreGame(parsed.game);
    return { ok: true, json: breakdown(score, say), text: pad(file, score, say) };
  },
};

function breakdown(score: GameScore, say: Say) {
  return {
    ended: score.ended,
    // Counted from 1 everywhere, as the score pad counts rounds and the rulebook rows and columns (the file and the
    // core count from 0).
    endedAfterRound: score.endedAfterRound === null ? null : score.endedAfterRound + 1,
    players: score.players.map((p) => ({
      name: p.name,
      place: p.place,
      total: p.total,
      rounds: p.rounds.map((r) => ({
        round: r.round + 1,
        tiles: r.tiles.map((t) => ({ row: t.row + 1, col: t.col + 1, color: t.color, points: t.points })),
        wallPoints: r.wallPoints,
        floor: r.floor.penalty,
        clamp: r.clamp,
        after: r.after,
      })),
      bonuses: {
        rows: p.bonuses.rows.map((b) => ({ row: b.row + 1, points: b.points })),
        columns: p.bonuses.columns.map((b) => ({ col: b.col + 1, points: b.points })),
        colors: p.bonuses.colors,
        total: p.bonuses.total,
      },
      completeRows: p.completeRows,
    })),
    notes: score.notes.map(say),
  };
}

function pad(file: string, score: GameScore, say: Say): string {
  const header = ['', ...score.players.map((p) => p.name)];
  const rounds = Array.from({ length: score.rounds }, (_, i) => [
    say(msg('core.cli.round', { round: i + 1 })),
    ...score.players.map((p) => {
      const r = p.rounds[i]!;
      return `${r.wallPoints}${r.floor.penalty ? ` ${r.floor.penalty}` : ''}${r.clamp ? ` +${r.clamp}` : ''} = ${r.after}`;
    }),
  ]);
  const rows = [
    header,
    ...rounds,
    [say(msg('core.cli.bonuses')), ...score.players.map((p) => String(p.bonuses.total))],
    [say(msg('core.cli.total')), ...score.players.map((p) => String(p.total))],
    [say(msg('core.cli.place')), ...score.players.map((p) => say(placeName(p.place)))],
  ];
  const head = say(
    msg('core.cli.azulState', { file, ended: score.ended ? 'yes' : 'no', round: (score.endedAfterRound ?? 0) + 1 }),
  );
  return [head, ...textTable(rows), ...score.notes.map((n) => `* ${say(n)}`), ''].join('\n');
}
