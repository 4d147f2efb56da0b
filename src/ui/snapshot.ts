// The screen the player left, shown the moment the app is opened on it again: a phone that slept mid-game reopens
// on the game's address, and its board shows before the app's code has run (public/snapshot.js), then the app's own
// screen takes its place. Taken when the page is hidden, of a game's screen as drawn; storage forgets it on any
// write (db/snapshot.ts), so what it shows is what the app is about to draw. Not of home: it is drawn soon enough
// by the app, which showing a snapshot first would only delay.
import { forgetSnapshot, keepSnapshot } from '../db/snapshot.ts';
import { startLanguage } from '../i18n/app.ts';
import { parseRoute } from './router.ts';

/** The element public/snapshot.js shows it in, over the app's root until the app's screen is drawn. */
const HOST = 'snapshot';
/** Larger than this, it is not kept: localStorage is small, and the stash comes first. */
const MOST_CHARS = 400_000;

/** Takes the screen whenever the page is hidden (the phone locked, another app, the tab closed). */
export function keepScreenWhenHidden(): void {
  const take = () => void (document.visibilityState === 'hidden' && takeSnapshot());
  document.addEventListener('visibilitychange', take);
  window.addEventListener('pagehide', takeSnapshot);
  window.addEventListener('hashchange', dropShownSnapshot); // shown for the address the app was opened on only
}

function takeSnapshot(): void {
  const route = parseRoute(window.location.hash);
  const root = document.getElementById('root');
  const entry = document.querySelector('script[type="module"][src]')?.getAttribute('src');
  // Only a screen drawn whole: not while the last one still shows, nor "Loading…", nor a dialog open over it.
  if (route.name !== 'game') return;
  if (
    !root?.querySelector('main') ||
    root.querySelector('[data-no-snapshot], dialog[open]') ||
    document.getElementById(HOST) ||
    !entry
  )
    return forgetSnapshot();
  // The whole page: beside the app's root, what its screens point at (Calico's tile patterns, say).
  const page = document.body;
  const copy = page.cloneNode(true) as HTMLElement;
  // What the player chose in a form lives in the elements' properties, not their markup.
  const live = page.querySelectorAll<HTMLInputElement>('input');
  copy.querySelectorAll<HTMLInputElement>('input').forEach((el, i) => {
    const from = live[i]!;
    if (from.type === 'checkbox' || from.type === 'radio') el.toggleAttribute('checked', from.checked);
    else el.setAttribute('value', from.value);
  });
  // It shows the top of the screen: what lies below it is not kept (less to read and lay out when shown).
  below(page, copy, window.scrollY + window.innerHeight * 1.2);
  for (const el of copy.querySelectorAll('script')) el.remove();
  for (const el of copy.querySelectorAll<HTMLElement>('[style]')) {
    el.dataset.snapshotStyle = el.getAttribute('style') ?? '';
    el.removeAttribute('style');
  }
  const html = copy.innerHTML;
  if (html.length > MOST_CHARS) return forgetSnapshot();
  keepSnapshot({
    v: 1,
    hash: window.location.hash,
    build: entry,
    language: startLanguage(),
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme ?? '',
    css: styles(),
    html,
  });
}

/** Removes from `copy` the elements of `live` (the same tree) that start below `limit` (px from the page's top). */
function below(live: Element, copy: Element, limit: number): void {
  const twins = [...copy.children];
  [...live.children].forEach((el, i) => {
    const box = el.getBoundingClientRect();
    const twin = twins[i];
    if (!twin) return;
    if (!box.width && !box.height) return; // takes no room, but may hold what others refer to (an SVG's patterns)
    if (box.top + window.scrollY > limit) twin.remove();
    else if (box.bottom + window.scrollY > limit) below(el, twin, limit);
  });
}

/** The page's style sheets as text: shown from this, the snapshot waits for no file. It is shown in a shadow root,
 * where no rule can look at <html>: what the rules ask of <html> (its colour scheme) is asked of the root's host,
 * which public/snapshot.js gives the same data-theme. */
function styles(): string {
  let text = '';
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) text += rule.cssText + '\n';
    } catch {
      // a sheet that cannot be read: the snapshot goes without it
    }
  }
  return text.replace(/:root((?:\[[^\]]*\]|:not\([^)]*\))*)/g, (_, on: string) => (on ? `:host(${on})` : ':host'));
}

/** The app's own screen is drawn: the snapshot shown in its place goes. */
export function dropShownSnapshot(): void {
  document.getElementById(HOST)?.remove();
}
