// New Kaliko game: 2–4 players (remembered names offered), and the starting tile, chosen or drawn at random.
import { useState } from 'react';
import { useFocusAdded } from '../../../ui/useFocusAdded.ts';
import {
  KALIKO_FORMAT,
  KALIKO_VERSION,
  nameKey,
  nameProblem,
  normaliseName,
  TILES,
  tileById,
  type KalikoGame,
} from '../core/index.ts';
import { rememberNames } from '../../../db/db.ts';
import { useSettings } from '../../../store/settings.ts';
import { FieldError, FormErrors, focusField, invalidProps, type FieldProblem } from '../../../ui/FormErrors.tsx';
import { navigate } from '../../../ui/router.ts';
import { requestPersistence } from '../../../ui/storage.ts';
import { useKaliko } from '../store.ts';
import { TileIcon } from '../ui/TileSvg.tsx';
import { TileRadios } from '../ui/TilesBySort.tsx';
import { useT } from '../../../i18n/useT.ts';
import { say } from '../../../i18n/screenWords.tsx';
import { MAX_NAME_LENGTH } from '../../shared/names.ts';
import { SeatOrder, seatNames } from '../../../ui/SeatOrder.tsx';

const newId = () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const randomTile = () => TILES[Math.floor(Math.random() * TILES.length)]!.id;

/** Why each name cannot be used (empty, too long, already another player's), or null. */
export function nameErrors(names: string[]): (string | null)[] {
  return names.map((raw, i) => {
    const n = normaliseName(raw);
    const p = nameProblem(n);
    if (p) return n ? say('kaliko.setup.nameTooLong', { max: MAX_NAME_LENGTH }) : say('kaliko.setup.nameEmpty');
    const j = names.findIndex((o) => nameKey(o) === nameKey(n));
    return j < i ? say('kaliko.setup.nameTaken', { n: j + 1 }) : null;
  });
}

export function SetupScreen() {
  const { t, m } = useT();
  const knownNames = useSettings((x) => x.knownNames);
  const open = useKaliko((x) => x.open);
  const [names, setNames] = useState<string[]>(['', '']);
  useFocusAdded(names.length, nameInputId);
  const [touched, setTouched] = useState<boolean[]>([false, false]);
  const [start, setStart] = useState<string>(randomTile);
  const [rotation, setRotation] = useState(0);
  const errors = nameErrors(names);
  const problems: FieldProblem[] = errors.flatMap((e, i) =>
    e && touched[i] ? [{ field: `kname-${i}`, label: t('games.setup.playersName', { n: i + 1 }), message: e }] : [],
  );
  const tile = tileById(start)!;

  // A name's problem shows once it was typed in (or Start was pressed), never on blur: a message appearing as the
  // field loses focus would move the button being tapped.
  const setName = (i: number, v: string) => {
    setNames(names.map((n, k) => (k === i ? v : n)));
    setTouched(touched.map((t, k) => t || k === i));
  };

  const begin = () => {
    setTouched(names.map(() => true));
    if (errors.some(Boolean)) {
      focusField(`kname-${errors.findIndex(Boolean)}`);
      return;
    }
    const t = new Date().toISOString();
    const game: KalikoGame = {
      format: KALIKO_FORMAT,
      version: KALIKO_VERSION,
      id: newId(),
      createdAt: t,
      updatedAt: t,
      players: names.map((n) => ({ name: normaliseName(n) })),
      start: { tile: start, rotation },
      turns: [],
    };
    open(game, null);
    void requestPersistence();
    void rememberNames(game.players.map((p) => p.name)).then(() => useSettings.getState().load());
    navigate({ name: 'game', id: game.id }, true); // back from the game goes where the player came from
  };

  return (
    <main className="setup">
      <h1>{t('kaliko.setup.title')}</h1>
      <form onSubmit={(e) => (e.preventDefault(), begin())} noValidate>
        <FormErrors problems={problems} />
        <fieldset>
          <legend>{t('kaliko.setup.players')}</legend>
          <datalist id="known-names">
            {knownNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          {names.map((n, i) => (
            <div className="player-setup" key={i}>
              <label>
                {t('games.setup.player', { n: i + 1 })}
                <input
                  id={nameInputId(i)}
                  aria-label={t('games.setup.playerName', { n: i + 1 })}
                  placeholder={t('games.setup.namePlaceholder')}
                  value={n}
                  list="known-names"
                  maxLength={40}
                  autoComplete="off"
                  {...invalidProps(`kname-${i}`, problems)}
                  onChange={(e) => setName(i, e.target.value)}
                />
              </label>
              <FieldError field={`kname-${i}`} problems={problems} />
              {knownNames.length > 0 && !n && (
                <div className="name-chips" role="group" aria-label={t('games.setup.namesBefore', { n: i + 1 })}>
                  {knownNames
                    .filter((k) => !names.some((q) => nameKey(q) === nameKey(k)))
                    .slice(0, 6)
                    .map((k) => (
                      <button type="button" key={k} className="chip" onClick={() => setName(i, k)}>
                        {k}
                      </button>
                    ))}
                </div>
              )}
              {names.length > 2 && (
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    setNames(names.filter((_, k) => k !== i));
                    setTouched(touched.filter((_, k) => k !== i));
                  }}
                >
                  {t('games.setup.removePlayer', { n: i + 1 })}
                </button>
              )}
            </div>
          ))}
          {names.length < 4 && (
            <button
              type="button"
              onClick={() => {
                setNames([...names, '']);
                setTouched([...touched, false]);
              }}
            >
              {t('games.setup.addPlayer')}
            </button>
          )}
          <p className="muted">{t('shell.seats.setupHint')}</p>
          <SeatOrder
            names={seatNames(names, t)}
            reseat={(order) => (setNames(order.map((k) => names[k]!)), setTouched(order.map((k) => touched[k]!)), true)}
            what={t('kaliko.seats.what')}
          />
        </fieldset>

        <fieldset>
          <legend>{t('kaliko.setup.start')}</legend>
          <div className="kstart">
            <TileIcon tile={tile} rotation={rotation} size={96} />
            <div>
              <p className="kstart-name" aria-live="polite">
                <strong>{m(tile.name)}</strong> {t('kaliko.setup.tileTurned', { id: tile.id, rotation })}
              </p>
              <div className="row">
                <button type="button" onClick={() => setStart(randomTile())}>
                  {t('kaliko.setup.draw')}
                </button>
                <button
                  type="button"
                  onClick={() => setRotation((rotation + 1) % 6)}
                  aria-label={t('kaliko.setup.turnLabel', { rotation })}
                >
                  {t('kaliko.setup.turn')}
                </button>
              </div>
            </div>
          </div>
          {/* Drawn at random by default: the 85 pictures only when the players choose one themselves. */}
          <details className="kchoose">
            <summary>{t('kaliko.setup.choose', { count: TILES.length })}</summary>
            <TileRadios tiles={TILES} value={start} onChange={setStart} name="kstart" />
          </details>
        </fieldset>
        <div className="start-bar">
          <button type="submit" className="primary big">
            {t('games.setup.start')}
          </button>
        </div>
      </form>
    </main>
  );
}

const nameInputId = (i: number) => `kname-${i}`;
