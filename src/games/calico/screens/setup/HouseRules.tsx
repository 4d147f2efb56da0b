// The advanced part of the setup form: house rules (button and goal values, tie-break, limited cat token stacks).
import { CATS, GOAL_IDS, GOALS, type CatId, type HouseRules as Rules } from '../../core/index.ts';
import { useT } from '../../../../i18n/useT.ts';

export function HouseRules({
  rules,
  setRules,
  cats,
  stacks,
  setStacks,
}: {
  rules: Rules;
  setRules: (r: Rules) => void;
  cats: readonly CatId[];
  stacks: Partial<Record<CatId, string>>;
  setStacks: (s: Partial<Record<CatId, string>>) => void;
}) {
  const { t } = useT();
  return (
    <details className="advanced" id="cal-rules">
      <summary>{t('calico.rules.summary')}</summary>
      <label>
        {t('calico.rules.buttonValue')}{' '}
        <input
          type="number"
          min={0}
          max={99}
          value={rules.buttonValue}
          onChange={(e) => setRules({ ...rules, buttonValue: Number(e.target.value) })}
        />
      </label>
      <label className="radio">
        <input
          type="checkbox"
          checked={rules.rainbowValue !== null}
          onChange={(e) => setRules({ ...rules, rainbowValue: e.target.checked ? 3 : null })}
        />{' '}
        {t('calico.rules.rainbow')}
      </label>
      {rules.rainbowValue !== null && (
        <label>
          {t('calico.rules.rainbowValue')}{' '}
          <input
            type="number"
            min={0}
            max={99}
            value={rules.rainbowValue}
            onChange={(e) => setRules({ ...rules, rainbowValue: Number(e.target.value) })}
          />
        </label>
      )}
      <label className="radio">
        <input
          type="checkbox"
          checked={rules.goalsRequireBoth}
          onChange={(e) => setRules({ ...rules, goalsRequireBoth: e.target.checked })}
        />{' '}
        {t('calico.rules.both')}
      </label>
      <label>
        {t('calico.rules.tieBreak')}
        <select
          value={rules.tieBreak}
          onChange={(e) => setRules({ ...rules, tieBreak: e.target.value as Rules['tieBreak'] })}
        >
          <option value="buttons-first">{t('calico.rules.buttonsFirst')}</option>
          <option value="cats-first">{t('calico.rules.catsFirst')}</option>
        </select>
      </label>
      {cats.map((c) => (
        <label key={c}>
          {t('calico.rules.stack', { cat: CATS[c].name, points: CATS[c].points })}
          <input
            inputMode="numeric"
            placeholder={t('calico.rules.stackExample', { a: CATS[c].points, b: Math.max(0, CATS[c].points - 2) })}
            value={stacks[c] ?? ''}
            onChange={(e) => setStacks({ ...stacks, [c]: e.target.value })}
          />
        </label>
      ))}
      {GOAL_IDS.map((g) => {
        const v = rules.goalValues[g] ?? GOALS[g];
        const set = (low: number, high: number) =>
          setRules({ ...rules, goalValues: { ...rules.goalValues, [g]: { low, high } } });
        return (
          <div className="row" key={g}>
            <label>
              {t('calico.rules.goalOneWay', { goal: GOALS[g].label })}{' '}
              <input
                type="number"
                min={0}
                max={99}
                value={v.low}
                onChange={(e) => set(Number(e.target.value), v.high)}
              />
            </label>
            <label>
              {t('calico.rules.goalBoth')}{' '}
              <input
                type="number"
                min={0}
                max={99}
                value={v.high}
                onChange={(e) => set(v.low, Number(e.target.value))}
              />
            </label>
          </div>
        );
      })}
    </details>
  );
}
