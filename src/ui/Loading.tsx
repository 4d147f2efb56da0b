// What a screen shows while its code or its game loads, and when the game asked for is not here.
import { useT } from '../i18n/useT.ts';
import { href } from './router.ts';

/** What a screen shows while its code or its game is loading. */
export function Loading() {
  const { t } = useT();
  return (
    <main data-no-snapshot="">
      <p>{t('shell.loading')}</p>
    </main>
  );
}

/** A game asked for by its address that is not on this device. */
export function GameNotFound({ back }: { back: 'home' | 'history' }) {
  const { t } = useT();
  return (
    <main data-no-snapshot="">
      <h1>{t('shell.notFound.title')}</h1>
      <p role="alert">{t('shell.notFound.text')}</p>
      <a className="nav-link" href={href({ name: back })}>
        {t(back === 'home' ? 'shell.nav.home' : 'shell.nav.pastGames')}
      </a>
    </main>
  );
}
