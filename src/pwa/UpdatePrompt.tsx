// Service worker registration and the update prompt: a new version waits until the player presses Update;
// the game in progress is saved first and reopened after the reload (its address is kept). Neither covers a control
// nor moves one: the update banner and the one-time offline note come at the end of the page (App.tsx), below
// everything. The banner comes whenever the new version is found, often as the player reaches for the screen.
import { useEffect, useState, type ReactNode } from 'react';
import { nothingSaved } from '../db/startup.ts';
import { useRegisterSWAfterStart } from './registerAfterStart.ts';
import { useT } from '../i18n/useT.ts';

// Storage loads after the first screen (main.tsx): these are reached for when needed.
// Nothing stored yet (a first visit): the fallback, without loading storage code just to read it.
const getSetting = async <T,>(key: string, fallback: T): Promise<T> =>
  nothingSaved() ? fallback : import('../db/db.ts').then((m) => m.getSetting(key, fallback));
const setSetting = (key: string, value: unknown) => import('../db/db.ts').then((m) => m.setSetting(key, value));
const flushAll = () => import('../store/saver.ts').then((m) => m.flushAll());

/** Puts the waiting version in charge and reloads into it once it is, whatever workbox-window made of how it
 * found it (its own reload is only for updates it counts as its own). Already in charge (another tab updated):
 * a reload shows it. */
async function applyUpdate(): Promise<void> {
  await flushAll(); // every tap written first
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

const noop = () => undefined;

/** Long enough to read the note and reach its button. */
const OFFLINE_NOTE_MS = 15_000;

/** The update banner, or the offline and insecure notes: for the end of the page. */
export function usePwaNotes(): ReactNode {
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady, setOfflineReady],
  } = useRegisterSWAfterStart({
    onRegisterError: noop, // offline use simply stays unavailable; nothing to tell mid-game
  });
  const [noted, setNoted] = useState(true);
  const { t } = useT();
  const [held, setHeld] = useState(false);
  // Served from an address that is not secure (http, not this machine): no service worker and no install. The app
  // works and saves all the same; the player is told once what it cannot do there, and how that is mended.
  const insecure = !window.isSecureContext;
  const [insecureNoted, setInsecureNoted] = useState(true);
  useEffect(() => {
    if (insecure) void getSetting('insecureNoted', false).then((seen) => setInsecureNoted(seen));
  }, [insecure]);
  useEffect(() => {
    if (offlineReady) void getSetting('offlineNoted', false).then((seen) => setNoted(seen));
  }, [offlineReady]);
  useEffect(() => {
    if (!offlineReady || held) return;
    // Said once: it goes away by itself (not while a pointer or the keyboard is on it) and is not shown again.
    const t = setTimeout(() => (setNoted(true), void setSetting('offlineNoted', true)), OFFLINE_NOTE_MS);
    return () => clearTimeout(t);
  }, [offlineReady, held]);

  // The live region is always there, so a screen reader announces the note when it comes.
  if (needRefresh)
    return (
      <div role="status" className="end-notes">
        <div className="banner end-note">
          <span>{t('shell.update.ready')}</span>
          <button type="button" className="primary" onClick={() => void applyUpdate()}>
            {t('shell.update.button')}
          </button>
        </div>
      </div>
    );
  return (
    <div role="status" className="end-notes">
      {insecure && !insecureNoted && (
        <div className="banner end-note" data-testid="insecure-note">
          <span>{t('shell.insecure.note')}</span>
          <button
            type="button"
            aria-label={t('shell.offline.hide')}
            onClick={() => (setInsecureNoted(true), void setSetting('insecureNoted', true))}
          >
            {t('shell.ok')}
          </button>
        </div>
      )}
      {offlineReady && !noted && (
        <div
          className="banner end-note"
          data-testid="offline-note"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span>{t('shell.offline.ready')}</span>
          <button
            type="button"
            aria-label={t('shell.offline.hide')}
            onClick={() => (setOfflineReady(false), setNoted(true), void setSetting('offlineNoted', true))}
          >
            {t('shell.ok')}
          </button>
        </div>
      )}
    </div>
  );
}
