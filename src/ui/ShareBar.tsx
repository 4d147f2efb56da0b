// The ways into sharing, small enough for the game screens: the QR codes and the scanner load only when opened.
import { href } from './router.ts';
import { seatOf } from '../games/shared/seats.ts';
import { useT } from '../i18n/useT.ts';

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

/** In the app bar over a game being entered, on every game's screen alike: the way to play it live, whose screen
 * also offers the way without a network (players enter their own boards and send them back by code). A player's own copy of a host's game has its way back to the host. */
export function TableBar({ id, hidden }: { id: string; hidden: boolean }) {
  const { t } = useT();
  const own = !!seatOf(id);
  // Hidden, its place kept, until the phone knows whether the game is live (then it goes: the live bar says so).
  return (
    <nav className="table-bar" aria-label={t('shell.table.bar')} style={hidden ? { visibility: 'hidden' } : undefined}>
      <a className="button share-link" href={href(own ? { name: 'share', id } : { name: 'table', id })}>
        {t(own ? 'shell.share.sendMine' : 'shell.live.open')}
      </a>
    </nav>
  );
}
