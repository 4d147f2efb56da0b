// The stats screen's code, fetched ahead (stats are a likely next screen from home and history) and kept: a route
// to stats once it is here draws the screen at once, with no "Loading…" in between (React shows a lazy screen's
// fallback for at least 300 ms once it has shown it, however soon the code comes).
import { needAllWords } from '../i18n/app.ts';
import { whenIdle } from '../idle.ts';

type StatsModule = typeof import('./StatsScreen.tsx');
let loaded: StatsModule | null = null;
let loading: Promise<StatsModule> | null = null;

/** The stats screen's module when it is here already, else null. */
export const statsLoaded = (): StatsModule | null => loaded;

/** The stats screen's module, with the games' words it shows. */
export function loadStats(): Promise<StatsModule> {
  loading ??= Promise.all([import('./StatsScreen.tsx'), needAllWords()]).then(
    ([m]) => (loaded = m),
    (e: unknown) => {
      loading = null; // tried again next time
      throw e;
    },
  );
  return loading;
}

/** On home, once the app has started and the page is idle: the stats code fetched, the saved games read and what
 * stats show first worked out, all in short steps (db/games.ts listGamesAhead, StatsScreen prepareStats). */
export function prepareStatsFromHome(): () => void {
  let live = true;
  // Once started, the reading goes on when home is left (stats then take over what is left of it).
  const cancel = whenIdle(
    () =>
      live &&
      void loadStats().then(async (m) => {
        if (!live) return;
        const { listGamesAhead } = await import('../db/games.ts');
        await m.prepareStats(await listGamesAhead());
      }),
  );
  return () => {
    live = false;
    cancel();
  };
}
