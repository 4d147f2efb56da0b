// Service worker registration and the update prompt: a new version waits until the player presses Update;
// the game in progress is saved first and reopened after the reload (its address is kept). The update banner sits
// in the page flow under the app bar, so it never covers a control; the one-time offline note floats over the app
// bar instead, so appearing and going away never moves the board or the picker under a finger.
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { getSetting, setSetting } from '../db/db.ts';
import { flushAll } from '../store/saver.ts';

export function UpdatePrompt() {
  const { needRefresh: [needRefresh], offlineReady: [offlineReady, setOfflineReady], updateServiceWorker } = useRegisterSW({
    onRegisterError: () => undefined, // offline use simply stays unavailable; nothing to tell mid-game
  });
  const [noted, setNoted] = useState(true);
  useEffect(() => {
    if (!offlineReady) return;
    void getSetting('offlineNoted', false).then((seen) => setNoted(seen));
    // Said once: it goes away by itself and is not shown again.
    const t = setTimeout(() => (setNoted(true), void setSetting('offlineNoted', true)), 8000);
    return () => clearTimeout(t);
  }, [offlineReady]);

  if (needRefresh) {
    return (
      <div className="banner" role="status">
        <span>A new version of the app is ready.</span>
        <button type="button" className="primary" onClick={() => void flushAll().then(() => updateServiceWorker(true))}>Update</button>
      </div>
    );
  }
  if (offlineReady && !noted) {
    return (
      <div className="banner overlay" role="status" data-testid="offline-note">
        <span>Ready to work offline.</span>
        <button type="button" aria-label="OK, hide this note" onClick={() => (setOfflineReady(false), setNoted(true), void setSetting('offlineNoted', true))}>OK</button>
      </div>
    );
  }
  return null;
}
