// The coach (off by default): the tiles in hand, and for the selected cell what each would bring and do to goals.
import { GOALS, keyOf, tileName } from '../core/index.ts';
import { useGameStore } from '../store.ts';
import { useT } from '../../../i18n/useT.ts';
import type { CellAdvice } from './coach.ts';

const yesNo = (ok: boolean) => (ok ? 'still possible' : 'impossible');

export function CoachPanel({ advice }: { advice: Map<number, CellAdvice[]> }) {
  const { m } = useT();
  const coach = useGameStore((s) => s.coach);
  const setCoach = useGameStore((s) => s.setCoach);
  const selected = useGameStore((s) => s.selected);
  const here = selected !== null ? advice.get(selected) : undefined;
  return (
    <section className="coach-panel" aria-label="Coach">
      <div className="hand">
        <span>In hand:</span>
        {([0, 1] as const).map((slot) => (
          <button key={slot} type="button" aria-pressed={coach.choosing === slot} aria-label={`Tile ${slot + 1} in hand: ${coach.hand[slot] ? m(tileName(coach.hand[slot]!)) : 'none'}`}
            onClick={() => setCoach({ choosing: coach.choosing === slot ? null : slot })}>
            {coach.hand[slot] ? m(tileName(coach.hand[slot]!)) : `Tile ${slot + 1}: choose`}
          </button>
        ))}
        {(coach.hand[0] || coach.hand[1]) && <button type="button" className="link" onClick={() => setCoach({ hand: [null, null], choosing: null })}>Clear hand</button>}
      </div>
      {coach.choosing !== null && <p className="coach-detail">Pick tile {coach.choosing + 1} in the tile picker.</p>}
      {!coach.hand[0] && !coach.hand[1] && coach.choosing === null && <p className="coach-detail">Choose the tiles in your hand: every empty cell shows what it would score now.</p>}
      {here && selected !== null && (
        <ul className="coach-detail">
          {here.map((a) => (
            <li key={`${a.tile.color}-${a.tile.pattern}`}>
              <strong>{m(tileName(a.tile))} on {keyOf(selected)}: +{a.gain.points}</strong>
              {a.gain.button && ' (button)'}{a.gain.cat && ` (${a.gain.cat})`}
              {a.goals.map((g) => ` · ${GOALS[g.goal].label}: colour ${yesNo(g.after.byColor)}, pattern ${yesNo(g.after.byPattern)}`).join('')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
