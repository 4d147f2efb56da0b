// "Your name" for a group (start one, join one), with the names used before as chips as on the setup forms; the
// server's answer said in words when it is no, the form kept as it was.
import { useId, useState } from 'react';
import type { Msg } from '../games/shared/msg.ts';
import { useSettings } from '../store/settings.ts';
import { useT } from '../i18n/useT.ts';
import '../ui/forms.css';

export function GroupNameForm({ submit, onSubmit }: { submit: string; onSubmit: (me: string) => Promise<Msg | null> }) {
  const { t, m } = useT();
  const knownNames = useSettings((s) => s.knownNames);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<Msg | 'missing' | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useId();
  const send = async () => {
    const me = name.trim();
    if (!me) return setProblem('missing');
    setProblem(null);
    setBusy(true);
    try {
      setProblem(await onSubmit(me));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="group-name" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <label htmlFor={field}>{t('shell.group.name')}</label>
      <input
        id={field}
        value={name}
        maxLength={40}
        autoComplete="off"
        aria-invalid={problem === 'missing' || undefined}
        aria-describedby={`${field}-help${problem === 'missing' ? ` ${field}-error` : ''}`}
        onChange={(e) => (setName(e.target.value), problem === 'missing' && setProblem(null))}
      />
      {problem === 'missing' && (
        <p id={`${field}-error`} className="field-error">
          {t('shell.group.nameMissing')}
        </p>
      )}
      <p id={`${field}-help`} className="muted">
        {t('shell.group.nameHelp')}
      </p>
      {knownNames.length > 0 && !name.trim() && (
        <div className="name-chips" role="group" aria-label={t('shell.group.namesBefore')}>
          {knownNames.slice(0, 6).map((k) => (
            <button type="button" key={k} className="chip" onClick={() => setName(k)}>
              {k}
            </button>
          ))}
        </div>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={busy}>
          {submit}
        </button>
      </div>
      <p role="status" className="muted">
        {busy ? t('shell.group.working') : ''}
      </p>
      {problem && problem !== 'missing' && (
        <p role="alert" className="alert">
          {m(problem)}
        </p>
      )}
    </form>
  );
}
