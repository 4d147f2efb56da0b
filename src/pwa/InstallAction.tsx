import { needsSafariHint, useInstall } from './install.ts';
import { useT } from '../i18n/useT.ts';

export function InstallAction() {
  const { event, install } = useInstall();
  const { t } = useT();
  if (event)
    return (
      <button type="button" className="big" onClick={() => void install()}>
        {t('shell.install.button')}
      </button>
    );
  if (needsSafariHint()) return <p className="muted">{t('shell.install.safari')}</p>;
  return null;
}
