// New game, visual and short: names (remembered ones one tap away), each board one tap, each goal one tap (as small
// pictures with what they ask and their points), the cats as their tiles and each pattern one tap. Cats and
// patterns come dealt like the box, and the game then tells the table to lay them out as dealt.
import { useMemo, useState } from 'react';
import {
  BOARD_IDS, CATS, DEFAULT_RULES, GAME_FORMAT, GAME_VERSION, MAX_PLAYERS, PATTERN_NAMES,
  checkGame, nameKey, normaliseName, parseGame, randomGoals, randomPatterns, randomStandardCats,
  type BoardId, type CatChoice, type CatId, type Game, type HouseRules as Rules, type Mode,
} from '../core/index.ts';
import { rememberNames } from '../../../db/db.ts';
import { useGameStore } from '../store.ts';
import { useSettings } from '../../../store/settings.ts';
import { FieldError, FormErrors, focusField, invalidProps, type FieldProblem } from '../../../ui/FormErrors.tsx';
import { navigate } from '../../../ui/router.ts';
import { useFocusAdded } from '../../../ui/useFocusAdded.ts';
import { requestPersistence } from '../../../ui/storage.ts';
import { CatChooser } from './setup/CatChooser.tsx';
import { fromChoices, toChoices, type CatDraft } from './setup/catDraft.ts';
import { GoalChooser, type Goals } from './setup/GoalChooser.tsx';
import { HouseRules } from './setup/HouseRules.tsx';
import { fieldIds, toFieldProblem } from './setup/problems.ts';
import { BOARD_FRAME } from '../ui/theme.ts';
import './setup/setup.css';

interface DraftPlayer {
  name: string;
  board: BoardId;
  goals: Goals;
}

const newId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const deal = () => fromChoices(randomPatterns(randomStandardCats()));

/** "Millie: Stripes and Dots; …" — what the table lays out when the app dealt. */
export const dealtWords = (cats: readonly CatChoice[]): string =>
  cats.map((c) => `${CATS[c.cat].name} (${CATS[c.cat].describe}) with ${c.patterns.map((p) => PATTERN_NAMES[p]).join(' and ')}`).join('; ');

export function SetupScreen() {
  const knownNames = useSettings((s) => s.knownNames);
  const open = useGameStore((s) => s.open);
  const [players, setPlayers] = useState<DraftPlayer[]>(() => [0, 1].map((i) => ({ name: '', board: BOARD_IDS[i]!, goals: randomGoals() })));
  useFocusAdded(players.length, fieldIds.name);
  const [catDraft, setCatDraft] = useState<CatDraft>(deal);
  const [dealt, setDealt] = useState(true);
  const [catNote, setCatNote] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('standard');
  const [rules, setRules] = useState<Rules>(DEFAULT_RULES);
  const [stacks, setStacks] = useState<Partial<Record<CatId, string>>>({});
  const [touched, setTouched] = useState(false);
  const [playAlong, setPlayAlong] = useState(false);
  const chosen = toChoices(catDraft);

  const draft: Game = useMemo(() => {
    const t = new Date().toISOString();
    const cats = chosen.ok ? chosen.cats : [];
    const tokenStacks = Object.fromEntries(
      cats.map((c) => [c.cat, stacks[c.cat]?.trim()]).filter(([, s]) => s).map(([cat, s]) => [cat, (s as string).split(/[\s,]+/).filter(Boolean).map(Number)]),
    );
    const changed = Object.fromEntries(Object.entries({ ...rules, tokenStacks }).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(DEFAULT_RULES[k as keyof Rules])));
    return {
      format: GAME_FORMAT, version: GAME_VERSION, id: 'draft', createdAt: t, updatedAt: t, mode, cats,
      ...(Object.keys(changed).length ? { rules: changed } : {}),
      players: players.map((p) => ({ name: normaliseName(p.name), board: p.board, goals: p.goals, cells: {} })),
    };
  }, [players, chosen.ok, JSON.stringify(chosen), mode, rules, stacks]); // eslint-disable-line react-hooks/exhaustive-deps

  const problems: FieldProblem[] = useMemo(() => {
    // The form's own words for half-made cats; the core's problems (an empty name, a solo game of 2) mapped to fields.
    const own: FieldProblem[] = chosen.ok ? [] : chosen.problems.map((m) => ({ field: /pattern/i.test(m) && !/Choose 3/.test(m) ? fieldIds.patterns : fieldIds.cats, message: m }));
    const r = parseGame(draft);
    const core = [...new Set([...(r.ok ? [] : r.errors), ...(chosen.ok ? checkGame(draft) : [])])].filter((e) => chosen.ok || !/^cats/.test(e));
    // An empty name is said once (not also as "the same name as player 1").
    const said = core.filter((e) => !/^players\[\d+\]\.name: "" is already/.test(e));
    return [...own, ...said.map((e) => toFieldProblem(e, players.map((p) => p.name)))];
  }, [draft, chosen, players]);

  const shown = touched ? problems : problems.filter((p) => !(p.field ?? '').startsWith('cal-name'));
  const update = (i: number, patch: Partial<DraftPlayer>) => setPlayers(players.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  // A board another player has changes hands: the two players swap boards.
  const setBoard = (i: number, b: BoardId) => setPlayers(players.map((p, k) => (k === i ? { ...p, board: b } : p.board === b ? { ...p, board: players[i]!.board } : p)));
  const changeCats = (d: CatDraft) => (setCatDraft(d), setDealt(false), setCatNote(null));

  const start = () => {
    setTouched(true);
    if (problems.length) return focusField(problems[0]!.field ?? 'cal-problems');
    const game: Game = { ...draft, id: newId(), ...(playAlong ? { history: [] } : {}) };
    open(game, null);
    if (dealt) useGameStore.setState({ notice: `Lay the table out as dealt: ${dealtWords(game.cats)}.` });
    void requestPersistence();
    void rememberNames(game.players.map((p) => p.name)).then(() => useSettings.getState().load());
    navigate({ name: 'game', id: game.id }, true); // back from the game goes where the player came from
  };

  return (
    <main className="setup cal-setup">
      <h1>New game</h1>
      <form onSubmit={(e) => (e.preventDefault(), start())} noValidate>
        <div id="cal-problems" tabIndex={-1}><FormErrors problems={shown} /></div>
        <fieldset>
          <legend>Players</legend>
          <datalist id="known-names">{knownNames.map((n) => <option key={n} value={n} />)}</datalist>
          {players.map((p, i) => {
            const who = p.name.trim() || `Player ${i + 1}`;
            const chips = knownNames.filter((n) => !players.some((q) => nameKey(q.name) === nameKey(n))).slice(0, 8);
            return (
              <div className="player-setup" key={i}>
                <label className="name-field">
                  Player {i + 1}
                  <input id={fieldIds.name(i)} aria-label={`Player ${i + 1} name`} placeholder="Name" value={p.name} list="known-names" maxLength={40} autoComplete="off"
                    {...invalidProps(fieldIds.name(i), shown)} onChange={(e) => update(i, { name: e.target.value })} />
                </label>
                <FieldError field={fieldIds.name(i)} problems={shown} />
                {chips.length > 0 && !p.name && (
                  <div className="name-chips" aria-label={`Names used before, for player ${i + 1}`} role="group">
                    {chips.map((n) => <button type="button" key={n} className="chip" onClick={() => update(i, { name: n })}>{n}</button>)}
                  </div>
                )}
                <div className="board-choice" id={fieldIds.board(i)} role="radiogroup" aria-label={`${who}: board`}>
                  {BOARD_IDS.map((b) => {
                    const owner = players.findIndex((q) => q.board === b);
                    return (
                      <button key={b} type="button" role="radio" aria-checked={p.board === b} className="board-swatch" style={{ borderColor: BOARD_FRAME[b] }}
                        aria-label={`${cap(b)} board${owner >= 0 && owner !== i ? ` (now ${players[owner]!.name.trim() || `player ${owner + 1}`}'s: swap)` : ''}`} onClick={() => setBoard(i, b)}>
                        <span className="swatch" style={{ background: BOARD_FRAME[b] }} aria-hidden="true" />{cap(b)}
                      </button>
                    );
                  })}
                </div>
                <FieldError field={fieldIds.board(i)} problems={shown} />
                <GoalChooser id={fieldIds.goals(i)} who={who} goals={p.goals} onChange={(goals) => update(i, { goals })} scoring={mode !== 'family'} />
                <FieldError field={fieldIds.goals(i)} problems={shown} />
                {players.length > 1 && (
                  <button type="button" className="link" onClick={() => setPlayers(players.filter((_, k) => k !== i))}>Remove {who}</button>
                )}
              </div>
            );
          })}
          {players.length < MAX_PLAYERS && (
            <button type="button" onClick={() => setPlayers([...players, { name: '', board: BOARD_IDS.find((b) => !players.some((p) => p.board === b))!, goals: randomGoals() }])}>
              Add a player
            </button>
          )}
        </fieldset>

        <fieldset>
          <legend>Cats and their patterns</legend>
          <div className="row">
            <button type="button" onClick={() => (setCatDraft(deal()), setDealt(true), setCatNote(null))}>Deal like the box</button>
            <span className="muted small">{dealt ? 'Dealt by the app: the game will tell you how to lay them out.' : 'As on your table.'}</span>
          </div>
          <CatChooser draft={catDraft} onChange={changeCats} onRefused={setCatNote} />
          {catNote && <p role="status" className="notice">{catNote}</p>}
          <FieldError field={fieldIds.cats} problems={shown} />
          <FieldError field={fieldIds.patterns} problems={shown} />
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
              <label key={m} className="radio"><input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} /> {cap(m)}</label>
            ))}
          </div>
          <p className="muted">{mode === 'family' ? 'Family: goals are on the board but score nothing.' : mode === 'solo' ? 'Solo: one player, scoring unchanged.' : 'Standard scoring.'}</p>
        </fieldset>

        <HouseRules rules={rules} setRules={setRules} cats={catDraft.cats} stacks={stacks} setStacks={setStacks} />
        <FieldError field={fieldIds.rules} problems={shown} />

        <div className="start-bar">
          <button type="submit" className="primary big">Start game</button>
          {touched && problems.length > 0 && <span className="muted small">{problems.length === 1 ? '1 thing to fix' : `${problems.length} things to fix`}: see the list at the top.</span>}
        </div>
      </form>
    </main>
  );
}
