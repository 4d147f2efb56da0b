// Screens by route; a game route loads its game from the device first. Opening the app resumes the game in
// progress.
import { lazy, Suspense, useEffect, useState } from 'react';
import { gameInProgress, purgeDeleted } from './db/games.ts';
import { GameScreen } from './screens/GameScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { listenForOtherTabs, useGameStore } from './store/gameStore.ts';
import { useSettings } from './store/settings.ts';
import { MotifDefs } from './ui/Motifs.tsx';
import { href, navigate, useRoute } from './ui/router.ts';
import { Toast } from './ui/Toast.tsx';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';

// Screens away from the table load on first use, keeping the first screen's JavaScript small.
const SetupScreen = lazy(() => import('./screens/SetupScreen.tsx').then((m) => ({ default: m.SetupScreen })));
const ResultsScreen = lazy(() => import('./screens/ResultsScreen.tsx').then((m) => ({ default: m.ResultsScreen })));
const HistoryScreen = lazy(() => import('./screens/HistoryScreen.tsx').then((m) => ({ default: m.HistoryScreen })));
const ReviewScreen = lazy(() => import('./screens/ReviewScreen.tsx').then((m) => ({ default: m.ReviewScreen })));
const StatsScreen = lazy(() => import('./screens/StatsScreen.tsx').then((m) => ({ default: m.StatsScreen })));
const SettingsScreen = lazy(() => import('./screens/SettingsScreen.tsx').then((m) => ({ default: m.SettingsScreen })));

export function App() {
  const route = useRoute();
  const loadSettings = useSettings((s) => s.load);
  useEffect(() => {
    void loadSettings();
    void purgeDeleted();
    const stop = listenForOtherTabs();
    // A fresh open (no screen in the address) goes straight back to the game in progress.
    if (!window.location.hash || window.location.hash === '#/') {
      void gameInProgress().then((row) => {
        if (row && (!window.location.hash || window.location.hash === '#/')) navigate({ name: 'game', id: row.id });
      });
    }
    return stop;
  }, [loadSettings]);
  return (
    <>
      <MotifDefs />
      <header className="app-bar">
        <a href={href({ name: 'home' })} className="brand">Calico</a>
        <nav aria-label="Main">
          <a href={href({ name: 'new' })}>New</a>
          <a href={href({ name: 'history' })}>History</a>
          <a href={href({ name: 'stats' })}>Stats</a>
          <a href={href({ name: 'settings' })}>Settings</a>
        </nav>
      </header>
      <UpdatePrompt />
      <Suspense fallback={<main><p>Loading…</p></main>}>
        {route.name === 'new' && <SetupScreen />}
        {(route.name === 'game' || route.name === 'results') && <WithGame id={route.id} results={route.name === 'results'} />}
        {route.name === 'history' && <HistoryScreen />}
        {route.name === 'review' && <ReviewScreen id={route.id} />}
        {route.name === 'stats' && <StatsScreen />}
        {route.name === 'settings' && <SettingsScreen />}
      </Suspense>
      {route.name === 'home' && <HomeScreen />}
      <Toast />
    </>
  );
}

function WithGame({ id, results }: { id: string; results: boolean }) {
  const current = useGameStore((s) => s.game?.id);
  const openById = useGameStore((s) => s.openById);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (current !== id) void openById(id).then((ok) => setMissing(!ok));
  }, [id, current, openById]);
  if (missing) return <main><h1>Game not found</h1><p role="alert">This game is not on this device.</p><a href={href({ name: 'home' })}>Home</a></main>;
  if (current !== id) return <main><p>Loading…</p></main>;
  return results ? <ResultsScreen /> : <GameScreen />;
}
