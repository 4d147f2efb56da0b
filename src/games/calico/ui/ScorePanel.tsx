// One player's running score, explained: every button, cat and goal, each tappable to show its cells.
import { memo } from 'react';
import type { ReactNode } from 'react';
import { CATS, COLOR_NAMES, GOALS, PATTERN_NAMES, type GameScore, type PlayerScore, type PlayerSheet, type Tile } from '../core/index.ts';
import { useGameStore } from '../store.ts';
import { BoardSvg } from './BoardSvg.tsx';
import { goalWhy } from './goalWords.ts';
import './breakdown.css';
import { useT } from '../../../i18n/useT.ts';
import { withSlots } from '../../../i18n/screenWords.tsx';
import { colorWord } from './terms.ts';

const VERDICT = { both: 'colour and pattern', color: 'colour only', pattern: 'pattern only', neither: 'not met', pending: '' } as const;

export const ScorePanel = memo(function ScorePanel({ player, score, game, sheet }: { player: number; score: PlayerScore; game: GameScore; sheet: PlayerSheet }) {
  const setHighlight = useGameStore((s) => s.setHighlight);
  const { t } = useT();
  const highlight = useGameStore((s) => s.highlight);
  const show = (label: string, cells: string[]) =>
    setHighlight(highlight?.label === label ? null : { player, label, cells: cells as never });
  // The line's cells are shown on a small copy of the board right under it: on a phone the board is a screen away.
  const item = (label: string, cells: string[], text: string, points: number | string, detail?: ReactNode) => {
    const on = highlight?.label === label && highlight.player === player;
    return (
      <li key={label}>
        <button type="button" className="score-item" aria-pressed={on} onClick={() => show(label, cells)}>
          <span>{text}{detail}</span>
          <strong>{points}</strong>
        </button>
        {on && <BoardSvg sheet={sheet} score={score} highlight={cells as never} label={t('calico.score.cellsOf', { name: sheet.name, text })} className="board mini breakdown-board" />}
      </li>
    );
  };
  const ring = (cells: readonly string[]): Tile[] => cells.map((k) => sheet.cells[k as keyof typeof sheet.cells]).filter((t): t is Tile => !!t);
  return (
    <section className="score-panel" aria-label={t('calico.score.label', { name: score.name })}>
      <h2 className="total" aria-live="polite">
        {withSlots(t, 'calico.score.total', { count: score.total }, { name: <bdi>{score.name}</bdi>, total: <strong data-testid="player-total">{score.total}</strong> })}
      </h2>
      <h3>{t('calico.score.goals')} <small>{score.points.goals}</small></h3>
      <ul>
        {score.goals.map((g, i) =>
          item(`goal${i}`, g.cells, `${GOALS[g.goal].label} — ${g.status === 'pending' ? `pending (${g.cells.filter((k) => sheet.cells[k]).length}/6 filled)` : VERDICT[g.status]}`,
            g.status === 'pending' ? '–' : g.points,
            <span className="goal-why">
              <span>{t('calico.score.colours')} {goalWhy(g.goal, ring(g.cells).map((t) => t.color), COLOR_NAMES)}</span>
              <span>{t('calico.score.patterns')} {goalWhy(g.goal, ring(g.cells).map((t) => t.pattern), PATTERN_NAMES)}</span>
            </span>),
        )}
      </ul>
      <h3>{t('calico.score.buttons')} <small>{score.points.buttons + score.points.rainbow}</small></h3>
      <ul>
        {score.buttons.length === 0 && <li className="muted">{t('calico.score.noButton')}</li>}
        {score.buttons.map((b, k) => item(`button${k}`, b.cells, t(b.turn !== null ? 'calico.score.buttonTurn' : 'calico.score.button', { colour: colorWord(b.color), count: b.cells.length, turn: (b.turn ?? 0) + 1 }), b.points))}
        {game.rules.rainbowValue !== null && (
          <li className="muted">{score.rainbow.earned ? t('calico.score.rainbowAll') : t('calico.score.rainbow', { n: 6 - score.rainbow.missing.length })} <strong>{score.points.rainbow}</strong></li>
        )}
      </ul>
      <h3>{t('calico.setup.cats')} <small>{score.points.cats}</small></h3>
      <ul>
        {score.cats.length === 0 && <li className="muted">{t('calico.score.noCat')}</li>}
        {score.cats.map((c, k) => item(`cat${k}`, c.claim, `${CATS[c.cat].name} — ${c.pattern} (${CATS[c.cat].describe})`, c.points))}
      </ul>
      {score.corrections.points > 0 && (
        <>
          <h3>{t('calico.score.corrections')} <small>{score.corrections.points}</small></h3>
          <p className="muted">{t('calico.score.correctionsHelp')}</p>
        </>
      )}
    </section>
  );
});
