// New Azul game: 1–4 players (names remembered from earlier games are offered), the wall side, Start. The
// "Check a final wall" tool lives under this route (#/new/azul/check).
import { useState, useSyncExternalStore } from 'react';
import { GAME_FORMAT, GAME_VERSION, MAX_PLAYERS, nameKey, nameProblem, normaliseName, parseGame, type AzulGame, type Side } from '../core/index.ts';
import { emptyRound } from '../core/edits.ts';
import { rememberNames } from '../../../db/db.ts';
import { useSettings } from '../../../store/settings.ts';
import { FieldError, FormErrors, focusField, invalidProps, type FieldProblem } from '../../../ui/FormErrors.tsx';
import { navigate } from '../../../ui/router.ts';
import { useFocusAdded } from '../../../ui/useFocusAdded.ts';
import { requestPersistence } from '../../../ui/storage.ts';
import { useAzulStore } from '../store.ts';
import { WallCheck } from './WallCheck.tsx';

const newId = () => `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Why each name cannot be used (null when it can): empty, too long, or the same as an earlier player's. */
export function nameErrors(names: readonly string[]): (string | null)[] {
  return names.map((raw, i) => {
    const name = normaliseName(raw);
    const problem = nameProblem(name);
    if (problem) return `The name ${problem}.`;
    const j = names.findIndex((other, k) => k < i && nameKey(other) === nameKey(name));
    return j >= 0 ? `Player ${j + 1} is already called “${normaliseName(names[j]!)}”: names must differ.` : null;
  });
}

const subscribe = (cb: () => void) => (window.addEventListener('hashchange', cb), () => window.removeEventListener('hashchange', cb));

export function SetupScreen() {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return /\/check$/.test(hash) ? <WallCheck /> : <NewAzulGame />;
}

function NewAzulGame() {
  const knownNames = useSettings((s) => s.knownNames);
  const open = useAzulStore((s) => s.open);
  const [names, setNames] = useState<string[]>(['', '']);
  useFocusAdded(names.length, nameInputId);
  const [side, setSide] = useState<Side>('coloured');
  const [touched, setTouched] = useState<boolean[]>([false, false]);
  const [error, setError] = useState<string | null>(null);
  const errors = nameErrors(names);
  const problems: FieldProblem[] = errors.flatMap((e, i) => (e && touched[i] ? [{ field: `az-name-input-${i}`, label: `Player ${i + 1}'s name`, message: e }] : []));
  if (error) problems.push({ message: error });

  const setName = (i: number, v: string) => setNames(names.map((n, k) => (k === i ? v : n)));
  const touch = (i: number) => setTouched(touched.map((t, k) => t || k === i));
  const start = () => {
    setTouched(names.map(() => true));
    if (errors.some(Boolean)) {
      focusField(`az-name-input-${errors.findIndex(Boolean)}`);
      return;
    }
    const t = new Date().toISOString();
    const draft: AzulGame = {
      format: GAME_FORMAT, version: GAME_VERSION, id: newId(), createdAt: t, updatedAt: t, side,
      players: names.map((n) => ({ name: normaliseName(n) })),
      rounds: [emptyRound(names.length)],
    };
    const r = parseGame(draft);
    if (!r.ok) return setError(r.problems.map((p) => p.words).join(' '));
    open(r.game, null);
    void requestPersistence();
    void rememberNames(r.game.players.map((p) => p.name)).then(() => useSettings.getState().load());
    navigate({ name: 'game', id: r.game.id }, true); // back from the game goes where the player came from
  };

  return (
    <main className="setup az-setup">
      <h1>New Azul game</h1>
      <form onSubmit={(e) => (e.preventDefault(), start())} noValidate>
        <FormErrors problems={problems} />
        <fieldset>
          <legend>Players</legend>
          <datalist id="az-known-names">{knownNames.map((n) => <option key={n} value={n} />)}</datalist>
          {names.map((name, i) => {
            const chips = knownNames.filter((n) => !names.some((q) => nameKey(q) === nameKey(n))).slice(0, 6);
            return (
              <div className="player-setup" key={i}>
                <label>
                  Player {i + 1}
                  <input
                    id={nameInputId(i)} aria-label={`Player ${i + 1} name`} placeholder="Name" value={name} list="az-known-names" maxLength={40}
                    autoComplete="off" {...invalidProps(`az-name-input-${i}`, problems)}
                    onChange={(e) => setName(i, e.target.value)} onBlur={() => touch(i)}
                  />
                </label>
                <FieldError field={`az-name-input-${i}`} problems={problems} />
                {chips.length > 0 && !name && (
                  <div className="name-chips" role="group" aria-label={`Names used before, for player ${i + 1}`}>
                    {chips.map((n) => <button type="button" key={n} className="chip" onClick={() => setName(i, n)}>{n}</button>)}
                  </div>
                )}
                {names.length > 1 && (
                  <button type="button" className="link" onClick={() => (setNames(names.filter((_, k) => k !== i)), setTouched(touched.filter((_, k) => k !== i)))}>Remove player {i + 1}</button>
                )}
              </div>
            );
          })}
          {names.length < MAX_PLAYERS && (
            <button type="button" onClick={() => (setNames([...names, '']), setTouched([...touched, false]))}>Add a player</button>
          )}
          {names.length === 1 && <p className="muted">One player: a practice game.</p>}
        </fieldset>
        <fieldset>
          <legend>Wall side</legend>
          <div role="radiogroup" aria-label="Wall side">
            <label className="radio"><input type="radio" name="side" checked={side === 'coloured'} onChange={() => setSide('coloured')} /> Coloured side (standard): each cell has its colour</label>
            <label className="radio"><input type="radio" name="side" checked={side === 'grey'} onChange={() => setSide('grey')} /> Grey side (variant): any colour, never twice in a row or column</label>
          </div>
        </fieldset>
        <div className="start-bar"><button type="submit" className="primary big">Start game</button></div>
      </form>
      <p><a href="#/new/azul/check">Check a final wall</a>: the lowest and highest placement points a finished wall could have scored.</p>
    </main>
  );
}

const nameInputId = (i: number) => `az-name-input-${i}`;
