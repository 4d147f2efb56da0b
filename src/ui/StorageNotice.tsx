// Says once, in plain words, that the saved games were restored from the app's second copy (see db/recovery.ts).
import { useStorageNotice } from '../db/notice.ts';
import { useT } from '../i18n/useT.ts';

export function StorageNotice() {
  const { message, dismiss } = useStorageNotice();
  const { t, m } = useT();
  if (!message) return null;
  return (
    <div className="banner" role="alert">
      <span>{m(message)}</span>
      <button type="button" onClick={dismiss}>
        {t('shell.ok')}
      </button>
    </div>
  );
}
