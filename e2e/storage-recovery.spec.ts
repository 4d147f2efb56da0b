// Fault injection in the normal suite (the real full-disk attack is e2e/disk-full.faults.ts, run by
// `npm run test:faults`): a real Chromium profile whose IndexedDB is broken between two runs of the browser. Every
// game must come back from the app's second copy (OPFS), and the player is told once.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANA_TILES, startAnaBenAtOnce } from './flows.ts';
import { GamePage } from './pages/GamePage.ts';
import { backupOf, historyCount, importBackup, launchProfile, mirroredGames } from './profile.ts';
import { expect, test } from './test.ts';

const RESTORED_5 = "Your phone's storage had a problem; 5 games were restored from the app's second copy.";

/** Four imported games and one entered by taps (5 cells: Ana 6), all saved and mirrored; the browser is closed. */
async function fiveGamesThenClose(run: Awaited<ReturnType<typeof launchProfile>>, file: string) {
  const { page } = run;
  await importBackup(page, file);
  // The game's taps are not what is looked at (what storage keeps is): its setup and cells go in bursts.
  const game = await startAnaBenAtOnce(page);
  await game.fillAtOnce(ANA_TILES.slice(0, 5));
  await expect(page.getByTestId('player-total')).toHaveText('6');
  expect(await historyCount(page)).toBe(5);
  await expect.poll(() => mirroredGames(page)).toBe(5);
  await run.close();
}

async function expectFiveGamesBack(page: import('@playwright/test').Page) {
  await expect(page.getByRole('alert')).toHaveText(RESTORED_5 + 'OK');
  expect(await historyCount(page)).toBe(5);
  await page.goto('/');
  await page.getByRole('link', { name: /^Continue Calico/ }).click(); // the game in progress, with every tap
  const game = new GamePage(page);
  await expect(game.cell('5,1')).toHaveAttribute('aria-label', 'Nq, Cell 5,1: Navy quatrefoil');
  await expect(page.getByTestId('player-total')).toHaveText('6');
}

test('IndexedDB files destroyed between two runs of the browser: every game comes back from the second copy', async ({
  playwright,
  baseURL,
}, info) => {
  const profile = info.outputPath('profile');
  await fiveGamesThenClose(await launchProfile(playwright, info, baseURL!, profile), backupOf(4, info));

  // What a failed write on a full disk left behind: the database's files are unreadable.
  const idb = join(profile, 'Default', 'IndexedDB');
  for (const dir of readdirSync(idb)) {
    for (const f of readdirSync(join(idb, dir))) writeFileSync(join(idb, dir, f), 'broken by the test');
  }

  const again = await launchProfile(playwright, info, baseURL!, profile);
  await expectFiveGamesBack(again.page);
  await again.page.reload(); // said once: not again on the next start
  await expect(again.page.getByTestId('player-total')).toHaveText('6');
  await expect(again.page.getByRole('alert')).toHaveCount(0);
  await again.close();
});

test('IndexedDB will not open ("Internal error opening backing store") until deleted: it is created again and refilled', async ({
  playwright,
  baseURL,
}, info) => {
  const profile = info.outputPath('profile');
  await fiveGamesThenClose(await launchProfile(playwright, info, baseURL!, profile), backupOf(4, info));

  const again = await launchProfile(playwright, info, baseURL!, profile, {
    before: (context) =>
      context.addInitScript(() => {
        // Chromium's answer for a backing store it cannot open, on every open, until the database is deleted.
        let broken = true;
        const open = IDBFactory.prototype.open;
        const remove = IDBFactory.prototype.deleteDatabase;
        IDBFactory.prototype.deleteDatabase = function (name: string) {
          broken = false;
          return remove.call(this, name);
        };
        IDBFactory.prototype.open = function (name: string, version?: number) {
          if (!broken) return version === undefined ? open.call(this, name) : open.call(this, name, version);
          const req = {
            error: new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError'),
            readyState: 'done',
          } as unknown as IDBOpenDBRequest;
          setTimeout(() =>
            req.onerror?.({
              type: 'error',
              target: req,
              preventDefault() {},
              stopPropagation() {},
            } as unknown as Event),
          );
          return req;
        };
      }),
  });
  await expectFiveGamesBack(again.page);
  await again.close();
});
