import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadJoinLive } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';
import { provideCores } from './db/cores.ts';
import { CORES } from './games/cores.ts';
import { SLOW_START_MS, slowStorageNotice } from './db/notice.ts';
import { foundNothingStored, whileStarting } from './db/startup.ts';
import { nothingStored } from './db/firstVisit.ts';
import { StorageNotice } from './ui/StorageNotice.tsx';
import { warmGamesWhenIdle } from './warmGames.ts';
import { whenIdle } from './idle.ts';
import { readyLists } from './i18n/screenWords.tsx';
import { activateLanguage, fetchAllWords, followOtherTabs, startLanguage } from './i18n/app.ts';
import { parseRoute } from './ui/router.ts';
import { GAMES, loadGame } from './games/registry.ts';
import { openedKind } from './db/openedKinds.ts';
import { readAhead, whenDrawnAhead } from './db/readAhead.ts';
import { dropShownSnapshot, keepScreenWhenHidden } from './ui/snapshot.ts';

/** Longest the first render waits for an invite's screen code (a stalled network): "Loading…" shows after it. */
const FIRST_SCREEN_MS = 1500;
/** Longest a snapshot of the screen left last time stays over the app's own. */
const SNAPSHOT_MS = 8000;

listenForInstall();
// The screen left when the page is hidden, shown at once next time (ui/snapshot.ts); a screen of the app that is
// not drawn within seconds (an error, storage that does not answer) is not kept hidden under it.
keepScreenWhenHidden();
setTimeout(dropShownSnapshot, SNAPSHOT_MS);
// Storage knows no game: it is given the games' pure cores (loaded on first use) to summarise and edit documents.
provideCores(CORES);
// The player's language comes first (a small chunk, precached): the first screen is already in their words.
const firstLanguage = startLanguage();
const language = activateLanguage(firstLanguage)
  .catch(() => activateLanguage('en'))
  .catch(() => undefined);
followOtherTabs();
const route = parseRoute(window.location.hash);
// A live game's invite (a phone that scanned the table's code) is drawn in the first render, its screen's code
// fetched beside the language's, and the game's words beside them, not after the first screen's. What joining
// runs loads once the invite is drawn (JoinLiveScreen).
const firstScreen =
  route.name === 'live'
    ? Promise.race([loadJoinLive().catch(() => undefined), new Promise((r) => setTimeout(r, FIRST_SCREEN_MS))])
    : null;
if (route.name === 'live') fetchAllWords(firstLanguage);
const rendered = Promise.all([language, firstScreen]);
void rendered.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      <StorageNotice />
    </StrictMode>,
  ),
);
// The first screen is drawn at once; storage (Dexie, recovery, the journal) loads and starts after that paint
// (start.ts), so a slow phone never waits for it to see the app. Screens that read saved games wait for it
// (db/startup.ts): a game opened early gets its journalled edits first. Storage that does not answer (a full
// disk can hold IndexedDB for long) is said in words after a few seconds; start-up goes on.
// A tab opened in the background gets no animation frames: the timer starts storage there all the same.
// A game opened by its address (a phone that slept mid-game reopens on it) is read at once without Dexie
// (db/readAhead.ts) while its game's code loads (its kind remembered from when it was last opened,
// db/openedKinds.ts); start-up runs once its board is drawn. When it cannot be read so (edits of it kept for
// recovery, say), storage starts at once and the game opens after recovery, as any other.
const gameId = route.name === 'game' || route.name === 'results' ? route.id : null;
const afterPaint = rendered.then(
  () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 250);
    }),
);
/** Longest start-up waits for a game read ahead (its read or its code may be slow to come on a busy phone). */
const AHEAD_MS = 5000;
const ahead =
  gameId === null
    ? null
    : Promise.race([
        readAhead(gameId).then((row) => row && whenDrawnAhead),
        new Promise((resolve) => setTimeout(resolve, AHEAD_MS)),
      ]);
// On a first visit nothing is stored: no storage code is loaded until something is saved (db/firstVisit.ts).
const startStorage = () => import('./start.ts').then((m) => m.start());
const starting = ahead
  ? ahead.then(startStorage)
  : afterPaint.then(() => nothingStored()).then((none) => (none ? foundNothingStored() : startStorage()));
const reopened = gameId === null ? undefined : GAMES.find((g) => g.kind === openedKind(gameId));
if (reopened) {
  fetchAllWords(firstLanguage); // its screen's words beside its code, not after the first screen's
  void Promise.all([reopened.load(), language.then(() => loadGame(reopened.kind))]).catch(() => undefined);
  void language.then(() => whenIdle(readyLists, 1000)); // while its code and its row come
}
whileStarting(starting);
void (ahead ?? Promise.resolve()).then(() => {
  const slow = setTimeout(slowStorageNotice, SLOW_START_MS);
  void starting.catch(() => undefined).finally(() => (clearTimeout(slow), slowStorageNotice(true)));
});
// A repeat visit then readies the games' code and words from the service worker's cache (warmGames.ts).
void warmGamesWhenIdle();
