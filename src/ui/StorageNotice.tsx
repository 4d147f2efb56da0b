// Says once, in plain words, that the saved games were restored from the app's second copy (see db/recovery.ts).
import { useStorageNotice } from '../db/notice.ts';

export function StorageNotice() {
  const { message, dismiss } = useStorageNotice();
  if (!message) return null;
  return (
    <div className="banner" role="alert">
      <span>{message}</span>
      <button type="button" onClick={dismiss}>OK</button>
    </div>
  );
}
