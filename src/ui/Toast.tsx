// The note under the app bar, in the page's flow: it never lies over a control. It comes with the screen it belongs
// to (so nothing below it moves when it appears) and, once gone, leaves its space empty until the screen changes.
import { useEffect } from 'react';
import { useUi } from '../store/ui.ts';
import { useT } from '../i18n/useT.ts';

export function Toast({ screen }: { screen: string }) {
  const { toast, dismiss, hold, leftScreen } = useUi();
  const { t, m } = useT();
  useEffect(() => leftScreen(screen), [screen, leftScreen]);
  const shown = toast && toast.screen === screen ? toast : null;
  return (
    <div role="status" aria-live="polite" className={`toast-region${shown ? ' holding' : ''}`}>
      {shown && (
        <div
          className={`toast${shown.gone ? ' gone' : ''}`}
          aria-hidden={shown.gone || undefined}
          onMouseEnter={() => hold(true)}
          onMouseLeave={() => hold(false)}
          onFocus={() => hold(true)}
          onBlur={() => hold(false)}
        >
          <span>{m(shown.message)}</span>
          {shown.action && (
            <button
              type="button"
              tabIndex={shown.gone ? -1 : undefined}
              onClick={() => (shown.action!.run(), dismiss())}
            >
              {m(shown.action.label)}
            </button>
          )}
          <button
            type="button"
            aria-label={t('shell.toast.dismiss')}
            tabIndex={shown.gone ? -1 : undefined}
            onClick={dismiss}
          >
            ✕
          </button>
        </div>
      )}
    </div>
  );
}
