// Two chosen players against each other in the game shown: games together, wins each, the average margin.
import { useId, useMemo, useState } from 'react';
import { headToHead } from '../stats/headToHead.ts';
import type { StatsInput } from '../stats/stats.ts';

export function HeadToHead({ rows, names, game }: { rows: readonly StatsInput[]; names: string[]; game: string }) {
  const [pick, setPick] = useState<[string, string]>([names[0]!, names[1]!]);
  // A name from another game's list falls back to the first players here.
  const a = names.includes(pick[0]) ? pick[0] : names[0]!;
  const b = names.includes(pick[1]) && pick[1] !== a ? pick[1] : names.find((n) => n !== a)!;
  const h = useMemo(() => headToHead(rows, a, b), [rows, a, b]);
  const id = useId();
  const choose = (i: 0 | 1) => (name: string) => setPick(i ? [a, name] : [name, b === name ? a : b]);
  return (
    <section className="head-to-head" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Head-to-head</h2>
      <div className="filters">
        <Choose label="Player" value={a} names={names} onChange={choose(0)} />
        <Choose label="Against" value={b} names={names.filter((n) => n !== a)} onChange={choose(1)} />
      </div>
      <div aria-live="polite" data-testid="head-to-head">
        {h.games === 0 ? <p><bdi>{a}</bdi> and <bdi>{b}</bdi> have no finished {game} game together.</p> : (
          <dl className="stat-numbers">
            <div><dt>Games together</dt><dd>{h.games}</dd></div>
            <div><dt><bdi>{a}</bdi> won</dt><dd>{h.winsA}</dd></div>
            <div><dt><bdi>{b}</bdi> won</dt><dd>{h.winsB}</dd></div>
            {h.level > 0 && <div><dt>Shared place</dt><dd>{h.level}</dd></div>}
            <div><dt>Average margin</dt><dd>{h.margin === 0 ? 'level' : <><bdi>{h.margin > 0 ? a : b}</bdi> +{Math.abs(h.margin)}</>}</dd></div>
          </dl>
        )}
      </div>
    </section>
  );
}

function Choose({ label, value, names, onChange }: { label: string; value: string; names: string[]; onChange: (name: string) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {names.map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
    </label>
  );
}
