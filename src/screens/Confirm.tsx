// A step that is hard to undo, asked first: the button says what it does beside it; the question offers yes or
// cancel. The group's page uses it to remove a member, to make a new invite and to leave.
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';

export function Confirm({
  action,
  what,
  ask,
  yes,
  onYes,
  quiet = false,
}: {
  action: string;
  what: string;
  ask: string;
  yes: string;
  onYes: () => void | Promise<void>;
  /** The words beside the button only for a screen reader until asked (a button on each row of a list). */
  quiet?: boolean;
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
        <p id={`${id}-what`} className={quiet ? 'visually-hidden' : 'muted'}>
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
