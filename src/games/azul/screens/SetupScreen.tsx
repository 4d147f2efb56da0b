// New Azul game: 1–4 players (names remembered from earlier games are offered), the wall side, Start. The
// "Check a final wall" tool lives under this route (#/new/azul/check).
import { useState, useSyncExternalStore } from 'react';
import {
  GAME_FORMAT,
  GAME_VERSION,
  MAX_PLAYERS,
  nameKey,
  nameProblem,
  normaliseName,
  parseGame,
  type AzulGame,
  type Side,
} from '../core/index.ts';
import { MAX_NAME_LENGTH } from '../../shared/names.ts';
import { useT } from '../../../i18n/useT.ts';
import { say } from '../../../i18n/screenWords.tsx';
import { emptyRound } from '../core/edits.ts';
import { rememberNames } from '../../../db/db.ts';
import { useSettings } from '../../../store/settings.ts';
import { FieldError, FormErrors, focusField, invalidProps, type FieldProblem } from '../../../ui/FormErrors.tsx';
import { navigate } from '../../../ui/router.ts';
import { useFocusAdded } from '../../../ui/useFocusAdded.ts';
import { requestPersistence } from '../../../ui/storage.ts';
import { useAzulStore } from '../store.ts';
import { WallCheck } from './WallCheck.tsx';
import { SeatOrder, seatNames } from '../../../ui/SeatOrder.tsx';

const newId = () => `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Why each name cannot be used (null when it can): empty, too long, or the same as an earlier player's. */
export function nameErrors(names: readonly string[]): (string | null)[] {
  return names.map((raw, i) => {
    const name = normaliseName(raw);
    const problem = nameProblem(name);
    if (problem) return name ? say('azul.setup.nameTooLong', { max: MAX_NAME_LENGTH }) : say('azul.setup.nameEmpty');
    const j = names.findIndex((other, k) => k < i && nameKey(other) === nameKey(name));
    return j >= 0 ? say('azul.setup.nameTaken', { n: j + 1, name: normaliseName(names[j]!) }) : null;
  });
}

const subscribe = (cb: () => void) => (
  window.addEventListener('hashchange', cb),
  () => window.removeEventListener('hashchange', cb)
);

export function SetupScreen() {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return /\/check$/.test(hash) ? <WallCheck /> : <NewAzulGame />;
}

function NewAzulGame() {
  const { t } = useT();
  const knownNames = useSettings((s) => s.knownNames);
  const open = useAzulStore((s) => s.open);
  const [names, setNames] = useState<string[]>(['', '']);
  useFocusAdded(names.length, nameInputId);
  const [side, setSide] = useState<Side>('coloured');
  const [touched, setTouched] = useState<boolean[]>([false, false]);
  const [error, setError] = useState<string | null>(null);
  const errors = nameErrors(names);
  const problems: FieldProblem[] = errors.flatMap((e, i) =>
    e && touched[i]
      ? [{ field: `az-name-input-${i}`, label: t('games.setup.playersName', { n: i + 1 }), message: e }]
      : [],
  );
  if (error) problems.push({ message: error });

  // A name's problem shows once it was typed in (or Start was pressed), never on blur: leaving an empty new field
  // for a remembered-name chip put the error box in and moved the chip from under the thumb.
  const setName = (i: number, v: string) => {
    setNames(names.map((n, k) => (k === i ? v : n)));
    setTouched(touched.map((t, k) => t || k === i));
  };
  const start = () => {
    setTouched(names.map(() => true));
    if (errors.some(Boolean)) {
      focusField(`az-name-input-${errors.findIndex(Boolean)}`);
      return;
    }
    const t = new Date().toISOString();
    const draft: AzulGame = {
      format: GAME_FORMAT,
      version: GAME_VERSION,
      id: newId(),
      createdAt: t,
      updatedAt: t,
      side,
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
      <h1>{t('azul.setup.title')}</h1>
      <form onSubmit={(e) => (e.preventDefault(), start())} noValidate>
        <FormErrors problems={problems} />
        <fieldset>
          <legend>{t('games.setup.players')}</legend>
          <datalist id="az-known-names">
            {knownNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          {names.map((name, i) => {
            const chips = knownNames.filter((n) => !names.some((q) => nameKey(q) === nameKey(n))).slice(0, 6);
            return (
              <div className="player-setup" key={i}>
                <label>
                  {t('games.setup.player', { n: i + 1 })}
                  <input
                    id={nameInputId(i)}
                    aria-label={t('games.setup.playerName', { n: i + 1 })}
                    placeholder={t('games.setup.namePlaceholder')}
                    value={name}
                    list="az-known-names"
                    maxLength={40}
                    autoComplete="off"
                    {...invalidProps(`az-name-input-${i}`, problems)}
                    onChange={(e) => setName(i, e.target.value)}
                  />
                </label>
                <FieldError field={`az-name-input-${i}`} problems={problems} />
                {chips.length > 0 && !name && (
                  <div className="name-chips" role="group" aria-label={t('games.setup.namesBefore', { n: i + 1 })}>
                    {chips.map((n) => (
                      <button type="button" key={n} className="chip" onClick={() => setName(i, n)}>
                        {n}
                      </button>
                    ))}
                  </div>
                )}
                {names.length > 1 && (
                  <button
                    type="button"
                    className="link"
                    onClick={() => (
                      setNames(names.filter((_, k) => k !== i)),
                      setTouched(touched.filter((_, k) => k !== i))
                    )}
                  >
                    {t('games.setup.removePlayer', { n: i + 1 })}
                  </button>
                )}
              </div>
            );
          })}
          {names.length < MAX_PLAYERS && (
            <button type="button" onClick={() => (setNames([...names, '']), setTouched([...touched, false]))}>
              {t('games.setup.addPlayer')}
            </button>
          )}
          {names.length === 1 && <p className="muted">{t('azul.setup.solo')}</p>}
          {names.length > 1 && <p className="muted">{t('shell.seats.setupHint')}</p>}
          <SeatOrder
            names={seatNames(names, t)}
            reseat={(order) => (setNames(order.map((k) => names[k]!)), setTouched(order.map((k) => touched[k]!)), true)}
            what={t('azul.seats.what')}
          />
        </fieldset>
        {/* Beside the players on a phone on its side, so Start is in view with the form. */}
        <div className="az-side-col">
          <fieldset>
            <legend>{t('azul.setup.side')}</legend>
            <div role="radiogroup" aria-label={t('azul.setup.side')}>
              <label className="radio">
                <input type="radio" name="side" checked={side === 'coloured'} onChange={() => setSide('coloured')} />{' '}
                {t('azul.setup.sideColoured')}
              </label>
              <label className="radio">
                <input type="radio" name="side" checked={side === 'grey'} onChange={() => setSide('grey')} />{' '}
                {t('azul.setup.sideGrey')}
              </label>
            </div>
          </fieldset>
          <div className="start-bar">
            <button type="submit" className="primary big">
              {t('games.setup.start')}
            </button>
          </div>
        </div>
      </form>
      <p>
        <a href="#/new/azul/check">{t('azul.check.title')}</a>
        {t('azul.setup.checkAfter')}
      </p>
    </main>
  );
}

const nameInputId = (i: number) => `az-name-input-${i}`;
