// The advanced part of the setup form: house rules (button and goal values, tie-break, limited cat token stacks).
import { CATS, GOAL_IDS, GOALS, type CatId, type HouseRules as Rules } from '../../core/index.ts';

export function HouseRules({ rules, setRules, cats, stacks, setStacks }: {
  rules: Rules; setRules: (r: Rules) => void; cats: readonly CatId[];
  stacks: Partial<Record<CatId, string>>; setStacks: (s: Partial<Record<CatId, string>>) => void;
}) {
  return (
    <details className="advanced" id="cal-rules">
      <summary>Advanced: house rules</summary>
      <label>Points per button <input type="number" min={0} max={99} value={rules.buttonValue} onChange={(e) => setRules({ ...rules, buttonValue: Number(e.target.value) })} /></label>
      <label className="radio"><input type="checkbox" checked={rules.rainbowValue !== null} onChange={(e) => setRules({ ...rules, rainbowValue: e.target.checked ? 3 : null })} /> Rainbow button</label>
      {rules.rainbowValue !== null && (
        <label>Rainbow points <input type="number" min={0} max={99} value={rules.rainbowValue} onChange={(e) => setRules({ ...rules, rainbowValue: Number(e.target.value) })} /></label>
      )}
      <label className="radio"><input type="checkbox" checked={rules.goalsRequireBoth} onChange={(e) => setRules({ ...rules, goalsRequireBoth: e.target.checked })} /> Goals score only when met by colour and pattern</label>
      <label>
        Tie-break
        <select value={rules.tieBreak} onChange={(e) => setRules({ ...rules, tieBreak: e.target.value as Rules['tieBreak'] })}>
          <option value="buttons-first">Most buttons, then most cats</option>
          <option value="cats-first">Most cats, then most buttons (rulebook)</option>
        </select>
      </label>
      {cats.map((c) => (
        <label key={c}>
          {CATS[c].name} token stack, highest first (empty: unlimited {CATS[c].points}s)
          <input inputMode="numeric" placeholder={`e.g. ${CATS[c].points}, ${CATS[c].points}, ${Math.max(0, CATS[c].points - 2)}`} value={stacks[c] ?? ''} onChange={(e) => setStacks({ ...stacks, [c]: e.target.value })} />
        </label>
      ))}
      {GOAL_IDS.map((g) => {
        const v = rules.goalValues[g] ?? GOALS[g];
        const set = (low: number, high: number) => setRules({ ...rules, goalValues: { ...rules.goalValues, [g]: { low, high } } });
        return (
          <div className="row" key={g}>
            <label>{GOALS[g].label} one way <input type="number" min={0} max={99} value={v.low} onChange={(e) => set(Number(e.target.value), v.high)} /></label>
            <label>both <input type="number" min={0} max={99} value={v.high} onChange={(e) => set(v.low, Number(e.target.value))} /></label>
          </div>
        );
      })}
    </details>
  );
}
