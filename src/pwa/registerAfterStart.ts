// The service worker is registered once start-up storage work is over (db/startup.ts), not at the first render:
// on a first visit its precache (every file of the app) would otherwise share a slow network with the start-up
// code the page loads right after its first paint. A live game's invite waits longer, until its game is open (or
// the player went elsewhere): joining's code, the game's and its first draw come first. The same shape as
// vite-plugin-pwa's useRegisterSW.
import { useEffect, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { startupDone } from '../db/startup.ts';
import { parseRoute } from '../ui/router.ts';

/** After leaving a live invite: the game's screen is drawn before the precache starts. */
const AFTER_INVITE_MS = 3000;
/** Longest it waits on an invite (a join refused, or a game that does not come): the app still works offline. */
const ON_INVITE_MS = 60_000;

/** Settles once the page is not on a live game's invite (at once when it is not), or after a minute on it. */
function offInvite(): Promise<void> {
  const on = () => parseRoute(location.hash).name === 'live';
  if (!on()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => (removeEventListener('hashchange', left), clearTimeout(most), resolve());
    const left = () => void (!on() && (removeEventListener('hashchange', left), setTimeout(done, AFTER_INVITE_MS)));
    const most = setTimeout(done, ON_INVITE_MS);
    addEventListener('hashchange', left);
  });
}

export function useRegisterSWAfterStart({ onRegisterError }: { onRegisterError?: (e: unknown) => void }) {
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  useEffect(() => {
    let live = true;
    // Storage that never answers (a full disk can hold IndexedDB) must not keep the app from working offline.
    const atLatest = new Promise((resolve) => setTimeout(resolve, 10_000));
    void Promise.race([startupDone(), atLatest])
      .then(offInvite)
      .then(() => {
        if (!live) return;
        // The update itself is applied by the banner (UpdatePrompt.tsx applyUpdate), not through registerSW's answer.
        registerSW({
          immediate: true,
          onNeedRefresh: () => setNeedRefresh(true),
          onOfflineReady: () => setOfflineReady(true),
          onRegisterError,
        });
      });
    return () => void (live = false);
  }, [onRegisterError]);
  return { needRefresh: [needRefresh, setNeedRefresh], offlineReady: [offlineReady, setOfflineReady] } as const;
}
