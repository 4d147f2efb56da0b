// The ways into sharing, small enough for the game screens: the QR codes and the scanner load only when opened.
import { href } from '../ui/router.ts';
import { seatOf } from './links.ts';

/** On a game being entered: the host lets players enter their own boards; a player's own game sends its board. */
export function BoardsShareLink({ id }: { id: string }) {
  return (
    <p className="share-bar">
      <a className="button" href={href({ name: 'share', id })}>{seatOf(id) ? 'Send my board to the host' : 'Players enter their own boards'}</a>
    </p>
  );
}

/** On results and review: copy the game to another phone, a file, or BG Stats. */
export function ShareGameLink({ id }: { id: string }) {
  return <a className="button" href={href({ name: 'send', id })}>Share this game</a>;
}
