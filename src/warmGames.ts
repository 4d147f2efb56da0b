// Opening a game from home without waiting for its code. A little after start-up, in the page's idle moments (one
// step per idle callback, so no step holds the page long), the games' words and each game's module are loaded, but
// only when the service worker serves the page (a repeat visit): they come from its cache, not the network. On a
// first visit nothing is fetched before the player asks, so the first screen's JavaScript stays what it is; there a
// finger or the focus on a game's link (warmOnIntent) starts that game's loading before the click.
import { startupDone } from './db/startup.ts';
import { needAllWords } from './i18n/app.ts';
import type { GameKind } from './games/types.ts';
import { GAMES, loadGame } from './games/registry.ts';
import { idle } from './idle.ts';

/** How long after start-up the warming waits: home is drawn and answering taps first (evaluating a game's module
 * is a task of its own, 50–150 ms on a slow phone, which should not delay the home screen becoming usable). */
const AFTER_START_MS = 2000;

export async function warmGamesWhenIdle(): Promise<void> {
  await startupDone();
  if (!navigator.serviceWorker?.controller) return;
  await new Promise((resolve) => setTimeout(resolve, AFTER_START_MS));
  for (const step of [needAllWords, ...GAMES.map((g) => () => loadGame(g.kind))]) {
    await idle(5000, 200);
    await step().catch(() => undefined); // tried again when the player opens it
  }
}

/** Props for a link to a game's screens: its loading starts when a finger touches it or the focus reaches it. */
export const warmOnIntent = (kind: GameKind) => {
  const warm = () => void loadGame(kind).catch(() => undefined);
  return { onPointerDown: warm, onFocus: warm, onMouseEnter: warm };
};
