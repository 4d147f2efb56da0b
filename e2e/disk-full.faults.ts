// The real attack from "Nothing lost, ever" (item 1), in `npm test` beside the end-to-end tests (project "faults";
// alone: `npm run test:faults`; where it skips, e2e/storage-recovery.spec.ts injects the same fault): Chromium with a persistent profile
// on a small filesystem; games are saved, the disk is filled, a save fails, space is freed, the browser is closed
// and launched again on the same profile, and history must list every game. It skips when this machine does not
// allow mounting a filesystem (not root, or no CAP_SYS_ADMIN). FAULT_RUNS=n repeats it (default 1 in
// `npm test`; 3 were run when the loss was hunted).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { FULL_CATS, FULL_GOALS } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import { ANA_TILES, startAnaBen } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { SetupPage } from './pages/SetupPage.ts';
import {
  backupOf,
  historyCount,
  importBackup,
  killBrowser,
  launchProfile,
  mirroredCells,
  mirroredGames,
} from './profile.ts';
import { cellsOnScreen, gameIdOf, storedGame } from './stored.ts';
import { expect, test } from './test.ts';

test.use({ failOnPageErrors: true }); // an uncaught error in a page fails the test (e2e/test.ts)

const RUNS = Number(process.env.FAULT_RUNS ?? 1);
const SIZE_MB = 64;

function mountSmallDisk(dir: string): string | null {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'mounting a small filesystem needs root';
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (e) {
    return `this machine does not allow mounting a tmpfs (needs CAP_SYS_ADMIN): ${String((e as { stderr?: Buffer }).stderr ?? e).trim()}`;
  }
}

/** Fills the filesystem to the last byte (big blocks, then small ones). */
function fill(dir: string) {
  execSync(
    `dd if=/dev/zero of=${join(dir, 'fill-1')} bs=1M 2>/dev/null; dd if=/dev/zero of=${join(dir, 'fill-2')} bs=4k 2>/dev/null; dd if=/dev/zero of=${join(dir, 'fill-3')} bs=1 2>/dev/null; true`,
  );
}
const boardLabels = (page: Page) =>
  page
    .getByRole('group', { name: /'s board,/ })
    .getByRole('button', { name: /(^|, )Cell \d/ })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
/** Frees the space `fill` took. */
function free(dir: string) {
  for (const f of ['fill-1', 'fill-2', 'fill-3']) rmSync(join(dir, f), { force: true });
}

type Launch = (opts?: Parameters<typeof launchProfile>[4]) => ReturnType<typeof launchProfile>;

/**
 * Runs `scenario` with Chromium's profile on a small filesystem of its own (`launch` opens that profile). Chromium
 * itself was seen to go down on the full disk once on CI (a failed write to its sandboxed file system's database,
 * then the browser process ended): not the app's doing, and nothing the app could answer. Then, with space back,
 * the `savedBefore` games saved before the disk filled must all be listed, and the scenario runs again on a new
 * disk, three times at most. Any other failure fails the test at once.
 */
async function onSmallDisk(
  { playwright, info, baseURL }: { playwright: PlaywrightWorkerArgs['playwright']; info: TestInfo; baseURL: string },
  savedBefore: number,
  scenario: (disk: string, launch: Launch) => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    const disk = info.outputPath(`small-disk-${attempt}`);
    const refused = mountSmallDisk(disk);
    if (refused !== null && attempt > 1) throw new Error(`a second small disk: ${refused}`);
    test.skip(refused !== null, refused ?? '');
    const profile = join(disk, 'profile');
    const launched: Awaited<ReturnType<Launch>>[] = [];
    const launch: Launch = async (opts) => {
      const it = await launchProfile(playwright, info, baseURL, profile, opts);
      launched.push(it);
      return it;
    };
    try {
      await scenario(disk, launch);
      return;
    } catch (e) {
      if (attempt === 3 || !launched.some((l) => l.gone())) throw e;
      info.annotations.push({
        type: 'Chromium went down on the full disk',
        description: `attempt ${attempt}: ${String(e).split('\n')[0]}`,
      });
      free(disk);
      for (const l of launched) await l.close().catch(() => undefined); // the profile is free for the next launch
      const again = await launchProfile(playwright, info, baseURL, profile);
      expect(await historyCount(again.page)).toBeGreaterThanOrEqual(savedBefore);
      await again.close();
    } finally {
      if (existsSync(disk)) execSync(`umount -l ${disk} || true`);
    }
  }
}
const freeKb = (dir: string) => Number(execSync(`df -k --output=avail ${dir} | tail -1`).toString().trim());

for (let run = 1; run <= RUNS; run++) {
  test(`full disk, a failed save, a browser restart: history lists every game (run ${run} of ${RUNS})`, async ({
    playwright,
    baseURL,
  }, info) => {
    await onSmallDisk({ playwright, info, baseURL: baseURL! }, 5, async (disk, launch) => {
      const profile = join(disk, 'profile');
      const first = await launch();
      const { page } = first;
      await importBackup(page, backupOf(4, info));
      const game = await startAnaBen(page);
      await game.fillInReadingOrder(ANA_TILES.slice(0, 5));
      await expect(page.getByTestId('player-total')).toHaveText('6');
      expect(await historyCount(page)).toBe(5);
      await expect.poll(() => mirroredGames(page)).toBe(5);
      await page.goBack();
      await game.cell('1,1').waitFor();

      fill(disk);
      info.annotations.push({ type: 'free after filling', description: `${freeKb(disk)} KB` });
      // Taps until a save fails (the first one may still fit in space the database had already reserved). After
      // each tap the test waits for its outcome, however long the machine takes: stored, or a message shown.
      let failure = '';
      let board: string[] | null = null;
      const id = gameIdOf(page);
      const alert = page.getByRole('alert');
      for (const tile of ANA_TILES.slice(5, 12)) {
        await game.pick(tile);
        const onScreen = Object.keys(await cellsOnScreen(page)).length;
        // The test's own look into IndexedDB can fail on the full disk too ("Internal error opening backing store"):
        // then nothing is known yet, and the app has still to say so.
        const stored = () =>
          storedGame(page, id).then(
            (g) => Object.keys(g?.players[0]!.cells ?? {}).length,
            () => -1,
          );
        const outcome = async () =>
          (await alert.count()) ? 'said' : (await stored()) >= onScreen ? 'stored' : 'pending';
        await expect.poll(outcome).not.toBe('pending');
        if (await alert.count()) {
          failure = (await alert.first().textContent()) ?? '';
          break;
        }
      }
      info.annotations.push({ type: 'failed save', description: failure || 'no save failed' });

      // How the browser goes down. free-then-close (the default) reproduces the loss most often: on today's code
      // 4 of 5 runs found "No saved games yet" after the restart (Chromium opened an empty database).
      const mode = process.env.FAULT_MODE ?? 'free-then-close';
      if (mode === 'free-then-close') {
        free(disk);
        await game.pick(ANA_TILES[12]!);
        // Space is back: everything on screen gets saved by itself (the tap that failed included), and the message
        // about space goes. Then all of it must come back after the restart.
        const onScreen = Object.keys(await cellsOnScreen(page)).length;
        await expect
          .poll(async () => Object.keys((await storedGame(page, id))?.players[0]!.cells ?? {}).length)
          .toBe(onScreen);
        await expect(page.getByRole('alert').filter({ hasText: /space|saving/i })).toHaveCount(0);
        board = await boardLabels(page);
        await first.close().catch(() => undefined);
      } else if (mode === 'close-while-full') {
        await first.close().catch(() => undefined);
        free(disk);
      } else {
        killBrowser(profile);
        await first.close().catch(() => undefined);
        free(disk);
      }

      const second = await launch({
        before: async (context) =>
          context.on(
            'console',
            (m) => m.text().startsWith('calico:') && info.annotations.push({ type: 'console', description: m.text() }),
          ),
      });
      const games = await historyCount(second.page);
      const notice = (await second.page.getByRole('alert').allTextContents()).join(' | ');
      info.annotations.push({
        type: 'on restart',
        description: notice || 'no notice: IndexedDB opened with every game',
      });
      info.annotations.push({ type: 'games in history', description: String(games) });
      expect(games).toBe(5);
      await second.page.goto('/');
      await second.page
        .getByRole('link', { name: /^Continue Calico/ })
        .first()
        .click(); // the game in progress
      await second.page.getByRole('button', { name: /(^|, )Cell 1,1:/ }).waitFor();
      const boardAfter = await boardLabels(second.page);
      expect(boardAfter.filter((l) => !l.endsWith('empty')).length).toBeGreaterThanOrEqual(5);
      if (board) expect(boardAfter).toEqual(board);
      await second.close();
    });
  });
}

// Starting a game, entering it, and opening the app again, all on a full disk (issue 19 §5: a new game showed no
// board within 15 s, and a second start hung). Each answers while the disk is still full (space is freed only after
// it answered: a hang waits forever and fails): the board, what was entered, the message about space. How long
// each answer took is recorded beside the test (a measure, never a limit: the result does not depend on the
// machine's speed). When space returns, everything entered is saved without the player doing anything.
test('a full disk never freezes the app: a new game, its taps, space coming back, the app opened again on a full disk', async ({
  playwright,
  baseURL,
}, info) => {
  test.setTimeout(300_000);
  /** Waits for `answer` and records how long it took. */
  const timed = async (what: string, answer: () => Promise<unknown>) => {
    const t0 = Date.now();
    await answer();
    info.annotations.push({ type: `on a full disk, ${what}`, description: `${Date.now() - t0} ms` });
  };
  await onSmallDisk({ playwright, info, baseURL: baseURL! }, 1, async (disk, launch) => {
    const first = await launch();
    let page = first.page;
    const earlier = await startAnaBen(page); // a game saved before the disk filled
    await earlier.fillInReadingOrder(ANA_TILES.slice(0, 2));
    await expect.poll(() => mirroredGames(page)).toBe(1);
    await page.goto('/');

    fill(disk);
    info.annotations.push({ type: 'free after filling', description: `${freeKb(disk)} KB` });
    const setup = new SetupPage(page);
    await setup.open();
    await setup.setPlayers([
      { name: 'Cy', board: 'blue', goals: FULL_GOALS },
      { name: 'Dee', board: 'green', goals: FULL_GOALS },
    ]);
    await setup.setCats(catsOf(FULL_CATS));
    const game = new GamePage(page);
    await timed('Start game → the board', async () => {
      await page.getByRole('button', { name: 'Start game' }).click();
      await expect(game.cell('1,1')).toBeVisible();
    });
    const id = gameIdOf(page);
    await timed('three taps → on screen', async () => {
      for (const tile of ANA_TILES.slice(0, 3)) await game.pick(tile);
      await expect.poll(async () => Object.keys(await cellsOnScreen(page)).length).toBe(3);
    });
    const entered = await cellsOnScreen(page);
    const said = await page.getByRole('alert').allTextContents();
    info.annotations.push({ type: 'on screen while full', description: said.join(' | ') || 'no message' });

    free(disk); // space returns: the entries are saved, by themselves
    await expect
      .poll(async () => (await storedGame(page, id))?.players[0]!.cells ?? null)
      .toEqual(Object.fromEntries(Object.keys(entered).map((k) => [k, expect.anything()])));
    await expect(page.getByRole('alert').filter({ hasText: /space|saving/i })).toHaveCount(0);
    // …and in the second copy, which a database Chromium drops on the next full-disk start leaves as the only one
    // (the journal holds the entries again a second after space returns; filling the disk within that second and
    // within the copy's write is a second fault, README "What can still be lost").
    await expect.poll(() => mirroredCells(page, id)).toBe(Object.keys(entered).length);

    fill(disk); // full again, and the app opened anew on it
    await first.close().catch(() => undefined);
    const opened = () =>
      launch({
        path: `/#/game/${id}`,
        before: async (context) =>
          context.on(
            'console',
            (m) => m.text().startsWith('calico') && info.annotations.push({ type: 'console', description: m.text() }),
          ),
      });
    let second = await opened();
    page = second.page;
    let again = new GamePage(page);
    // The app answers at once (the board, or a word about storage: slow to answer, or games put back; not any alert,
    // say "not found"); Chromium may have started an empty database on the full disk, and the game comes back from
    // the second copy as soon as start-up recovery has put it back.
    const aboutStorage = page.getByRole('alert').filter({ hasText: /storage|space/i });
    await timed('the app opened again → the board or a word about storage', () =>
      expect(again.cell('1,1').or(aboutStorage).first()).toBeVisible(),
    );
    info.annotations.push({
      type: 'the app opened again, answered with',
      description: `${(await aboutStorage.count()) ? `"${await aboutStorage.first().textContent()}"` : 'the board'}, ${Math.round(await page.evaluate(() => performance.now()))} ms after the page was asked for`,
    });
    // Chromium may leave no room on the full disk to put the game back from the second copy: the app then says the
    // game could not be restored and its copy is kept, and the next start with space puts it back.
    const notPutBack = page.getByRole('alert').filter({ hasText: /could not be restored/ });
    await expect(again.cell('1,1').or(notPutBack).first()).toBeVisible();
    if (!(await again.cell('1,1').isVisible())) {
      info.annotations.push({
        type: 'not put back on the full disk',
        description: (await notPutBack.allTextContents()).join(' | '),
      });
      free(disk);
      await second.close();
      second = await opened();
      page = second.page;
      again = new GamePage(page);
      await expect(again.cell('1,1')).toBeVisible();
      fill(disk); // the tap below is made on a full disk again
    }
    expect(await cellsOnScreen(page)).toEqual(entered);
    await timed('a tap → on screen', async () => {
      await again.pick(ANA_TILES[3]!); // a tap on a full disk answers too, and is kept on screen (saved, or said not yet)
      await expect.poll(async () => Object.keys(await cellsOnScreen(page)).length).toBe(4);
    });
    free(disk);
    await expect.poll(async () => Object.keys((await storedGame(page, id))?.players[0]!.cells ?? {}).length).toBe(4);
    await second.close();
  });
});
