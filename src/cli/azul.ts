// The CLI's Azul part: per player the rounds (wall points, floor, clamp), bonuses, total and place, and a score
// pad with rounds as rows and players as columns, like the paper one.
import { GAME_FORMAT, parseGame, placeName, scoreGame, type GameScore } from '../games/azul/core/index.ts';
import type { GameCli } from './score.ts';
import { textTable } from './table.ts';

export const azulCli: GameCli = {
  formats: [GAME_FORMAT],
  score(data, file) {
    const parsed = parseGame(data);
    if (!parsed.ok) return { ok: false, errors: parsed.errors };
    const score = scoreGame(parsed.game);
    return { ok: true, json: breakdown(score), text: pad(file, score) };
  },
};

function breakdown(score: GameScore) {
  return {
    ended: score.ended,
    endedAfterRound: score.endedAfterRound,
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
      bonuses: p.bonuses,
      completeRows: p.completeRows,
    })),
    notes: score.notes,
  };
}

function pad(file: string, score: GameScore): string {
  const header = ['', ...score.players.map((p) => p.name)];
  const rounds = Array.from({ length: score.rounds }, (_, i) => [
    `Round ${i + 1}`,
    ...score.players.map((p) => {
      const r = p.rounds[i]!;
      return `${r.wallPoints}${r.floor.penalty ? ` ${r.floor.penalty}` : ''}${r.clamp ? ` +${r.clamp}` : ''} = ${r.after}`;
    }),
  ]);
  const rows = [
    header,
    ...rounds,
    ['Bonuses', ...score.players.map((p) => String(p.bonuses.total))],
    ['Total', ...score.players.map((p) => String(p.total))],
    ['Place', ...score.players.map((p) => placeName(p.place))],
  ];
  const state = score.ended ? `ended after round ${score.endedAfterRound! + 1}` : 'not ended yet (no bonuses counted)';
  return [`${file} — Azul, ${state}`, ...textTable(rows), ...score.notes.map((n) => `* ${n}`), ''].join('\n');
}
