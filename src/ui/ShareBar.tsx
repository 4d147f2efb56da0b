// The ways into sharing, small enough for the game screens: the QR codes and the scanner load only when opened.
import { href } from './router.ts';
import { seatOf } from '../games/shared/seats.ts';
import { useT } from '../i18n/useT.ts';

/** On a game being entered: the host lets players enter their own boards; a player's own game sends its board.
 * `inline`: the link alone, for a screen that puts it beside what the board needs next (it must be in view there). */
export function BoardsShareLink({ id, inline }: { id: string; inline?: boolean }) {
  const { t } = useT();
  const link = (
    <a className="button share-link" href={href({ name: 'share', id })}>
      {t(seatOf(id) ? 'shell.share.sendMine' : 'shell.share.playersEnter')}
    </a>
  );
  return inline ? link : <p className="share-bar">{link}</p>;
}

/** On results and review: copy the game to another phone, a file, or BG Stats. */
export function ShareGameLink({ id }: { id: string }) {
  const { t } = useT();
  return (
    <a className="button" href={href({ name: 'send', id })}>
      {t('shell.share.game')}
    </a>
  );
}

/** On a game being entered: play it live on several phones (each phone its own player's part). */
export function LiveTableLink({ id }: { id: string }) {
  const { t } = useT();
  return (
    <p className="share-bar">
      <a className="button share-link" href={href({ name: 'table', id })}>
        {t('shell.live.open')}
      </a>
    </p>
  );
}
