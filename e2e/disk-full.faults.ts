// The real attack from "Nothing lost, ever" (item 1), run by `npm run test:faults` (not in the normal suite; the
// equivalent fault injection that always runs is e2e/storage-recovery.spec.ts): Chromium with a persistent profile
// on a small filesystem; games are saved, the disk is filled, a save fails, space is freed, the browser is closed
// and launched again on the same profile, and history must list every game. It skips when this machine does not
// allow mounting a filesystem (not root, or no CAP_SYS_ADMIN). FAULT_RUNS=n repeats it (default 3).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ANA_TILES, startAnaBen } from './flows.ts';
import { backupOf, historyCount, importBackup, launchProfile, mirroredGames } from './profile.ts';
import { expect, test } from './test.ts';

const RUNS = Number(process.env.FAULT_RUNS ?? 3);
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
  execSync(`dd if=/dev/zero of=${join(dir, 'fill-1')} bs=1M 2>/dev/null; dd if=/dev/zero of=${join(dir, 'fill-2')} bs=4k 2>/dev/null; dd if=/dev/zero of=${join(dir, 'fill-3')} bs=1 2>/dev/null; true`);
}
/** SIGKILL to the browser launched on `profile` and its helpers, by process id (a crash or a pulled battery). */
function killBrowser(profile: string) {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(`--user-data-dir=${profile}`)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone already
    }
  }
}
const boardLabels = (page: Page) =>
  page.getByRole('group', { name: /'s board,/ }).getByRole('button', { name: /^Cell/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
const freeKb = (dir: string) => Number(execSync(`df -k --output=avail ${dir} | tail -1`).toString().trim());

for (let run = 1; run <= RUNS; run++) {
  test(`full disk, a failed save, a browser restart: history lists every game (run ${run} of ${RUNS})`, async ({ playwright, baseURL }, info) => {
    const disk = info.outputPath('small-disk');
    const refused = mountSmallDisk(disk);
    test.skip(refused !== null, refused ?? '');
    try {
      const profile = join(disk, 'profile');
      const first = await launchProfile(playwright, info, baseURL!, profile);
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
      // Taps until a save fails (the first one may still fit in space the database had already reserved).
      let failure = '';
      let board: string[] | null = null;
      for (const tile of ANA_TILES.slice(5, 12)) {
        await game.pick(tile);
        const alert = page.getByRole('alert');
        if (await alert.isVisible({ timeout: 1500 }).catch(() => false)) {
          failure = (await alert.textContent()) ?? '';
          break;
        }
      }
      info.annotations.push({ type: 'failed save', description: failure || 'no save failed' });

      // How the browser goes down. free-then-close (the default) reproduces the loss most often: on today's code
      // 4 of 5 runs found "No saved games yet" after the restart (Chromium opened an empty database).
      const mode = process.env.FAULT_MODE ?? 'free-then-close';
      const free = () => { for (const f of ['fill-1', 'fill-2', 'fill-3']) rmSync(join(disk, f), { force: true }); };
      if (mode === 'free-then-close') {
        free();
        await game.pick(ANA_TILES[12]!);
        await page.waitForTimeout(1500);
        const after = await page.getByRole('alert').textContent({ timeout: 500 }).catch(() => null);
        info.annotations.push({ type: 'a tap after space came back', description: after ?? 'saved' });
        if (!after) board = await boardLabels(page); // everything on screen is saved: all of it must come back
        await first.close().catch(() => undefined);
      } else if (mode === 'close-while-full') {
        await first.close().catch(() => undefined);
        free();
      } else {
        killBrowser(profile);
        await first.close().catch(() => undefined);
        free();
      }

      const second = await launchProfile(playwright, info, baseURL!, profile, {
        before: async (context) => context.on('console', (m) => m.text().startsWith('calico:') && info.annotations.push({ type: 'console', description: m.text() })),
      });
      const notice = await second.page.getByRole('alert').textContent({ timeout: 3000 }).catch(() => null);
      info.annotations.push({ type: 'on restart', description: notice ?? 'no notice: IndexedDB opened with every game' });
      const games = await historyCount(second.page);
      info.annotations.push({ type: 'games in history', description: String(games) });
      expect(games).toBe(5);
      await second.page.goto('/');
      await second.page.getByRole('link', { name: /^Continue Calico/ }).first().click(); // the game in progress
      await second.page.getByRole('button', { name: /^Cell 1,1:/ }).waitFor();
      const boardAfter = await boardLabels(second.page);
      expect(boardAfter.filter((l) => !l.endsWith('empty')).length).toBeGreaterThanOrEqual(5);
      if (board) expect(boardAfter).toEqual(board);
      await second.close();
    } finally {
      if (existsSync(disk)) execSync(`umount -l ${disk} || true`);
    }
  });
}
