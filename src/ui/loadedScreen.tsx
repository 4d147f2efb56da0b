// A screen whose code loads on first use, drawn the moment its code is here. React's lazy() under Suspense holds
// its "Loading…" fallback, once shown, for at least 300 ms however soon the code comes: on a slow phone every first
// open of history, stats or settings waited for that hold (stats opened as the app starts: ~420 ms at 4× CPU, most
// of it the hold). Here "Loading…" shows while the code loads, and the screen as soon as it has come.
// A load that fails says so in the app's frame, with a way to try again.
import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from './Loading.tsx';
import { ScreenFailed } from './ScreenFailed.tsx';

/** `load` gives the screen (called once, again after a failure); `ready` the screen when something else has loaded
 * it already (stats fetched ahead from home). A failed load shows why, and Try again loads it again. */
export function loadedScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ready: () => ComponentType<P> | null = () => null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const now = () => loaded ?? ready();
  return function LoadedScreen(props: P) {
    // A function in state is called by React: the screen is kept wrapped.
    const [screen, setScreen] = useState<{ C: ComponentType<P> } | { failed: unknown } | null>(() => {
      const C = now();
      return C ? { C } : null;
    });
    useEffect(() => {
      if (screen) return;
      let live = true;
      get().then(
        (C) => live && setScreen({ C }),
        (failed: unknown) => live && setScreen({ failed }),
      );
      return () => void (live = false);
    }, [screen]);
    if (!screen) return <Loading />;
    if ('failed' in screen) return <ScreenFailed retry={() => setScreen(null)} />;
    return <screen.C {...props} />;
  };
}
