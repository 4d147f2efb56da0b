// The shell: screens by route. A game's screens come from its module, loaded on first use; the shell itself
// names no game's rules.
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { tellIfSlow } from './db/notice.ts';
import { rememberOpened } from './db/openedKinds.ts';
import { drawnAhead, takeReadAhead } from './db/readAhead.ts';
import { startupDone, whileLeaving } from './db/startup.ts';
import { entryForFormat, GAMES, loadGame } from './games/registry.ts';
import type { GameModule } from './games/types.ts';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { loadStats, statsLoaded } from './screens/statsAhead.ts';
import { useSettings } from './store/settings.ts';
import { href, useRoute } from './ui/router.ts';
import { useScreenFocus } from './ui/useScreenFocus.ts';
import { useTheme } from './ui/useTheme.ts';
import { Toast } from './ui/Toast.tsx';
import { GameNotFound, Loading } from './ui/Loading.tsx';
import { ReplacedByImport } from './ui/ReplacedByImport.tsx';
import { useGroup } from './store/group.ts';
import { ChipRow } from './ui/ChipRow.tsx';
import { wasInGroup } from './db/inGroupHint.ts';
import { useLive } from './store/live.ts';
import { LiveBar, LiveLost } from './ui/LiveBar.tsx';
import { TableBar } from './ui/ShareBar.tsx';
import { LeaveOut, ScreenBoundary, ScreenFailed } from './ui/ScreenFailed.tsx';
import { loadedScreen } from './ui/loadedScreen.tsx';
import { usePwaNotes } from './pwa/UpdatePrompt.tsx';
import { useT } from './i18n/useT.ts';
import { needAllWords } from './i18n/app.ts';
import { dropShownSnapshot } from './ui/snapshot.ts';
import { unlessLeaving } from './ui/leaving.ts';

// Screens away from the table load on first use, keeping the first screen's JavaScript small, each with the words
// of the games' screens and cores (home needs only the shell's): it never shows before they are there.
const screen = <T,>(load: () => Promise<T>): Promise<T> => Promise.all([load(), needAllWords()]).then(([m]) => m);
const ChooseGameScreen = loadedScreen(() =>
  screen(() => import('./screens/ChooseGameScreen.tsx')).then((m) => m.ChooseGameScreen),
);
const HistoryScreen = loadedScreen(() =>
  screen(() => import('./screens/HistoryScreen.tsx')).then((m) => m.HistoryScreen),
);
const ReviewScreen = loadedScreen(() => screen(() => import('./screens/ReviewScreen.tsx')).then((m) => m.ReviewScreen));
// Stats drawn at once when their code was fetched ahead (screens/statsAhead.ts); else the saved games are read while
// it comes.
const StatsScreen = loadedScreen(
  () => (
    import('./db/games.ts').then((m) => m.listGames()).catch(() => undefined),
    loadStats().then((m) => m.StatsScreen)
  ),
  () => statsLoaded()?.StatsScreen ?? null,
);
// Sharing between phones (QR codes, the scanner) loads only when asked for.
const LiveTableScreen = loadedScreen(() =>
  screen(() => import('./share/screens/LiveTableScreen.tsx')).then((m) => m.LiveTableScreen),
);
// A live invite says only the shell's words until the game arrives: it is drawn without waiting for the others.
// Opened by its address, its code comes before the first render (main.tsx), which then draws it at once.
let joinLive: typeof import('./share/screens/JoinLiveScreen.tsx') | null = null;
export const loadJoinLive = () => import('./share/screens/JoinLiveScreen.tsx').then((m) => (joinLive = m));
const JoinLiveScreen = loadedScreen(
  () => loadJoinLive().then((m) => m.JoinLiveScreen),
  () => joinLive?.JoinLiveScreen ?? null,
);
const ShareGameScreen = loadedScreen(() =>
  screen(() => import('./share/screens/ShareGameScreen.tsx')).then((m) => m.ShareGameScreen),
);
const SendGameScreen = loadedScreen(() =>
  screen(() => import('./share/screens/SendGameScreen.tsx')).then((m) => m.SendGameScreen),
);
const OpenLinkScreen = loadedScreen(() =>
  screen(() => import('./share/screens/OpenLinkScreen.tsx')).then((m) => m.OpenLinkScreen),
);
const PlayerScreen = loadedScreen(() => screen(() => import('./screens/PlayerScreen.tsx')).then((m) => m.PlayerScreen));
const SettingsScreen = loadedScreen(() =>
  screen(() => import('./screens/SettingsScreen.tsx')).then((m) => m.SettingsScreen),
);
// What a phone in a group shows on every screen (its status, the changes the merge did not keep) loads only in one.
const GroupStatusChip = lazy(() => import('./ui/GroupStatus.tsx').then((m) => ({ default: m.GroupStatusChip })));
const LostChanges = lazy(() => import('./ui/LostChanges.tsx').then((m) => ({ default: m.LostChanges })));
/** `row`: the chip's row is kept while the code loads (the app bar's chip); a note that is usually nothing keeps
 * no place, or the screen would move up when it comes to nothing. */
function InGroup({ children, row = true }: { children: ReactNode; row?: boolean }) {
  const inGroup = useGroup((s) => s.group !== null);
  // Until storage says, a phone that was in a group keeps the chip's row: the screen does not move when it comes.
  const held = useGroup((s) => !s.loaded) && wasInGroup();
  const space = row ? <ChipRow /> : null;
  return inGroup ? (
    <LeaveOut>
      <Suspense fallback={space}>{children}</Suspense>
    </LeaveOut>
  ) : held ? (
    space
  ) : null;
}
const GroupScreen = loadedScreen(() => screen(() => import('./screens/GroupScreen.tsx')).then((m) => m.GroupScreen));
const JoinGroupScreen = loadedScreen(() =>
  screen(() => import('./screens/JoinGroupScreen.tsx')).then((m) => m.JoinGroupScreen),
);

export function App() {
  const route = useRoute();
  const loadSettings = useSettings((s) => s.load);
  const loadGroup = useGroup((s) => s.load);
  const pwaNotes = usePwaNotes();
  const { t } = useT();
  useScreenFocus(window.location.hash);
  useTheme(useSettings((s) => s.theme));
  // The game screen left last time, shown until it is drawn (ui/snapshot.ts); any other screen takes its place at once.
  useEffect(() => void (route.name !== 'game' && dropShownSnapshot()), [route]);
  useEffect(() => {
    // A reload during start-up cuts off the storage code they load: not an error (ui/leaving.ts).
    void loadSettings().catch(unlessLeaving('settings')); // old games are tidied away by start-up (start.ts)
    // After start-up, and only if something is stored: the link to the server loads only in a group.
    void loadGroup().catch(unlessLeaving('group'));
  }, [loadSettings, loadGroup]);
  return (
    <>
      <header className="app-bar">
        <a href={href({ name: 'home' })} className="brand" translate="no">
          Tile Tally
        </a>
        <nav aria-label={t('shell.nav.label')}>
          <a href={href({ name: 'new' })}>{t('shell.nav.new')}</a>
          <a href={href({ name: 'history' })}>{t('shell.nav.history')}</a>
          <a href={href({ name: 'stats' })}>{t('shell.nav.stats')}</a>
          <a href={href({ name: 'settings' })}>{t('shell.nav.settings')}</a>
        </nav>
        <InGroup>
          <GroupStatusChip />
        </InGroup>
        {route.name === 'game' && <GameTableBar id={route.id} />}
      </header>
      <Toast screen={window.location.hash} />
      {/* A screen that throws (its code failed to load) says so; the frame above stays. */}
      <ScreenBoundary
        at={route.name === 'game' || route.name === 'results' ? `game ${route.id}` : window.location.hash}
      >
        {route.name === 'new' && (route.kind ? <NewGame kind={route.kind} /> : <ChooseGameScreen />)}
        {(route.name === 'game' || route.name === 'results') && (
          // One per game (its results share it): what it learnt of one game never reaches the next.
          <WithGame key={route.id} id={route.id} results={route.name === 'results'} />
        )}
        {route.name === 'history' && <HistoryScreen />}
        {route.name === 'review' && <ReviewScreen id={route.id} />}
        {route.name === 'stats' && <StatsScreen />}
        {route.name === 'player' && <PlayerScreen name={route.player} />}
        {route.name === 'settings' && <SettingsScreen />}
        {route.name === 'group' && <GroupScreen />}
        {route.name === 'invite' && <JoinGroupScreen invite={route.invite} />}
        {route.name === 'share' && <ShareGameScreen id={route.id} />}
        {route.name === 'send' && <SendGameScreen id={route.id} />}
        {route.name === 'open' && <OpenLinkScreen kind={route.kind} code={route.code} />}
        {route.name === 'table' && <LiveTableScreen id={route.id} />}
        {route.name === 'live' && <JoinLiveScreen code={route.code} />}
        {route.name === 'home' && <HomeScreen />}
      </ScreenBoundary>
      {pwaNotes}
    </>
  );
}

/** On a game's screen not live on this phone: the way to play it live, in the app bar (after its links: on a phone
 * upright, on a line of its own under them). Left out until the phone knows whether the game is live. */
function GameTableBar({ id }: { id: string }) {
  const live = useLive((s) => !!s.sessions[id]);
  const known = useGroup((s) => s.loaded);
  return live ? null : <TableBar id={id} hidden={!known} />;
}

/** A game's module, loaded on first use ('failed': its code did not come; `retry` asks again). */
function useGameModule(kind: string | null | undefined): [GameModule | null | 'unknown' | 'failed', () => void] {
  const [m, setM] = useState<GameModule | null | 'unknown' | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!kind) return;
    const entry = GAMES.find((g) => g.kind === kind);
    if (!entry) return setM('unknown');
    let live = true;
    setM(null);
    loadGame(entry.kind).then(
      (mod) => live && setM(mod),
      () => live && setM('failed'),
    );
    return () => void (live = false);
  }, [kind, attempt]);
  return [m, () => setAttempt((n) => n + 1)];
}

function NewGame({ kind }: { kind: string }) {
  const [m, retry] = useGameModule(kind);
  const { t } = useT();
  if (m === 'failed') return <ScreenFailed retry={retry} />;
  if (m === 'unknown')
    return (
      <main>
        <h1>{t('shell.newGame.title')}</h1>
        <p role="alert">{t('shell.newGame.unknown')}</p>
        <a className="nav-link" href={href({ name: 'new' })}>
          {t('shell.newGame.choose')}
        </a>
      </main>
    );
  if (!m) return <Loading />;
  return <m.screens.Setup />;
}

function WithGame({ id, results }: { id: string; results: boolean }) {
  const [state, setState] = useState<{ m: GameModule; ahead?: boolean } | 'missing' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The seat this phone enters, as the game was opened here (null: not live here yet, no seat, or not opened by
   * this screen: then the seat, once known, is shown). */
  const seatAtOpen = useRef<number | null>(null);
  /** The seat learnt since (shown once: the player may go to another board after). */
  const seatShown = useRef<number | null>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    // A game's code that cannot load (offline with no service worker, a new version deployed) is said, with a retry.
    const failed = () => live && setState('failed');
    void (async () => {
      // Storage may be slow to answer (a full disk can hold IndexedDB for seconds): "Loading…" shows at once, and
      // half a second after the screen asked, a word about storage (db/notice.ts), until the game is found.
      const found = await tellIfSlow(
        (async () => {
          // Opened by its address: read before start-up where recovery has nothing of it to apply (main.tsx);
          // after start-up, read as any other.
          const ahead = await Promise.race([takeReadAhead(id), startupDone().then(() => null)]);
          if (ahead) return { row: ahead, ahead: true };
          const { findGame, openKind } = await import('./openGame.ts'); // storage: not needed by the first screen
          // Open in this tab already (a new game whose first write waits for space): shown from memory, no storage read.
          const kind = openKind(id);
          const open = kind ? await loadGame(kind) : null;
          if (open && open.screens.openId() === id) return { open };
          return { row: await findGame(id) };
        })(),
      );
      // Remembered for the next time it is opened by its address (main.tsx loads its code at once then).
      if (found.open) return (rememberOpened(id, found.open.core.kind), live && setState({ m: found.open }));
      const { row } = found;
      const entry = row && entryForFormat(row.doc.format);
      if (!row || !entry) return live && setState('missing');
      rememberOpened(id, entry.kind);
      const m = await loadGame(entry.kind);
      if (!live) return;
      // Opened unless the game's store shows it already (back from results: undo history and selection stay).
      // A live game opens on the part this phone enters (once its link has started: opened by its address at start,
      // as any game).
      if (m.screens.openId() !== id) {
        seatAtOpen.current = useLive.getState().sessions[id]?.seat ?? null;
        m.screens.open({ doc: row.doc, rev: row.rev }, seatAtOpen.current ?? undefined);
      }
      // Drawn in slices between frames (a game's screen is the largest the app draws): no long task of it.
      startTransition(() => setState({ m, ahead: !!found.ahead }));
    })().catch(failed);
    return () => {
      live = false;
      drawnAhead(); // left before it was drawn: start-up need not wait
      whileLeaving(import('./openGame.ts').then((m) => m.leaveGame(id)));
    };
  }, [id, attempt]);
  // A live game reopened (a reload) opens before its link has started: this phone's seat, once known, is shown.
  const seat = useLive((s) => s.sessions[id]?.seat ?? null);
  useEffect(() => {
    if (!state || state === 'missing' || state === 'failed' || seat === null || seatShown.current !== null) return;
    seatShown.current = seat;
    if (seatAtOpen.current !== seat) state.m.screens.showSeat?.(seat);
  }, [state, seat]);
  // Start-up waits for a board read ahead to be drawn: the frame after this render.
  const ahead = !!state && typeof state === 'object' && state.ahead;
  useEffect(() => void (ahead && requestAnimationFrame(() => setTimeout(drawnAhead, 0))), [ahead]);
  useLayoutEffect(() => void (state && dropShownSnapshot()), [state]); // before the frame that draws it
  if (state === 'missing') return <GameNotFound back="home" />;
  if (state === 'failed') return <ScreenFailed retry={() => setAttempt((n) => n + 1)} />;
  if (!state) return <Loading />;
  const { Play, Results } = state.m.screens;
  return (
    <>
      <ReplacedByImport id={id} />
      <InGroup row={false}>
        <LostChanges id={id} />
      </InGroup>
      <LiveBar id={id} kind={state.m.core.kind} />
      {results ? <Results /> : <Play />}
      <LiveLost id={id} />
    </>
  );
}
