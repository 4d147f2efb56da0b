// The last minute of a game, the same for every game: "Finish game" says what it does and asks first; a finished
// game offers a rematch (the same players in the same seats, from the game's own core) and a new game.
import { useRef, useState } from 'react';
import type { GameCore, GameDoc } from '../games/types.ts';
import { href, navigate } from './router.ts';
import { useT } from '../i18n/useT.ts';

const newGameId = (kind: string) => `${kind[0]}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function FinishGame<D extends GameDoc>({
  game,
  core,
  ready,
  open,
  onFinish,
  afterRematch,
}: {
  game: D;
  core: Pick<GameCore<D, unknown>, 'kind' | 'rematch'>;
  /** Everything is entered: the game can be finished. */
  ready: boolean;
  /** Opens a new game in the game's store (it is saved from there). */
  open: (game: D, rev: null) => void;
  onFinish: () => void;
  /** Something to tell the table once the rematch is open (say, how to lay it out). */
  afterRematch?: (game: D) => void;
}) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [justFinished, setJustFinished] = useState(false);
  // A double tap lands twice before the screen changes: each version of the game is finished, or rematched, once
  // (a second rematch would leave a blank game behind that no screen shows).
  const done = useRef<{ finish?: string; rematch?: string }>({});
  const once = (what: 'finish' | 'rematch') => {
    const version = `${game.id}@${game.updatedAt}`;
    if (done.current[what] === version) return false;
    done.current[what] = version;
    return true;
  };
  const rematch = () => {
    if (!once('rematch')) return;
    const next = core.rematch(game, newGameId(core.kind), new Date().toISOString());
    open(next, null);
    afterRematch?.(next);
    navigate({ name: 'game', id: next.id }, true); // back from the rematch goes where the player came from
  };
  if (game.finishedAt) {
    return (
      <div className="finish-game row">
        <button type="button" className="primary" onClick={rematch} autoFocus={justFinished}>
          {t('shell.finish.rematch')}
        </button>
        <a className="button" href={href({ name: 'new', kind: core.kind })}>
          {t('shell.newGame.title')}
        </a>
      </div>
    );
  }
  if (!ready) return null;
  if (!asking) {
    return (
      <div className="finish-game">
        <button
          type="button"
          className="primary"
          aria-describedby="finish-what"
          onClick={() => (delete done.current.finish, setAsking(true))}
        >
          {t('shell.finish.finish')}
        </button>
        <p id="finish-what" className="muted">
          {t('shell.finish.what')}
        </p>
      </div>
    );
  }
  return (
    <div className="finish-game confirm" role="group" aria-labelledby="finish-ask">
      <p id="finish-ask">
        <b>{t('shell.finish.ask')}</b>
      </p>
      <div className="row">
        <button
          type="button"
          className="primary"
          onClick={() => once('finish') && (setAsking(false), setJustFinished(true), onFinish())}
        >
          {t('shell.finish.yes')}
        </button>
        <button type="button" onClick={() => setAsking(false)}>
          {t('shell.finish.notYet')}
        </button>
      </div>
    </div>
  );
}
