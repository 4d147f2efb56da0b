// New game: players, boards, goals, cats and patterns, mode and house rules. The common case takes seconds:
// names (remembered ones are offered), then Start; cats and patterns come pre-dealt as in a standard setup.
import { useMemo, useState } from 'react';
import {
  BOARD_IDS, CAT_IDS, CATS, DEFAULT_RULES, GAME_FORMAT, GAME_VERSION, GOAL_IDS, GOALS, MAX_PLAYERS, PATTERN_NAMES, PATTERNS,
  checkGame, nameKey, normaliseName, parseGame, randomGoals, randomPatterns, randomStandardCats,
  type BoardId, type CatChoice, type CatId, type Game, type GoalId, type HouseRules, type Mode, type Pattern,
} from '../core/index.ts';
import { rememberNames } from '../../../db/db.ts';
import { useGameStore } from '../store.ts';
import { useSettings } from '../../../store/settings.ts';
import { navigate } from '../../../ui/router.ts';
import { requestPersistence } from '../../../ui/storage.ts';

interface DraftPlayer {
  name: string;
  board: BoardId;
  goals: [GoalId, GoalId, GoalId];
}

const SPACE_NAMES = ['Top', 'Right', 'Left'];
const newId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** "players[1].name: …" → "Player 2 name: …" for the form. */
export function humanError(e: string): string {
  return e
    .replace(/^players\[(\d+)\]\.?/, (_, n) => `Player ${Number(n) + 1} `)
    .replace(/^cats\[(\d+)\]\.?/, (_, n) => `Cat ${Number(n) + 1} `)
    .replace(/^rules\.?/, 'House rules ')
    .replace(/ : /, ': ');
}

export function SetupScreen() {
  const knownNames = useSettings((s) => s.knownNames);
  const open = useGameStore((s) => s.open);
  const [players, setPlayers] = useState<DraftPlayer[]>(() => [0, 1].map((i) => ({ name: '', board: BOARD_IDS[i]!, goals: randomGoals() })));
  const [cats, setCats] = useState<CatChoice[]>(() => randomPatterns(randomStandardCats()));
  const [mode, setMode] = useState<Mode>('standard');
  const [rules, setRules] = useState<HouseRules>(DEFAULT_RULES);
  const [stacks, setStacks] = useState<Partial<Record<CatId, string>>>({});
  const [touched, setTouched] = useState(false);
  const [playAlong, setPlayAlong] = useState(false);

  const draft: Game = useMemo(() => {
    const t = new Date().toISOString();
    const tokenStacks = Object.fromEntries(
      cats.map((c) => [c.cat, stacks[c.cat]?.trim()]).filter(([, s]) => s).map(([cat, s]) => [cat, (s as string).split(/[\s,]+/).filter(Boolean).map(Number)]),
    );
    const changed = Object.fromEntries(Object.entries({ ...rules, tokenStacks }).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(DEFAULT_RULES[k as keyof HouseRules])));
    return {
      format: GAME_FORMAT, version: GAME_VERSION, id: 'draft', createdAt: t, updatedAt: t, mode, cats,
      ...(Object.keys(changed).length ? { rules: changed } : {}),
      players: players.map((p) => ({ name: normaliseName(p.name), board: p.board, goals: p.goals, cells: {} })),
    };
  }, [players, cats, mode, rules, stacks]);

  const errors = useMemo(() => {
    // Shape problems (an empty name) and game-rule problems (a pattern on two cats) are shown together.
    const r = parseGame(draft);
    const list = [...new Set([...(r.ok ? [] : r.errors), ...checkGame(draft)])].map(humanError);
    players.forEach((p, i) => {
      const j = players.findIndex((q) => q.board === p.board);
      if (j < i) list.push(`Player ${i + 1} board: the ${p.board} board is already Player ${j + 1}'s`);
    });
    return list;
  }, [draft, players]);

  const update = (i: number, patch: Partial<DraftPlayer>) => setPlayers(players.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  const setCat = (i: number, patch: Partial<CatChoice>) => setCats(cats.map((c, k) => (k === i ? { ...c, ...patch } : c)));

  const start = () => {
    setTouched(true);
    if (errors.length) return;
    const game: Game = { ...draft, id: newId(), ...(playAlong ? { history: [] } : {}) };
    open(game, null);
    void requestPersistence();
    void rememberNames(game.players.map((p) => p.name)).then(() => useSettings.getState().load());
    navigate({ name: 'game', id: game.id }, true); // back from the game goes where the player came from
  };

  return (
    <main className="setup">
      <h1>New game</h1>
      <form onSubmit={(e) => (e.preventDefault(), start())} noValidate>
        <fieldset>
          <legend>Players</legend>
          <datalist id="known-names">{knownNames.map((n) => <option key={n} value={n} />)}</datalist>
          {players.map((p, i) => (
            <div className="player-setup" key={i}>
              <div className="two-col">
              <label>
                Player {i + 1}
                <input aria-label={`Player ${i + 1} name`} placeholder="Name" value={p.name} list="known-names" maxLength={40} autoComplete="off" onChange={(e) => update(i, { name: e.target.value })} />
              </label>
              {knownNames.length > 0 && !p.name && (
                <div className="name-chips" aria-label={`Names used before, for player ${i + 1}`} role="group">
                  {knownNames.filter((n) => !players.some((q) => nameKey(q.name) === nameKey(n))).slice(0, 6).map((n) => (
                    <button type="button" key={n} className="chip" onClick={() => update(i, { name: n })}>{n}</button>
                  ))}
                </div>
              )}
              <label>
                Board
                <select aria-label={`Player ${i + 1} board`} value={p.board} onChange={(e) => update(i, { board: e.target.value as BoardId })}>
                  {BOARD_IDS.map((b) => <option key={b} value={b}>{b[0]!.toUpperCase() + b.slice(1)}</option>)}
                </select>
              </label>
              </div>
              <div className="goal-selects">
                {p.goals.map((g, k) => (
                  <label key={k}>
                    {SPACE_NAMES[k]} goal
                    <select aria-label={`Player ${i + 1} goal on the ${SPACE_NAMES[k]!.toLowerCase()} space`} value={g} onChange={(e) => update(i, { goals: p.goals.map((x, j) => (j === k ? e.target.value : x)) as DraftPlayer['goals'] })}>
                      {GOAL_IDS.map((id) => <option key={id} value={id}>{GOALS[id].label}</option>)}
                    </select>
                  </label>
                ))}
              </div>
              <div className="row">
                <button type="button" onClick={() => update(i, { goals: randomGoals() })} aria-label={`Random goals for player ${i + 1}`}>Shuffle goals</button>
              {players.length > 1 && (
                <button type="button" className="link" onClick={() => setPlayers(players.filter((_, k) => k !== i))}>Remove player {i + 1}</button>
              )}
              </div>
            </div>
          ))}
          {players.length < MAX_PLAYERS && (
            <button type="button" onClick={() => setPlayers([...players, { name: '', board: BOARD_IDS.find((b) => !players.some((p) => p.board === b))!, goals: randomGoals() }])}>
              Add a player
            </button>
          )}
        </fieldset>

        <fieldset>
          <legend>Cats and their patterns</legend>
          {cats.map((c, i) => (
            <div className="cat-setup" key={i}>
              <label className="wide">
                Cat {i + 1}
                <select aria-label={`Cat ${i + 1}`} value={c.cat} onChange={(e) => setCat(i, { cat: e.target.value as CatId })}>
                  {([1, 2, 3] as const).map((dots) => (
                    <optgroup key={dots} label={`${'•'.repeat(dots)} ${dots} dot${dots > 1 ? 's' : ''}`}>
                      {CAT_IDS.filter((id) => CATS[id].dots === dots).map((id) => <option key={id} value={id}>{CATS[id].name}: {CATS[id].describe}, {CATS[id].points}</option>)}
                    </optgroup>
                  ))}
                </select>
              </label>
              {[0, 1].map((k) => (
                <label key={k}>
                  {k === 0 ? 'Patterns' : <span aria-hidden="true">&nbsp;</span>}
                  <select aria-label={`Pattern ${k + 1} of cat ${i + 1}`} value={c.patterns[k]} onChange={(e) => setCat(i, { patterns: c.patterns.map((x, j) => (j === k ? e.target.value : x)) as [Pattern, Pattern] })}>
                    {PATTERNS.map((pt) => <option key={pt} value={pt}>{PATTERN_NAMES[pt]}</option>)}
                  </select>
                </label>
              ))}
            </div>
          ))}
          <div className="row">
            <button type="button" onClick={() => setCats(randomPatterns(randomStandardCats()))}>Random cats (standard setup)</button>
            <button type="button" onClick={() => setCats(randomPatterns(cats.map((c) => c.cat)))}>Random patterns</button>
          </div>
        </fieldset>

        <fieldset>
          <legend>Scoring</legend>
          <div role="radiogroup" aria-label="Scoring">
            <label className="radio"><input type="radio" name="entry" checked={!playAlong} onChange={() => setPlayAlong(false)} /> Enter the boards after the game</label>
            <label className="radio"><input type="radio" name="entry" checked={playAlong} onChange={() => setPlayAlong(true)} /> Play along, turn by turn (exact)</label>
          </div>
          <p className="muted">{playAlong ? 'Each turn, tap the cell where the tile went and pick the tile: buttons and cats are awarded the moment they are earned.' : 'Fill each board when the game is over; groups that earned twice and merged can be added as corrections.'}</p>
        </fieldset>

        <fieldset>
          <legend>Mode</legend>
          <div className="row" role="radiogroup" aria-label="Mode">
            {(['standard', 'family', 'solo'] as const).map((m) => (
              <label key={m} className="radio"><input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} /> {m[0]!.toUpperCase() + m.slice(1)}</label>
            ))}
          </div>
          <p className="muted">{mode === 'family' ? 'Family: goals are on the board but score nothing.' : mode === 'solo' ? 'Solo: one player, scoring unchanged.' : 'Standard scoring.'}</p>
        </fieldset>

        <details className="advanced">
          <summary>Advanced: house rules</summary>
          <label>Points per button <input type="number" min={0} max={99} value={rules.buttonValue} onChange={(e) => setRules({ ...rules, buttonValue: Number(e.target.value) })} /></label>
          <label className="radio"><input type="checkbox" checked={rules.rainbowValue !== null} onChange={(e) => setRules({ ...rules, rainbowValue: e.target.checked ? 3 : null })} /> Rainbow button</label>
          {rules.rainbowValue !== null && (
            <label>Rainbow points <input type="number" min={0} max={99} value={rules.rainbowValue} onChange={(e) => setRules({ ...rules, rainbowValue: Number(e.target.value) })} /></label>
          )}
          <label className="radio"><input type="checkbox" checked={rules.goalsRequireBoth} onChange={(e) => setRules({ ...rules, goalsRequireBoth: e.target.checked })} /> Goals score only when met by colour and pattern</label>
          <label>
            Tie-break
            <select value={rules.tieBreak} onChange={(e) => setRules({ ...rules, tieBreak: e.target.value as HouseRules['tieBreak'] })}>
              <option value="buttons-first">Most buttons, then most cats</option>
              <option value="cats-first">Most cats, then most buttons (rulebook)</option>
            </select>
          </label>
          {cats.map((c) => (
            <label key={c.cat}>
              {CATS[c.cat].name} token stack, highest first (empty: unlimited {CATS[c.cat].points}s)
              <input inputMode="numeric" placeholder={`e.g. ${CATS[c.cat].points}, ${CATS[c.cat].points}, ${Math.max(0, CATS[c.cat].points - 2)}`} value={stacks[c.cat] ?? ''} onChange={(e) => setStacks({ ...stacks, [c.cat]: e.target.value })} />
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

        {(touched || errors.some((e) => !/name/.test(e))) && errors.length > 0 && (
          <div role="alert" className="alert">
            <p>This game cannot start yet:</p>
            <ul>{errors.map((e) => <li key={e}>{e}</li>)}</ul>
          </div>
        )}
        <button type="submit" className="primary big" aria-disabled={errors.length > 0}>Start game</button>
      </form>
    </main>
  );
}
