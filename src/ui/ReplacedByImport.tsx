// Says on a game's screen that an import (in another tab, or its worker) just replaced the game being entered with
// the backup's newer copy, and offers the version it replaced back: that version is kept in Recently deleted.
import { useEffect, useState } from 'react';
import { onChanges } from '../db/changes.ts';
import { useT } from '../i18n/useT.ts';
import { navigate } from './router.ts';

export function ReplacedByImport({ id }: { id: string }) {
  const { t } = useT();
  const [previous, setPrevious] = useState<string | null>(null);
  useEffect(() => {
    setPrevious(null);
    return onChanges((c) => c.id === id && 'previous' in c && c.previous && setPrevious(c.previous));
  }, [id]);
  if (!previous) return null;
  const restore = async () => {
    const { restoreGame } = await import('../db/games.ts');
    await restoreGame(previous);
    setPrevious(null);
    navigate({ name: 'game', id: previous });
  };
  return (
    <div className="banner" role="alert">
      <span>{t('shell.replaced.text')}</span>
      <span className="banner-actions">
        <button type="button" onClick={() => void restore()}>
          {t('shell.replaced.restore')}
        </button>
        <button type="button" onClick={() => setPrevious(null)}>
          {t('shell.ok')}
        </button>
      </span>
    </div>
  );
}
