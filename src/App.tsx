// Screens by route; a game route loads its game from the device first.
import { useEffect, useState } from 'react';
import { GameScreen } from './screens/GameScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { ResultsScreen } from './screens/ResultsScreen.tsx';
import { SetupScreen } from './screens/SetupScreen.tsx';
import { useGameStore } from './store/gameStore.ts';
import { useSettings } from './store/settings.ts';
import { MotifDefs } from './ui/Motifs.tsx';
import { href, useRoute } from './ui/router.ts';

export function App() {
  const route = useRoute();
  const loadSettings = useSettings((s) => s.load);
  useEffect(() => void loadSettings(), [loadSettings]);
  return (
    <>
      <MotifDefs />
      <header className="app-bar">
        <a href={href({ name: 'home' })} className="brand">Calico</a>
        <nav aria-label="Main">
          <a href={href({ name: 'new' })}>New</a>
        </nav>
      </header>
      {route.name === 'new' && <SetupScreen />}
      {(route.name === 'game' || route.name === 'results') && <WithGame id={route.id} results={route.name === 'results'} />}
      {route.name === 'home' && <HomeScreen />}
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
  if (missing) return <main><p role="alert">This game is not on this device.</p><a href={href({ name: 'home' })}>Home</a></main>;
  if (current !== id) return <main><p>Loading…</p></main>;
  return results ? <ResultsScreen /> : <GameScreen />;
}
