// Every screen change starts at the top, with focus on the screen's heading (screen readers announce it, and the
// next Tab starts from there). Screens that load on first use get their heading a moment later: wait for it.
import { useEffect } from 'react';

// The browser would put a screen reached by Back where it was scrolled; every screen starts at its top instead.
if (typeof history !== 'undefined') history.scrollRestoration = 'manual';

export function useScreenFocus(screen: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const focus = () => {
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (!h1) {
        if (++tries < 40) timer = setTimeout(focus, 50);
        return;
      }
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    };
    timer = setTimeout(focus, 0);
    return () => clearTimeout(timer);
  }, [screen]);
}
