// Says once, in plain words, that the saved games were restored from the app's second copy (see db/recovery.ts), or
// that storage is slow to answer. At the end of the page, after the app: it comes while the player may be tapping
// (start-up works after the first paint), and a note above the app bar would push every control down under a finger.
// Not kept in view over the screen: there it would cover a game's own notes (a slow save, the table to lay out).
// While storage is slow the screen shows "Loading…", so the word is in view.
import { useLayoutEffect } from 'react';
import { useStorageNotice } from '../db/notice.ts';
import { useT } from '../i18n/useT.ts';
import { dropShownSnapshot } from './snapshot.ts';

export function StorageNotice() {
  const { message, dismiss } = useStorageNotice();
  const { t, m } = useT();
  useLayoutEffect(() => void (message && dropShownSnapshot()), [message]); // said over a snapshot, it would be hidden
  if (!message) return null;
  return (
    <div className="banner end-note" role="alert">
      <span>{m(message)}</span>
      <button type="button" onClick={dismiss}>
        {t('shell.ok')}
      </button>
    </div>
  );
}
