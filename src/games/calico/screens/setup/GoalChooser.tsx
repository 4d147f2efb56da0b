// A player's three design goals in the order of their spaces. One tap per goal: the highlighted space takes the goal
// tapped (swapping places if it was on another space), then the next space is highlighted.
import { useState } from 'react';
import { GOAL_IDS, GOALS, type GoalId } from '../../core/index.ts';
import { GoalPicture } from '../../ui/GoalPicture.tsx';
import { goalMeaning } from '../../ui/goalWords.ts';

export const SPACE_NAMES = ['Top', 'Right', 'Left'] as const;
export type Goals = [GoalId, GoalId, GoalId];

/** The goals after putting `goal` on space `space` (a goal already on another space swaps with it). */
export function placeGoal(goals: Goals, space: number, goal: GoalId): Goals {
  const next = [...goals] as Goals;
  const was = goals.indexOf(goal);
  if (was >= 0) next[was] = goals[space]!;
  next[space] = goal;
  return next;
}

export function GoalChooser({ id, who, goals, onChange, scoring }: { id: string; who: string; goals: Goals; onChange: (g: Goals) => void; scoring: boolean }) {
  const [space, setSpace] = useState(0);
  return (
    <div className="goal-chooser" id={id} role="group" aria-label={`${who}: design goals`}>
      <div className="goal-spaces" role="radiogroup" aria-label={`${who}: space to fill`}>
        {goals.map((g, k) => (
          <button key={k} type="button" role="radio" aria-checked={space === k} className="goal-space" onClick={() => setSpace(k)}>
            <span className="goal-space-name">{SPACE_NAMES[k]}</span> <b>{GOALS[g].label}</b>
          </button>
        ))}
      </div>
      <p className="muted small">Tap the goal on {who}'s <b>{SPACE_NAMES[space]!.toLowerCase()}</b> space:</p>
      <div className="goal-options">
        {GOAL_IDS.map((g) => {
          const on = goals.indexOf(g);
          return (
            <button key={g} type="button" className="goal-option" aria-pressed={on >= 0}
              aria-label={`${GOALS[g].label}: ${goalMeaning(GOALS[g].parts)}, ${GOALS[g].low} or ${GOALS[g].high} points${on >= 0 ? `, on the ${SPACE_NAMES[on]!.toLowerCase()} space` : ''}`}
              onClick={() => (onChange(placeGoal(goals, space, g)), setSpace((space + 1) % 3))}>
              <GoalPicture id={g} />
              <span className="goal-meaning">{goalMeaning(GOALS[g].parts)}</span>
              <span className="goal-points">{scoring ? `${GOALS[g].low} / ${GOALS[g].high}` : 'no points'}</span>
              {on >= 0 && <span className="goal-on">{SPACE_NAMES[on]}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
