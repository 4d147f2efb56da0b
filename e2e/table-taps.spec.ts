// Taps and scrolls a player needs at the table on a small phone and one on its side (figures in docs/benchmarks.md):
// a Calico board's 22 tiles, each tapped with the board's next cell in view; an Azul round in a tap per tile, one
// per floor and Next round; a Kaliko game's plays.
import type { Locator } from '@playwright/test';
import { startDealt, ANA_TILES } from './flows.ts';
import { tileName } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';
import { AzulPlayPage, AzulSetupPage } from './pages/AzulPages.ts';
import { KalikoPage } from './pages/KalikoPage.ts';
import { randomGame } from '../src/games/kaliko/core/test/random.ts';
import { expect, test } from './test.ts';

test.use({ isMobile: true, hasTouch: true });
for (const size of [
  { width: 320, height: 640 },
  { width: 844, height: 390 },
]) {
  test(`a Calico board and an Azul round at ${size.width}x${size.height}: taps, scrolls, the board in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    let taps = 0,
      scrolls = 0;
    const tap = async (l: Locator) => {
      const box = (await l.boundingBox())!;
      if (box.y < 0 || box.y + box.height > size.height) {
        scrolls++;
        await l.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      }
      const b = (await l.boundingBox())!;
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      taps++;
    };
    await startDealt(page, ['Ana', 'Ben', 'Cy']);
    await page.evaluate(() => window.scrollTo(0, 0));
    const ok = page.getByRole('status').getByRole('button', { name: 'OK' });
    if (await ok.count()) await tap(ok);
    let hidden = 0;
    for (const t of ANA_TILES.slice(0, 22)) {
      const tileRow = page
        .getByRole('group', { name: 'Tiles' })
        .getByRole('button', { name: new RegExp(`(^|: )${say(tileName(t))}(,|$)`) });
      const tb = (await tileRow.boundingBox())!;
      if (tb.y < 0 || tb.y + tb.height > size.height) {
        scrolls++;
        await tileRow.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      }
      const n2 = await page.locator('[data-cell][aria-pressed=true]').boundingBox();
      if (!n2 || n2.y < 0 || n2.y + n2.height > size.height) hidden++;
      await tap(
        page
          .getByRole('group', { name: 'Tiles' })
          .getByRole('button', { name: new RegExp(`(^|: )${say(tileName(t))}(,|$)`) }),
      );
    }
    console.log(
      `${size.width}x${size.height} Calico board: ${taps} taps, ${scrolls} scrolls, next cell out of view at ${hidden} of 22 tile taps`,
    );
    expect(hidden, 'tile taps with the next cell out of view').toBe(0);
    expect(scrolls, 'scrolls for a whole board').toBeLessThanOrEqual(1);
    taps = scrolls = 0;
    const setup = new AzulSetupPage(page);
    await setup.open();
    await setup.setPlayers(['Ana', 'Ben']);
    await setup.start();
    const az = new AzulPlayPage(page);
    await az.waitForRound(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const [name, cells, fl] of [
      [
        'Ana',
        [
          [1, 1],
          [2, 2],
        ],
        1,
      ],
      ['Ben', [[1, 2]], 2],
    ] as const) {
      if (!(await az.wall(name).isVisible())) await tap(az.tab(name));
      for (const [r, c] of cells) await tap(az.cell(name, r, c));
      await tap(az.floor(name, fl));
    }
    await tap(page.getByRole('button', { name: 'Next round', exact: true }));
    await az.waitForRound(2);
    console.log(`${size.width}x${size.height} Azul round (3 tiles, 2 floors): ${taps} taps, ${scrolls} scrolls`);
    expect(taps, 'taps for the round: 3 tiles, 2 floors, Next round').toBe(6);
  });
}

// A Kaliko game's plays (the core's random game of seed 5: 8 one-tile and 12 two-tile plays), each tile found as a
// player would (tapped if its picture is in view, else the picker narrowed by sort, then colours).
for (const size of [
  { width: 320, height: 640 },
  { width: 844, height: 390 },
]) {
  test(`Kaliko plays at ${size.width}x${size.height}: taps, filter taps, drags and scrolls per play`, async ({
    page,
  }) => {
    test.setTimeout(480_000); // 22 turns, 32 tiles through the UI: the limit only catches a hang
    await page.setViewportSize(size);
    const game = randomGame(5, 2, 22);
    const k = new KalikoPage(page);
    await k.setup(['Ana', 'Ben'], game.start.tile, game.start.rotation);
    await k.start();
    await page.evaluate(() => window.scrollTo(0, 0));
    await k.countScrolls();
    const plays: { tiles: number; taps: number; filters: number; pans: number }[] = [];
    for (const turn of game.turns) {
      if (turn.kind === 'pass') await k.pass();
      else if (turn.kind === 'exchange') await k.exchange(turn.count);
      else {
        const [taps, filters, pans] = [k.taps, k.filterTaps, k.pans];
        for (const [i, t] of turn.tiles.entries()) await k.placeTile(t, i);
        await k.scoreAny();
        plays.push({
          tiles: turn.tiles.length,
          taps: k.taps - taps,
          filters: k.filterTaps - filters,
          pans: k.pans - pans,
        });
      }
    }
    const { scrolls } = await k.scrollCount();
    const of = (n: number) => plays.filter((p) => p.tiles === n);
    const range = (xs: number[]) =>
      `${Math.min(...xs)}–${Math.max(...xs)} (mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)})`;
    const line = (n: number) =>
      `${of(n).length} ${n}-tile plays: ${range(of(n).map((p) => p.taps))} taps, of them filter taps ${range(of(n).map((p) => p.filters))}`;
    console.log(
      `${size.width}x${size.height} Kaliko: ${line(1)}; ${line(2)}; ${plays.reduce((s, p) => s + p.pans, 0)} drags of the pattern, ${scrolls} page scrolls in ${game.turns.length} turns`,
    );
    expect(plays).toHaveLength(20);
    // Cell and tile for each of the two, then Score: 5 taps; a filter tap or a turn of a tile for some of them.
    expect(Math.max(...of(2).map((p) => p.taps)), 'taps for a two-tile play').toBeLessThanOrEqual(7);
  });
}
