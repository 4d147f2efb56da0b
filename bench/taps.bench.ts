// Taps and scrolls a player needs, counted at 390×844 (touch) as the page objects enter real games through the UI:
// a Calico setup (3 players, boards, goals, cats and patterns copied from the table), a Calico board (one tap per
// cell with auto-advance), an Azul round (3 players), a Kaliko play (each play of a 20-play game). A tap is a
// trusted click; a scroll is a tap whose target was not in view where the page was left (the page moved before
// it), plus each drag of the Kaliko pattern. `npx tsx bench/taps.bench.ts [dist folder]` (after `npx vite build`).
import { chromium, type Page } from '@playwright/test';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { randomGame } from '../src/games/kaliko/core/test/random.ts';
import { ANA_TILES } from '../e2e/flows.ts';
import { SetupPage } from '../e2e/pages/SetupPage.ts';
import { GamePage } from '../e2e/pages/GamePage.ts';
import { AzulPlayPage, AzulSetupPage } from '../e2e/pages/AzulPages.ts';
import { KalikoPage } from '../e2e/pages/KalikoPage.ts';
import { StaticServer } from '../e2e/static-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4198);
const server = new StaticServer(process.argv[2] ?? 'dist');
await server.listen(PORT);

/** Counts in the page: trusted clicks, and those whose page position had changed since the last one. */
const COUNTER = () => {
  const w = window as unknown as { taps: { taps: number; scrolls: number; y: number } };
  w.taps = { taps: 0, scrolls: 0, y: 0 };
  addEventListener(
    'click',
    (e) => {
      if (!e.isTrusted) return;
      w.taps.taps++;
      if (Math.abs(scrollY - w.taps.y) > 2) w.taps.scrolls++;
      // where the page is left after the tap's own effect
      requestAnimationFrame(() => {
        w.taps.y = scrollY;
      });
    },
    true,
  );
};
const read = (page: Page) =>
  page.evaluate(() => {
    const t = (window as unknown as { taps: { taps: number; scrolls: number; y: number } }).taps;
    const out = { taps: t.taps, scrolls: t.scrolls };
    t.taps = 0;
    t.scrolls = 0;
    t.y = scrollY;
    return out;
  });
const reset = read;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const newPage = async () => {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
  });
  await ctx.addInitScript(COUNTER);
  return ctx.newPage();
};
const rows: string[] = [];
try {
  // Calico: setup, then Ana's board.
  let page = await newPage();
  const setup = new SetupPage(page);
  await setup.open();
  await reset(page);
  await setup.setPlayers([
    { name: 'Ana', board: 'blue', goals: FULL_GOALS },
    { name: 'Ben', board: 'green', goals: FULL_GOALS_GREEN },
    { name: 'Cy', board: 'yellow', goals: FULL_GOALS },
  ]);
  await setup.setCats(catsOf(FULL_CATS));
  await setup.start();
  await page.getByTestId('player-total').waitFor();
  let r = await read(page);
  rows.push(`Calico setup (3 players): ${r.taps} taps, ${r.scrolls} scrolls`);
  await new GamePage(page).fillInReadingOrder(ANA_TILES);
  r = await read(page);
  rows.push(`Calico board (${ANA_TILES.length} cells): ${r.taps} taps, ${r.scrolls} scrolls`);
  await page.context().close();

  // Azul: a 3-player round.
  page = await newPage();
  const az = new AzulSetupPage(page);
  await az.open();
  await az.setPlayers(['Ana', 'Ben', 'Cy']);
  await az.start();
  const play = new AzulPlayPage(page);
  await play.waitForRound(1);
  await reset(page);
  await play.enter('Ana', {
    tiles: [
      [1, 1],
      [2, 2],
    ],
    floor: 1,
  });
  await play.enter('Ben', { tiles: [[3, 3]], floor: 1, marker: true });
  await play.enter('Cy', {
    tiles: [
      [5, 5],
      [4, 4],
    ],
    floor: 2,
  });
  await play.nextRound();
  await play.waitForRound(2);
  r = await read(page);
  rows.push(`Azul round (3 players, 5 tiles, 3 floors, Next round): ${r.taps} taps, ${r.scrolls} scrolls`);
  await page.context().close();

  // Kaliko: the 20 plays of a random game (seed 5), per play.
  page = await newPage();
  const game = randomGame(5, 2, 22);
  const k = new KalikoPage(page);
  await k.setup(['Ana', 'Ben'], game.start.tile, game.start.rotation);
  await k.start();
  await reset(page);
  let plays = 0,
    taps = 0,
    scrolls = 0,
    tiles = 0;
  for (const turn of game.turns) {
    if (turn.kind === 'pass') await k.pass();
    else if (turn.kind === 'exchange') await k.exchange(turn.count);
    else {
      await reset(page);
      const pans = k.pans;
      for (const [i, t] of turn.tiles.entries()) await k.placeTile(t, i);
      await k.scoreAny();
      const x = await read(page);
      plays++;
      tiles += turn.tiles.length;
      taps += x.taps;
      scrolls += x.scrolls + k.pans - pans;
    }
  }
  rows.push(
    `Kaliko play (${plays} plays, ${tiles} tiles): ${(taps / plays).toFixed(2)} taps, ${(scrolls / plays).toFixed(2)} scrolls or drags per play (${taps} taps, ${scrolls} in all)`,
  );
} finally {
  await browser.close();
  await server.close();
}
console.log(rows.join('\n'));
process.exit(0);
