// Applies the chosen colour scheme: data-theme on <html> (the CSS reads it) and the browser's theme-color (the
// status bar / title bar around the app), which follows the app bar's colour in light and in dark.
import { useEffect } from 'react';
import type { Theme } from '../store/settings.ts';

export function useTheme(theme: Theme): void {
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
    const paint = () => {
      const bar = getComputedStyle(root).getPropertyValue('--bar').trim();
      if (bar) setThemeColor(bar);
    };
    paint();
    dark?.addEventListener('change', paint);
    return () => dark?.removeEventListener('change', paint);
  }, [theme]);
}

/** index.html carries one per scheme (for the first paint); once the app runs, the choice in Settings decides. */
function setThemeColor(colour: string): void {
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  for (const m of metas) ((m.content = colour), m.removeAttribute('media'));
  if (metas.length) return;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = colour;
  document.head.append(meta);
}
