// Two chosen players against each other in the game shown: games together, wins each, the average margin.
import { useId, useMemo, useState } from 'react';
import { headToHead, type HeadToHead as Pair } from '../stats/headToHead.ts';
import type { StatsInput } from '../stats/stats.ts';
import { useT } from '../i18n/useT.ts';
import { keptWith } from '../games/shared/keptWith.ts';

// Kept with the list of games they come from (stats opened again, or prepared while history was open, computes
// nothing).
const pairsOf = keptWith((_: readonly StatsInput[]) => new Map<string, Pair>());
export function pairOf(rows: readonly StatsInput[], a: string, b: string): Pair {
  const m = pairsOf(rows);
  const key = `${a}\u0000${b}`;
  let h = m.get(key);
  if (!h) m.set(key, (h = headToHead(rows, a, b)));
  return h;
}

export function HeadToHead({ rows, names, game }: { rows: readonly StatsInput[]; names: string[]; game: string }) {
  const [pick, setPick] = useState<[string, string]>([names[0]!, names[1]!]);
  // A name from another game's list falls back to the first players here.
  const a = names.includes(pick[0]) ? pick[0] : names[0]!;
  const b = names.includes(pick[1]) && pick[1] !== a ? pick[1] : names.find((n) => n !== a)!;
  const h = useMemo(() => pairOf(rows, a, b), [rows, a, b]);
  const id = useId();
  const { t } = useT();
  const choose = (i: 0 | 1) => (name: string) => setPick(i ? [a, name] : [name, b === name ? a : b]);
  return (
    <section className="head-to-head" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('shell.h2h.title')}</h2>
      <div className="filters">
        <Choose label={t('shell.stats.player')} value={a} names={names} onChange={choose(0)} />
        <Choose label={t('shell.h2h.against')} value={b} names={names.filter((n) => n !== a)} onChange={choose(1)} />
      </div>
      <div aria-live="polite" data-testid="head-to-head">
        {h.games === 0 ? (
          <p>{t('shell.h2h.none', { a, b, game })}</p>
        ) : (
          <dl className="stat-numbers">
            <div>
              <dt>{t('shell.h2h.games')}</dt>
              <dd>{h.games}</dd>
            </div>
            <div>
              <dt>{t('shell.h2h.won', { name: a })}</dt>
              <dd>{h.winsA}</dd>
            </div>
            <div>
              <dt>{t('shell.h2h.won', { name: b })}</dt>
              <dd>{h.winsB}</dd>
            </div>
            {h.level > 0 && (
              <div>
                <dt>{t('shell.h2h.level')}</dt>
                <dd>{h.level}</dd>
              </div>
            )}
            <div>
              <dt>{t('shell.h2h.margin')}</dt>
              <dd>
                {h.margin === 0 ? (
                  t('shell.h2h.even')
                ) : (
                  <>
                    <bdi>{h.margin > 0 ? a : b}</bdi> +{Math.abs(h.margin)}
                  </>
                )}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}

function Choose({
  label,
  value,
  names,
  onChange,
}: {
  label: string;
  value: string;
  names: string[];
  onChange: (name: string) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {names.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
