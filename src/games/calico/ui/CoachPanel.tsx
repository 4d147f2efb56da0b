// The coach (off by default): the tiles in hand, and for the selected cell what each would bring and do to goals.
import { GOALS, keyOf, tileName } from '../core/index.ts';
import { useGameStore } from '../store.ts';
import { useT } from '../../../i18n/useT.ts';
import type { CellAdvice } from './coach.ts';

export function CoachPanel({ advice }: { advice: Map<number, CellAdvice[]> }) {
  const { t, m } = useT();
  const coach = useGameStore((s) => s.coach);
  const setCoach = useGameStore((s) => s.setCoach);
  const selected = useGameStore((s) => s.selected);
  const here = selected !== null ? advice.get(selected) : undefined;
  const yesNo = (ok: boolean) => t(ok ? 'calico.coach.possible' : 'calico.coach.impossible');
  return (
    <section className="coach-panel" aria-label={t('calico.coach.title')}>
      <div className="hand">
        <span>{t('calico.coach.inHand')}</span>
        {([0, 1] as const).map((slot) => (
          <button
            key={slot}
            type="button"
            aria-pressed={coach.choosing === slot}
            aria-label={t('calico.coach.slot', {
              n: slot + 1,
              tile: coach.hand[slot] ? m(tileName(coach.hand[slot]!)) : t('calico.coach.none'),
            })}
            onClick={() => setCoach({ choosing: coach.choosing === slot ? null : slot })}
          >
            {coach.hand[slot] ? m(tileName(coach.hand[slot]!)) : t('calico.coach.choose', { n: slot + 1 })}
          </button>
        ))}
        {(coach.hand[0] || coach.hand[1]) && (
          <button type="button" className="link" onClick={() => setCoach({ hand: [null, null], choosing: null })}>
            {t('calico.coach.clear')}
          </button>
        )}
      </div>
      {coach.choosing !== null && <p className="coach-detail">{t('calico.coach.pick', { n: coach.choosing + 1 })}</p>}
      {!coach.hand[0] && !coach.hand[1] && coach.choosing === null && (
        <p className="coach-detail">{t('calico.coach.help')}</p>
      )}
      {here && selected !== null && (
        <ul className="coach-detail">
          {here.map((a) => (
            <li key={`${a.tile.color}-${a.tile.pattern}`}>
              <strong>
                {t('calico.coach.gain', { tile: m(tileName(a.tile)), cell: keyOf(selected), points: a.gain.points })}
              </strong>
              {a.gain.button && ` ${t('calico.coach.button')}`}
              {a.gain.cat && ` (${a.gain.cat})`}
              {a.goals
                .map(
                  (g) =>
                    ` · ${t('calico.coach.goal', { goal: GOALS[g.goal].label, colour: yesNo(g.after.byColor), pattern: yesNo(g.after.byPattern) })}`,
                )
                .join('')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
