// What storage said about the open game's last change (slow, or not taken), with the way to try again: the same in
// every game. Put in a game screen's foot notes (.foot-notes, at the end of the page and kept at the bottom of the
// screen), never above the board: it comes and goes while storage writes, and a note that pushed the board or the
// tiles down would put the next tap on another tile.
import { useT } from '../i18n/useT.ts';

export function SaveNote({ words, retry }: { words: string | null; retry: () => void }) {
  const { t } = useT();
  if (!words) return null;
  return (
    <div role="alert" className="alert save-note">
      {words}{' '}
      <button type="button" onClick={retry}>
        {t('games.tryAgain')}
      </button>
    </div>
  );
}
