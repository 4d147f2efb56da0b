// One player's running score, explained: every button, cat and goal, each tappable to show its cells.
import { memo } from 'react';
import type { ReactNode } from 'react';
import {
  explainButton,
  explainCat,
  explainGoal,
  explainRainbow,
  goalWhy,
  type GameScore,
  type PlayerScore,
  type PlayerSheet,
  type Tile,
} from '../core/index.ts';
import { useT } from '../../../i18n/useT.ts';
import { useGameStore } from '../store.ts';
import { BoardSvg } from './BoardSvg.tsx';
import './breakdown.css';
import { withSlots } from '../../../i18n/screenWords.tsx';

export const ScorePanel = memo(function ScorePanel({
  player,
  score,
  game,
  sheet,
}: {
  player: number;
  score: PlayerScore;
  game: GameScore;
  sheet: PlayerSheet;
}) {
  const { t, m } = useT();
  const setHighlight = useGameStore((s) => s.setHighlight);
  const highlight = useGameStore((s) => s.highlight);
  const show = (label: string, cells: string[]) =>
    setHighlight(highlight?.label === label ? null : { player, label, cells: cells as never });
  // The line's cells are shown on a small copy of the board right under it: on a phone the board is a screen away.
  const item = (label: string, cells: string[], text: string, points: number | string, detail?: ReactNode) => {
    const on = highlight?.label === label && highlight.player === player;
    return (
      <li key={label}>
        <button type="button" className="score-item" aria-pressed={on} onClick={() => show(label, cells)}>
          <span>
            {text}
            {detail}
          </span>
          <strong>{points}</strong>
        </button>
        {on && (
          <BoardSvg
            sheet={sheet}
            score={score}
            highlight={cells as never}
            label={t('calico.score.cellsOf', { name: sheet.name, text })}
            className="board mini breakdown-board"
          />
        )}
      </li>
    );
  };
  const ring = (cells: readonly string[]): Tile[] =>
    cells.map((k) => sheet.cells[k as keyof typeof sheet.cells]).filter((t): t is Tile => !!t);
  return (
    <section className="score-panel" aria-label={t('calico.score.label', { name: score.name })}>
      <h2 className="total" aria-live="polite">
        {withSlots(
          t,
          'calico.score.total',
          { count: score.total },
          { name: <bdi>{score.name}</bdi>, total: <strong data-testid="player-total">{score.total}</strong> },
        )}
      </h2>
      <h3>
        {t('calico.score.goals')} <small>{score.points.goals}</small>
      </h3>
      <ul>
        {score.goals.map((g, i) =>
          item(
            `goal${i}`,
            g.cells,
            m(explainGoal(g, g.cells.filter((k) => sheet.cells[k]).length)),
            g.status === 'pending' ? '–' : g.points,
            <span className="goal-why">
              <span>
                {t('calico.score.colours')}{' '}
                {m(
                  goalWhy(
                    g.goal,
                    'color',
                    ring(g.cells).map((t) => t.color),
                  ),
                )}
              </span>
              <span>
                {t('calico.score.patterns')}{' '}
                {m(
                  goalWhy(
                    g.goal,
                    'pattern',
                    ring(g.cells).map((t) => t.pattern),
                  ),
                )}
              </span>
            </span>,
          ),
        )}
      </ul>
      <h3>
        {t('calico.score.buttons')} <small>{score.points.buttons + score.points.rainbow}</small>
      </h3>
      <ul>
        {score.buttons.length === 0 && <li className="muted">{t('calico.score.noButton')}</li>}
        {score.buttons.map((b, k) => item(`button${k}`, b.cells, m(explainButton(b)), b.points))}
        {game.rules.rainbowValue !== null && (
          <li className="muted">
            {m(explainRainbow(6 - score.rainbow.missing.length))} <strong>{score.points.rainbow}</strong>
          </li>
        )}
      </ul>
      <h3>
        {t('calico.setup.cats')} <small>{score.points.cats}</small>
      </h3>
      <ul>
        {score.cats.length === 0 && <li className="muted">{t('calico.score.noCat')}</li>}
        {score.cats.map((c, k) => item(`cat${k}`, c.claim, m(explainCat(c)), c.points))}
      </ul>
      {score.corrections.points > 0 && (
        <>
          <h3>
            {t('calico.score.corrections')} <small>{score.corrections.points}</small>
          </h3>
          <p className="muted">{t('calico.score.correctionsHelp')}</p>
        </>
      )}
    </section>
  );
});
