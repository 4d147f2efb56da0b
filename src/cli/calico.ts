// The CLI's Calico part: the breakdown of buttons, cats and goals, and the paper score pad.
import {
  GAME_FORMAT,
  parseGame,
  scoreGame,
  scoreSheet,
  type Game,
  type GameScore,
} from '../games/calico/core/index.ts';
import { msg } from '../games/shared/msg.ts';
import { fileErrors } from './problems.ts';
import type { GameCli, Say } from './gameCli.ts';
import { textTable } from './table.ts';

export const calicoCli: GameCli = {
  formats: [GAME_FORMAT],
  score(data, file, say) {
    const parsed = parseGame(data);
    if (!parsed.ok) return { ok: false, errors: fileErrors(parsed.problems, say) };
    const score = scoreGame(parsed.game);
    return { ok: true, json: breakdown(score, say), text: table(file, parsed.game, score, say) };
  },
};

/** The JSON breakdown: per player, buttons by colour, rainbow, cats, goals, corrections, total and place. */
export function breakdown(score: GameScore, say: Say) {
  return {
    source: score.source,
    finished: score.finished,
    players: score.players.map((p) => ({
      name: p.name,
      place: p.place,
      total: p.total,
      buttons: {
        byColor: Object.fromEntries(
          p.buttons.reduce((m, b) => m.set(b.color, (m.get(b.color) ?? 0) + 1), new Map<string, number>()),
        ),
        points: p.points.buttons,
      },
      rainbow: p.points.rainbow,
      cats: p.cats.map((c) => ({
        cat: c.cat,
        pattern: c.pattern,
        points: c.points,
        cells: c.claim,
        turn: c.turn === null ? null : c.turn + 1,
      })),
      goals: p.goals.map((g) => ({
        goal: g.goal,
        space: g.space,
        status: g.status,
        byColor: g.byColor,
        byPattern: g.byPattern,
        points: g.points,
      })),
      corrections: p.corrections,
    })),
    tieBreak: score.rules.tieBreak,
    tieNotes: score.tieNotes.map(say),
    shortfalls: score.shortfalls.map((s) => say(s.message)),
    warnings: score.warnings.map(say),
  };
}

function table(file: string, game: Game, score: GameScore, say: Say): string {
  const rows = scoreSheet(game, score);
  const header = ['', ...score.players.map((p) => p.name)];
  const body = rows.map((r) => [
    say(r.label),
    ...r.cells.map((c) => (r.key === 'place' && c.note ? say(c.note) : c.points === null ? '–' : String(c.points))),
  ]);
  const notes = [...score.tieNotes, ...score.shortfalls.map((s) => s.message), ...score.warnings];
  const head = say(msg('core.cli.calicoSource', { file, source: score.source }));
  return [head, ...textTable([header, ...body]), ...notes.map((n) => `* ${say(n)}`), ''].join('\n');
}
