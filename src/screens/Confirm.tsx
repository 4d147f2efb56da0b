// A step that is hard to undo, asked first: the button says what it does beside it; the question offers yes or
// cancel. The group's page uses it to change the key and to leave.
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';

export function Confirm({
  action,
  what,
  ask,
  yes,
  onYes,
}: {
  action: string;
  what: string;
  ask: string;
  yes: string;
  onYes: () => void | Promise<void>;
}): ReactNode {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!asking)
    return (
      <div className="confirm-step">
        <button type="button" aria-describedby={`${id}-what`} onClick={() => setAsking(true)}>
          {action}
        </button>
        <p id={`${id}-what`} className="muted">
          {what}
        </p>
      </div>
    );
  return (
    <div className="confirm-step confirm" role="group" aria-labelledby={`${id}-ask`} aria-describedby={`${id}-what`}>
      <p id={`${id}-ask`}>
        <b>{ask}</b>
      </p>
      <p id={`${id}-what`}>{what}</p>
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={busy}
          autoFocus
          onClick={() => {
            setBusy(true);
            void Promise.resolve(onYes()).finally(() => (setBusy(false), setAsking(false)));
          }}
        >
          {yes}
        </button>
        <button type="button" onClick={() => setAsking(false)}>
          {t('shell.group.cancel')}
        </button>
      </div>
    </div>
  );
}
